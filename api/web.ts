/**
 * The one HTTP app the server runs: `/api/*` goes to the API (with its own JSON 404), everything else
 * is the built client from `STATIC_DIR`, with an `index.html` fallback for history routes (status 404
 * for an address the app has no screen for).
 * `/` is the built landing page in the language of the `locale` cookie (contracts/landing-page.ts), when there is one, and
 * a code screen's address its built document for the role it is for (contracts/screen-documents.ts).
 * Hashed files under `/assets/` are cached for a year; `index.html` is always revalidated. A file's brotli or
 * gzip copy (written by the build) is sent to a browser that accepts it. Every file is
 * served cross-origin isolated (lib/cross-origin-isolation.ts), without MIME sniffing, and never inside another site's frame;
 * every HTML document (the shell, its 404 page, the built landing pages) carries the shell's Content-Security-Policy.
 *
 * A request goes to exactly one of the two apps, chosen by its path: API answers never pass through the file
 * app's middleware, and nothing is routed twice (each layer cost every API request its own routing).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { type AppDeps, createApp } from './app';
import { isAppRoute } from './contracts/app-routes';
import { LOCALE_COOKIE, landingLocale, landingPageFile } from './contracts/landing-page';
import {
  SCREEN_DOCUMENTS,
  STRATEGY_COOKIE,
  screenDocumentFile,
  screenPreloadPaths,
} from './contracts/screen-documents';
import { shellContentSecurityPolicy } from './lib/content-security';
import { CROSS_ORIGIN_ISOLATION_HEADERS } from './lib/cross-origin-isolation';
import type { Logger } from './logger';
import { logsRequests, requestLog } from './middleware/request-log';
import { SECURITY_HEADERS } from './middleware/security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** The offline shell's service worker (scripts/offline-shell.ts): revalidated, so a new version is found at once. */
const SERVICE_WORKER = '/sw.js';

/** True for `/api` and anything under `/api/`, given a full URL or a path (query and fragment ignored). */
export function isApiPath(url: string): boolean {
  const scheme = url.indexOf('://');
  const start = scheme < 0 ? 0 : url.indexOf('/', scheme + 3);
  if (start < 0 || !url.startsWith('/api', start)) return false;
  const next = url[start + 4];
  return next === undefined || next === '/' || next === '?' || next === '#';
}

export function createWebApp(deps: AppDeps) {
  const api = createApp(deps);
  const files = createFileApp(resolve(deps.env.STATIC_DIR), deps.logger, shellContentSecurityPolicy(deps.env));
  return {
    /** The server's one handler (node-server's `fetch`). */
    fetch: (request: Request, env?: unknown) =>
      isApiPath(request.url) ? api.fetch(request, env) : files.fetch(request, env),
    /** For tests: a path or URL as with Hono's `app.request`. */
    request: (input: string, init?: RequestInit) => (isApiPath(input) ? api : files).request(input, init),
  };
}

/** The built client: files with their cache, encoding, isolation and security headers, and the history fallback. */
function createFileApp(root: string, logger: Logger | undefined, shellPolicy: string) {
  const indexFile = join(root, 'index.html');
  const web = new Hono();

  // The same no-sniffing and no-framing headers as every API answer (middleware/security-headers.ts); documents
  // (the app shell, its 404 page, the built landing pages) get the shell's strict Content-Security-Policy instead of the bare
  // frame-ancestors one (lib/content-security.ts). The student's preview is no srcdoc frame, which would inherit
  // this policy: it loads its own document with its own policy (api/routes/preview-frame.ts).
  web.use('*', async function securityHeaders(c, next) {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', shellPolicy);
      // Links and requests to other sites carry our origin only, never a path or query (an invoice number in
      // /payment/success?invoice=…, a material's address), whatever the browser's own default.
      c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
  });
  // The API logs its own requests with their route pattern; the files and the shell are logged here.
  if (logsRequests(logger)) web.use('*', requestLog(logger, 'static'));

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
  // The landing page in the visitor's language with its markup already in place (scripts/prerender-landing.ts),
  // when the build wrote it; the answer depends on the language cookie, which caches must key on.
  web.get('/', async (c, next) => {
    const file = join(root, landingPageFile(landingLocale(getCookie(c, LOCALE_COOKIE))));
    if (!(c.req.header('accept') ?? '').includes('text/html') || !existsSync(file)) return next();
    c.header('Vary', 'Cookie');
    return serveStatic({ path: file, precompressed: true })(c, next);
  });
  // A code screen's document with its preloads (scripts/screen-documents.ts), for the role whose screen it is; the
  // answer depends on the role cookie.
  for (const doc of SCREEN_DOCUMENTS) {
    const { path } = doc;
    web.get(path, async (c, next) => {
      const name = screenDocumentFile(path, getCookie(c, STRATEGY_COOKIE));
      c.header('Vary', 'Cookie');
      const file = name && join(root, name);
      if (!file || !(c.req.header('accept') ?? '').includes('text/html') || !existsSync(file)) return next();
      // The screen's first API reads, started with the document (contracts/screen-documents.ts). `crossorigin` makes
      // each the same-origin request with cookies that the app's `fetch` makes, so that request takes its answer.
      const search = new URL(c.req.url).searchParams;
      const reads = screenPreloadPaths(doc, search, landingLocale(getCookie(c, LOCALE_COOKIE)));
      c.header('Link', reads.map((read) => `<${read}>; rel=preload; as=fetch; crossorigin`).join(', '));
      return serveStatic({ path: file, precompressed: true })(c, next);
    });
  }
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
