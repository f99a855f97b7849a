/**
 * The student's hot routes bind no value SQLite's planner samples (api/db/plan-stable.ts says why: with STAT4
 * statistics, a statement whose plan looked at a bound value is prepared again before every run, and the session
 * read measured 20.8 µs instead of 1.3). The rule checked here: in every statement those routes run, a column that
 * belongs to an index of its table is never compared with a bare placeholder; it goes through `unsampledId`,
 * `unsampledText`, `unsampledTime` or `constant`. The integer primary key (the rowid) is in no index and is free.
 *
 * SQLite only: PostgreSQL plans a prepared statement its own way (generic plans), so this file is not in the
 * `api-pg` project.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, login, type TestApp } from '../api/helpers';

type Json = Record<string, unknown>;
type MapMaterial = { id: number; relation: string; is_unlock: boolean; chapter_id: number; topic_id: number };
type MapBody = { data: Array<{ topics: Array<{ materials: MapMaterial[] }> }>; meta: { progress: { id: number } } };

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  // The statistics the server writes at start and hourly (PRAGMA optimize), STAT4 samples included.
  t.db.$client.exec('ANALYZE');
  cookie = await login(app, 'student', 'student@kelaskoding.id', 'kelaskoding123');
});
afterAll(async () => {
  await t.cleanup();
});

/** Every statement's SQL run on any connection while `work` runs. */
async function statementsOf(work: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const prototype = Object.getPrototypeOf(t.db.$client.prepare('select 1')) as Record<string, unknown>;
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  for (const method of ['get', 'all', 'run', 'iterate']) {
    const original = prototype[method] as (...args: unknown[]) => unknown;
    originals.set(method, original);
    prototype[method] = function (this: Database.Statement, ...args: unknown[]) {
      seen.push(this.source);
      return original.apply(this, args);
    };
  }
  try {
    await work();
  } finally {
    for (const [method, original] of originals) prototype[method] = original;
  }
  return [...new Set(seen)];
}

/** The columns of `table` that some index holds (its rowid alias is in none). */
function indexedColumns(table: string): Set<string> {
  const client = t.db.$client;
  const columns = new Set<string>();
  for (const index of client.pragma(`index_list("${table}")`) as Array<{ name: string }>) {
    for (const column of client.pragma(`index_info("${index.name}")`) as Array<{ name: string | null }>) {
      if (column.name) columns.add(column.name);
    }
  }
  return columns;
}

/** `"table"."column"` compared with a bare `?`, either way round, in `sql`. */
function plainlyBound(sql: string): Array<{ table: string; column: string }> {
  const comparison = String.raw`(?:=|==|<>|!=|<=|>=|<|>|\bin\s*\()`;
  const found: Array<{ table: string; column: string }> = [];
  const columnFirst = new RegExp(String.raw`"(\w+)"\."(\w+)"\s*${comparison}\s*\?`, 'gi');
  const placeholderFirst = /\?\s*(?:=|==|<>|!=|<=|>=|<|>)\s*"(\w+)"\."(\w+)"/gi;
  for (const m of sql.matchAll(columnFirst)) found.push({ table: m[1] as string, column: m[2] as string });
  for (const m of sql.matchAll(placeholderFirst)) found.push({ table: m[1] as string, column: m[2] as string });
  return found;
}

function sampledBindings(statements: string[]): string[] {
  return statements.flatMap((sql) =>
    plainlyBound(sql)
      .filter(({ table, column }) => indexedColumns(table).has(column))
      .map(({ table, column }) => `${table}.${column} in: ${sql.slice(0, 120)}`),
  );
}

describe('statements of the hot student routes', () => {
  it('finds a plainly bound indexed column (the check itself)', () => {
    expect(sampledBindings(['select "id" from "sessions" where "sessions"."id" = ?'])).toHaveLength(1);
    expect(sampledBindings(['select "id" from "sessions" where ? = "sessions"."user_id"'])).toHaveLength(1);
    expect(sampledBindings(['select "id" from "sessions" where "sessions"."id" = cast(? as text)'])).toEqual([]);
    // The rowid alias: no index, nothing to sample.
    expect(sampledBindings(['select "id" from "progresses" where "progresses"."id" = ?'])).toEqual([]);
  });

  it('bind no value an index would let the planner sample', async () => {
    const statements = await statementsOf(async () => {
      const get = async (path: string) => {
        const res = await app.request(path, { headers: { cookie } });
        expect(res.status).toBe(200);
        return (await res.json()) as Json;
      };
      const send = async (method: 'POST' | 'PUT', path: string, body?: unknown) => {
        const res = await jsonRequest(app, method, path, body === undefined ? { cookie } : { cookie, body });
        expect(res.status).toBe(200);
        return (await res.json()) as Json;
      };
      await get('/api/student/user');
      const map = (await get('/api/student/courses/2/chapters')) as unknown as MapBody;
      const open = map.data.flatMap((c) => c.topics.flatMap((topic) => topic.materials)).filter((m) => m.is_unlock);
      const practice = open.find((m) => m.relation === 'practice');
      const slide = open.find((m) => m.relation === 'slide');
      if (!practice || !slide) throw new Error('the demo student has no open practice or slide');
      const ref = (m: MapMaterial) => ({ chapterId: m.chapter_id, topicId: m.topic_id, materialId: m.id });
      const progress = map.meta.progress.id;
      await send('POST', `/api/student/progresses/${progress}/progress-topic`, ref(practice));
      const opening = (await get(`/api/student/materials/${practice.id}/practice`)) as {
        data: { progressMaterialId: number; practice: { starter: unknown } };
      };
      await send('PUT', `/api/student/practice/${opening.data.progressMaterialId}/code`, {
        workspace: opening.data.practice.starter,
        editedAt: Date.now(),
      });
      await send('PUT', `/api/student/progresses/${progress}`, ref(slide));
      const notes = (await get('/api/notifications?start=0&length=10')) as { data: Array<{ id: number }> };
      const note = notes.data[0];
      if (note) await send('PUT', `/api/notifications/${note.id}/read`);
    });
    expect(statements.length).toBeGreaterThan(10);
    expect(sampledBindings(statements)).toEqual([]);
  });
});
