/**
 * The mentor dashboard's stored positions (docs/decisions/0017-speed-targets.md): every student's current chapter and topic, kept on
 * student_details so the dashboard orders and filters by an index. Database triggers (migration 0012, both engines)
 * place one student whenever their progress_materials change; this module re-places everyone after the admin changes
 * what the course holds or in which order (a chapter, topic or material created, moved, reordered, published,
 * unpublished, trashed or restored), since the furthest material a student reached and the chapter numbers follow
 * the content. Same rule as the triggers and as the dashboard computed it per request before: the position is the
 * topic of the live material furthest in course order (trial chapter first, then chapter, topic and material order)
 * that the student unlocked or finished.
 */
import { sql } from 'drizzle-orm';
import { STUDENT_COURSE_ID } from '../../contracts/course';
import { type Db, run } from '../../db/client';

/** Re-places every student of the students' course (one pass for the topic, one for its chapter and numbers). */
export async function storeCoursePositions(db: Db): Promise<void> {
  const course = STUDENT_COURSE_ID;
  // Only rows whose topic changes are written: an unchanged row keeps its index entries.
  await run(
    db,
    sql`UPDATE student_details SET position_topic_id = cur.topic_id
    FROM (
      SELECT sd.id AS sid, (SELECT m.topic_id FROM progress_materials pm
        JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
        JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
        JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
        WHERE pm.progress_id = p.id AND (pm.is_unlock = true OR pm.is_finish = true) AND c.course_id = ${course}
        ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1) AS topic_id
      FROM student_details sd JOIN progresses p ON p.student_id = sd.user_id AND p.course_id = ${course}
    ) AS cur
    WHERE student_details.id = cur.sid AND student_details.position_topic_id IS DISTINCT FROM cur.topic_id`,
  );
  // Each key is written apart and only where it changes: SQLite rewrites every index holding a column an UPDATE sets,
  // and the chapter id ends all thirteen of the dashboard's indexes, while the order keys are in two of them.
  const placed = sql`SELECT t.id AS topic_id, t.chapter_id AS chapter_id, t."order" AS topic_order,
        CASE WHEN c.is_trial = true THEN 1 ELSE 2 END AS grp,
        (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
          AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
          AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id))) AS chapter_number
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE c.course_id = ${course}`;
  await run(
    db,
    sql`UPDATE student_details SET position_chapter_id = pos.chapter_id FROM (${placed}) AS pos
    WHERE student_details.position_topic_id = pos.topic_id
      AND student_details.position_chapter_id IS DISTINCT FROM pos.chapter_id`,
  );
  // Chapter numbers and topic orders may change without the topic changing (a reorder): every placed row is checked.
  await run(
    db,
    sql`UPDATE student_details SET position_group = pos.grp, position_chapter = pos.chapter_number,
      position_topic = pos.topic_order
    FROM (${placed}) AS pos
    WHERE student_details.position_topic_id = pos.topic_id
      AND (student_details.position_group <> pos.grp OR student_details.position_chapter <> pos.chapter_number
        OR student_details.position_topic <> pos.topic_order)`,
  );
  await run(
    db,
    sql`UPDATE student_details SET position_chapter_id = NULL, position_group = 0, position_chapter = 0, position_topic = 0
    WHERE position_topic_id IS NULL AND (position_chapter_id IS NOT NULL OR position_group <> 0)`,
  );
}
