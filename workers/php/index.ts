/**
 * `runPhp(files, request)` (docs/decisions/0018-php-runtime.md): runs one request of a workspace's PHP and answers like a web server, in
 * Node (tests, benchmarks, the server): a worker thread running php-wasm (PHP 8.3), ended and replaced when a script
 * runs past 1 s. See api.ts for the shapes. The browser runs PHP through src/runtime/php-client.ts, which loads the
 * Web Worker host (host-web.ts) itself; no browser code imports this module, and not importing host-web.ts here keeps
 * its page globals (Worker, location, Vite's `?url` imports) out of the Node type program (tsconfig.node.json).
 */
import type { PhpFile, PhpRequest, PhpResponse } from './api';
import type { PhpHost } from './host';
import { isLaravelWorkspace } from './laravel';

export type * from './api';

const isNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';
// A variable path keeps the Node host (worker_threads) out of the browser bundle.
const NODE_HOST = './host-node.ts';

let host: Promise<PhpHost> | null = null;
let laravelHost: Promise<PhpHost> | null = null;

function defaultHost(): Promise<PhpHost> {
  if (!isNode) return Promise.reject(new Error('runPhp runs in Node; the browser uses src/runtime/php-client.ts'));
  if (!host) {
    host = (import(/* @vite-ignore */ NODE_HOST) as Promise<typeof import('./host-node')>).then((m) =>
      m.createNodePhpHost(),
    );
    host.catch(() => {
      host = null;
    });
  }
  return host;
}

/** Laravel workspaces run in their own workers, which hold the framework bundle and its extensions (laravel.ts). */
function defaultLaravelHost(): Promise<PhpHost> {
  if (!isNode) return Promise.reject(new Error('Laravel workspaces run in Node only so far'));
  if (!laravelHost) {
    laravelHost = (import(/* @vite-ignore */ NODE_HOST) as Promise<typeof import('./host-node')>).then((m) =>
      m.createNodeLaravelHost(),
    );
    laravelHost.catch(() => {
      laravelHost = null;
    });
  }
  return laravelHost;
}

/**
 * Runs `request` against `files` with PHP 8.3; a student's error is in the response, never a rejection. A
 * workspace with `routes/web.php` runs as a Laravel application: `request.path` is then a route ('/', '/users/3').
 */
export async function runPhp(files: PhpFile[], request: PhpRequest): Promise<PhpResponse> {
  const chosen = isLaravelWorkspace(files) ? defaultLaravelHost() : defaultHost();
  return (await chosen).run(files, request);
}

/** Starts PHP ahead of the first request (the server at start, a practice screen that has PHP). */
export async function warmPhp(): Promise<void> {
  await (await defaultHost()).warm();
}

/** Starts the Laravel worker ahead of its first request (framework bundle, extensions, one boot: seconds). */
export async function warmLaravel(): Promise<void> {
  await (await defaultLaravelHost()).warm();
}
