/**
 * Search through a trigram full-text table (SQLite FTS5 with `tokenize = 'trigram'`, rowid = the
 * record's id): any part of a name or address, in any letter case, found from an index instead of a
 * `LIKE '%term%'` scan of every row. A term shorter than one trigram cannot use the index; it is matched
 * with `LIKE` over the same table's columns, which still reads far less than the joined tables would.
 * PostgreSQL has no such table: GIN trigram indexes on the searched columns answer `ILIKE '%term%'`
 * (schema-pg.ts), so there the index is the resource's own query over those columns.
 */
import { type SQL, sql } from 'drizzle-orm';
import { onPostgres } from '../../db/fragments';
import { likePattern } from '../like-pattern';

export type SearchIndex = {
  table: string;
  columns: readonly string[];
  /** PostgreSQL: the ids whose searched columns match the bound ILIKE pattern (read through their trigram indexes). */
  postgres: (pattern: SQL) => SQL;
};

const TRIGRAM = 3;

export type SearchMode = 'match' | 'like';

/** `match` when the term holds a whole trigram (counted in characters, not UTF-16 units). */
export const searchModeOf = (term: string): SearchMode => ([...term].length >= TRIGRAM ? 'match' : 'like');

/** The bound value for `mode`: an FTS5 phrase (quotes doubled) for `match`, a LIKE pattern for `like` (and on PostgreSQL). */
export function searchValueOf(term: string, mode: SearchMode): string {
  return mode === 'match' && !onPostgres ? `"${term.replaceAll('"', '""')}"` : likePattern(term);
}

/** The ids the index finds for the bound `value`, as a subquery for `id IN (…)`. */
export function searchIndexIds(index: SearchIndex, mode: SearchMode, value: SQL): SQL {
  if (onPostgres) return index.postgres(value);
  const table = sql.identifier(index.table);
  if (mode === 'match') return sql`select rowid from ${table} where ${table} match ${value}`;
  const anyColumn = sql.join(
    index.columns.map((c) => sql`${sql.identifier(c)} like ${value} escape '\\'`),
    sql` or `,
  );
  return sql`select rowid from ${table} where ${anyColumn}`;
}
