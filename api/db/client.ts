/**
 * Opens the SQLite database (WAL, foreign keys, busy timeout) and wraps it in Drizzle.
 * One connection per process: better-sqlite3 is synchronous and SQLite serialises writes anyway.
 */
import { mkdirSync } from 'node:fs';
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

/** Applies the drizzle-kit migrations that have not run yet. */
export function migrateDb(db: Db): void {
  migrate(db, { migrationsFolder });
}
