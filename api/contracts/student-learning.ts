/**
 * Response shapes of the student learning calls (docs/decisions/0004-data.md field names) as zod schemas, with the
 * types inferred from them: the services build these types, the client reads them (`import type` only), the routes
 * show the schemas in the OpenAPI document, and tests/api/student-answers.test.ts parses real answers with them.
 */
import { z } from 'zod';
import type { LocalizedText, MaterialRelation, QuizType, SlideBackground } from '../db/schema';
import { studentUser, subscriptionStatus } from './auth';
import { practiceView } from './practice-views';
import { CAPTION_LANGUAGES } from './uploads';

export type { LocalizedText, MaterialRelation, QuizType, SlideBackground };

const localized = z.object({ id: z.string().optional(), en: z.string().optional() });
const relation = z.enum(['slide', 'video', 'quiz', 'practice', 'submission', 'submission-exam']);
const courseRef = z.object({ id: z.number(), title: localized });

/** A student's progress (docs/decisions/0004-data.md). */
export const progressView = z.object({
  id: z.number(),
  course_id: z.number(),
  join_date: z.string(),
  last_learning_date: z.string().nullable(),
  percentage: z.number(),
  score: z.number(),
  student_id: z.number(),
  submission_project_path: z.string().nullable(),
});
export type ProgressView = z.infer<typeof progressView>;

/** A material of the student chapter list (docs/decisions/0004-data.md), plus the current flag, lock reason and score. */
export const materialView = z.object({
  id: z.number(),
  title: localized,
  description: localized,
  order: z.number(),
  relation,
  is_finish: z.boolean(),
  is_unlock: z.boolean(),
  is_current: z.boolean(),
  lock_reason: z.enum(['order', 'subscription']).nullable(),
  score: z.number().nullable(),
  progress_material_id: z.number().nullable(),
  topic_id: z.number(),
  chapter_id: z.number(),
});
export type MaterialView = z.infer<typeof materialView>;

/** A link to a neighbouring material (previous / next). */
export const materialLink = materialView.pick({
  id: true,
  title: true,
  relation: true,
  is_unlock: true,
  is_finish: true,
  topic_id: true,
  chapter_id: true,
});
export type MaterialLink = z.infer<typeof materialLink>;

export const topicView = z.object({
  id: z.number(),
  title: localized,
  description: localized,
  order: z.number(),
  chapter_id: z.number(),
  materials: z.array(materialView),
});
export type TopicView = z.infer<typeof topicView>;

export const chapterView = z.object({
  id: z.number(),
  title: localized,
  description: localized,
  /** Re-sequenced from 1 separately among trial and paid chapters. */
  order: z.number(),
  is_trial: z.boolean(),
  /** Every material finished. */
  is_finish: z.boolean(),
  /** Open to this student: trial chapters always, paid chapters with an active subscription. */
  is_unlock: z.boolean(),
  topics: z.array(topicView),
});
export type ChapterView = z.infer<typeof chapterView>;

/** The `meta` of `GET /api/student/courses/:courseId/chapters`. */
export const chapterListMeta = z.object({
  course_id: z.number(),
  progress: progressView,
  subscribed: z.boolean(),
  trial_finished: z.boolean(),
  total_materials: z.number(),
  finished_materials: z.number(),
  /** The material to continue with (first unlocked, unfinished), or null when none is open. */
  next_material: materialLink.nullable(),
});
export type ChapterListMeta = z.infer<typeof chapterListMeta>;

/** The chapter map answer: a list of chapters with its `meta`. */
export const chapterList = z.object({
  data: z.array(chapterView),
  meta: chapterListMeta,
  total: z.number(),
  filtered: z.number(),
});

/** Materials per kind; submission types count as `project`. */
export const materialCounts = z.object({
  slide: z.number().optional(),
  video: z.number().optional(),
  quiz: z.number().optional(),
  practice: z.number().optional(),
  project: z.number().optional(),
});
export type MaterialCounts = z.infer<typeof materialCounts>;

export const courseListItem = z.object({
  id: z.number(),
  title: localized,
  description: localized,
  order: z.number(),
  progress: progressView.nullable(),
});
export type CourseListItem = z.infer<typeof courseListItem>;

export const courseDetail = courseListItem.extend({
  subscribed: z.boolean(),
  chapters: z.object({ trial: z.number(), paid: z.number() }),
  total_materials: z.number(),
  /** What the trial chapters hold: titles and material counts per type (submission types count as project). */
  trial: z.object({
    chapters: z.array(z.object({ id: z.number(), title: localized })),
    materials: materialCounts,
    total: z.number(),
  }),
  paid: z.object({ materials: materialCounts, total: z.number() }),
});
export type CourseDetail = z.infer<typeof courseDetail>;

/** A WebVTT caption file of a video in one interface language. */
export const captionTrack = z.object({ lang: z.enum(CAPTION_LANGUAGES), url: z.string() });
export type CaptionTrack = z.infer<typeof captionTrack>;

