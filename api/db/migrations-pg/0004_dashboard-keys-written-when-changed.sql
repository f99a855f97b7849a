-- The dashboard's stored keys (migration 0003) are written only where they change (docs/decisions/0017-speed-targets.md), as SQLite's 0013 does:
-- an UPDATE that sets an indexed column writes a new row version and its index entries even when nothing changed.
CREATE OR REPLACE FUNCTION student_details_place(student integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student_details SET position_topic_id = (SELECT m.topic_id FROM progress_materials pm
      JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
      JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
      JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
      WHERE pm.progress_id = (SELECT p.id FROM progresses p WHERE p.student_id = student AND p.course_id = 2) AND (pm.is_unlock = true OR pm.is_finish = true) AND c.course_id = 2
      ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1)
    WHERE user_id = student AND position_topic_id IS DISTINCT FROM (SELECT m.topic_id FROM progress_materials pm
      JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
      JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
      JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
      WHERE pm.progress_id = (SELECT p.id FROM progresses p WHERE p.student_id = student AND p.course_id = 2) AND (pm.is_unlock = true OR pm.is_finish = true) AND c.course_id = 2
      ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1);
  UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id)
    WHERE user_id = student AND position_chapter_id IS DISTINCT FROM (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id);
  UPDATE student_details SET position_group = CASE WHEN student_details.position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = true THEN 1 ELSE 2 END,
      position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
      position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0)
    WHERE user_id = student AND (position_group <> CASE WHEN student_details.position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = true THEN 1 ELSE 2 END OR position_chapter <> coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0) OR position_topic <> coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0));
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION progresses_dashboard_mirror() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.course_id = 2 THEN
    UPDATE student_details SET course_join_date = NEW.join_date WHERE user_id = NEW.student_id AND course_join_date IS DISTINCT FROM NEW.join_date;
    UPDATE student_details SET course_last_learning = NEW.last_learning_date WHERE user_id = NEW.student_id AND course_last_learning IS DISTINCT FROM NEW.last_learning_date;
    UPDATE student_details SET course_percentage = NEW.percentage WHERE user_id = NEW.student_id AND course_percentage IS DISTINCT FROM NEW.percentage;
  END IF;
  RETURN NULL;
END $$;
