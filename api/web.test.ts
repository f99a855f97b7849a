/** The one HTTP app: API under /api (JSON 404s), built client files with cache headers, history fallback. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_FRAME_URL } from '../sandbox/preview/frame-document';
import { type Db, migrateDb, openDb } from './db/client';
import { parseEnv } from './env';
import { shellContentSecurityPolicy } from './lib/content-security';
import { createWebApp } from './web';

const BIG_SCRIPT = `export const lessons = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `materi ${i}`))};`;

let dir: string;
let db: Db;
let web: ReturnType<typeof createWebApp>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kelaskoding-web-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the build writes them (vite-plugin-compression2): brotli and gzip copies beside a script and the shell.
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><div id="root"></div>'));
  const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: join(dir, 'web.db'), STATIC_DIR: dist });
  db = openDb(env.DATABASE_URL);
  await migrateDb(db);
  web = createWebApp({ db, env });
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

/** A Content-Security-Policy header as its directives and their sources. */
function directives(header: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

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
      ['/index.html', html],
      ['/nope', html],
      ['/assets/main-abc123.js', {}],
      ['/api/health', {}],
      ['/api/nothing-here', {}],
    ] as const) {
      const res = await web.request(path, { headers });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(directives(res.headers.get('content-security-policy'))['frame-ancestors'], path).toEqual(["'none'"]);
    }
  });

  it('tells browsers to send other sites no more than our origin as the referrer from the shell', async () => {
    for (const path of ['/', '/index.html', '/learning/practice', '/nope']) {
      const res = await web.request(path, { headers: html });
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("gives the app shell's documents a strict Content-Security-Policy", async () => {
    for (const path of ['/', '/index.html', '/learning/practice', '/nope']) {
      const res = await web.request(path, { headers: html });
      expect(res.headers.get('content-type'), path).toContain('text/html');
      const policy = directives(res.headers.get('content-security-policy'));
      // Scripts only from the app's own origin: Vite's hashed files. No inline script, no eval; WebAssembly may
      // compile (PHP). Workers from the app or blob: (the checker's downloaded copy of its script).
      expect(policy['script-src'], path).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy['default-src'], path).toEqual(["'self'"]);
      expect(policy['worker-src'], path).toEqual(["'self'", 'blob:']);
      expect(policy['connect-src'], path).toEqual(["'self'"]);
      expect(policy['object-src'], path).toEqual(["'none'"]);
      expect(policy['base-uri'], path).toEqual(["'none'"]);
      expect(policy['form-action'], path).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
    }
    // A script's own answer keeps only the framing rule: a worker started from its URL (the PHP runtime, whose
    // Emscripten bridge evaluates code) runs under its own response's policy, not the page's.
    const script = await web.request('/assets/main-abc123.js');
    expect(script.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('allows reCAPTCHA in the shell only when it is the bot check', () => {
    const base = { NODE_ENV: 'test', DATABASE_URL: join(dir, 'web.db'), STATIC_DIR: join(dir, 'dist') };
    expect(shellContentSecurityPolicy(parseEnv(base))).not.toContain('google.com');
    const recaptcha = directives(
      shellContentSecurityPolicy(
        parseEnv({ ...base, BOT_CHECK: 'recaptcha', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }),
      ),
    );
    expect(recaptcha['script-src']).toContain('https://www.google.com/recaptcha/');
    expect(recaptcha['frame-src']).toContain('https://www.google.com/recaptcha/');
    expect(recaptcha['script-src']).not.toContain("'unsafe-inline'");
  });

  it("serves the preview frame's document with its own sandboxing policy, framable by the app only", async () => {
    const res = await web.request(PREVIEW_FRAME_URL);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp.startsWith('sandbox allow-scripts;')).toBe(true);
    const policy = directives(csp);
    expect(policy['connect-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-embedder-policy')).toBe('credentialless');
    // Its address carries its version, so browsers keep it (offline, their HTTP cache is its only copy).
    expect(PREVIEW_FRAME_URL).toMatch(/^\/api\/preview-frame\?v=[0-9a-f]+$/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain("postMessage({ source: channel, type: 'waiting' }, '*')");
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
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('sends the brotli or gzip copy to a browser that accepts it, and the plain file to one that does not', async () => {
    const asBody = async (res: Response) => Buffer.from(await res.arrayBuffer());
    const br = await web.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toContain('immutable');
    const compressed = await asBody(br);
    expect(compressed.length).toBeLessThan(BIG_SCRIPT.length / 3);
    expect(brotliDecompressSync(compressed).toString()).toBe(BIG_SCRIPT);

    const gz = await web.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await asBody(gz)).toString()).toBe(BIG_SCRIPT);

    const plain = await web.request('/assets/big-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(BIG_SCRIPT);
  });

  it('sends the shell compressed on history routes too, still revalidated and isolated', async () => {
    const res = await web.request('/dashboard', { headers: { ...html, 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('cross-origin-embedder-policy')).toBe('credentialless');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('id="root"');
  });

  it('serves the service worker revalidated and cross-origin isolated, so updates are found and it may run', async () => {
    const res = await web.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cross-origin-embedder-policy')).toBe('credentialless');
  });
});

describe('the built landing page', () => {
  let landingDir: string;
  let landingDb: Db;
  let landingWeb: ReturnType<typeof createWebApp>;
  let shellPolicy: string;
  const page = (lang: string) => `<!doctype html><html lang="${lang}"><div id="root"><h1>${lang}</h1></div></html>`;

  beforeAll(async () => {
    landingDir = mkdtempSync(join(tmpdir(), 'kelaskoding-landing-'));
    const dist = join(landingDir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    // As scripts/prerender-landing.ts and the compression plugin write them.
    writeFileSync(join(dist, 'landing.id.html'), page('id'));
    writeFileSync(join(dist, 'landing.id.html.br'), brotliCompressSync(page('id')));
    writeFileSync(join(dist, 'landing.en.html'), page('en'));
    const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: join(landingDir, 'web.db'), STATIC_DIR: dist });
    landingDb = openDb(env.DATABASE_URL);
    await migrateDb(landingDb);
    landingWeb = createWebApp({ db: landingDb, env });
    shellPolicy = shellContentSecurityPolicy(env);
  });
  afterAll(() => {
    landingDb.$client.close();
    rmSync(landingDir, { recursive: true, force: true });
  });

  it('answers / with the Indonesian page unless the language cookie says English, keyed on the cookie', async () => {
    const plain = await landingWeb.request('/', { headers: html });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain('<h1>id</h1>');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('vary')).toContain('Cookie');
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');

    const english = await landingWeb.request('/', { headers: { ...html, cookie: 'locale=en; auth.strategy=student' } });
    expect(await english.text()).toContain('<h1>en</h1>');
    const unknown = await landingWeb.request('/', { headers: { ...html, cookie: 'locale=fr' } });
    expect(await unknown.text()).toContain('<h1>id</h1>');
  });

  it("gives the landing pages the shell's Content-Security-Policy", async () => {
    for (const headers of [html, { ...html, cookie: 'locale=en' }, { ...html, 'accept-encoding': 'br' }]) {
      const res = await landingWeb.request('/', { headers });
      // The landing page (keyed on the language cookie), not the empty shell.
      expect(res.headers.get('vary')).toContain('Cookie');
      expect(res.headers.get('content-security-policy')).toBe(shellPolicy);
      // Its written-in <style> elements are allowed; inline scripts are not.
      expect(directives(shellPolicy)['style-src']).toContain("'unsafe-inline'");
      expect(directives(shellPolicy)['script-src']).not.toContain("'unsafe-inline'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('sends the brotli copy to a browser that accepts it', async () => {
    const res = await landingWeb.request('/', { headers: { ...html, 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<h1>id</h1>');
  });

  it('leaves other routes and non-HTML requests to the app shell and the files', async () => {
    const dashboard = await landingWeb.request('/dashboard', { headers: html });
    expect(await dashboard.text()).toBe('<!doctype html><div id="root"></div>');
    const raw = await landingWeb.request('/index.html', { headers: html });
    expect(await raw.text()).toBe('<!doctype html><div id="root"></div>');
  });
});

describe("the code screens' documents", () => {
  let screenDir: string;
  let screenDb: Db;
  let screenWeb: ReturnType<typeof createWebApp>;
  let screenPolicy: string;
  const SHELL = '<!doctype html><div id="root"></div>';
  const PRACTICE =
    '<!doctype html><link rel="modulepreload" href="/assets/practice-screen-a1.js"><div id="root"></div>';

  beforeAll(async () => {
    screenDir = mkdtempSync(join(tmpdir(), 'kelaskoding-screens-'));
    const dist = join(screenDir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), SHELL);
    // As scripts/screen-documents.ts and the compression plugin write them; the project screen's was not built.
    writeFileSync(join(dist, 'screen.practice.html'), PRACTICE);
    writeFileSync(join(dist, 'screen.practice.html.br'), brotliCompressSync(PRACTICE));
    const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: join(screenDir, 'web.db'), STATIC_DIR: dist });
    screenDb = openDb(env.DATABASE_URL);
    await migrateDb(screenDb);
    screenWeb = createWebApp({ db: screenDb, env });
    screenPolicy = shellContentSecurityPolicy(env);
  });
  afterAll(() => {
    screenDb.$client.close();
    rmSync(screenDir, { recursive: true, force: true });
  });

  it("answers the practice screen's address with its document for a student, keyed on the cookie", async () => {
    const student = { ...html, cookie: 'locale=en; auth.strategy=student' };
    const res = await screenWeb.request('/learning/practice?materialId=7', { headers: student });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(PRACTICE);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('content-security-policy')).toBe(screenPolicy);
    const br = await screenWeb.request('/learning/practice', { headers: { ...student, 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(PRACTICE);
  });

  it("starts the session check and the practice screen's read with its document, in the cookie's language", async () => {
    const user = '</api/student/user>; rel=preload; as=fetch; crossorigin';
    const student = { ...html, cookie: 'locale=en; auth.strategy=student' };
    const res = await screenWeb.request('/learning/practice?materialId=7', { headers: student });
    expect(await res.text()).toBe(PRACTICE);
    expect(res.headers.get('link')).toBe(
      `${user}, </api/student/materials/7/practice?locale=en>; rel=preload; as=fetch; crossorigin`,
    );
    const indonesian = await screenWeb.request('/learning/practice?materialId=12', {
      headers: { ...html, cookie: 'auth.strategy=student' },
    });
    expect(indonesian.headers.get('link')).toBe(
      `${user}, </api/student/materials/12/practice?locale=id>; rel=preload; as=fetch; crossorigin`,
    );
    // Without a material id the route accepts, only the session check.
    for (const query of ['', '?materialId=', '?materialId=0', '?materialId=abc', '?materialId=1e3', '?materialId=-4']) {
      const other = await screenWeb.request(`/learning/practice${query}`, { headers: student });
      expect(await other.text()).toBe(PRACTICE);
      expect(other.headers.get('link')).toBe(user);
    }
    // The shell (no student remembered) preloads nothing: its reader may not be signed in.
    const shell = await screenWeb.request('/learning/practice?materialId=7', { headers: html });
    expect(shell.headers.get('link')).toBeNull();
  });

  it('gives anyone else, a screen without a built document and non-HTML requests the app shell', async () => {
    for (const cookie of [undefined, 'auth.strategy=mentor', 'auth.strategy=admin']) {
      const res = await screenWeb.request('/learning/practice', { headers: cookie ? { ...html, cookie } : html });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(SHELL);
      expect(res.headers.get('vary')).toContain('Cookie');
    }
    const project = await screenWeb.request('/learning/submission', {
      headers: { ...html, cookie: 'auth.strategy=student' },
    });
    expect(await project.text()).toBe(SHELL);
    const json = await screenWeb.request('/learning/practice', {
      headers: { accept: 'application/json', cookie: 'auth.strategy=student' },
    });
    expect(await json.text()).not.toBe(PRACTICE);
  });
});
