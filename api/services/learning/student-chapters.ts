/**
 * The student's course map: chapters (order re-sequenced from 1 separately for trial and paid chapters) with
 * topics and materials carrying is_finish / is_unlock / progress_material_id, plus a summary the dashboard and
 * the map need (progress, subscription, trial state, where to continue).
 */
import type { ChapterListMeta, ChapterView } from '../../contracts/student-learning';
import { studentMessage } from '../../contracts/student-messages';
import { type Db, pipeline } from '../../db/client';
import type { Locale } from '../../types';
import { trialFinished } from './progress-actions';
import { loadCourseOutline } from './progress-outline';
import { assertCourseExists, buildContext, ensureProgress, findProgress } from './progress-state';
import { materialLink, materialView, progressView } from './progress-view';

/** Chapters of `courseId` for the student; creates the student's progress row on first access. */
export async function listStudentChapters(
  db: Db,
  input: { courseId: number; studentId: number; locale: Locale; now?: Date },
): Promise<{ data: ChapterView[]; meta: ChapterListMeta }> {
  const now = input.now ?? new Date();
  // The course, its outline and the student's progress are read together (one round trip on PostgreSQL); the
  // progress is created on first access, once the course is known to exist.
  const [, outline, found] = await pipeline(db, (conn) =>
    Promise.all([
      assertCourseExists(conn, input.courseId, studentMessage(input.locale, 'courseNotFound')),
      loadCourseOutline(conn, input.courseId),
      findProgress(conn, input.studentId, input.courseId),
    ]),
  );
  const progress = found ?? (await ensureProgress(db, input.studentId, input.courseId, now));
  const ctx = await buildContext(db, outline, progress, now);

  const data = outline.chapters.map((chapter): ChapterView => {
    const topicViews = chapter.topics.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      order: t.order,
      chapter_id: chapter.id,
      materials: t.materials.map((m) => {
        const state = ctx.states.get(m.id);
        if (!state) throw new Error(`state of material ${m.id} missing`);
        return materialView(m, state);
      }),
    }));
    const all = topicViews.flatMap((t) => t.materials);
    return {
      id: chapter.id,
      title: chapter.title,
      description: chapter.description,
      order: chapter.displayOrder,
      is_trial: chapter.isTrial,
      is_finish: all.length > 0 && all.every((m) => m.is_finish),
      is_unlock: chapter.isTrial || ctx.subscribed,
      topics: topicViews,
    };
  });

  const nextMaterial = outline.materials.find((m) => ctx.states.get(m.id)?.isCurrent);
  const nextState = nextMaterial ? ctx.states.get(nextMaterial.id) : undefined;
  const finished = outline.materials.filter((m) => ctx.states.get(m.id)?.isFinish).length;
  return {
    data,
    meta: {
      course_id: input.courseId,
      progress: progressView(progress),
      subscribed: ctx.subscribed,
      trial_finished: trialFinished(ctx),
      total_materials: outline.materials.length,
      finished_materials: finished,
      next_material: nextMaterial && nextState ? materialLink(nextMaterial, nextState) : null,
    },
  };
}
