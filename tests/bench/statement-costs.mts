/**
 * Where a request's SQLite time goes (docs/decisions/0017-speed-targets.md): runs the product in-process (`createApp`, as the API tests do)
 * on a copy of a seeded file with its planner statistics, records every statement the student routes run
 * (session read, course map, draft save, slide finish), then replays each read statement alone, many times with
 * the values the route bound, on that file and on a copy without STAT4 samples. A statement that is much dearer
 * with the samples is prepared again on every run (api/db/plan-stable.ts says why); bind it through
 * `unsampledId()` or write it as `constant()`. CPU time, not wall time: the machine is shared.
 *
 *   npm run db:seed  (or any seeded file)   then
 *   node --import tsx tests/bench/statement-costs.mts <file.db> [user,map,save,finish]
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createApp } from '../../api/app';
import { closeDb, openDb } from '../../api/db/client';
import { parseEnv } from '../../api/env';

// The API's JSON, read loosely: this script only picks ids out of it.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Json = { [key: string]: any };
const source = process.argv[2];
if (!source) throw new Error('usage: statement-costs.mts <seeded.db> [user,map,save,finish]');
const only = (process.argv[3] ?? 'user,map,save,finish').split(',');
const REQUESTS = 400;
const REPLAYS = 2000;

const dir = mkdtempSync(join(tmpdir(), 'kk-statement-costs-'));
const file = join(dir, 'product.db');
copyFileSync(source, file);
// The statistics the server writes at start (PRAGMA optimize), on this file and on a copy without STAT4 samples.
const statistics = new Database(file);
statistics.pragma('optimize = 0x10002');
statistics.close();
const withoutStat4 = join(dir, 'no-stat4.db');
copyFileSync(file, withoutStat4);
const plain = new Database(withoutStat4);
plain.exec('delete from sqlite_stat4');
plain.close();
const env = parseEnv({ NODE_ENV: 'production', DATABASE_URL: file, BOT_CHECK: 'off', LOG_LEVEL: 'warn' });
const db = openDb(file);
const app = createApp({ db, env });

// CPU time (user + system) of the process, in µs.
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

const origin = 'http://localhost';
const json = (method: string, body: unknown, cookie: string) => ({
  method,
  headers: { cookie, origin, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const login = await app.request(
  '/api/student/login',
  json('POST', { email: 'student@kelaskoding.id', password: 'kelaskoding123' }, ''),
);
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const studentId = ((await login.json()) as Json).data.id;
const get = async (path: string) => (await app.request(path, { headers: { cookie } })).json() as Promise<Json>;
const map = await get(`/api/student/courses/2/chapters?studentId=${studentId}`);
const all: Json[] = map.data.flatMap((c: Json) => c.topics.flatMap((t: Json) => t.materials));
const practice = all.find((m) => m.relation === 'practice' && m.is_unlock);
const slide = all.find((m) => m.relation === 'slide' && m.is_unlock);
if (!practice || !slide) throw new Error('the demo student has no open practice or slide');
const progressId = map.meta.progress.id;
const ref = (m: Json) => ({ chapterId: m.chapter_id, topicId: m.topic_id, materialId: m.id });
const opened = await app.request(
  `/api/student/progresses/${progressId}/progress-topic`,
  json('POST', ref(practice), cookie),
);
const pmId = ((await opened.json()) as Json).progressMaterialId;
const { starter } = (await get(`/api/student/practice/${pmId}`)).data;

const routes: Record<string, () => Response | Promise<Response>> = {
  user: () => app.request('/api/student/user', { headers: { cookie } }),
  map: () => app.request(`/api/student/courses/2/chapters?studentId=${studentId}`, { headers: { cookie } }),
  save: () => app.request(`/api/student/practice/${pmId}/code`, json('PUT', { workspace: starter }, cookie)),
  finish: () => app.request(`/api/student/progresses/${progressId}`, json('PUT', ref(slide), cookie)),
};

// Every statement run while recording: its SQL and the values bound.
let recording: Array<{ sql: string; args: unknown[]; reader: boolean }> | null = null;
const statementPrototype = Object.getPrototypeOf(db.$client.prepare('select 1'));
for (const method of ['get', 'all', 'run', 'iterate']) {
  const original = statementPrototype[method];
  statementPrototype[method] = function (this: Database.Statement, ...args: unknown[]) {
    recording?.push({ sql: this.source, args, reader: this.reader });
    return original.apply(this, args);
  };
}

const connections = {
  stat4: new Database(file, { readonly: true }),
  plain: new Database(withoutStat4, { readonly: true }),
};

function replay(connection: Database.Database, sql: string, args: unknown[]): number {
  const statement = connection.prepare(sql);
  const raw = statement.raw(true);
  for (let i = 0; i < 200; i++) raw.all(...args);
  const start = cpuUs();
  for (let i = 0; i < REPLAYS; i++) raw.all(...args);
  return (cpuUs() - start) / REPLAYS;
}

for (const key of only) {
  const route = routes[key];
  if (!route) throw new Error(`unknown route ${key}`);
  for (let i = 0; i < 100; i++) await route();
  const start = cpuUs();
  for (let i = 0; i < REQUESTS; i++) {
    const res = await route();
    if (res.status !== 200) throw new Error(`${key} answered ${res.status}`);
  }
  const perRequest = (cpuUs() - start) / REQUESTS;
  recording = [];
  await route();
  const calls = recording;
  recording = null;
  console.log(`\n== ${key}: ${perRequest.toFixed(0)} µs CPU per request in-process, ${calls.length} statements`);
  console.log('  with STAT4 | without | statement');
  const seen = new Set<string>();
  for (const call of calls) {
    const once = seen.has(call.sql);
    seen.add(call.sql);
    const text = call.sql.replace(/\s+/g, ' ').slice(0, 200);
    if (!/^\s*select/i.test(call.sql) || once) {
      console.log(`          – |       – | ${once ? '(again) ' : ''}${text}`);
      continue;
    }
    // Alternating, the lowest of three: other processes on the machine only ever add to a figure.
    let a = Number.POSITIVE_INFINITY;
    let b = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 3; round++) {
      a = Math.min(a, replay(connections.stat4, call.sql, call.args));
      b = Math.min(b, replay(connections.plain, call.sql, call.args));
    }
    console.log(
      `${a.toFixed(1).padStart(9)}µs | ${b.toFixed(1).padStart(5)}µs | ${a > 1.5 * b ? '[RE-PREPARED] ' : ''}${text}`,
    );
  }
}
connections.stat4.close();
connections.plain.close();
await closeDb(db);
rmSync(dir, { recursive: true, force: true });
