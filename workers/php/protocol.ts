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
  /** `restart`: the runtime exited (PHP's memory limit) and the host replaces this worker before the next request. */
  | { type: 'done'; id: number; response: PhpResponse; restart?: true }
  | { type: 'error'; id: number; message: string };
