/**
 * Every student's percentage and score in a course, recomputed in one statement after the admin
 * changes what the course holds (a material added, or a chapter, topic or material trashed or
 * restored). Same rule as `recomputeProgress` in progress-actions.ts, which does one student after a
 * finish: finished ÷ live materials × 100, and the mean of the scored finished ones, two decimals.
 */
import { eq, sql } from 'drizzle-orm';
import { type Db, run } from '../../db/client';
import { chapters, materials, topics } from '../../db/schema';

export async function recomputeCourseProgress(db: Db, courseId: number): Promise<void> {
  // Flags compare with `true` (SQLite's 1, PostgreSQL's boolean); avg is cast to numeric for PostgreSQL's round(…, 2).
  await run(
    db,
    sql`
    WITH live AS (
      SELECT m.id FROM materials m
      JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
      JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
      WHERE c.course_id = ${courseId} AND m.deleted_at IS NULL AND m.status = 'published'
    ), total AS (SELECT count(*) AS n FROM live)
    UPDATE progresses SET
      percentage = CASE WHEN (SELECT n FROM total) = 0 THEN 0 ELSE round(100.0 * (
        SELECT count(*) FROM progress_materials pm
        WHERE pm.progress_id = progresses.id AND pm.is_finish = true AND pm.material_id IN (SELECT id FROM live)
      ) / (SELECT n FROM total), 2) END,
      score = coalesce((
        SELECT round(cast(avg(pm.score) as numeric), 2) FROM progress_materials pm
        WHERE pm.progress_id = progresses.id AND pm.is_finish = true AND pm.score IS NOT NULL
          AND pm.material_id IN (SELECT id FROM live)
      ), 0)
    WHERE course_id = ${courseId}`,
  );
}

/** Recomputes the course a chapter, topic or material belongs to (trashed or not). */
export async function recomputeCourseOf(db: Db, level: 'chapter' | 'topic' | 'material', id: number): Promise<void> {
  const courseId = await courseOf(db, level, id);
  if (courseId !== null) await recomputeCourseProgress(db, courseId);
}

async function courseOf(db: Db, level: 'chapter' | 'topic' | 'material', id: number): Promise<number | null> {
  const course = { courseId: chapters.courseId };
  const [row] =
    level === 'chapter'
      ? await db.select(course).from(chapters).where(eq(chapters.id, id))
      : level === 'topic'
        ? await db
            .select(course)
            .from(topics)
            .innerJoin(chapters, eq(chapters.id, topics.chapterId))
            .where(eq(topics.id, id))
        : await db
            .select(course)
            .from(materials)
            .innerJoin(topics, eq(topics.id, materials.topicId))
            .innerJoin(chapters, eq(chapters.id, topics.chapterId))
            .where(eq(materials.id, id));
  return row?.courseId ?? null;
}
