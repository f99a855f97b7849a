/**
 * The app's way to PHP (docs/decisions/0018-php-runtime.md): the browser host (workers/php/host-web.ts: a Web Worker running php-wasm, one
 * download per page) is imported only when a workspace has PHP, so the landing page and HTML-only practices load
 * none of it. `phpLoadState` follows the first download for the progress indicator.
 */
import { proxy } from 'valtio';
import { isLaravelWorkspace, type PhpFile, type PhpRequest, type PhpResponse } from '../../workers/php/api';
import type { PhpHost } from '../../workers/php/host';
import { latestOnly } from './latest-only';

export type PhpLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The PHP runtime's download: idle until a workspace with PHP asks for it. */
export const phpLoadState = proxy({ status: 'idle' as PhpLoadStatus, loaded: 0, total: 0 });

let hostModule: Promise<typeof import('../../workers/php/host-web')> | null = null;

/** The browser host's module; a Laravel workspace (routes/web.php) gets its Laravel host. */
function loadHost(laravel = false): Promise<PhpHost> {
  if (!hostModule) {
    if (phpLoadState.status === 'idle' || phpLoadState.status === 'failed') phpLoadState.status = 'loading';
    hostModule = import('../../workers/php/host-web').then((module) => {
      module.onPhpLoadProgress((progress) => {
        phpLoadState.loaded = progress.loaded;
        phpLoadState.total = progress.total;
        if (progress.done) phpLoadState.status = 'ready';
      });
      return module;
    });
    hostModule.catch(() => {
      hostModule = null;
      phpLoadState.status = 'failed';
    });
  }
  return hostModule.then((module) => (laravel ? module.webLaravelHost() : module.webPhpHost()));
}

/** True when a workspace has a PHP file, so it needs the runtime. */
export function hasPhp(files: { path: string }[]): boolean {
  return files.some((file) => /\.php$/i.test(file.path));
}

/**
 * Starts downloading and starting PHP now (a practice with PHP opens), so its first run does not wait as long; a
 * Laravel workspace starts its Laravel worker (framework bundle and extensions) instead.
 */
export function warmPhpRuntime(laravel = false): void {
  void loadHost(laravel)
    .then((php) => php.warm())
    .then(
      () => {
        phpLoadState.status = 'ready';
      },
      () => {
        phpLoadState.status = 'failed';
      },
    );
}

/** Two requests that run the same page the same way (the checker's and the preview's plain GET of a page). */
function sameRun(a: { files: PhpFile[]; request: PhpRequest }, b: { files: PhpFile[]; request: PhpRequest }): boolean {
  const request = (r: PhpRequest) =>
    JSON.stringify([r.path, r.method ?? 'GET', r.query ?? {}, r.method === 'POST' ? (r.body ?? {}) : {}]);
  if (a.files.length !== b.files.length || request(a.request) !== request(b.request)) return false;
  return a.files.every((file, i) => file.path === b.files[i]?.path && file.value === b.files[i]?.value);
}

let lastRun: { files: PhpFile[]; request: PhpRequest; response: Promise<PhpResponse> } | null = null;

/**
 * Runs one request of the workspace's PHP in the page's PHP worker. Rejects only when the runtime fails. The same
 * request on the same files as the last one shares its run: after a keystroke the checker renders a `.php` page
 * and the preview shows the same page, so PHP runs once for both.
 */
export function runPhpPage(files: PhpFile[], request: PhpRequest): Promise<PhpResponse> {
  if (lastRun && sameRun(lastRun, { files, request })) return lastRun.response;
  const response = loadHost(isLaravelWorkspace(files))
    .then((php) => php.run(files, request))
    .then((answer) => {
      phpLoadState.status = 'ready';
      return answer;
    });
  const entry = { files, request, response };
  lastRun = entry;
  response.catch(() => {
    if (lastRun === entry) lastRun = null;
  });
  return response;
}

/**
 * The preview's PHP runs: one at a time, and a run asked for while one is in flight replaces any run still waiting
 * (that one resolves `null` without running), so the preview can ask on nearly every keystroke without piling up.
 */
export const runPhpPreviewPage: (files: PhpFile[], request: PhpRequest) => Promise<PhpResponse | null> =
  latestOnly(runPhpPage);
