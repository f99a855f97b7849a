/**
 * The hot read paths answer without a promise where the engine has already answered (lib/awaitable.ts, docs/decisions/0017-speed-targets.md):
 * on SQLite, `fetch` of health and of a session read gives the Response itself, which @hono/node-server writes out at
 * once; on PostgreSQL it gives a promise of the same answer. Runs on both engines (vitest.pg.config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesEngine } from '../../api/db/schema';
import { isPromise } from '../../api/lib/awaitable';
import { createSession, validateSession } from '../../api/services/people/session';
import { createTestApp, demo, login, TEST_ORIGIN, type TestApp, userIdOf } from './helpers';

const answersAtOnce = tablesEngine === 'sqlite';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal' });
  cookie = await login(t.app, 'student', demo.student, demo.password);
});
afterAll(() => t.cleanup());

/** `app.fetch` as node-server calls it: a Response, or a promise of one. */
function fetchOf(app: TestApp, path: string, headers: Record<string, string> = {}) {
  return app.fetch(new Request(`${TEST_ORIGIN}${path}`, { headers }));
}

async function answerOf(pending: Response | Promise<Response>) {
  const res = await pending;
  return { status: res.status, body: (await res.json()) as { data?: unknown } };
}

describe(`answers at once on ${tablesEngine}`, () => {
  it('health', async () => {
    const pending = fetchOf(t.app, '/api/health');
    expect(isPromise(pending)).toBe(!answersAtOnce);
    expect(await answerOf(pending)).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('a session read, with the same profile as through a promise', async () => {
    const pending = fetchOf(t.app, '/api/student/user', { cookie });
    expect(isPromise(pending)).toBe(!answersAtOnce);
    const answer = await answerOf(pending);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ role: 'student', email: demo.student, subscriptionStatus: 'none' });
    expect(answer.body).toEqual(await (await t.app.request('/api/student/user', { headers: { cookie } })).json());
  });

  it('a refused session read: signed out, an unknown session, another role', async () => {
    for (const [path, headers, status] of [
      ['/api/student/user', {}, 401],
      ['/api/student/user', { cookie: 'auth.session=abcdefghijklmnopqrstuvwxyz234567' }, 401],
      ['/api/admin/user', { cookie }, 403],
    ] as const) {
      const pending = fetchOf(t.app, path, headers);
      // Without a cookie nothing is read, so no engine waits.
      expect(isPromise(pending)).toBe(!answersAtOnce && 'cookie' in headers);
      expect((await answerOf(pending)).status).toBe(status);
    }
  });

  it('validateSession ends a session past its limit on the way, at once or not', async () => {
    const userId = await userIdOf(t.db, demo.student);
    const created = await createSession(t.db, userId, 'student', t.env, Date.now() - 60 * 60_000);
    const later = Date.now() + t.env.SESSION_IDLE_MINUTES * 60_000;
    const ended = validateSession(t.db, created.secret, t.env, later);
    expect(isPromise(ended)).toBe(!answersAtOnce);
    expect(await ended).toBeNull();
    // Removed: even within its limits now, the session is gone.
    expect(await validateSession(t.db, created.secret, t.env)).toBeNull();
  });
});
