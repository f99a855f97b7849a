-- The mentor dashboard's sort keys on student_details (docs/decisions/0017-speed-targets.md), as SQLite's migration 0012 adds them: the progress
-- on the students' course (course 2, STUDENT_COURSE_ID) mirrored, and the current position (the topic of the
-- furthest live material reached, in course order). Triggers keep them in step with every write of progresses and
-- progress_materials (the app, the seeds, db:copy); a change of the course's content re-places every student in the
-- app (dashboard-positions.ts). The rows that exist are filled before the indexes are built.
DROP INDEX "student_details_mentor_list_idx";--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "course_join_date" bigint;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "course_last_learning" bigint;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "course_percentage" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "position_topic_id" integer;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "position_chapter_id" integer;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "position_group" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "position_chapter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_details" ADD COLUMN "position_topic" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The rows that exist, filled before the indexes are built.
UPDATE student_details SET course_join_date = p.join_date, course_last_learning = p.last_learning_date,
  course_percentage = p.percentage
FROM progresses p WHERE p.student_id = student_details.user_id AND p.course_id = 2;
--> statement-breakpoint
UPDATE student_details SET position_topic_id = (SELECT m.topic_id FROM progress_materials pm
    JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
    JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
    JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
    WHERE pm.progress_id = (SELECT p.id FROM progresses p WHERE p.student_id = student_details.user_id AND p.course_id = 2) AND (pm.is_unlock OR pm.is_finish) AND c.course_id = 2
    ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1);
--> statement-breakpoint
UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id),
    position_group = CASE WHEN position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) THEN 1 ELSE 2 END,
    position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
    position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0);
--> statement-breakpoint
CREATE INDEX "student_details_mentor_join_asc_idx" ON "student_details" USING btree ("mentor_id","deleted_at",course_join_date,lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE INDEX "student_details_mentor_join_desc_idx" ON "student_details" USING btree ("mentor_id","deleted_at",course_join_date desc,lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE INDEX "student_details_mentor_learning_asc_idx" ON "student_details" USING btree ("mentor_id","deleted_at",course_last_learning,lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE INDEX "student_details_mentor_learning_desc_idx" ON "student_details" USING btree ("mentor_id","deleted_at",course_last_learning desc,lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE INDEX "student_details_mentor_percentage_asc_idx" ON "student_details" USING btree ("mentor_id","deleted_at",course_percentage,lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE INDEX "student_details_mentor_percentage_desc_idx" ON "student_details" USING btree ("mentor_id","deleted_at",course_percentage desc,lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE INDEX "student_details_mentor_phone_asc_idx" ON "student_details" USING btree ("mentor_id","deleted_at",phone,lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE INDEX "student_details_mentor_phone_desc_idx" ON "student_details" USING btree ("mentor_id","deleted_at",phone desc,lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE INDEX "student_details_mentor_position_asc_idx" ON "student_details" USING btree ("mentor_id","deleted_at",position_group,position_chapter,position_topic,lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE INDEX "student_details_mentor_position_desc_idx" ON "student_details" USING btree ("mentor_id","deleted_at",position_group desc,position_chapter desc,position_topic desc,lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE INDEX "student_details_mentor_list_idx" ON "student_details" USING btree ("mentor_id","deleted_at",lower(full_name),"user_id","position_chapter_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION student_details_place(student integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student_details SET position_topic_id = (SELECT m.topic_id FROM progress_materials pm
    JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
    JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
    JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
    WHERE pm.progress_id = (SELECT p.id FROM progresses p WHERE p.student_id = student AND p.course_id = 2) AND (pm.is_unlock OR pm.is_finish) AND c.course_id = 2
    ORDER BY c.is_trial ASC, c."order" DESC, t."order" DESC, m."order" DESC, m.id DESC LIMIT 1)
  WHERE user_id = student;
  UPDATE student_details SET position_chapter_id = (SELECT t.chapter_id FROM topics t WHERE t.id = student_details.position_topic_id),
    position_group = CASE WHEN position_topic_id IS NULL THEN 0
      WHEN (SELECT c.is_trial FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id) THEN 1 ELSE 2 END,
    position_chapter = coalesce((SELECT (SELECT count(*) FROM chapters cn WHERE cn.course_id = c.course_id AND cn.is_trial = c.is_trial
        AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = c.id)
        AND (cn."order" < c."order" OR (cn."order" = c."order" AND cn.id <= c.id)))
      FROM topics t JOIN chapters c ON c.id = t.chapter_id WHERE t.id = student_details.position_topic_id), 0),
    position_topic = coalesce((SELECT t."order" FROM topics t WHERE t.id = student_details.position_topic_id), 0)
  WHERE user_id = student;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION progresses_dashboard_mirror() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.course_id = 2 THEN
    UPDATE student_details SET course_join_date = NEW.join_date, course_last_learning = NEW.last_learning_date,
      course_percentage = NEW.percentage WHERE user_id = NEW.student_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER progresses_dashboard_insert AFTER INSERT ON progresses
  FOR EACH ROW EXECUTE FUNCTION progresses_dashboard_mirror();
--> statement-breakpoint
CREATE TRIGGER progresses_dashboard_update AFTER UPDATE OF join_date, last_learning_date, percentage ON progresses
  FOR EACH ROW WHEN (NEW.join_date IS DISTINCT FROM OLD.join_date OR NEW.last_learning_date IS DISTINCT FROM OLD.last_learning_date
    OR NEW.percentage IS DISTINCT FROM OLD.percentage)
  EXECUTE FUNCTION progresses_dashboard_mirror();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION progress_materials_position() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  progress integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.progress_id ELSE NEW.progress_id END;
  student integer;
BEGIN
  SELECT p.student_id INTO student FROM progresses p WHERE p.id = progress AND p.course_id = 2;
  IF student IS NOT NULL THEN
    PERFORM student_details_place(student);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER progress_materials_position_insert AFTER INSERT ON progress_materials
  FOR EACH ROW WHEN (NEW.is_unlock OR NEW.is_finish) EXECUTE FUNCTION progress_materials_position();
--> statement-breakpoint
CREATE TRIGGER progress_materials_position_update AFTER UPDATE OF is_unlock, is_finish, material_id ON progress_materials
  FOR EACH ROW WHEN (NEW.is_unlock IS DISTINCT FROM OLD.is_unlock OR NEW.is_finish IS DISTINCT FROM OLD.is_finish
    OR NEW.material_id IS DISTINCT FROM OLD.material_id)
  EXECUTE FUNCTION progress_materials_position();
--> statement-breakpoint
CREATE TRIGGER progress_materials_position_delete AFTER DELETE ON progress_materials
  FOR EACH ROW WHEN (OLD.is_unlock OR OLD.is_finish) EXECUTE FUNCTION progress_materials_position();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION student_details_dashboard_pull() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student_details SET course_join_date = p.join_date, course_last_learning = p.last_learning_date,
    course_percentage = p.percentage
  FROM progresses p WHERE p.student_id = NEW.user_id AND p.course_id = 2 AND student_details.id = NEW.id;
  PERFORM student_details_place(NEW.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER student_details_dashboard_insert AFTER INSERT ON student_details
  FOR EACH ROW EXECUTE FUNCTION student_details_dashboard_pull();
