/**
 * The PHP host for the browser: downloads the PHP binary once per page with progress (the first run shows it),
 * compiles it, and runs the engine in a module worker (php.worker.ts) that is ended when a request runs too
 * long. Loaded only through a dynamic import, so pages without PHP fetch none of it. A Laravel workspace gets its
 * own host (`webLaravelHost`) whose worker also fetches the framework bundle and loads mbstring and pdo_sqlite.
 */
import wasmUrl from 'php-wasm/846ab4c4d0999f57ac5270940b3820a9b6938633.wasm?url';
import onigUrl from 'php-wasm-mbstring/libonig.so?url';
import mbstringUrl from 'php-wasm-mbstring/php8.3-mbstring.so?url';
import sqliteUrl from 'php-wasm-sqlite/libsqlite3.so?url';
import pdoSqliteUrl from 'php-wasm-sqlite/php8.3-pdo-sqlite.so?url';
import { LaravelUnavailable, PhpHost, PhpRuntimeError, type PhpThreadFactory } from './host';
import { LARAVEL_LIBS, LARAVEL_START_TIMEOUT_MS, LARAVEL_TIME_LIMIT_MS, type LaravelBundle } from './laravel';
import type { FromPhpWorker, LaravelSetup } from './protocol';

/** The binary's size in bytes, for progress when the server sends it compressed (no usable length). */
const WASM_BYTES = 13_165_354;

export type PhpLoadProgress = { loaded: number; total: number; done: boolean };
type ProgressListener = (progress: PhpLoadProgress) => void;

const listeners = new Set<ProgressListener>();
let lastProgress: PhpLoadProgress | null = null;

function report(progress: PhpLoadProgress): void {
  lastProgress = progress;
  for (const listener of listeners) listener(progress);
}

/** Follows the download of the PHP binary; called at once with the state so far. Returns an unsubscribe. */
export function onPhpLoadProgress(listener: ProgressListener): () => void {
  listeners.add(listener);
  if (lastProgress) listener(lastProgress);
  return () => listeners.delete(listener);
}

async function download(): Promise<WebAssembly.Module> {
  const response = await fetch(wasmUrl);
  if (!response.ok || !response.body) throw new Error(`PHP download failed (${response.status})`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  report({ loaded, total: WASM_BYTES, done: false });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    report({ loaded: Math.min(loaded, WASM_BYTES), total: WASM_BYTES, done: false });
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const module = await WebAssembly.compile(bytes);
  report({ loaded: WASM_BYTES, total: WASM_BYTES, done: true });
  return module;
}

const spawnWebWorker: PhpThreadFactory = (onMessage, onCrash) => {
  const worker = new Worker(new URL('./php.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<FromPhpWorker>) => onMessage(event.data));
  worker.addEventListener('error', (event) => onCrash(event.message || 'PHP worker error'));
  return { post: (message) => worker.postMessage(message), terminate: () => worker.terminate() };
};

let compiled: Promise<WebAssembly.Module> | null = null;

/** The binary, downloaded and compiled once per page for both hosts. */
function compileOnce(): Promise<WebAssembly.Module> {
  if (!compiled) {
    compiled = download();
    compiled.catch(() => {
      compiled = null;
    });
  }
  return compiled;
}

let shared: PhpHost | null = null;

/** The page's one PHP host (one worker, one download). */
export function webPhpHost(): PhpHost {
  shared ??= new PhpHost({ spawn: spawnWebWorker, compile: compileOnce, keepSpare: true });
  return shared;
}

const LIB_URLS: Record<string, string> = {
  'php8.3-mbstring.so': mbstringUrl,
  'libonig.so': onigUrl,
  'php8.3-pdo-sqlite.so': pdoSqliteUrl,
  'libsqlite3.so': sqliteUrl,
};

/**
 * The framework bundle at `bundleUrl` (an asset of the build, fetched only here) and the extensions' URLs,
 * absolute. A build made without the bundle has no URL: `LaravelUnavailable`, which the preview shows as a notice.
 */
export async function laravelSetupFrom(bundleUrl: string | null): Promise<LaravelSetup> {
  if (!bundleUrl) {
    throw new LaravelUnavailable('This build has no Laravel bundle (node scripts/laravel-bundle.mjs before the build)');
  }
  const response = await fetch(bundleUrl);
  if (!response.ok) throw new PhpRuntimeError(`Laravel download failed (${response.status})`);
  const bundle = (await response.json()) as LaravelBundle;
  const libs = LARAVEL_LIBS.map((lib) => ({
    name: lib.name,
    url: new URL(LIB_URLS[lib.name] ?? '', location.href).href,
    ini: lib.ini,
  }));
  return { bundle, libs };
}

let laravelShared: PhpHost | null = null;

/** The page's Laravel host: its own worker with the framework and the extensions, sharing the compiled binary. */
export function webLaravelHost(): PhpHost {
  laravelShared ??= new PhpHost({
    spawn: spawnWebWorker,
    compile: compileOnce,
    laravel: () => laravelSetupFrom(__KK_LARAVEL_BUNDLE__),
    timeoutMs: LARAVEL_TIME_LIMIT_MS,
    startTimeoutMs: LARAVEL_START_TIMEOUT_MS,
  });
  return laravelShared;
}
