/**
 * The browser worker that runs PHP (host-web.ts starts it). Self-contained: php-wasm's web build and the
 * engine load only here, so a page without PHP never downloads them; the host ends this worker when a request
 * runs too long.
 */
import type { ToPhpWorker } from './protocol';
import { createWebRuntime } from './runtime-web';
import { servePhp } from './worker-side';

// php-wasm's web build is made for a page: when it loads it reads `document` and `window` (Emscripten's HTML5
// event helpers, never called by PHP). A worker has neither, so it gets stand-ins before the build is imported
// (runtime-web.ts imports it on the host's `start`).
const scope = globalThis as unknown as Record<string, unknown>;
scope.window ??= globalThis;
scope.document ??= {};

const handle = servePhp(createWebRuntime, (message) => self.postMessage(message));
self.addEventListener('message', (event: MessageEvent<ToPhpWorker>) => handle(event.data));
