/**
 * Values a prepared statement is planned without (docs/decisions/0017-speed-targets.md). The SQLite that better-sqlite3 ships is built with STAT4,
 * and ANALYZE and `PRAGMA optimize` (run at start and hourly) write its samples. When the plan of a statement looked
 * at a bound value (an equality on an indexed column that is not unique on its own: `users.role = ?`,
 * `subscriptions.student_id = ?`), SQLite prepares the statement again before every run, because every run binds its
 * values anew: a prepared statement then costs what an unprepared one does. Measured on the seeded file with its
 * statistics: the student's subscriptions 11.8 µs bound, 4.8 µs through a CAST; a progress's rows 16.8 → 7.0 µs.
 *
 * On hot statements whose plan is the same for every value:
 * - `constant(value)` writes a fixed value into the statement's text (planned once, knowing the value);
 * - `unsampledId(name)` binds an integer id through a CAST, which the planner does not look into;
 * - `unsampledTime(name)` does the same for a time in epoch milliseconds (a bigint on PostgreSQL);
 * - `unsampledText(name)` binds a text through a CAST: a unique text key such as the session's hash, whose lookup the
 *   planner sampled too (a session read measured 20.8 µs bound plainly, 1.3 µs through the CAST, 27 Nov 2026), and
 *   every signed-in request starts with it.
 * Both are plain SQL on PostgreSQL as well. Statements whose best plan depends on the value (the admin's and
 * mentor's lists at 100,000 students) keep binding plainly: the planner's look at the value is worth its cost there.
 */
import { type SQL, sql } from 'drizzle-orm';

/** A fixed value written into the statement (a whole number, or a text of letters, digits, `_` and `-`). */
export function constant(value: number | string): SQL {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`constant(): ${value} is not a whole number`);
    return sql.raw(String(value));
  }
  if (!/^[\w-]*$/.test(value)) throw new Error(`constant(): ${JSON.stringify(value)} is not a plain word`);
  return sql.raw(`'${value}'`);
}

/** The placeholder `name`, bound as an integer the planner does not sample. */
export function unsampledId(name: string): SQL {
  return sql`cast(${sql.placeholder(name)} as integer)`;
}

/**
 * A value bound through the same CAST, for statements built on each call instead of prepared once: they are planned
 * on every run anyway, but a plan that looked at the value would differ from run to run on the same route.
 */
export function unsampledIdValue(value: number): SQL {
  return sql`cast(${value} as integer)`;
}

/** A text value bound through a CAST, as `unsampledIdValue` does for ids. */
export function unsampledTextValue(value: string): SQL {
  return sql`cast(${value} as text)`;
}

/** The placeholder `name`, bound as a text the planner does not sample. */
export function unsampledText(name: string): SQL {
  return sql`cast(${sql.placeholder(name)} as text)`;
}

/** The placeholder `name`, a time in epoch milliseconds, bound as an integer the planner does not sample. */
export function unsampledTime(name: string): SQL {
  return sql`cast(${sql.placeholder(name)} as bigint)`;
}
