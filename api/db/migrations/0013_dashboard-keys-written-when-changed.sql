-- The dashboard's stored keys (migration 0012) are written only where they change (docs/decisions/0017-speed-targets.md). SQLite rewrites every
-- index holding a column an UPDATE sets, changed or not: setting all the keys on each finish touched all thirteen of
-- the dashboard's indexes. Each key now has its own guarded UPDATE, so a finish that stays in its topic writes its
-- progress and last learning date only, and a topic change its position.
DROP TRIGGER IF EXISTS `progresses_dashboard_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `progresses_dashboard_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `progress_materials_position_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `progress_materials_position_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `progress_materials_position_delete`;
--> statement-breakpoint
CREATE TRIGGER `progresses_dashboard_insert` AFTER INSERT ON `progresses` WHEN NEW.course_id = 2
BEGIN
  UPDATE student_details SET course_join_date = NEW.join_date WHERE user_id = NEW.student_id AND course_join_date IS NOT NEW.join_date;
  UPDATE student_details SET course_last_learning = NEW.last_learning_date WHERE user_id = NEW.student_id AND course_last_learning IS NOT NEW.last_learning_date;
  UPDATE student_details SET course_percentage = NEW.percentage WHERE user_id = NEW.student_id AND course_percentage IS NOT NEW.percentage;
END;
--> statement-breakpoint
CREATE TRIGGER `progresses_dashboard_update` AFTER UPDATE OF join_date, last_learning_date, percentage ON `progresses`
WHEN NEW.course_id = 2 AND (NEW.join_date IS NOT OLD.join_date OR NEW.last_learning_date IS NOT OLD.last_learning_date
  OR NEW.percentage IS NOT OLD.percentage)
BEGIN
  UPDATE student_details SET course_join_date = NEW.join_date WHERE user_id = NEW.student_id AND course_join_date IS NOT NEW.join_date;
  UPDATE student_details SET course_last_learning = NEW.last_learning_date WHERE user_id = NEW.student_id AND course_last_learning IS NOT NEW.last_learning_date;
  UPDATE student_details SET course_percentage = NEW.percentage WHERE user_id = NEW.student_id AND course_percentage IS NOT NEW.percentage;
END;
--> statement-breakpoint
CREATE TRIGGER `progress_materials_position_insert` AFTER INSERT ON `progress_materials`
WHEN NEW.is_unlock = 1 OR NEW.is_finish = 1
BEGIN
  UPDATE student_details SET position_topic_id = (SELECT m.topic_id FROM progress_materials pm
      JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
      JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
      JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
      WHERE pm.progress_id = NEW.progress_id AND (pm.is_unlock = 1 OR pm.is_finish = 1) AND c.course_id = 2
      ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1)
    WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = NEW.progress_id AND p.course_id = 2) AND position_topic_id IS NOT (SELECT m.topic_id FROM progress_materials pm
      JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
      JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
      JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
      WHERE pm.progress_id = NEW.progress_id AND (pm.is_unlock = 1 OR pm.is_finish = 1) AND c.course_id = 2
      ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1);
  UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id)
    WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = NEW.progress_id AND p.course_id = 2) AND position_chapter_id IS NOT (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id);
  UPDATE student_details SET position_group = CASE WHEN student_details.position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END,
      position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
      position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0)
    WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = NEW.progress_id AND p.course_id = 2) AND (position_group <> CASE WHEN student_details.position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END OR position_chapter <> coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0) OR position_topic <> coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0));
END;
--> statement-breakpoint
CREATE TRIGGER `progress_materials_position_update` AFTER UPDATE OF is_unlock, is_finish, material_id ON `progress_materials`
WHEN NEW.is_unlock IS NOT OLD.is_unlock OR NEW.is_finish IS NOT OLD.is_finish OR NEW.material_id IS NOT OLD.material_id
BEGIN
  UPDATE student_details SET position_topic_id = (SELECT m.topic_id FROM progress_materials pm
      JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
      JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
      JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
      WHERE pm.progress_id = NEW.progress_id AND (pm.is_unlock = 1 OR pm.is_finish = 1) AND c.course_id = 2
      ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1)
    WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = NEW.progress_id AND p.course_id = 2) AND position_topic_id IS NOT (SELECT m.topic_id FROM progress_materials pm
      JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
      JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
      JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
      WHERE pm.progress_id = NEW.progress_id AND (pm.is_unlock = 1 OR pm.is_finish = 1) AND c.course_id = 2
      ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1);
  UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id)
    WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = NEW.progress_id AND p.course_id = 2) AND position_chapter_id IS NOT (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id);
  UPDATE student_details SET position_group = CASE WHEN student_details.position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END,
      position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
      position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0)
    WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = NEW.progress_id AND p.course_id = 2) AND (position_group <> CASE WHEN student_details.position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END OR position_chapter <> coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0) OR position_topic <> coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0));
END;
--> statement-breakpoint
CREATE TRIGGER `progress_materials_position_delete` AFTER DELETE ON `progress_materials`
WHEN OLD.is_unlock = 1 OR OLD.is_finish = 1
BEGIN
  UPDATE student_details SET position_topic_id = (SELECT m.topic_id FROM progress_materials pm
      JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
      JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
      JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
      WHERE pm.progress_id = OLD.progress_id AND (pm.is_unlock = 1 OR pm.is_finish = 1) AND c.course_id = 2
      ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1)
    WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = OLD.progress_id AND p.course_id = 2) AND position_topic_id IS NOT (SELECT m.topic_id FROM progress_materials pm
      JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
      JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
      JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
      WHERE pm.progress_id = OLD.progress_id AND (pm.is_unlock = 1 OR pm.is_finish = 1) AND c.course_id = 2
      ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1);
  UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id)
    WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = OLD.progress_id AND p.course_id = 2) AND position_chapter_id IS NOT (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id);
  UPDATE student_details SET position_group = CASE WHEN student_details.position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END,
      position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
      position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0)
    WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = OLD.progress_id AND p.course_id = 2) AND (position_group <> CASE WHEN student_details.position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END OR position_chapter <> coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0) OR position_topic <> coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0));
END;
