/**
 * Opens the database `DATABASE_URL` names (engine.ts), applies migrations, and answers readiness. The
 * engine's own details (pragmas, catalogue, transaction style) live in its dialect module under
 * dialects/; services use Drizzle (awaited, never the driver's synchronous calls), `transaction()`,
 * `rows()` and `prepared()` (per-database.ts) from here.
 *
 * SQLite (better-sqlite3, one connection per process; SQLite serialises writes anyway) is the only engine
 * this build serves. A `postgres://` URL is recognised and refused with one clear line rather than taken
 * for a file name: the services still call the synchronous driver (issue 16, the PostgreSQL dialect).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SQL } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as sqlite from './dialects/sqlite';
import { parseDatabaseUrl } from './engine';

export { databasePath } from './engine';

export type Db = sqlite.SqliteDb;

export const migrationsFolder = resolve(import.meta.dirname, 'migrations');

export function openDb(url: string): Db {
  const target = parseDatabaseUrl(url);
  if (target.engine === 'postgres') {
    throw new Error(
      'DATABASE_URL names PostgreSQL, which this build does not serve yet: use a SQLite file path (the default).',
    );
  }
  return sqlite.openSqlite(target.path);
}

/**
 * Runs `fn` as one transaction of the engine's kind (SQLite: IMMEDIATE) and returns its result; a throw
 * rolls it back. Every query of the body goes through its `tx` (on a pooled engine that is the one
 * connection holding the transaction), and the body awaits nothing but database calls: do I/O such as
 * hashing or a worker's check before or after (the SQLite dialect rejects a body that does not).
 * `transaction(tx, …)` inside a body becomes a savepoint.
 */
export async function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return await sqlite.transaction(db, fn);
}

/** Rows of a whole statement written with Drizzle's `sql` (only where the query builder cannot express it). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return await sqlite.rows<T>(db, query);
}

/** The connection behind `db` or a transaction's `tx`: the key of per-connection caches (prepared statements). */
export function connectionOf(db: Db): Db {
  return sqlite.rootOf(db);
}

/** A cheap round trip to the database (the liveness probe). */
export async function pingDb(db: Db): Promise<void> {
  return await sqlite.ping(db);
}

/** Closes the database connection. */
export function closeDb(db: Db): void {
  sqlite.close(db);
}

/** How many migrations drizzle-kit has written for this build (its journal), to compare with the applied ones. */
export function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Whether the database answers and holds every migration of this build. */
export function databaseReady(db: Db): { reachable: boolean; migrations: { applied: number; expected: number } } {
  const expected = expectedMigrations();
  try {
    return { reachable: true, migrations: { applied: sqlite.appliedMigrations(db), expected } };
  } catch {
    return { reachable: false, migrations: { applied: 0, expected } };
  }
}

/**
 * Applies the drizzle-kit migrations that have not run yet. When they change a database that already
 * holds data, the planner's statistics are rebuilt: with statistics that predate a new index, SQLite
 * kept sorting 100,000 students instead of reading them in index order.
 */
export function migrateDb(db: Db): void {
  const before = sqlite.appliedMigrations(db);
  migrate(db, { migrationsFolder });
  if (before > 0 && sqlite.appliedMigrations(db) > before) sqlite.analyze(db);
}

/** Lets the engine refresh stale planner statistics (cheap; at start and in the hourly upkeep). */
export function optimizeDb(db: Db): void {
  sqlite.optimize(db);
}

/** The row an INSERT … RETURNING wrote (an insert that did not fail always returns it). */
export async function returned<T>(query: PromiseLike<T[]>): Promise<T> {
  const [row] = await query;
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
