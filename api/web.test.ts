/** The one HTTP app: API under /api (JSON 404s), built client files with cache headers, history fallback. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateDb, openDb } from './db/client';
import { parseEnv } from './env';
import { createWebApp } from './web';

let dir: string;
let db: Db;
let web: ReturnType<typeof createWebApp>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kelaskoding-web-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: join(dir, 'web.db'), STATIC_DIR: dist });
  db = openDb(env.DATABASE_URL);
  migrateDb(db);
  web = createWebApp({ db, env });
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('createWebApp', () => {
  it('answers the health check', async () => {
    const res = await web.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('serves index.html at / without long caching', async () => {
    const res = await web.request('/', { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="root"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await web.request('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('serves the shell, history routes and scripts cross-origin isolated (shared memory for the checker)', async () => {
    for (const [path, headers] of [
      ['/', html],
      ['/learning/practice', html],
      ['/assets/main-abc123.js', {}],
    ] as const) {
      const res = await web.request(path, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-embedder-policy')).toBe('credentialless');
    }
  });

  it('forbids MIME sniffing and framing by other sites on pages, files and API answers', async () => {
    for (const [path, headers] of [
      ['/', html],
      ['/nope', html],
      ['/assets/main-abc123.js', {}],
      ['/api/health', {}],
      ['/api/nothing-here', {}],
    ] as const) {
      const res = await web.request(path, { headers });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'");
    }
  });

  it('serves the app shell for history routes that accept HTML', async () => {
    for (const path of ['/dashboard', '/admin/course/2/5', '/mentor/student/12']) {
      const res = await web.request(path, { headers: html });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="root"');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves the shell with status 404 for an address the app has no screen for', async () => {
    for (const path of ['/nope', '/dashboard/extra', '/admin/course/2/5/9/essay']) {
      const res = await web.request(path, { headers: html });
      expect(res.status, path).toBe(404);
      // The shell renders the app's own 404 page; it must not be cached as a page either.
      expect(await res.text()).toContain('id="root"');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cross-origin-embedder-policy')).toBe('credentialless');
    }
  });

  it('answers 404 for a missing file that is not a page, and JSON 404 under /api even for HTML', async () => {
    expect((await web.request('/assets/missing.js')).status).toBe(404);
    const api = await web.request('/api/nothing-here', { headers: html });
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe('not_found');
  });
});
