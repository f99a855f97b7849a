/**
 * The API through plain Hono gives the same answers as the optimised app. The optimised app relies on internals of
 * Hono and @hono/node-server (docs/decisions/0013-static-match-router.md to 0016-turns.md): its own router, a handler
 * chain in place of `compose`, headers through Node's objects, and request listeners that take turns. After an upgrade
 * of either package this test shows at once whether those still answer as the framework does.
 *
 * Both apps run on one seeded database over HTTP: the optimised one as `npm start` serves it (`serveTakingTurns`,
 * Node's objects in reach), the plain one with Hono's default router and `compose`, served by @hono/node-server's
 * plain `serve` and without Node's objects (so headers go through Hono's web objects). Every route of the route
 * table is called on both, signed out and as each role, and the answers compared: status, body and the headers the
 * API sets.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { serveTakingTurns } from '../../api/server-process';
import { createTestApp, demo } from './helpers';

type Server = ReturnType<typeof serve>;
type Answer = { status: number; headers: Record<string, string | null>; cookies: string[]; body: string };

/** The headers the API sets itself; transport headers (date, keep-alive, length) are node-server's own. */
const COMPARED_HEADERS = [
  'content-type',
  'cache-control',
  'x-content-type-options',
  'x-frame-options',
  'content-security-policy',
  'location',
  'retry-after',
  'allow',
];

/** Answers that differ on every call by design: a fresh proof-of-work challenge, a fresh document id. */
const RANDOM_BODIES = new Set(['GET /api/bot-check/challenge']);
/** A certificate status list is signed when it is built: its proof carries that time. */
const TIMED_BODY = /^GET \/api\/certificates\/status\//;
const NONCE = /nonce(-|=")[A-Za-z0-9+/=]+/g;

let cleanup: () => Promise<void>;
const servers: Server[] = [];
let optimised: string;
let plain: string;
let routes: { method: string; path: string }[];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const t = await createTestApp();
  cleanup = t.cleanup;
  const plainApp = createApp({ db: t.db, env: t.env, framework: 'plain' });
  optimised = await listen(serveTakingTurns({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
  plain = await listen(serve({ fetch: (request) => plainApp.fetch(request), port: 0, hostname: '127.0.0.1' }));
  const seen = new Set<string>();
  routes = t.app.routes
    .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
    .map(({ method, path }) => ({ method, path }))
    .filter(({ method, path }) => !seen.has(`${method} ${path}`) && Boolean(seen.add(`${method} ${path}`)));
});
afterAll(async () => {
  for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
  await cleanup();
});

async function answer(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const res = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  const picked: Record<string, string | null> = {};
  for (const name of COMPARED_HEADERS) picked[name] = res.headers.get(name);
  const cookies = res.headers.getSetCookie().map((line) => line.split('=')[0] as string);
  return { status: res.status, headers: picked, cookies, body: text } satisfies Answer;
}

/** A session cookie for `email` on the server at `base`. */
async function signIn(base: string, role: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: demo.password }),
  });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('auth.session='));
  return (cookie as string).split(';')[0] as string;
}

/** The same request on both servers, the optimised one first; their answers. */
async function both(method: string, path: string, cookies: [string, string] | undefined, body?: string) {
  const headersFor = (base: string, cookie: string | undefined) => {
    const headers: Record<string, string> = { origin: base, 'accept-language': 'en', 'x-locale': 'en' };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  };
  const first = await answer(optimised, method, path, headersFor(optimised, cookies?.[0]), body);
  const second = await answer(plain, method, path, headersFor(plain, cookies?.[1]), body);
  for (const one of [first, second]) {
    if (RANDOM_BODIES.has(`${method} ${path}`) || TIMED_BODY.test(`${method} ${path}`)) one.body = '';
    // A style nonce is new on every answer (the payment simulator's page).
    one.body = one.body.replace(NONCE, 'nonce');
    // The academy's issuer identifier (did:web) names the host and port the request reached.
    one.body = one.body.replace(/127\.0\.0\.1(%3A|:)\d+/g, '127.0.0.1$1port');
    one.headers['content-security-policy'] = one.headers['content-security-policy']?.replace(NONCE, 'nonce') ?? null;
  }
  return { first, second };
}

/** A route's path with each parameter given `value`. */
const filled = (path: string, value: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value);

/** Routes a signed-in call must not reach with an empty body: they end the session the rest of the test uses. */
const ENDS_SESSION = /\/logout$/;

describe('the optimised app answers as plain Hono does', () => {
  it('lists the route table', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it.each([
    ['signed out', undefined],
    ['a student', ['student', demo.student]],
    ['a mentor', ['mentor', demo.mentor]],
    ['an admin', ['admin', demo.admin]],
  ] as const)('on every read, %s', async (_who, account) => {
    const cookies = account
      ? ([await signIn(optimised, account[0], account[1]), await signIn(plain, account[0], account[1])] as [
          string,
          string,
        ])
      : undefined;
    const statuses = new Set<number>();
    for (const { method, path } of routes.filter((route) => route.method === 'GET')) {
      for (const value of path.includes(':') ? ['1', '2', 'x'] : ['']) {
        const address = filled(path, value);
        const { first, second } = await both(method, address, cookies);
        expect({ address, ...second }).toEqual({ address, ...first });
        statuses.add(first.status);
      }
    }
    // Both answered and refused: the comparison covered routes that ran, not only guards.
    expect(statuses).toContain(200);
    expect([...statuses].some((status) => status >= 400)).toBe(true);
  });

  it.each([
    ['signed out', undefined],
    ['a student', ['student', demo.student]],
    ['an admin', ['admin', demo.admin]],
  ] as const)('on every write with a body it refuses, %s', async (_who, account) => {
    const cookies = account
      ? ([await signIn(optimised, account[0], account[1]), await signIn(plain, account[0], account[1])] as [
          string,
          string,
        ])
      : undefined;
    const writes = routes.filter((route) => route.method !== 'GET' && !(account && ENDS_SESSION.test(route.path)));
    for (const { method, path } of writes) {
      const address = filled(path, 'x');
      for (const sent of ['{', '[]']) {
        const { first, second } = await both(method, address, cookies, sent);
        expect({ address, sent, ...second }).toEqual({ address, sent, ...first });
      }
    }
  });

  it('on addresses and methods no route takes', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-route'],
      ['GET', '/api/student/materials'],
      ['DELETE', '/api/health'],
      ['PATCH', '/api/areas'],
      ['GET', '/api/admin/students/1/x/y'],
    ] as const) {
      const { first, second } = await both(method, path, undefined);
      expect({ path, ...second }).toEqual({ path, ...first });
    }
  });
});
