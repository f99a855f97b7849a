/**
 * Every student's percentage and score in a course, recomputed in one statement after the admin
 * changes what the course holds (a material added, or a chapter, topic or material trashed or
 * restored). Same rule as `recomputeProgress` in progress-actions.ts, which does one student after a
 * finish: finished ÷ live materials × 100, and the mean of the scored finished ones, two decimals.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function recomputeCourseProgress(db: Db, courseId: number): Promise<void> {
  await db.run(sql`
    WITH live AS (
      SELECT m.id FROM materials m
      JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
      JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
      WHERE c.course_id = ${courseId} AND m.deleted_at IS NULL AND m.status = 'published'
    ), total AS (SELECT count(*) AS n FROM live)
    UPDATE progresses SET
      percentage = CASE WHEN (SELECT n FROM total) = 0 THEN 0 ELSE round(100.0 * (
        SELECT count(*) FROM progress_materials pm
        WHERE pm.progress_id = progresses.id AND pm.is_finish = 1 AND pm.material_id IN (SELECT id FROM live)
      ) / (SELECT n FROM total), 2) END,
      score = coalesce((
        SELECT round(avg(pm.score), 2) FROM progress_materials pm
        WHERE pm.progress_id = progresses.id AND pm.is_finish = 1 AND pm.score IS NOT NULL
          AND pm.material_id IN (SELECT id FROM live)
      ), 0)
    WHERE course_id = ${courseId}`);
}

/** Recomputes the course a chapter, topic or material belongs to (trashed or not). */
export async function recomputeCourseOf(db: Db, level: 'chapter' | 'topic' | 'material', id: number): Promise<void> {
  const courseId = await courseOf(db, level, id);
  if (courseId !== null) await recomputeCourseProgress(db, courseId);
}

async function courseOf(db: Db, level: 'chapter' | 'topic' | 'material', id: number): Promise<number | null> {
  const query =
    level === 'chapter'
      ? sql`SELECT c.course_id AS courseId FROM chapters c WHERE c.id = ${id}`
      : level === 'topic'
        ? sql`SELECT c.course_id AS courseId FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = ${id}`
        : sql`SELECT c.course_id AS courseId FROM materials m JOIN topics t ON t.id = m.topic_id
            JOIN chapters c ON c.id = t.chapter_id WHERE m.id = ${id}`;
  return (await db.get<{ courseId: number } | undefined>(query))?.courseId ?? null;
}
