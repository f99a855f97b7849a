/**
 * Opens the database `DATABASE_URL` names (engine.ts) with its engine's dialect module, applies migrations,
 * and answers readiness. The engine's own details (pragmas, catalogue, transaction style, pool) live in
 * dialects/sqlite.ts and dialects/postgres.ts; this module only picks one per handle. Services use Drizzle
 * (awaited, never a driver's synchronous calls), `transaction()`, `rows()`, `run()` and `perDatabase()` (per-database.ts)
 * from here.
 *
 * A file path or `file:` URL is SQLite (better-sqlite3, one connection per process; the default). A
 * `postgres://` URL is PostgreSQL (node-postgres, a pool of DATABASE_POOL_SIZE connections per process).
 * `Db` is typed as the SQLite handle, which services are written against; on PostgreSQL the handle is the
 * PostgreSQL one, queried with the PostgreSQL tables of the same names and row shapes (schema.ts).
 */
import { is, type SQL, type Table } from 'drizzle-orm';
import { PgDatabase } from 'drizzle-orm/pg-core';
import type { Awaitable, Dialect } from './dialects/dialect';
import * as postgres from './dialects/postgres';
import * as sqlite from './dialects/sqlite';
import { parseDatabaseUrl } from './engine';
import { progresses, tablesEngine } from './schema';

export { databasePath } from './engine';

export type Db = sqlite.SqliteDb;

/** The dialect of a handle (the root or a transaction's `tx`). */
function dialectOf(db: Db): Dialect<Db> {
  return (is(db, PgDatabase) ? postgres.postgresDialect : sqlite.sqliteDialect) as unknown as Dialect<Db>;
}

/**
 * Opens `url` with its engine. The engine must be the one schema.ts loaded its tables for (the process's
 * DATABASE_URL): a process serves one engine.
 */
export function openDb(url: string): Db {
  const target = parseDatabaseUrl(url);
  if (target.engine !== tablesEngine) {
    throw new Error(
      `DATABASE_URL names ${target.engine}, but this process loaded the ${tablesEngine} tables: set DATABASE_URL in the environment before the server starts.`,
    );
  }
  if (target.engine === 'postgres') return postgres.postgresDialect.open(target.url) as unknown as Db;
  return sqlite.open(target.path);
}

/**
 * Runs `fn` as one transaction of the engine's kind (SQLite: IMMEDIATE; PostgreSQL: serializable, retried
 * on a serialization failure) and returns its result; a throw rolls it back. Every query of the body goes
 * through its `tx` (on PostgreSQL that is the one pooled connection holding the transaction), and the body
 * awaits nothing but database calls: do I/O such as hashing or a worker's check before or after (the SQLite
 * dialect rejects a body that does not; PostgreSQL may run the body again). `transaction(tx, …)` inside a
 * body becomes a savepoint.
 */
export async function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return await dialectOf(db).transaction(db, fn);
}

/**
 * A transaction that settles its conflicts itself, with unique constraints (the loser's insert fails) and row
 * locks (`lockRow`, taken before the rows are read): PostgreSQL runs it at READ COMMITTED, where it never fails
 * on a serialization conflict; SQLite as `transaction`. For writes that many clients make at once (a sign-up).
 */
export async function lockingTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return await dialectOf(db).lockingTransaction(db, fn);
}

/**
 * A transaction that first locks the row `id` of `table`, which every competing writer locks first, so they queue
 * on it instead of aborting each other (PostgreSQL: SELECT … FOR UPDATE at READ COMMITTED; SQLite: IMMEDIATE).
 */
export async function lockedTransaction<T>(db: Db, table: Table, id: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  return await dialectOf(db).lockedTransaction(db, table, id, fn);
}

/** Locks the row `id` of `table` within the transaction `tx` until it ends (a no-op on SQLite). */
export async function lockRow(tx: Db, table: Table, id: number): Promise<void> {
  await dialectOf(tx).lockRow(tx, table, id);
}

/**
 * Locks the number `key` until the end of the transaction `tx`, so that processes doing one task (seeding an empty
 * database) take turns: a PostgreSQL advisory lock; SQLite's IMMEDIATE transactions take turns already.
 */
export async function lockKey(tx: Db, key: number): Promise<void> {
  await dialectOf(tx).lockKey(tx, key);
}

