/**
 * The app's way to PHP (issue 15): the browser host (workers/php/host-web.ts: a Web Worker running php-wasm, one
 * download per page) is imported only when a workspace has PHP, so the landing page and HTML-only practices load
 * none of it. `phpLoadState` follows the first download for the progress indicator.
 */
import { proxy } from 'valtio';
import type { PhpFile, PhpRequest, PhpResponse } from '../../workers/php/api';
import type { PhpHost } from '../../workers/php/host';

export type PhpLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The PHP runtime's download: idle until a workspace with PHP asks for it. */
export const phpLoadState = proxy({ status: 'idle' as PhpLoadStatus, loaded: 0, total: 0 });

let host: Promise<PhpHost> | null = null;

function loadHost(): Promise<PhpHost> {
  if (!host) {
    if (phpLoadState.status === 'idle' || phpLoadState.status === 'failed') phpLoadState.status = 'loading';
    host = import('../../workers/php/host-web').then((module) => {
      module.onPhpLoadProgress((progress) => {
        phpLoadState.loaded = progress.loaded;
        phpLoadState.total = progress.total;
        if (progress.done) phpLoadState.status = 'ready';
      });
      return module.webPhpHost();
    });
    host.catch(() => {
      host = null;
      phpLoadState.status = 'failed';
    });
  }
  return host;
}

/** True when a workspace has a PHP file, so it needs the runtime. */
export function hasPhp(files: { path: string }[]): boolean {
  return files.some((file) => /\.php$/i.test(file.path));
}

/** Starts downloading and starting PHP now (a practice with PHP opens), so its first run does not wait as long. */
export function warmPhpRuntime(): void {
  void loadHost()
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

/** Runs one request of the workspace's PHP in the page's PHP worker. Rejects only when the runtime fails. */
export async function runPhpPage(files: PhpFile[], request: PhpRequest): Promise<PhpResponse> {
  const php = await loadHost();
  const response = await php.run(files, request);
  phpLoadState.status = 'ready';
  return response;
}
