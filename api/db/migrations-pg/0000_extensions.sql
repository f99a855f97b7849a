-- pg_trgm gives the trigram GIN indexes that stand in for SQLite's FTS5 table `student_search`
-- (student names and e-mail addresses searched by any part). It ships with PostgreSQL (contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
