/**
 * The few SQL pieces whose spelling differs between the engines, for queries the query builder cannot
 * express alone (a tuned join order, a case-insensitive sort key, a JSON field). Picked once for the
 * engine this process serves (schema.ts), so services write one query for both. Keep the SQLite spellings
 * as the hot paths were tuned with them (docs/decisions/0017-speed-targets.md); PostgreSQL plans its own way with its own indexes
 * (schema-pg.ts: `lower(full_name)` where SQLite has `collate nocase`, trigram indexes for ILIKE).
 */
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { tablesEngine } from './schema';

const postgres = tablesEngine === 'postgres';

/** Whether this process serves PostgreSQL (for the few choices that are more than one fragment). */
export const onPostgres = postgres;

/** A name's case-insensitive sort key, spelled as the engine's list indexes are built. */
export function nocase(expr: SQLWrapper): SQL {
  return postgres ? sql`lower(${expr})` : sql`${expr} collate nocase`;
}

/**
 * A case-insensitive LIKE with `\` as its escape (the pattern from likePattern): SQLite's LIKE folds ASCII
 * case already; PostgreSQL's needs ILIKE.
 */
export function likeText(expr: SQLWrapper, pattern: unknown): SQL {
  return postgres ? sql`${expr} ilike ${pattern} escape '\\'` : sql`${expr} like ${pattern} escape '\\'`;
}

/**
 * `table` read through `index` on SQLite (INDEXED BY: where its statistics cannot see that the index is
 * the cheap way in), as a `.from()` source; PostgreSQL's planner has the statistics and picks itself.
 */
export function indexedBy(table: SQLWrapper, index: string): SQL {
  return postgres ? sql`${table}` : sql`${table} indexed by ${sql.identifier(index)}`;
}

/** The text of one language of a localized JSON column (`{ id, en }`). */
export function jsonText(expr: SQLWrapper, key: 'id' | 'en'): SQL<string | null> {
  return postgres
    ? sql`(${expr}::json ->> ${sql.raw(`'${key}'`)})`
    : sql`json_extract(${expr}, ${sql.raw(`'$.${key}'`)})`;
}

/**
 * An epoch-ms time (or any bigint) as a JavaScript number. Columns selected by the builder come back as
 * `Date`; an expression over them (COALESCE) comes back as a number from SQLite and as a string from
 * PostgreSQL's bigint. Null stays null.
 */
export function epochMs<T extends number | null = number | null>(expr: SQLWrapper): SQL<T> {
  return sql`${expr}`.mapWith(Number) as SQL<T>;
}

/**
 * A count or a sum as a JavaScript number: SQLite gives a number; PostgreSQL's count(*) is a bigint and
 * sum() a numeric, which node-postgres hands over as strings. (Drizzle's own count() maps itself.)
 */
export function asNumber(expr: SQLWrapper): SQL<number> {
  return sql`${expr}`.mapWith(Number) as SQL<number>;
}

/** A flag or a 0/1 expression as a boolean (SQLite gives 0/1, PostgreSQL true/false). */
export function flag(expr: SQLWrapper): SQL<boolean> {
  return sql<boolean>`${expr}`.mapWith((v: unknown) => v === true || v === 1 || v === '1' || v === 't');
}

/** `expr in (the numbers of a JSON array text)`: one bound value for a list of any length (a page's ids). */
export function inJsonList(expr: SQLWrapper, jsonArray: unknown): SQL {
  return postgres
    ? sql`${expr} in (select cast(value as integer) from json_array_elements_text(cast(${jsonArray} as json)))`
    : sql`${expr} in (select value from json_each(${jsonArray}))`;
}

/** The calendar month (`YYYY-MM`, UTC) of an epoch-ms time shifted by `offsetMs` (a time zone's offset). */
export function monthOf(epochMsExpr: SQLWrapper, offsetMs: number): SQL<string> {
  // The offset is written into the SQL: PostgreSQL matches a GROUP BY expression to the selected one by its text.
  const offset = sql.raw(String(Math.trunc(offsetMs)));
  return postgres
    ? sql<string>`to_char(to_timestamp((${epochMsExpr} + ${offset}) / 1000.0) at time zone 'UTC', 'YYYY-MM')`
    : sql<string>`strftime('%Y-%m', (${epochMsExpr} + ${offset}) / 1000, 'unixepoch')`;
}

/**
 * An ORDER BY key in `dir` with NULLs where SQLite puts them (first ascending, last descending), for a column
 * that may hold NULL: PostgreSQL puts them the other way unless told, and its index on such a column is built
 * NULLS FIRST to match (schema-pg.ts). A NOT NULL key stays a plain `asc`/`desc` so its usual index serves it.
 */
export function orderKey(expr: SQLWrapper, dir: 'asc' | 'desc', nullable: boolean): SQL {
  if (postgres && nullable) return dir === 'desc' ? sql`${expr} desc nulls last` : sql`${expr} asc nulls first`;
  return dir === 'desc' ? desc(expr) : asc(expr);
}

/**
 * The leading ORDER BY key of a list of live rows (`deleted_at IS NULL`) that an index led by `deleted_at` should
 * serve: PostgreSQL's planner takes `IS NULL` for a filter, not for an equality that fixes the column, so it could
 * not read the order from such an index and sorted every live row (the admin's students by name at 50,000 students:
 * a scan and sort instead of a walk of ten index entries); naming the column first (every value is NULL, so the order
 * is unchanged) lets the index serve it. SQLite takes IS NULL for an equality already: nothing there. `dir` is the
 * column's direction in the index scan (backward scans reverse every column).
 */
export function liveKey(deletedAt: SQLWrapper, dir: 'asc' | 'desc'): SQL[] {
  if (!postgres) return [];
  return [dir === 'desc' ? desc(deletedAt) : asc(deletedAt)];
}

/**
 * A column as an ORDER BY key that no index may serve: SQLite's `+column` (its planner then filters through
 * the search's own index and sorts the few matches); PostgreSQL weighs that itself, and has no unary + on text.
 */
export function unindexed(expr: SQLWrapper): SQL {
  return postgres ? sql`${expr}` : sql`+${expr}`;
}
