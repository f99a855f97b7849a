/**
 * Messages between a PHP host (host.ts) and the worker that runs the engine (php-thread.mjs in Node,
 * php.worker.ts in the browser). The host starts a worker with the compiled PHP module, waits for `ready`, then
 * sends one request at a time.
 */
import type { PhpFile, PhpRequest, PhpResponse } from './api';
import type { LaravelBundle } from './laravel';

/** What a Laravel worker gets at start: the framework bundle and the extensions' shared libraries (name, URL). */
export type LaravelSetup = { bundle: LaravelBundle; libs: { name: string; url: string; ini: boolean }[] };

export type ToPhpWorker =
  | { type: 'start'; module: WebAssembly.Module; laravel?: LaravelSetup }
  | { type: 'run'; id: number; files: PhpFile[]; request: PhpRequest };

export type FromPhpWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'done'; id: number; response: PhpResponse }
  | { type: 'error'; id: number; message: string };
