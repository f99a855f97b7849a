/**
 * The check worker's message loop: runs the pure checker (workers/checker) on what the pool sends. Loaded by
 * `check-worker.mjs` through tsx in development and tests, and bundled as the worker script itself in the
 * built server (scripts/build-server.mjs), where no TypeScript loader runs.
 *
 * The code runners (workers/runners/, docs/decisions/0021-code-runners.md) are bound here to this thread's engines.
 * PHP: when an answer set names a `.php` page, the pages are rendered by php-wasm's engine on this thread (loaded on
 * the first such job). Behaviour rules run in QuickJS (workers/behaviour/quickjs.ts), never in this realm. A runaway
 * script is stopped by the pool's time limit, which ends this whole thread; loading PHP does not count against it.
 * A Laravel workspace (routes/web.php) renders its routes (`pageRequest`) in a second engine that holds the
 * framework bundle and its extensions (workers/php/laravel-node.ts); such a job tells the pool (`laravel: true`), which
 * then allows Laravel's per-request limit, the same the browser's Laravel worker has. A server without the bundle
 * judges them by structure rules (`checkAnswers`), like a browser build without it.
 *
 * Protocol: receives `{ id, files, answerSets }`, answers `{ id, reports }` (one CheckReport per answer set) or
 * `{ id, error }` (with `memoryLimit: { message, file?, line? }` for a page past PHP's memory limit); posts `{ ready: true }` once the checker is loaded, and `{ id, loading: true }` before and
 * `{ id, loading: false }` after loading PHP for a job (with `laravel: true` for a Laravel job, sent on each one).
 * `{ id, behaviour: true }` says the job now runs behaviour tests, which have a time budget of their own.
 * `{ warm: 'laravel' }` boots the Laravel engine ahead of its first job (pool.ts `warmLaravel`) and answers
 * `{ warmed: 'laravel' }` when it is ready (`failed: true` when it cannot boot, e.g. no bundle on this server).
 */
import { parentPort } from 'node:worker_threads';
import type { Answer, CheckFile, CheckReport } from '../../../../workers/checker/api';
import { judgeRuns } from '../../../../workers/checker/index';
import { isLaravelWorkspace, type PhpRequest } from '../../../../workers/php/api';
import type { PhpEngine } from '../../../../workers/php/engine';
import { nodeBehaviourRunner } from '../../../../workers/runners/check-async';
import { phpRunner } from '../../../../workers/runners/php-runner';
import { type CodeRunner, checkWithRunners } from '../../../../workers/runners/runner';

type CheckRequest = { id: number; files: CheckFile[]; answerSets: Answer[][] };

/** The PHP engines of this thread (plain PHP, Laravel), each started on the first job that needs it. */
let engine: PhpEngine | null = null;
let laravelEngine: PhpEngine | null = null;
/** PHP's binary, compiled once for both engines (and again for an engine that replaces one past the memory limit). */
let compiled: Promise<WebAssembly.Module> | null = null;

function phpModule(): Promise<WebAssembly.Module> {
  if (!compiled) {
    compiled = import('../../../../workers/php/runtime-node').then((m) => m.compileNodePhp());
    compiled.catch(() => {
      compiled = null;
    });
  }
  return compiled;
}

/** A page went past PHP's memory limit (workers/php/memory-guard.ts): the pool answers it with `CheckMemoryLimit`. */
type MemoryLimit = { message: string; file?: string; line?: number };
class PastMemoryLimit extends Error {
  constructor(readonly detail: MemoryLimit) {
    super(detail.message);
  }
}

async function phpEngine(id: number): Promise<PhpEngine> {
  if (!engine) {
    parentPort?.postMessage({ id, loading: true });
    const [{ PhpEngine }, { createNodeRuntime }, module] = await Promise.all([
      import('../../../../workers/php/engine'),
      import('../../../../workers/php/runtime-node'),
      phpModule(),
    ]);
    const started = await PhpEngine.start(createNodeRuntime(module));
    await started.warmUp();
    started.armMemoryLimit();
    engine = started;
    parentPort?.postMessage({ id, loading: false });
  }
  return engine;
}

