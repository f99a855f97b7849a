/**
 * Request bodies of the admin content resources: courses, chapters, topics, materials and the
 * per-type records of materials (slides, videos, quizes, questions, practices, tasks, submissions).
 * Titles and descriptions are `{ id, en }` maps; a title needs at least one language.
 * Update bodies are the create fields without the parent, all optional and without defaults
 * (zod 4 applies a default inside `.optional()`, which would overwrite what the body left out).
 */

import { z } from 'zod';
import type { ContentStatus } from '../db/schema';

export type { ContentStatus };

import { optionalText } from './common';
import { brokenLimit, hasDuplicatePaths, nodePath, workspaceStats } from './practice';
import { DECK_HEIGHT, DECK_WIDTH } from './slides';
import { CAPTION_URL, UPLOADED_IMAGE_URL } from './uploads';
import { IMAGE_DATA_URL, MAX_WORKSPACE_NODES } from './workspace-limits';

/** A positive integer id (numeric strings accepted); absent → 'required', anything else → 'invalidValue'. */
export const idField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidValue') })
      .int('invalidValue')
      .positive('invalidValue'),
  );
const id = idField;

/** A `{ id, en }` text; empty strings become absent. */
export const localizedField = (max: number) => z.object({ id: optionalText(max), en: optionalText(max) });

/** A localized title: at least one language filled (the error sits on `title.id`). */
export const localizedTitle = () =>
  localizedField(200).refine((v) => Boolean(v.id || v.en), { message: 'required', path: ['id'] });

const emptyWorkspace = { files: [], activeFile: null, activeFolder: null, openedFiles: [], copied: null };
/** A file of the workspace tree (docs/decisions/0004-data.md: code workspace). */
const workspaceFile = z
  .looseObject({
    id: z.string().max(100),
    name: z.string().max(200),
    ext: z.string().max(20),
    lang: z.string().max(20),
    path: nodePath,
    type: z.enum(['code', 'image']),
    value: z.string().max(2_000_000, 'tooLong'),
  })
  // An image is a picture: a student's copy of this workspace could not be saved otherwise.
  .refine((f) => f.type === 'code' || IMAGE_DATA_URL.test(f.value), { message: 'invalidValue', path: ['value'] });
type NodeIn = z.infer<typeof workspaceFile> | { id: string; folder: true; name: string; path: string; files: NodeIn[] };
/** A folder of the tree, with its children (files or folders). */
const workspaceFolder: z.ZodType<NodeIn> = z.lazy(() =>
  z.looseObject({
    id: z.string().max(100),
    folder: z.literal(true),
    name: z.string().max(200),
    path: nodePath,
    files: z.array(workspaceNode).max(500),
  }),
);
const workspaceNode: z.ZodType<NodeIn> = z.lazy(() =>
  z.union([workspaceFolder, workspaceFile], { error: 'invalidValue' }),
);
/** A workspace as stored: the editor's tree of files and folders, checked enough for the checker to walk it. */
const workspace = z
  .object({
    files: z.array(workspaceNode).max(MAX_WORKSPACE_NODES),
    activeFile: z.string().nullable().default(null),
    activeFolder: z.string().nullable().default(null),
    openedFiles: z.array(z.string()).default([]),
    copied: z.null().default(null),
  })
  // The limits a student's save meets, so every student can save their copy of this workspace.
  .superRefine((ws, ctx) => {
    const s = workspaceStats(ws.files);
    if (brokenLimit(s)) ctx.addIssue({ code: 'custom', message: 'tooLong', path: ['files'] });
    if (hasDuplicatePaths(s.paths)) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['files'] });
  });
const answers = z.array(z.record(z.string(), z.unknown())).max(100);

export const materialRelations = ['slide', 'video', 'quiz', 'practice', 'submission', 'submission-exam'] as const;
/** A chapter, topic or material is a draft (admins only) until published (students and mentors see it). */
export const contentStatuses = ['draft', 'published'] as const satisfies readonly ContentStatus[];
const status = z.enum(contentStatuses);
export const quizTypes = ['multiplechoice', 'multiple', 'fillblank', 'puzzle', 'fill'] as const;
const quizAnswer = z
  .object({
    options: z.array(z.object({ id: z.string().max(50), text: z.string().max(2000), key: z.boolean() })).max(20),
    key: z.array(z.string().max(2000)).max(20),
  })
  // every key names an option, and option ids are distinct (the key list is derived from the flags)
  .refine((a) => a.key.every((k) => a.options.some((o) => o.id === k)), { message: 'invalidValue', path: ['key'] })
  .refine((a) => new Set(a.options.map((o) => o.id)).size === a.options.length, {
    message: 'invalidValue',
    path: ['options'],
  });
/** A caption file per language; absent, null or '' means none in that language. */
const captionUrl = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.string().regex(CAPTION_URL, 'invalidValue').optional(),
);
const captions = z
  .object({ id: captionUrl, en: captionUrl })
  // Only the languages that have a file are stored, so `{}` means "no captions".
  .transform((c) => Object.fromEntries(Object.entries(c).filter(([, url]) => url !== undefined)) as typeof c);