/**
 * A transaction on one student's progress (their finishes and openings): it first locks the progress row, which
 * every writer of that progress's rows locks first (a submission's and a review's transactions are this one too), so
 * they run one after another. SQLite's IMMEDIATE transactions already do; on PostgreSQL this is SELECT … FOR UPDATE
 * at READ COMMITTED (dialects/postgres.ts says why not SERIALIZABLE here).
 */
export async function progressTransaction<T>(db: Db, progressId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  return await dialectOf(db).lockedTransaction(db, progresses, progressId, fn);
}

/** Rows of a whole statement written with Drizzle's `sql` (only where the query builder cannot express it). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return await dialectOf(db).rows<T>(db, query);
}

/** Runs a whole statement written with Drizzle's `sql` that returns no rows (only where the builder cannot express it). */
export async function run(db: Db, query: SQL): Promise<void> {
  await dialectOf(db).run(db, query);
}

/** Deletes every row and resets the id counters, keeping schema and migrations (`db:seed -- --force`; in a transaction). */
export async function emptyDatabase(tx: Db): Promise<void> {
  await dialectOf(tx).emptyAll(tx);
}

/**
 * Runs `fn` with a handle on one connection, on which the statements it starts together
 * (`await Promise.all([a.execute(…), b.execute(…)])`) travel as one batch: on PostgreSQL they are written at once
 * and answered in one round trip, which costs far less than one round trip each; on SQLite, and on a
 * transaction's `tx` (already one connection), `fn` gets `db` itself. For reads that do not depend on each other;
 * writes that belong together are a `transaction()`.
 */
export async function pipeline<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  return await dialectOf(db).pipeline(db, fn);
}

/** The key of per-connection caches (prepared statements): what a statement prepared on it runs on. */
export function connectionOf(db: Db): Db {
  return dialectOf(db).connection(db);
}

/**
 * The result of a prepared statement's `execute()` on `db`: the rows at once where the engine has already answered
 * (SQLite), else a promise of them (PostgreSQL). For the request paths that answer without a promise when they can
 * (lib/awaitable.ts); elsewhere `await statement.execute()` is simpler and the same.
 */
export function executed<T>(db: Db, pending: PromiseLike<T>): Awaitable<T> {
  return dialectOf(db).settle(pending);
}

/**
 * A cheap round trip to the database (the liveness probe): a promise where the engine answers later (PostgreSQL),
 * nothing where it has already answered (SQLite), so that a probe answered at once waits for no promise.
 */
export function pingDb(db: Db): Awaitable<void> {
  return dialectOf(db).ping(db);
}

/** Closes the database connection(s). */
export async function closeDb(db: Db): Promise<void> {
  await dialectOf(db).close(db);
}

/** Whether the database answers and holds every migration of this build. */
export async function databaseReady(
  db: Db,
): Promise<{ reachable: boolean; migrations: { applied: number; expected: number } }> {
  const dialect = dialectOf(db);
  const expected = dialect.expectedMigrations();
  try {
    return { reachable: true, migrations: { applied: await dialect.appliedMigrations(db), expected } };
  } catch {
    return { reachable: false, migrations: { applied: 0, expected } };
  }
}

/** How many migrations this build ships for the engine of `db`. */
export function expectedMigrations(db: Db): number {
  return dialectOf(db).expectedMigrations();
}

/** Applies the engine's drizzle-kit migrations that have not run yet (and refreshes statistics after). */
export async function migrateDb(db: Db): Promise<void> {
  await dialectOf(db).migrate(db);
}

/** Rebuilds the planner's statistics of the whole database (after a bulk load). */
export async function analyzeDb(db: Db): Promise<void> {
  await dialectOf(db).analyze(db);
}

/** Lets the engine refresh stale planner statistics (cheap; at start and in the hourly upkeep). */
export async function optimizeDb(db: Db): Promise<void> {
  await dialectOf(db).optimize(db);
}

/** The row an INSERT … RETURNING wrote (an insert that did not fail always returns it). */
export async function returned<T>(query: PromiseLike<T[]>): Promise<T> {
  const [row] = await query;
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** The id of the row an INSERT … RETURNING `{ id }` wrote: `await db.insert(…).returning({ id }).then(insertedId)`. */
export function insertedId(rows: { id: number }[]): number {
  const [row] = rows;
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}
