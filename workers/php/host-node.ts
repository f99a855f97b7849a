/**
 * The PHP host for Node (tests, benchmarks, the server): the engine runs in a worker thread (php-thread.mjs)
 * that is ended when a request runs past the limit. An idle thread does not keep the process alive. A Laravel
 * host's workers also get the framework bundle and the extensions Laravel needs (laravel.ts).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PhpHost, type PhpHostOptions, PhpRuntimeError, type PhpThreadFactory } from './host';
import { LARAVEL_LIBS, LARAVEL_START_TIMEOUT_MS, LARAVEL_TIME_LIMIT_MS, type LaravelBundle } from './laravel';
import type { FromPhpWorker, LaravelSetup } from './protocol';
import { compileNodePhp } from './runtime-node';

const THREAD_URL = new URL('./php-thread.mjs', import.meta.url);

export const spawnNodeThread: PhpThreadFactory = (onMessage, onCrash) => {
  const worker = new Worker(THREAD_URL);
  let ended = false;
  worker.on('message', (message: FromPhpWorker) => onMessage(message));
  worker.on('error', (error) => onCrash(error.message));
  worker.on('exit', (code) => {
    if (!ended) onCrash(`The PHP thread stopped (exit code ${code})`);
  });
  return {
    post: (message) => worker.postMessage(message),
    terminate: () => {
      ended = true;
      void worker.terminate();
    },
    setBusy: (busy) => (busy ? worker.ref() : worker.unref()),
  };
};

export function createNodePhpHost(options: Partial<PhpHostOptions> = {}): PhpHost {
  return new PhpHost({ spawn: spawnNodeThread, compile: compileNodePhp, ...options });
}

/** Where scripts/laravel-bundle.mjs leaves the framework bundle (never committed). */
export const LARAVEL_BUNDLE_FILE = resolvePath('node_modules/.cache/kk-laravel/laravel-bundle.json');

/** The bundle and the extensions' libraries from node_modules; rejects when the bundle has not been built. */
export async function nodeLaravelSetup(bundleFile = LARAVEL_BUNDLE_FILE): Promise<LaravelSetup> {
  let text: string;
  try {
    text = await readFile(bundleFile, 'utf8');
  } catch {
    throw new PhpRuntimeError(`The Laravel bundle is not built: run node scripts/laravel-bundle.mjs (${bundleFile})`);
  }
  const require = createRequire(import.meta.url);
  const libs = LARAVEL_LIBS.map((lib) => ({
    name: lib.name,
    url: pathToFileURL(require.resolve(`${lib.pkg}/${lib.name}`)).href,
    ini: lib.ini,
  }));
  return { bundle: JSON.parse(text) as LaravelBundle, libs };
}

/** A host whose workers run Laravel workspaces (laravel.ts), with Laravel's longer time limit. */
export function createNodeLaravelHost(options: Partial<PhpHostOptions> = {}): PhpHost {
  return createNodePhpHost({
    laravel: () => nodeLaravelSetup(),
    timeoutMs: LARAVEL_TIME_LIMIT_MS,
    startTimeoutMs: LARAVEL_START_TIMEOUT_MS,
    ...options,
  });
}
