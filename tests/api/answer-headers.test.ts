/**
 * Headers through the real Node server: these tests go over HTTP to `createWebApp` served by @hono/node-server in
 * turns, as `npm start` serves it, so what a browser sends and receives is what they check (the API tests' other
 * files call `app.request()`, which skips the server).
 */
import type { AddressInfo } from 'node:net';
import type { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTakingTurns } from '../../api/server-process';
import { createWebApp } from '../../api/web';
import { createTestApp, dataOf, demo, errorOf } from './helpers';

let cleanup: () => Promise<void>;
let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  const t = await createTestApp();
  cleanup = t.cleanup;
  const web = createWebApp({ db: t.db, env: t.env });
  server = serveTakingTurns({ fetch: web.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await cleanup();
});

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: demo.student, password: demo.password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('auth.session='));
  expect(cookie).toBeDefined();
  return (cookie as string).split(';')[0] as string;
}

describe('answer headers on the Node server', () => {
  it('every API answer carries the security headers and no-store, once each', async () => {
    for (const path of ['/api/health', '/api/student/user', '/api/no-such-route']) {
      const res = await fetch(`${base}${path}`);
      expect([200, 401, 404]).toContain(res.status);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toContain('application/json');
      await res.arrayBuffer();
    }
  });

  it("a route's own header replaces the default of the same name", async () => {
    const areas = await fetch(`${base}/api/areas`);
    expect(areas.status).toBe(200);
    expect(areas.headers.get('cache-control')).toBe('public, max-age=3600');
    await areas.arrayBuffer();

    const frame = await fetch(`${base}/api/preview-frame`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(frame.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    expect(frame.headers.get('cache-control')).toContain('immutable');
    await frame.arrayBuffer();
  });

  it('reads the session cookie among other cookies, and the language header, from the Node request', async () => {
    const session = await signIn();
    const user = await fetch(`${base}/api/student/user`, {
      headers: { cookie: `locale=en; ${session}; other=%41b` },
    });
    expect(user.status).toBe(200);
    expect((await dataOf(user)).email).toBe(demo.student);

    const english = await fetch(`${base}/api/student/user`, { headers: { 'x-locale': 'en' } });
    expect(english.status).toBe(401);
    const indonesian = await fetch(`${base}/api/student/user`);
    expect(indonesian.status).toBe(401);
    const [en, id] = [(await errorOf(english)).message, (await errorOf(indonesian)).message];
    expect(en).not.toBe(id);
    expect(en).toMatch(/sign in/i);
  });

  it('judges a write by the Node request headers: cross-site origin 403, wrong type 415, over the cap 413', async () => {
    const session = await signIn();
    const put = (headers: Record<string, string>, body = '{}') =>
      fetch(`${base}/api/notifications/read-all`, { method: 'PUT', headers: { cookie: session, ...headers }, body });
    const crossSite = await put({ origin: 'https://evil.example', 'content-type': 'application/json' });
    expect(crossSite.status).toBe(403);
    // The Origin is compared with the Host header as sent before any parsing: a look-alike that ends with this host,
    // or this host under another port, is refused; the same host with another letter case or scheme is this site.
    const host = new URL(base).host;
    for (const origin of [`http://x.${host}`, `http://${host}0`, `http://evil.example/${host}`]) {
      const refused = await put({ origin, 'content-type': 'application/json' });
      expect(refused.status, origin).toBe(403);
    }
    for (const origin of [`https://${host}`, `HTTP://${host.toUpperCase()}`]) {
      const accepted = await put({ origin, 'content-type': 'application/json' });
      expect(accepted.status, origin).toBe(200);
      await accepted.arrayBuffer();
    }
    const plainText = await put({ origin: base, 'content-type': 'text/plain' });
    expect(plainText.status).toBe(415);
    const sameSite = await put({ origin: base, 'content-type': 'application/json' });
    expect(sameSite.status).toBe(200);
    await sameSite.arrayBuffer();
    const tooBig = await fetch(`${base}/api/student/login`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(70 * 1024) }),
    });
    expect(tooBig.status).toBe(413);
  });
});

describe('the session cookie', () => {
  it('is read by its exact name only, wherever it stands among other cookies', async () => {
    const session = await signIn();
    const secret = session.slice('auth.session='.length);
    const asUser = (cookie: string) => fetch(`${base}/api/student/user`, { headers: { cookie } });
    // A longer name that ends with the cookie's name, and another cookie's value that holds it, are not the cookie.
    for (const cookie of [`xauth.session=${secret}`, `other=auth.session=${secret}`, `auth.sessionx=${secret}`]) {
      const refused = await asUser(cookie);
      expect(refused.status, cookie).toBe(401);
      await refused.arrayBuffer();
    }
    for (const cookie of [`xauth.session=no; auth.session=${secret}`, `locale=en;  \tauth.session=${secret} ;x=1`]) {
      const accepted = await asUser(cookie);
      expect(accepted.status, cookie).toBe(200);
      await accepted.arrayBuffer();
    }
  });
});
