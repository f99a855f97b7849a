/**
 * The browser worker that runs PHP (host-web.ts starts it). Self-contained: php-wasm's web build and the
 * engine load only here, so a page without PHP never downloads them; the host ends this worker when a request
 * runs too long.
 */
import type { ToPhpWorker } from './protocol';
import { createWebRuntime } from './runtime-web';
import { servePhp } from './worker-side';

const handle = servePhp(createWebRuntime, (message) => self.postMessage(message));
self.addEventListener('message', (event: MessageEvent<ToPhpWorker>) => handle(event.data));
