/**
 * The statements services prepare with `perDatabase` (per-database.ts) are server-side prepared statements on
 * PostgreSQL: named after their text, parsed once per pooled connection (pg_prepared_statements lists them),
 * also when built for a transaction on that connection, which later transactions on it reuse; so are the keyed
 * statements a generic engine builds through `perDatabaseShapes` (resource.ts); a query built outside stays unnamed.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../api/db/client';
import * as postgres from '../../api/db/dialects/postgres';
import { perDatabase, perDatabaseShapes } from '../../api/db/per-database';
import { users } from '../../api/db/schema-pg';
import { statementName } from '../../api/db/statement-names';
import { freshDatabase } from './database';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let root: postgres.PostgresRoot;

beforeAll(async () => {
  database = await freshDatabase();
  // One connection, so the catalogue read below sees the connection the statements ran on.
  root = postgres.open(database.url, { poolSize: 1 });
  await postgres.migrate(root);
  await root.insert(users).values({ role: 'student', email: 'prepared@example.test', passwordHash: 'x' });
});
afterAll(async () => {
  await postgres.close(root);
  await database.drop();
});

const statements = perDatabase((db: Db) => {
  const pgDb = db as unknown as postgres.PostgresDb;
  return {
    byEmail: pgDb
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, sql.placeholder('email')))
      .prepare(undefined as unknown as string),
  };
});

const prepared = async () =>
  await postgres.rows<{ name: string; statement: string }>(
    root,
    sql`select name, statement from pg_prepared_statements order by name`,
  );

it('prepares a perDatabase statement once on the connection, under a name from its text', async () => {
  const db = root as unknown as Db;
  const first = await statements(db).byEmail.execute({ email: 'prepared@example.test' });
  expect(first).toHaveLength(1);
  await statements(db).byEmail.execute({ email: 'nobody@example.test' });
  await root.select().from(users).where(eq(users.email, 'prepared@example.test'));

  const listed = await prepared();
  expect(listed).toHaveLength(1);
  expect(listed[0]?.statement).toMatch(/from "users" where "users"."email" = \$1/);
  expect(listed[0]?.name).toBe(statementName(listed[0]?.statement ?? ''));

  // A transaction runs the set of its connection (its statements must run on the connection that holds the
  // transaction): the first one on a connection builds it, under the same names, so the connection does not parse
  // them again, and every later transaction on that connection reuses it rather than building it anew.
  const seen: unknown[] = [];
  for (const email of ['prepared@example.test', 'nobody@example.test']) {
    await postgres.transaction(root, async (tx) => {
      const set = statements(tx as unknown as Db);
      expect(set).not.toBe(statements(db));
      seen.push(set);
      const rows = await set.byEmail.execute({ email });
      expect(rows).toEqual(email === 'prepared@example.test' ? first : []);
      // A savepoint is on the same connection: the same set.
      await postgres.transaction(tx, async (inner) => {
        expect(statements(inner as unknown as Db)).toBe(set);
      });
    });
  }
  expect(seen[1]).toBe(seen[0]);
  expect(await prepared()).toEqual(listed);
});

it('names the statements a caller builds through perDatabaseShapes, one per key and connection', async () => {
  const shapes = perDatabaseShapes<string, { execute: (values: { email: string }) => Promise<{ id: number }[]> }>();
  const db = root as unknown as Db;
  let builds = 0;
  const byEmail = (key: string) =>
    shapes(db, key, (conn) => {
      builds += 1;
      return (conn as unknown as postgres.PostgresDb)
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .limit(1)
        .prepare(undefined as unknown as string);
    });
  expect(await byEmail('one').execute({ email: 'prepared@example.test' })).toHaveLength(1);
  expect(await byEmail('one').execute({ email: 'nobody@example.test' })).toEqual([]);
  expect(builds).toBe(1);
  const named = (await prepared()).filter((p) => p.statement.includes('limit'));
  expect(named).toHaveLength(1);
  expect(named[0]?.name).toBe(statementName(named[0]?.statement ?? ''));
});
