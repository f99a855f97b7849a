import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDb, openDb } from './client';
import { migrationsFolder } from './dialects/sqlite';
import { seedDatabase } from './seed/index';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDb() {
  const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-db-'));
  dirs.push(dir);
  return openDb(join(dir, 'test.db'));
}

/** Index names a migration file creates, with their tables. */
function indexesOf(file: string): { name: string; table: string }[] {
  const sql = readFileSync(join(migrationsFolder, file), 'utf8');
  return [...sql.matchAll(/CREATE (?:UNIQUE )?INDEX `([^`]+)` ON `([^`]+)`/g)].map((m) => ({
    name: m[1] as string,
    table: m[2] as string,
  }));
}

/** Table names a migration file creates (virtual ones too). */
function tablesOf(file: string): string[] {
  const sql = readFileSync(join(migrationsFolder, file), 'utf8');
  return [...sql.matchAll(/CREATE (?:VIRTUAL )?TABLE `([^`]+)`/g)].map((m) => m[1] as string);
}

/** Trigger names a migration file creates. */
function triggersOf(file: string): string[] {
  const sql = readFileSync(join(migrationsFolder, file), 'utf8');
  return [...sql.matchAll(/CREATE TRIGGER `([^`]+)`/g)].map((m) => m[1] as string);
}

/** Columns a migration file adds to existing tables. */
function columnsOf(file: string): { table: string; column: string }[] {
  const sql = readFileSync(join(migrationsFolder, file), 'utf8');
  return [...sql.matchAll(/ALTER TABLE `([^`]+)` ADD `([^`]+)`/g)].map((m) => ({
    table: m[1] as string,
    column: m[2] as string,
  }));
}

describe('migrateDb', () => {
  it('rebuilds the planner statistics when a migration changes a database that holds data', async () => {
    const db = freshDb();
    await migrateDb(db);
    await seedDatabase(db);
    const sqlite = db.$client;
    expect(sqlite.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get()).toBeUndefined();

    // Roll the newest migration that changes tables back, with any after it (those only replace triggers, dropping
    // them IF EXISTS), as a database deployed before it would be.
    const files = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const changes = (f: string) => indexesOf(f).length + tablesOf(f).length + columnsOf(f).length > 0;
    const newest = files.findLast(changes) as string;
    const later = files.slice(files.indexOf(newest) + 1);
    const tables = tablesOf(newest);
    const added = indexesOf(newest).filter((i) => !tables.includes(i.table));
    const columns = columnsOf(newest).filter((c) => !tables.includes(c.table));
    expect(added.length + tables.length + columns.length).toBeGreaterThan(0);
    for (const name of new Set([newest, ...later].flatMap(triggersOf))) sqlite.exec(`drop trigger ${name}`);
    for (const { name } of added) sqlite.exec(`drop index ${name}`);
    for (const table of tables) sqlite.exec(`drop table ${table}`);
    for (const { table, column } of columns) sqlite.exec(`alter table ${table} drop column ${column}`);
    for (let n = 0; n <= later.length; n++) {
      sqlite.exec(
        'delete from __drizzle_migrations where created_at = (select max(created_at) from __drizzle_migrations)',
      );
    }

    await migrateDb(db);
    const analysed = sqlite.prepare('select idx from sqlite_stat1').all() as { idx: string | null }[];
    // Statistics exist for the seeded tables, and for each index the migration added to one of them.
    expect(analysed.map((r) => r.idx)).toContain('users_role_email_unique');
    for (const { name } of added) expect(analysed.map((r) => r.idx)).toContain(name);
  });

  it('leaves a new, empty database without statistics', async () => {
    const db = freshDb();
    await migrateDb(db);
    await migrateDb(db);
    expect(db.$client.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get()).toBeUndefined();
  });
});
