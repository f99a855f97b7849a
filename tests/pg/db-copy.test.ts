/**
 * `npm run db:copy` from a freshly seeded SQLite file (seeded by `npm run db:seed`'s own script) into an
 * empty PostgreSQL database: every table arrives with the same rows and values, the identity sequences
 * continue after the copied ids, a non-empty target is refused unless --replace.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { asc, getTableName, is } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { getTableConfig as pgConfig } from 'drizzle-orm/pg-core';
import { SQLiteTable, getTableConfig as sqliteConfig } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDatabase, foreignKeyOrder } from '../../api/db/copy';
import * as postgres from '../../api/db/dialects/postgres';
import { users } from '../../api/db/schema-pg';
import * as sqliteSchema from '../../api/db/schema-sqlite';
import { freshDatabase } from './database';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-copy-'));
const file = join(dir, 'seeded.db');
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  [database] = await Promise.all([
    freshDatabase(),
    run(process.execPath, ['--import', 'tsx', 'api/db/seed/cli.ts'], { env: { ...process.env, DATABASE_URL: file } }),
  ]);
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const sqliteTables = new Map(
  (Object.values(sqliteSchema).filter((v) => is(v, SQLiteTable)) as SQLiteTable[]).map((t) => [getTableName(t), t]),
);

describe('db:copy', () => {
  it('copies every table in foreign-key order with the same values, and moves the sequences on', async () => {
    const counts = await copyDatabase({ from: file, to: database.url, batchRows: 100 });
    const order = foreignKeyOrder().map(getTableName);
    expect(counts.map((c) => c.table)).toEqual(order);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('student_details'));
    expect(order.indexOf('progresses')).toBeLessThan(order.indexOf('progress_materials'));
    expect(counts.find((c) => c.table === 'progress_materials')?.rows).toBeGreaterThan(100); // several batches

    const client = new Database(file, { readonly: true });
    const source = drizzleSqlite(client);
    const target = postgres.open(database.url, { poolSize: 2 });
    try {
      for (const table of foreignKeyOrder()) {
        const name = getTableName(table);
        const from = sqliteTables.get(name) as SQLiteTable;
        const sqliteKey = sqliteConfig(from).columns.find((c) => c.primary);
        const pgKey = pgConfig(table).columns.find((c) => c.primary);
        if (!sqliteKey || !pgKey) throw new Error(`${name} has no primary key`);
        const want = source.select().from(from).orderBy(asc(sqliteKey)).all();
        const got = await target.select().from(table).orderBy(asc(pgKey));
        expect(got, name).toEqual(want);
        expect(counts.find((c) => c.table === name)?.rows, name).toBe(want.length);
      }
      const [maxId] = client.prepare('select max(id) as id from users').all() as { id: number }[];
      const [added] = await target
        .insert(users)
        .values({ role: 'student', email: 'after-copy@example.test', passwordHash: 'x' })
        .returning({ id: users.id });
      expect(added?.id).toBe((maxId?.id ?? 0) + 1);
    } finally {
      client.close();
      await postgres.close(target);
    }
  });

  it('refuses a target that holds data, naming it, and replaces it with --replace', async () => {
    const refused = await run(
      process.execPath,
      ['--import', 'tsx', 'api/db/copy-cli.ts', '--from', file, '--to', database.url],
      { env: process.env },
    ).catch((err: { code: number; stderr: string }) => err);
    expect('code' in refused && refused.code).toBe(1);
    expect(refused.stderr).toMatch(/\[db:copy\] the target already holds data \(users, .*--replace/);

    const counts = await copyDatabase({ from: file, to: database.url, replace: true });
    const target = postgres.open(database.url, { poolSize: 1 });
    const all = await target.select().from(users);
    await postgres.close(target);
    expect(all.length).toBe(counts.find((c) => c.table === 'users')?.rows);
    expect(all.some((u) => u.email === 'after-copy@example.test')).toBe(false);
  });
});