/**
 * A background's top-left corner in deck pixels, at most one deck away from the deck's corner: further out
 * an image shows only when larger than the deck, which is better cropped before upload.
 */
const deckCoordinate = (limit: number, key: 'deckX' | 'deckY') =>
  z.number({ error: key }).int(key).min(-limit, key).max(limit, key);
/** A slide's background (docs/decisions/0004-data.md): an uploaded image (or an image data URL, as the seed's), its name and place. */
const background = z
  .object({
    name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
    x: deckCoordinate(DECK_WIDTH, 'deckX'),
    y: deckCoordinate(DECK_HEIGHT, 'deckY'),
    image: z
      .string()
      .max(2_000_000, 'tooLong')
      .refine((v) => UPLOADED_IMAGE_URL.test(v) || IMAGE_DATA_URL.test(v), 'backgroundImage'),
  })
  .nullable();

/** Editable fields per resource (no parent, no defaults). */
const editable = {
  course: { title: localizedTitle(), description: localizedField(20_000) },
  chapter: { title: localizedTitle(), description: localizedField(20_000), isTrial: z.boolean() },
  topic: { title: localizedTitle(), description: localizedField(20_000) },
  material: { title: localizedTitle(), description: localizedField(20_000) },
  slide: {
    title: localizedField(200),
    content: localizedField(50_000),
    background,
    video: optionalText(2000),
  },
  video: {
    url: z.string().trim().min(1, 'required').max(2000, 'tooLong'),
    durationSeconds: z.number().int().min(0).nullable(),
    poster: optionalText(2000),
    captions,
  },
  quiz: { passingScore: z.number().int().min(0).max(100) },
  question: {
    type: z.enum(quizTypes),
    title: localizedField(200),
    question: localizedTitle(),
    example: optionalText(20_000),
    answer: quizAnswer,
  },
  practice: { starter: workspace, solution: workspace },
  task: {
    title: localizedField(200),
    question: localizedTitle(),
    example: optionalText(20_000),
    copyable: z.array(z.string().max(5000)).max(50),
    answers,
  },
  submission: {
    title: localizedTitle(),
    brief: localizedField(50_000),
    isExam: z.boolean(),
    starter: workspace,
    /** Optional: when given, the publish QA requires it to pass every rule. */
    solution: workspace.nullable(),
    answers,
  },
};

export const courseCreate = z.object({ ...editable.course, description: editable.course.description.default({}) });
export const courseUpdate = z.object(editable.course).partial();

export const chapterCreate = z.object({
  courseId: id(),
  ...editable.chapter,
  description: editable.chapter.description.default({}),
  isTrial: editable.chapter.isTrial.default(false),
  status: status.default('draft'),
});
export const chapterUpdate = z.object({ ...editable.chapter, status }).partial();

export const topicCreate = z.object({
  chapterId: id(),
  ...editable.topic,
  description: localizedField(20_000).default({}),
  status: status.default('draft'),
});
export const topicUpdate = z.object({ ...editable.topic, status }).partial();

export const materialCreate = z.object({
  topicId: id(),
  ...editable.material,
  description: localizedField(20_000).default({}),
  relation: z.enum(materialRelations),
  status: status.default('draft'),
});
export const materialUpdate = z.object({ ...editable.material, status }).partial();

export const slideCreate = z.object({
  materialId: id(),
  ...editable.slide,
  title: localizedField(200).default({}),
  content: localizedField(50_000).default({}),
  background: background.default(null),
});
export const slideUpdate = z.object(editable.slide).partial();

export const videoCreate = z.object({
  materialId: id(),
  ...editable.video,
  durationSeconds: editable.video.durationSeconds.default(null),
  captions: captions.default({}),
});
export const videoUpdate = z.object(editable.video).partial();

export const quizCreate = z.object({ materialId: id(), passingScore: editable.quiz.passingScore.default(0) });
export const quizUpdate = z.object(editable.quiz).partial();

export const questionCreate = z.object({
  quizId: id(),
  ...editable.question,
  type: z.enum(quizTypes).default('multiplechoice'),
  title: localizedField(200).default({}),
  answer: quizAnswer.default({ options: [], key: [] }),
});
export const questionUpdate = z.object(editable.question).partial();

export const practiceCreate = z.object({
  materialId: id(),
  starter: workspace.default(emptyWorkspace),
  solution: workspace.default(emptyWorkspace),
});
export const practiceUpdate = z.object(editable.practice).partial();

export const taskCreate = z.object({
  practiceId: id(),
  ...editable.task,
  title: localizedField(200).default({}),
  copyable: editable.task.copyable.default([]),
  answers: answers.default([]),
});
export const taskUpdate = z.object(editable.task).partial();

export const submissionCreate = z.object({
  materialId: id(),
  ...editable.submission,
  brief: localizedField(50_000).default({}),
  isExam: z.boolean().default(false),
  starter: workspace.default(emptyWorkspace),
  solution: workspace.nullable().default(null),
  answers: answers.default([]),
});
export const submissionUpdate = z.object(editable.submission).partial();
