/**
 * API test helpers: the real app on a fresh, migrated and seeded SQLite file in a temp folder,
 * called in-process with `app.request()` (no port, no mocks).
 *
 *   const t = await createTestApp();
 *   afterAll(() => t.cleanup());
 *   const cookie = await login(t.app, 'student', 'student@kelaskoding.id', 'kelaskoding123');
 *   const res = await jsonRequest(t.app, 'GET', '/api/student/user', { cookie });
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createApp } from '../../api/app';
import { closeDb, type Db, migrateDb, openDb } from '../../api/db/client';
import { parseDatabaseUrl } from '../../api/db/engine';
import { type Role, users } from '../../api/db/schema';
import { type SeedOptions, seedDatabase } from '../../api/db/seed/index';
import { type Env, parseEnv } from '../../api/env';
import { solveAltchaChallenge } from '../fixtures/solve-altcha';
import { createDatabase, createDatabaseFromTemplate } from '../pg/database';

export type TestApp = ReturnType<typeof createApp>;

/** The Origin every helper request carries: `app.request('/api/…')` is addressed to http://localhost. */
export const TEST_ORIGIN = 'http://localhost';

export type CreateTestAppOptions = {
  /** 'full' (default) seeds everything; 'minimal' only areas and the demo accounts; 'none' nothing. */
  seed?: 'full' | 'minimal' | 'none';
  /** Environment overrides, e.g. `{ LOGIN_MAX_FAILURES: '3' }`. */
  env?: Record<string, string>;
  /** Anchor for the seed's relative dates. */
  now?: number;
  /** The app's clock (`c.var.clock`), for tests that move time. */
  clock?: () => Date;
};

/**
 * A fresh app on its own database: a SQLite file in a temp folder, or, when the process's DATABASE_URL
 * names PostgreSQL (the `api-pg` project of vitest.pg.config.ts), a new database on that server. Call
 * `cleanup()` in `afterAll`.
 */
export async function createTestApp(
  options: CreateTestAppOptions = {},
): Promise<{ app: TestApp; db: Db; env: Env; cleanup: () => Promise<void> }> {
  const seed = options.seed ?? 'full';
  const fill = async (db: Db) => {
    await migrateDb(db);
    if (seed === 'none') return;
    const seedOptions: SeedOptions = { level: seed };
    if (options.now !== undefined) seedOptions.now = options.now;
    await seedDatabase(db, seedOptions);
  };
  const server = process.env.DATABASE_URL;
  // On PostgreSQL, a copy of a template filled once per run. Its seed's relative dates hang on when the template
  // was built, minutes at most before; a test that needs its own `now` gets a database of its own.
  const fromTemplate = server && parseDatabaseUrl(server).engine === 'postgres' && options.now === undefined;
  const { url, remove } = fromTemplate ? await templateCopyUrl(server, seed, fill) : await freshDatabaseUrl();
  const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: url, ...options.env });
  const db = openDb(env.DATABASE_URL);
  if (!fromTemplate) await fill(db);
  const app = createApp({ db, env, ...(options.clock ? { clock: options.clock } : {}) });
  const cleanup = async () => {
    await closeDb(db);
    await remove();
  };
  return { app, db, env, cleanup };
}

/** A PostgreSQL database copied from the run's template for `seed`, which `fill` builds the first time. */
async function templateCopyUrl(
  server: string,
  seed: string,
  fill: (db: Db) => Promise<void>,
): Promise<{ url: string; remove: () => Promise<void> }> {
  const { url, drop } = await createDatabaseFromTemplate(server, seed, async (templateUrl) => {
    const db = openDb(templateUrl);
    try {
      await fill(db);
    } finally {
      await closeDb(db);
    }
  });
  return { url, remove: drop };
}

