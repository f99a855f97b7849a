/**
 * The one HTTP app the server runs: `/api/*` goes to the API (with its own JSON 404), everything else
 * is the built client from `STATIC_DIR`, with an `index.html` fallback for history routes (status 404
 * for an address the app has no screen for).
 * Hashed files under `/assets/` are cached for a year; `index.html` is always revalidated. A file's brotli or
 * gzip copy (written by the build) is sent to a browser that accepts it. Every file is
 * served cross-origin isolated (lib/cross-origin-isolation.ts), without MIME sniffing, and never inside another site's frame.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { type AppDeps, createApp } from './app';
import { isAppRoute } from './contracts/app-routes';
import { CROSS_ORIGIN_ISOLATION_HEADERS } from './lib/cross-origin-isolation';
import { requestLog } from './middleware/request-log';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** The offline shell's service worker (scripts/offline-shell.ts): revalidated, so a new version is found at once. */
const SERVICE_WORKER = '/sw.js';

export function createWebApp(deps: AppDeps) {
  const api = createApp(deps);
  const root = resolve(deps.env.STATIC_DIR);
  const indexFile = join(root, 'index.html');
  const web = new Hono();

  // On every answer, API and files alike: no MIME sniffing (a student's upload is never run as a script), and no
  // other site may frame the app (clickjacking). The shell's CSP stops at frame-ancestors: the student's preview
  // is a srcdoc frame that inherits the shell's script policy and keeps its own, stricter one (sandbox/preview).
  web.use('*', async function securityHeaders(c, next) {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('X-Frame-Options', 'DENY');
    // A page that brings its own, stricter policy (the payment simulator's) keeps it; it forbids framing too.
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', "frame-ancestors 'none'");
  });

  web.all('/api', (c) => api.fetch(c.req.raw, c.env));
  web.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  // The API logs its own requests with their route pattern; the files and the shell are logged here.
  if (deps.logger) web.use('*', requestLog(deps.logger, 'static'));

  // serveStatic builds its Response before its onFound hook runs, so headers are set here afterwards.
  web.use('*', async function staticHeaders(c, next) {
    await next();
    // On every file, not only the shell: a worker script is isolated by its own response's headers.
    for (const [name, value] of Object.entries(CROSS_ORIGIN_ISOLATION_HEADERS)) c.res.headers.set(name, value);
    if (c.res.status !== 200 && c.res.status !== 206) return;
    // Every file may be answered in brotli, gzip or plain (the build writes .br/.gz copies): caches must key on it.
    if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) c.res.headers.append('Vary', 'Accept-Encoding');
    const isHtml = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    c.res.headers.set(
      'Cache-Control',
      c.req.path.startsWith('/assets/')
        ? IMMUTABLE
        : isHtml || c.req.path === SERVICE_WORKER
          ? NO_CACHE
          : 'public, max-age=3600',
    );
  });
  web.use('*', serveStatic({ root, precompressed: true }));

  // History routes (/dashboard, /admin/course/2 …): a GET that wants HTML gets the app shell. An
  // address the app has no screen for gets the shell too (it renders the app's 404 page), with 404.
  web.get('*', async (c, next) => {
    const accept = c.req.header('accept') ?? '';
    if (!accept.includes('text/html') || !existsSync(indexFile)) return next();
    if (isAppRoute(c.req.path)) return serveStatic({ path: indexFile, precompressed: true })(c, next);
    c.header('Cache-Control', NO_CACHE);
    return c.html(await readFile(indexFile, 'utf8'), 404);
  });

  web.notFound((c) => c.text('Not Found', 404));
  return web;
}
