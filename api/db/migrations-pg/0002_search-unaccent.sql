-- Student search folds diacritics as SQLite's FTS5 table does (remove_diacritics): the name's trigram index
-- is over unaccented(full_name). unaccent() itself is only STABLE (its dictionary could change), so an
-- index needs this IMMUTABLE wrapper naming the dictionary by schema. unaccent ships with PostgreSQL
-- (contrib) and is a trusted extension: a database owner may create it.
-- The occupation index puts NULLs first, as SQLite orders them (the admin list asks for NULLS FIRST).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION unaccented(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
DROP INDEX "student_details_occupation_idx";--> statement-breakpoint
DROP INDEX "student_details_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "student_details_occupation_idx" ON "student_details" USING btree ("deleted_at","occupation" NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "student_details_name_trgm_idx" ON "student_details" USING gin (unaccented("full_name") gin_trgm_ops);