const slideBackground = z.object({ name: z.string(), x: z.number(), y: z.number(), image: z.string() });

export const slideView = z.object({
  id: z.number(),
  order: z.number(),
  title: localized,
  content: localized,
  background: slideBackground.nullable(),
  video: z.string().nullable(),
});
export type SlideView = z.infer<typeof slideView>;

export const questionView = z.object({
  id: z.number(),
  order: z.number(),
  type: z.enum(['multiplechoice', 'multiple', 'fillblank', 'puzzle', 'fill']),
  title: localized,
  question: localized,
  example: z.string().nullable(),
  /** Choices, the word bank of a fill-in-the-blank, or pieces to order (puzzle, shuffled); never the key flags. */
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  /** Number of blanks to fill (fillblank), 1 for fill, 0 otherwise. */
  blanks: z.number(),
});
export type QuestionView = z.infer<typeof questionView>;

export const materialContent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slide'), slides: z.array(slideView) }),
  z.object({
    kind: z.literal('video'),
    url: z.string().nullable(),
    duration_seconds: z.number().nullable(),
    poster: z.string().nullable(),
    /** The caption files, one per language that has one, Indonesian first. */
    captions: z.array(captionTrack),
  }),
  z.object({ kind: z.literal('quiz'), passing_score: z.number(), questions: z.array(questionView) }),
  z.object({ kind: z.literal('practice') }),
  z.object({ kind: z.literal('submission') }),
]);
export type MaterialContent = z.infer<typeof materialContent>;

/** `GET /api/student/materials/:materialId`. */
export const materialScreen = z.object({
  progress_id: z.number(),
  material: materialView,
  chapter: z.object({ id: z.number(), title: localized, order: z.number(), is_trial: z.boolean() }),
  topic: z.object({ id: z.number(), title: localized, order: z.number() }),
  /** Neighbours within the topic. */
  previous: materialLink.nullable(),
  next: materialLink.nullable(),
  /** The material after this one in course order (may be in the next topic or chapter). */
  next_in_course: materialLink.nullable(),
  content: materialContent,
});
export type MaterialScreen = z.infer<typeof materialScreen>;

/** One quiz reply: the option ids (choice, multiple, puzzle order) or texts (fill, fill in the blank). */
export type QuizReply = { questionId: number; value: string[] };

/** The `result` of `PUT /api/student/progresses/:progressId` (its `data` is the updated progress). */
export const materialFinishResult = z.object({
  material_id: z.number(),
  progress_material_id: z.number(),
  is_finish: z.boolean(),
  passed: z.boolean(),
  score: z.number().nullable(),
  correct: z.number().nullable(),
  total: z.number().nullable(),
  question_results: z.array(z.object({ questionId: z.number(), correct: z.boolean() })).nullable(),
  next_material: materialLink.nullable(),
  trial_finished: z.boolean(),
});
export type MaterialFinishResult = z.infer<typeof materialFinishResult>;

/** `PUT /api/student/progresses/:progressId`: the updated progress and what the finish did. */
export const materialFinish = z.object({ data: progressView, result: materialFinishResult });

export const subscriptionView = z.object({
  id: z.number(),
  name: z.string(),
  duration: z.number(),
  price: z.number(),
  start: z.string(),
  end: z.string(),
  is_active: z.boolean(),
  course: courseRef,
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

export const subscriptionSummary = z.object({
  status: subscriptionStatus,
  /** The running subscription, else the latest one. */
  current: subscriptionView.nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

export const packageView = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  duration_in_month: z.number(),
  course: courseRef,
});
export type PackageView = z.infer<typeof packageView>;

/** `GET`/`PUT /api/student/profile`: the student's own fields as the user call has them, plus the subscription. */
export const studentProfile = studentUser
  .pick({
    id: true,
    email: true,
    fullName: true,
    phoneNumber: true,
    gender: true,
    birthday: true,
    province: true,
    provinceName: true,
    city: true,
    cityName: true,
    occupation: true,
    joinedDate: true,
  })
  .extend({ subscription: subscriptionSummary });
export type StudentProfile = z.infer<typeof studentProfile>;

/** `POST /api/student/progresses/:progressId/progress-topic`: the opened material's progress row, both ways. */
export const openedMaterial = z.object({
  data: z.object({ progressMaterialId: z.number() }),
  progressMaterialId: z.number(),
});

/**
 * `GET /api/student/materials/:materialId/practice`: what the practice screen reads before it can show anything, in
 * one round trip instead of three (docs/decisions/0017-speed-targets.md): the material screen, its progress row opened as
 * `POST …/progress-topic` opens it, and the practice's tasks and code. A material of another kind is not opened:
 * `progressMaterialId` and `practice` are then null.
 */
export const practiceOpening = z.object({
  screen: materialScreen,
  progressMaterialId: z.number().nullable(),
  practice: practiceView.nullable(),
});
export type PracticeOpening = z.infer<typeof practiceOpening>;
