/**
 * "Preview as student": an admin opens any material, draft or published, exactly as a student's screens
 * show it, without a progress of their own and without touching any student's. The screen data has the
 * student's shape with an always-open state (`progress_id` 0); a quiz is scored on the server as for a
 * student and nothing is stored; a practice or project comes with its starter and checklist.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { PracticeView, ProjectView } from '../../contracts/practice-views';
import type { MaterialFinishResult, MaterialScreen, QuizReply } from '../../contracts/student-learning';
import { studentMessage } from '../../contracts/student-messages';
import type { Db } from '../../db/client';
import { chapters, materials, topics } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { quizOutcome } from '../learning/progress-actions';
import { loadContent } from '../learning/student-materials';
import { chapterNumber } from '../mentoring/mentor-shared';
import { practiceContent } from '../practice/practice';
import { projectContent } from '../practice/submission';

/** The material with its topic and chapter, trashed ones excepted (drafts included); 404 otherwise. */
async function previewed(db: Db, materialId: number, locale: Locale) {
  const row = (
    await db
      .select({
        id: materials.id,
        title: materials.title,
        description: materials.description,
        order: materials.order,
        relation: materials.relation,
        topicId: topics.id,
        topicTitle: topics.title,
        topicOrder: topics.order,
        chapterId: chapters.id,
        chapterTitle: chapters.title,
        // The number the student would see (trial and paid chapters counted apart), not the admin's list order.
        chapterOrder: chapterNumber(chapters),
        isTrial: chapters.isTrial,
      })
      .from(materials)
      .innerJoin(topics, and(eq(topics.id, materials.topicId), isNull(topics.deletedAt)))
      .innerJoin(chapters, and(eq(chapters.id, topics.chapterId), isNull(chapters.deletedAt)))
      .where(and(eq(materials.id, materialId), isNull(materials.deletedAt)))
      .limit(1)
  )[0];
  if (!row) throw new AppError('not_found', studentMessage(locale, 'materialNotFound'));
  return row;
}

/** `GET /api/admin/preview/materials/:id`: the student's screen data, open, with no neighbours to go to. */
export async function previewMaterial(db: Db, materialId: number, locale: Locale): Promise<MaterialScreen> {
  const m = await previewed(db, materialId, locale);
  return {
    progress_id: 0,
    material: {
      id: m.id,
      title: m.title,
      description: m.description,
      order: m.order,
      relation: m.relation,
      is_finish: false,
      is_unlock: true,
      is_current: true,
      lock_reason: null,
      score: null,
      // The preview's stand-in for a progress row: the material itself (see the client's preview source).
      progress_material_id: m.id,
      topic_id: m.topicId,
      chapter_id: m.chapterId,
    },
    chapter: { id: m.chapterId, title: m.chapterTitle, order: m.chapterOrder, is_trial: m.isTrial },
    topic: { id: m.topicId, title: m.topicTitle, order: m.topicOrder },
    previous: null,
    next: null,
    next_in_course: null,
    content: await loadContent(db, m.id, m.relation),
  };
}

/** `GET /api/admin/preview/practice/:id`: the practice as a student starts it. */
export async function previewPractice(db: Db, materialId: number, locale: Locale): Promise<PracticeView> {
  await previewed(db, materialId, locale);
  return {
    progressMaterialId: materialId,
    materialId,
    isFinish: false,
    score: null,
    ...(await practiceContent(db, materialId, locale)),
    code: null,
    codeUpdatedAt: null,
    codeEditedAt: null,
  };
}

/** `GET /api/admin/preview/project/:id`: the project as a student starts it, not yet submitted. */
export async function previewProject(db: Db, materialId: number, locale: Locale): Promise<ProjectView> {
  await previewed(db, materialId, locale);
  return {
    progressMaterialId: materialId,
    materialId,
    ...(await projectContent(db, materialId, locale)),
    files: null,
    status: null,
    submittedAt: null,
    reviewedAt: null,
    feedback: null,
    score: null,
    // The admin works in it as a student would; the preview screen itself never sends a submission.
    canSubmit: true,
  };
}

/** `POST /api/admin/preview/materials/:id/finish`: a quiz scored as a student's would be; nothing is stored. */
export async function previewFinish(
  db: Db,
  materialId: number,
  answers: QuizReply[] | undefined,
  locale: Locale,
): Promise<MaterialFinishResult> {
  const m = await previewed(db, materialId, locale);
  const outcome =
    m.relation === 'quiz'
      ? await quizOutcome(db, m.id, answers, locale)
      : { passed: true, score: null, correct: null, total: null, questionResults: null };
  return {
    material_id: m.id,
    progress_material_id: m.id,
    is_finish: outcome.passed,
    passed: outcome.passed,
    score: outcome.score,
    correct: outcome.correct,
    total: outcome.total,
    question_results: outcome.questionResults,
    next_material: null,
    trial_finished: false,
  };
}
