/**
 * Everything SQLite-specific about running the database, in one place: the connection's pragmas, the
 * catalogue (`sqlite_master`), statistics upkeep (ANALYZE, `PRAGMA optimize`), the liveness probe, and
 * the transaction style. Services never use these directly; they call `transaction()` and Drizzle.
 *
 * Transactions are IMMEDIATE: the write lock is taken at BEGIN, so two processes on one file queue on
 * busy_timeout instead of one failing with SQLITE_BUSY when both read and then try to write (a deferred
 * transaction cannot wait for the lock it needs to upgrade).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from '../schema';

export type SqliteDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Opens the file with WAL, NORMAL sync (stack.md: 21 µs commits, no acknowledged commit lost to a kill), foreign keys and a 5 s busy wait. */
export function openSqlite(path: string): SqliteDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as SqliteDb;
}

/** Runs `fn` in one IMMEDIATE transaction (nested calls become savepoints) and returns its result. */
export function transaction<T>(db: SqliteDb, fn: () => T): T {
  return db.$client.transaction(fn).immediate();
}

/** How many drizzle-kit migrations the database has applied (0 before the first). */
export function appliedMigrations(db: SqliteDb): number {
  const table = db.$client
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!table) return 0;
  return (db.$client.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n;
}

/** Rebuilds the planner's statistics (after migrations changed a database that holds data). */
export function analyze(db: SqliteDb): void {
  db.$client.exec('ANALYZE');
}

/** Lets SQLite refresh statistics that are missing or stale (cheap; at start and in the hourly upkeep). */
export function optimize(db: SqliteDb): void {
  db.$client.pragma('optimize = 0x10002');
}

const pings = new WeakMap<SqliteDb, Database.Statement>();

/** `select 1`, prepared once per connection (preparing it per request was most of /api/health's cost). */
export function ping(db: SqliteDb): void {
  let statement = pings.get(db);
  if (!statement) {
    statement = db.$client.prepare('select 1');
    pings.set(db, statement);
  }
  statement.get();
}

/** Closes the connection. */
export function close(db: SqliteDb): void {
  db.$client.close();
}
