/**
 * The PHP host for Node (tests, benchmarks, the server): the engine runs in a worker thread (php-thread.mjs)
 * that is ended when a request runs past the limit. An idle thread does not keep the process alive. A Laravel
 * host's workers also get the framework bundle and the extensions Laravel needs (laravel.ts).
 */
import { Worker } from 'node:worker_threads';
import { PhpHost, type PhpHostOptions, type PhpThreadFactory } from './host';
import { LARAVEL_START_TIMEOUT_MS, LARAVEL_TIME_LIMIT_MS } from './laravel';
import { nodeLaravelSetup } from './laravel-node';
import type { FromPhpWorker } from './protocol';
import { compileNodePhp } from './runtime-node';

export { LARAVEL_BUNDLE_FILE, nodeLaravelSetup } from './laravel-node';

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

/** A host whose workers run Laravel workspaces (laravel.ts), with Laravel's longer time limit. */
export function createNodeLaravelHost(options: Partial<PhpHostOptions> = {}): PhpHost {
  return createNodePhpHost({
    laravel: () => nodeLaravelSetup(),
    timeoutMs: LARAVEL_TIME_LIMIT_MS,
    startTimeoutMs: LARAVEL_START_TIMEOUT_MS,
    ...options,
  });
}