/** A new, empty database of the process's engine: its DATABASE_URL and how to delete it. */
export async function freshDatabaseUrl(): Promise<{ url: string; remove: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (server && parseDatabaseUrl(server).engine === 'postgres') {
    const { url, drop } = await createDatabase(server);
    return { url, remove: drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-api-'));
  return { url: join(dir, 'test.db'), remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

export type JsonRequestOptions = {
  /** The Cookie header (from `login`). */
  cookie?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** x-locale header ('id' | 'en'). */
  locale?: 'id' | 'en';
  /** Extra or overriding headers (e.g. `{ origin: 'http://evil.test' }`). */
  headers?: Record<string, string>;
};

/** Sends a request the way the app's client does: JSON body, same Origin, optional cookie and locale. */
export function jsonRequest(
  app: TestApp,
  method: string,
  path: string,
  options: JsonRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', origin: TEST_ORIGIN };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.locale) headers['x-locale'] = options.locale;
  Object.assign(headers, options.headers);
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  return Promise.resolve(app.request(path, init));
}

/** A GET that must answer 200 (the body is shown when it does not), read as JSON. */
export async function getJson<T>(app: TestApp, path: string, cookie: string): Promise<T> {
  const res = await jsonRequest(app, 'GET', path, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** An API failure's body (api/errors.ts); `fields` comes with validation failures only. */
export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * A response's JSON `error`. Node's fetch types, which the API's tests are checked with (tsconfig.node.json), read a
 * body as `unknown` where the DOM library said `any`, so a test names the shape it reads. `fields` is typed as
 * present: a test reading it from a failure that has none fails there, as it should.
 */
export async function errorOf(res: Response): Promise<Required<ErrorBody['error']>> {
  return ((await res.json()) as { error: Required<ErrorBody['error']> }).error;
}

/** A response's JSON `data`, as the test expects it (see `errorOf`). */
export async function dataOf<T = Record<string, unknown>>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

/** The `name=value` pairs of a response's Set-Cookie headers, joined for a Cookie header. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.endsWith('='))
    .join('; ');
}

/** Signs in through `POST /api/{role}/login` and returns the Cookie header value; throws when it fails. */
export async function login(app: TestApp, role: Role, email: string, password: string): Promise<string> {
  const res = await jsonRequest(app, 'POST', `/api/${role}/login`, { body: { email, password } });
  if (res.status !== 200) throw new Error(`login(${role}, ${email}) failed with ${res.status}: ${await res.text()}`);
  const cookie = cookieHeader(res);
  if (!cookie) throw new Error(`login(${role}, ${email}) set no cookie`);
  return cookie;
}

/**
 * The id of the user with `email`, read through the app's own Drizzle handle, so a test reads the same way
 * on SQLite and PostgreSQL; throws when there is none.
 */
export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The seeded demo accounts' credentials. */
export const demo = {
  password: 'kelaskoding123',
  admin: 'admin@kelaskoding.id',
  mentor: 'mentor@kelaskoding.id',
  mentor2: 'mentor2@kelaskoding.id',
  student: 'student@kelaskoding.id',
  trial: 'trial@kelaskoding.id',
} as const;

/**
 * A solved bot-check token for `POST /api/student/register`, as the sign-up screen's widget makes it:
 * fetches `GET /api/bot-check/challenge` and solves it with altcha-lib's solver. With `BOT_CHECK=off`
 * or `recaptcha` (no challenge to fetch) it returns undefined.
 */
export async function botCheckToken(app: TestApp): Promise<string | undefined> {
  const res = await jsonRequest(app, 'GET', '/api/bot-check/challenge');
  if (res.status === 404) return undefined;
  if (res.status !== 200) throw new Error(`GET /api/bot-check/challenge failed with ${res.status}`);
  return solveAltchaChallenge((await res.json()) as Parameters<typeof solveAltchaChallenge>[0]);
}

/** `body` with a freshly solved `botCheck` token added, for sign-up calls (non-objects pass unchanged). */
export async function withBotCheck(app: TestApp, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return { botCheck: await botCheckToken(app), ...body };
}
