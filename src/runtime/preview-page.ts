/**
 * Builds the page a preview shows (docs/decisions/0018-php-runtime.md): an HTML page as before (buildPreview in the preview worker), or a
 * PHP page by running it with the request (a link's query, a form's fields) and building what it printed, beside
 * the page so its stylesheets, scripts and images resolve alike. A redirect (`Location`) is handed back for the
 * preview to follow. PHP runs one at a time; a page superseded by a newer request while it waited is not run and
 * builds `null`. In a Laravel workspace (routes/web.php) every page is a route: `entry` is its path ('/', '/produk'),
 * the app answers it, and the page is built with the workspace's `public/` folder at the site's root, as Laravel
 * serves it, so `asset('css/app.css')` and `/css/app.css` find `public/css/app.css`.
 */
import { isPhpPath } from '../../sandbox/preview/pages';
import type { PreviewFile, PreviewResult } from '../../sandbox/preview/types';
import { isLaravelWorkspace, type PhpError } from '../../workers/php/api';
import { timingMark } from '../lib/timing-mark';
import { type CheckerClient, getPreviewClient } from './checker-client';
import { runPhpPreviewPage } from './php-client';

export type PageRequest = { method: 'GET' | 'POST'; query: Record<string, string>; body: Record<string, string> };

export type BuiltPage = {
  result: PreviewResult;
  /** The PHP run behind the page: its errors, and the files it ran on (to place them in the editor). */
  php: { errors: PhpError[]; files: PreviewFile[] } | null;
  /** Where the page redirected to (its `Location`, as written), to be followed like a link. */
  redirect?: string;
};

/** A path beside `page` that no file of the workspace uses. */
function besidePath(page: string, files: PreviewFile[]): string {
  const taken = new Set(files.map((file) => file.path));
  let path = `${page}.html`;
  while (taken.has(path)) path = `${path.slice(0, -5)}_.html`;
  return path;
}

/** The app's own absolute URLs (`url()`, `asset()` give `http://localhost/…`) as root-relative ones. */
function rootRelative(html: string): string {
  return html.replace(/(["'(=])\s*http:\/\/localhost(?::\d+)?(?:\/|(?=["')?#]))/g, '$1/');
}

/**
 * Runs the PHP behind a page (a `.php` file, or a Laravel route): its answer with the errors for the console, or,
 * for a redirect, the page that says where to go. Null when the runtime could not run it.
 */
async function runForPage(
  files: PreviewFile[],
  path: string,
  request: PageRequest | undefined,
): Promise<
  | { response: NonNullable<Awaited<ReturnType<typeof runPhpPreviewPage>>>; php: NonNullable<BuiltPage['php']> }
  | { page: BuiltPage }
  | null
> {
  const response = await runPhpPreviewPage(
    files.map((file) => ({ path: file.path, value: file.value })),
    { path, method: request?.method ?? 'GET', query: request?.query ?? {}, body: request?.body ?? {} },
  );
  if (!response) return null;
  timingMark('kk:page-php');
  const php = { errors: response.errors, files };
  const location = response.headers.location;
  if (location && response.status >= 300 && response.status < 400) {
    return { page: { result: { ok: true, html: '' }, php, redirect: location } };
  }
  return { response, php };
}

/** A Laravel route's page: the app's answer, built beside `public/`'s files moved to the root. */
async function buildRoutePage(
  files: PreviewFile[],
  route: string,
  request: PageRequest | undefined,
  client: CheckerClient,
): Promise<BuiltPage | null> {
  const ran = await runForPage(files, route, request);
  if (!ran || 'page' in ran) return ran?.page ?? null;
  const { response, php } = ran;
  const site = files
    .filter((file) => file.path.startsWith('public/') && !/\.php$/i.test(file.path))
    .map((file) => ({ ...file, path: file.path.slice('public/'.length) }));
  const alias = besidePath('index', site);
  const result = await client.buildPreview(
    [...site, { path: alias, value: rootRelative(response.body), type: 'code' }],
    alias,
  );
  timingMark('kk:page-built');
  return { result, php };
}

export async function buildPage(
  files: PreviewFile[],
  entry: string,
  request?: PageRequest,
  /** The worker that builds the page: the preview's own (the default), or one the screen already runs. */
  client: CheckerClient = getPreviewClient(),
): Promise<BuiltPage | null> {
  // Marks for tests/bench/php-keystroke.mjs: where the time from keystroke to refreshed page goes.
  timingMark('kk:page-start');
  if (isLaravelWorkspace(files)) return buildRoutePage(files, entry || '/', request, client);
  if (!entry || !isPhpPath(entry)) return { result: await client.buildPreview(files, entry || undefined), php: null };
  if (!files.some((file) => file.path === entry))
    return { result: { ok: false, error: 'File not found!!' }, php: null };
  const ran = await runForPage(files, entry, request);
  if (!ran || 'page' in ran) return ran?.page ?? null;
  const { response, php } = ran;
  const alias = besidePath(entry, files);
  const result = await client.buildPreview([...files, { path: alias, value: response.body, type: 'code' }], alias);
  timingMark('kk:page-built');
  return { result, php };
}
