-- The mentor dashboard's sort keys on student_details (docs/decisions/0017-speed-targets.md): the student's progress on the students' course
-- (course 2, STUDENT_COURSE_ID) mirrored, and their current position (the topic of the furthest material reached,
-- as mentor-dashboard.ts defined it when it computed it per request). Triggers keep them in step with every write
-- of progresses and progress_materials, whoever makes it (the app, the seeds, db:copy); a change of the course's
-- content re-places every student in the app (dashboard-positions.ts). The rows that exist are filled before the
-- indexes are built.
DROP INDEX IF EXISTS `student_details_mentor_list_idx`;--> statement-breakpoint
ALTER TABLE `student_details` ADD `course_join_date` integer;--> statement-breakpoint
ALTER TABLE `student_details` ADD `course_last_learning` integer;--> statement-breakpoint
ALTER TABLE `student_details` ADD `course_percentage` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `student_details` ADD `position_topic_id` integer;--> statement-breakpoint
ALTER TABLE `student_details` ADD `position_chapter_id` integer;--> statement-breakpoint
ALTER TABLE `student_details` ADD `position_group` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `student_details` ADD `position_chapter` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `student_details` ADD `position_topic` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The rows that exist, filled before the indexes are built.
UPDATE student_details SET course_join_date = (SELECT p.join_date FROM progresses p WHERE p.student_id = student_details.user_id AND p.course_id = 2),
    course_last_learning = (SELECT p.last_learning_date FROM progresses p WHERE p.student_id = student_details.user_id AND p.course_id = 2),
    course_percentage = coalesce((SELECT p.percentage FROM progresses p WHERE p.student_id = student_details.user_id AND p.course_id = 2), 0),
  position_topic_id = (SELECT m.topic_id FROM progress_materials pm
    JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
    JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
    JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
    WHERE pm.progress_id = (SELECT p.id FROM progresses p WHERE p.student_id = student_details.user_id AND p.course_id = 2) AND (pm.is_unlock = 1 OR pm.is_finish = 1) AND c.course_id = 2
    ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1);
--> statement-breakpoint
UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id),
    position_group = CASE WHEN position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END,
    position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
    position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0);
--> statement-breakpoint
CREATE INDEX `student_details_mentor_join_asc_idx` ON `student_details` (`mentor_id`,`deleted_at`,course_join_date,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE INDEX `student_details_mentor_join_desc_idx` ON `student_details` (`mentor_id`,`deleted_at`,course_join_date desc,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE INDEX `student_details_mentor_learning_asc_idx` ON `student_details` (`mentor_id`,`deleted_at`,course_last_learning,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE INDEX `student_details_mentor_learning_desc_idx` ON `student_details` (`mentor_id`,`deleted_at`,course_last_learning desc,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE INDEX `student_details_mentor_percentage_asc_idx` ON `student_details` (`mentor_id`,`deleted_at`,course_percentage,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE INDEX `student_details_mentor_percentage_desc_idx` ON `student_details` (`mentor_id`,`deleted_at`,course_percentage desc,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE INDEX `student_details_mentor_phone_asc_idx` ON `student_details` (`mentor_id`,`deleted_at`,phone,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE INDEX `student_details_mentor_phone_desc_idx` ON `student_details` (`mentor_id`,`deleted_at`,phone desc,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE INDEX `student_details_mentor_position_asc_idx` ON `student_details` (`mentor_id`,`deleted_at`,position_group,position_chapter,position_topic,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE INDEX `student_details_mentor_position_desc_idx` ON `student_details` (`mentor_id`,`deleted_at`,position_group desc,position_chapter desc,position_topic desc,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE INDEX `student_details_mentor_list_idx` ON `student_details` (`mentor_id`,`deleted_at`,full_name collate nocase,`user_id`,`position_chapter_id`);--> statement-breakpoint
CREATE TRIGGER `progresses_dashboard_insert` AFTER INSERT ON `progresses` WHEN NEW.course_id = 2
BEGIN
  UPDATE student_details SET course_join_date = NEW.join_date, course_last_learning = NEW.last_learning_date,
    course_percentage = NEW.percentage WHERE user_id = NEW.student_id;
END;
--> statement-breakpoint
CREATE TRIGGER `progresses_dashboard_update` AFTER UPDATE OF join_date, last_learning_date, percentage ON `progresses`
WHEN NEW.course_id = 2 AND (NEW.join_date IS NOT OLD.join_date OR NEW.last_learning_date IS NOT OLD.last_learning_date
  OR NEW.percentage IS NOT OLD.percentage)
BEGIN
  UPDATE student_details SET course_join_date = NEW.join_date, course_last_learning = NEW.last_learning_date,
    course_percentage = NEW.percentage WHERE user_id = NEW.student_id;
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
  WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = NEW.progress_id AND p.course_id = 2);
  UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id),
    position_group = CASE WHEN position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END,
    position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
    position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0)
  WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = NEW.progress_id AND p.course_id = 2);
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
  WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = NEW.progress_id AND p.course_id = 2);
  UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id),
    position_group = CASE WHEN position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END,
    position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
    position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0)
  WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = NEW.progress_id AND p.course_id = 2);
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
  WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = OLD.progress_id AND p.course_id = 2);
  UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id),
    position_group = CASE WHEN position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END,
    position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
    position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0)
  WHERE user_id = (SELECT p.student_id FROM progresses p WHERE p.id = OLD.progress_id AND p.course_id = 2);
END;
--> statement-breakpoint
CREATE TRIGGER `student_details_dashboard_insert` AFTER INSERT ON `student_details`
BEGIN
  UPDATE student_details SET course_join_date = (SELECT p.join_date FROM progresses p WHERE p.student_id = NEW.user_id AND p.course_id = 2),
    course_last_learning = (SELECT p.last_learning_date FROM progresses p WHERE p.student_id = NEW.user_id AND p.course_id = 2),
    course_percentage = coalesce((SELECT p.percentage FROM progresses p WHERE p.student_id = NEW.user_id AND p.course_id = 2), 0),
    position_topic_id = (SELECT m.topic_id FROM progress_materials pm
    JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
    JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
    JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
    WHERE pm.progress_id = (SELECT p.id FROM progresses p WHERE p.student_id = NEW.user_id AND p.course_id = 2) AND (pm.is_unlock = 1 OR pm.is_finish = 1) AND c.course_id = 2
    ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1)
  WHERE id = NEW.id;
  UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id),
    position_group = CASE WHEN position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) = 1 THEN 1 ELSE 2 END,
    position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
    position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0)
  WHERE id = NEW.id;
END;
