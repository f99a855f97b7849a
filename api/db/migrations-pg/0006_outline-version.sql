-- The outline's version token: every server process caches the course outlines it read and reuses one
-- while this token is unchanged (services/progress-outline.ts). Triggers change it on every write to the tables the
-- outline is read from, whoever makes the write (the app, the seeds, db:copy, an operator's SQL). A random token, not
-- a counter: emptying the tables and writing content again never brings back a value a process may still hold.
CREATE TABLE "outline_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"token" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "outline_version" ("id", "token") VALUES (1, floor(random() * 9007199254740991)::bigint);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION outline_version_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, floor(random() * 9007199254740991)::bigint)
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_outline_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION outline_version_change();
--> statement-breakpoint
CREATE TRIGGER chapters_outline_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chapters
  FOR EACH STATEMENT EXECUTE FUNCTION outline_version_change();
--> statement-breakpoint
CREATE TRIGGER topics_outline_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON topics
  FOR EACH STATEMENT EXECUTE FUNCTION outline_version_change();
--> statement-breakpoint
CREATE TRIGGER materials_outline_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON materials
  FOR EACH STATEMENT EXECUTE FUNCTION outline_version_change();