/** The Laravel engine's boot, shared by a warm-up (`{ warm: 'laravel' }`) and the jobs that come during it. */
let laravelBoot: Promise<PhpEngine> | null = null;

function bootLaravel(): Promise<PhpEngine> {
  if (!laravelBoot) {
    const boot = (async () => {
      const [{ PhpEngine }, { createNodeRuntime }, { nodeLaravelSetup }, module] = await Promise.all([
        import('../../../../workers/php/engine'),
        import('../../../../workers/php/runtime-node'),
        import('../../../../workers/php/laravel-node'),
        phpModule(),
      ]);
      const setup = await nodeLaravelSetup();
      const started = await PhpEngine.start(createNodeRuntime(module, setup.libs));
      started.mountLaravel(setup.bundle);
      await started.warmUpLaravel();
      started.armMemoryLimit();
      laravelEngine = started;
      return started;
    })();
    laravelBoot = boot;
    boot.catch(() => {
      if (laravelBoot === boot) laravelBoot = null;
    });
  }
  return laravelBoot;
}

async function laravelPhpEngine(id: number): Promise<PhpEngine> {
  if (!laravelEngine) {
    // Booting (or still booting from a warm-up): the pool gives the load its own, longer limit.
    parentPort?.postMessage({ id, loading: true, laravel: true });
    await bootLaravel();
  }
  parentPort?.postMessage({ id, loading: false, laravel: true });
  return laravelEngine ?? bootLaravel();
}

/** Renders one page request on this thread's engine; a page past PHP's memory limit ends the job (`PastMemoryLimit`). */
async function renderOnEngine(id: number, files: CheckFile[], request: PhpRequest) {
  const php = isLaravelWorkspace(files) ? await laravelPhpEngine(id) : await phpEngine(id);
  const response = await php.run(files, request);
  if (php.lost) {
    // PHP exited past its memory limit: the next job that needs it starts a fresh engine.
    if (php === engine) engine = null;
    if (php === laravelEngine) {
      laravelEngine = null;
      laravelBoot = null;
    }
    const fatal = response.errors[0];
    throw new PastMemoryLimit({
      message: fatal?.message ?? 'Allowed memory size exhausted',
      ...(fatal?.file ? { file: fatal.file } : {}),
      ...(fatal?.line ? { line: fatal.line } : {}),
    });
  }
  return response;
}

function judge(id: number, files: CheckFile[], answerSets: Answer[][]): Promise<CheckReport[]> {
  const php = phpRunner((pageFiles, request) => renderOnEngine(id, pageFiles, request));
  const behaviour: CodeRunner<'behaviour'> = {
    ...nodeBehaviourRunner,
    run(runFiles, answers) {
      // The tests have their own time budget, which the pool then allows (pool.ts).
      parentPort?.postMessage({ id, behaviour: true });
      return nodeBehaviourRunner.run(runFiles, answers);
    },
  };
  return checkWithRunners(files, answerSets, [php, behaviour], judgeRuns);
}

parentPort?.on('message', async (message: CheckRequest | { warm: 'laravel' }) => {
  if ('warm' in message) {
    // A student opened a Laravel practice: boot now, off the pool's clock; a server without the bundle stays as is.
    bootLaravel().then(
      () => parentPort?.postMessage({ warmed: 'laravel' }),
      () => parentPort?.postMessage({ warmed: 'laravel', failed: true }),
    );
    return;
  }
  const { id, files, answerSets } = message;
  try {
    const reports = await judge(id, files, answerSets);
    parentPort?.postMessage({ id, reports });
  } catch (error) {
    if (error instanceof PastMemoryLimit)
      parentPort?.postMessage({ id, error: error.message, memoryLimit: error.detail });
    else parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort?.postMessage({ ready: true });
