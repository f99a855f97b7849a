/**
 * What a material screen shows: the material with its state and neighbours, and its content (slides, video,
 * or quiz questions WITHOUT answer keys). Only for materials unlocked for the student.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { MaterialContent, MaterialScreen, MaterialView, QuestionView } from '../../contracts/student-learning';
import { studentMessage } from '../../contracts/student-messages';
import { CAPTION_LANGUAGES } from '../../contracts/uploads';
import type { Db } from '../../db/client';
import { chapters, materials, questions, slides, topics, videos } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { isCompleteQuestion } from '../content/complete-items';
import { assertUnlocked, quizOfMaterial } from './progress-actions';
import { loadCourseOutline } from './progress-outline';
import { blankTexts, puzzleOrder } from './progress-quiz-score';
import { buildContext, ensureProgress } from './progress-state';
import { materialLink, materialView } from './progress-view';

/** A stable shuffle that never returns the input order when it has two or more entries. */
export function shuffleStable<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  if (out.length > 1 && out.every((x, i) => x === items[i])) out.push(out.shift() as T);
  return out;
}

async function courseOfMaterial(db: Db, materialId: number): Promise<number | undefined> {
  return (
    await db
      .select({ courseId: chapters.courseId })
      .from(materials)
      .innerJoin(topics, eq(topics.id, materials.topicId))
      .innerJoin(chapters, eq(chapters.id, topics.chapterId))
      .where(and(eq(materials.id, materialId), isNull(materials.deletedAt)))
      .limit(1)
  )[0]?.courseId;
}

/** What a material holds for its screen (slides, the video, the quiz's complete questions…). */
export async function loadContent(
  db: Db,
  materialId: number,
  relation: MaterialView['relation'],
): Promise<MaterialContent> {
  switch (relation) {
    case 'slide':
      return {
        kind: 'slide',
        slides: await db
          .select({
            id: slides.id,
            order: slides.order,
            title: slides.title,
            content: slides.content,
            background: slides.background,
            video: slides.video,
          })
          .from(slides)
          .where(and(eq(slides.materialId, materialId), isNull(slides.deletedAt)))
          .orderBy(asc(slides.order), asc(slides.id)),
      };
    case 'video': {
      const video = (
        await db
          .select({
            url: videos.url,
            duration: videos.durationSeconds,
            poster: videos.poster,
            captions: videos.captions,
          })
          .from(videos)
          .where(and(eq(videos.materialId, materialId), isNull(videos.deletedAt)))
          .limit(1)
      )[0];
      return {
        kind: 'video',
        url: video?.url ?? null,
        duration_seconds: video?.duration ?? null,
        poster: video?.poster ?? null,
        captions: CAPTION_LANGUAGES.flatMap((lang) => {
          const url = video?.captions[lang];
          return url ? [{ lang, url }] : [];
        }),
      };
    }
    case 'quiz': {
      const quiz = await quizOfMaterial(db, materialId);
      if (!quiz) return { kind: 'quiz', passing_score: 0, questions: [] };
      const rows = await db
        .select()
        .from(questions)
        .where(and(eq(questions.quizId, quiz.id), isNull(questions.deletedAt)))
        .orderBy(asc(questions.order), asc(questions.id));
      return {
        kind: 'quiz',
        passing_score: quiz.passingScore,
        questions: rows.filter(isCompleteQuestion).map((q) => studentQuestionView(q)),
      };
    }
    case 'practice':
      return { kind: 'practice' };
    default:
      return { kind: 'submission' };
  }
}

/** A question as the student answers it: its options or word bank (a puzzle's pieces shuffled), never the key. */
export function studentQuestionView(q: typeof questions.$inferSelect): QuestionView {
  const plain = q.answer.options.map((o) => ({ id: o.id, text: o.text }));
  const base = { id: q.id, order: q.order, type: q.type, title: q.title, question: q.question, example: q.example };
  switch (q.type) {
    case 'multiplechoice':
    case 'multiple':
      return { ...base, options: plain, blanks: 0 };
    case 'puzzle': {
      const order = puzzleOrder(q.answer);
      const pieces = order.map((id) => plain.find((o) => o.id === id)).filter((o) => o !== undefined);
      return { ...base, options: shuffleStable(pieces, q.id), blanks: 0 };
    }
    case 'fillblank':
      // The options are a word bank (right words among distractors); the key flags stay on the server.
      return { ...base, options: plain, blanks: Math.max(1, blankTexts(q.answer).length) };
    case 'fill':
      return { ...base, options: [], blanks: 1 };
  }
}

/** The screen data of `materialId` for the student; 404 unknown, 403 `locked` while locked. */
export async function getStudentMaterial(
  db: Db,
  input: { materialId: number; studentId: number; locale: Locale; now?: Date },
): Promise<MaterialScreen> {
  const now = input.now ?? new Date();
  const notFound = () => new AppError('not_found', studentMessage(input.locale, 'materialNotFound'));
  const courseId = await courseOfMaterial(db, input.materialId);
  if (courseId === undefined) throw notFound();
  const outline = await loadCourseOutline(db, courseId);
  const index = outline.materials.findIndex((m) => m.id === input.materialId);
  const material = outline.materials[index];
  if (!material) throw notFound();
  const progress = await ensureProgress(db, input.studentId, courseId, now);
  const ctx = await buildContext(db, outline, progress, now);
  const state = assertUnlocked(ctx.states.get(material.id), input.locale);
  const chapter = outline.chapterById.get(material.chapterId);
  const topic = chapter?.topics.find((t) => t.id === material.topicId);
  if (!chapter || !topic) throw notFound();

  const link = (m: (typeof outline.materials)[number] | undefined) => {
    const s = m ? ctx.states.get(m.id) : undefined;
    return m && s ? materialLink(m, s) : null;
  };
  const inTopic = topic.materials.findIndex((m) => m.id === material.id);
  return {
    progress_id: progress.id,
    material: materialView(material, state),
    chapter: { id: chapter.id, title: chapter.title, order: chapter.displayOrder, is_trial: chapter.isTrial },
    topic: { id: topic.id, title: topic.title, order: topic.order },
    previous: link(topic.materials[inTopic - 1]),
    next: link(topic.materials[inTopic + 1]),
    next_in_course: link(outline.materials[index + 1]),
    content: await loadContent(db, material.id, material.relation),
  };
}
