/**
 * Opens the SQLite database (WAL, foreign keys, busy timeout) and wraps it in Drizzle.
 * One connection per process: better-sqlite3 is synchronous and SQLite serialises writes anyway.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const migrationsFolder = resolve(import.meta.dirname, 'migrations');

/** Turns `file:data/x.db` or `data/x.db` into a file path; `:memory:` stays as it is. */
export function databasePath(url: string): string {
  const path = url.startsWith('file:') ? url.slice('file:'.length) : url;
  return path === ':memory:' ? path : resolve(path);
}

export function openDb(url: string): Db {
  const path = databasePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as Db;
}

function appliedMigrations(db: Db): number {
  const table = db.$client
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!table) return 0;
  return (db.$client.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n;
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
    return { reachable: true, migrations: { applied: appliedMigrations(db), expected } };
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
  const before = appliedMigrations(db);
  migrate(db, { migrationsFolder });
  if (before > 0 && appliedMigrations(db) > before) db.$client.exec('ANALYZE');
}

/** Lets SQLite refresh statistics that are missing or stale (cheap; at start and hourly, see server.ts). */
export function optimizeDb(db: Db): void {
  db.$client.pragma('optimize = 0x10002');
}
