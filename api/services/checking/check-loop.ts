/**
 * The check worker's message loop: runs the pure checker (workers/checker) on what the pool sends. Loaded by
 * `check-worker.mjs` through tsx in development and tests, and bundled as the worker script itself in the
 * built server (scripts/build-server.mjs), where no TypeScript loader runs.
 *
 * PHP (issue 15): when an answer set names a `.php` page, the pages are rendered here by php-wasm's engine on this
 * thread (loaded on the first such job), then judged with `checkRendered`, as `checkAnswersAsync` does. A runaway
 * script is stopped by the pool's time limit, which ends this whole thread; loading PHP does not count against it.
 *
 * Protocol: receives `{ id, files, answerSets }`, answers `{ id, reports }` (one CheckReport per answer set) or
 * `{ id, error }`; posts `{ ready: true }` once the checker is loaded, and `{ id, loading: true }` before and
 * `{ id, loading: false }` after loading PHP for a job.
 */
import { parentPort } from 'node:worker_threads';
import type { Answer, CheckFile, CheckReport } from '../../../workers/checker/api';
import { checkAnswers, checkRendered, phpPagesToRender } from '../../../workers/checker/index';
import type { PhpEngine } from '../../../workers/php/engine';

type CheckRequest = { id: number; files: CheckFile[]; answerSets: Answer[][] };

/** The PHP engine of this thread, started on the first job that needs it. */
let engine: PhpEngine | null = null;

async function phpEngine(id: number): Promise<PhpEngine> {
  if (!engine) {
    parentPort?.postMessage({ id, loading: true });
    const [{ PhpEngine }, { createNodeRuntime }] = await Promise.all([
      import('../../../workers/php/engine'),
      import('../../../workers/php/runtime-node'),
    ]);
    engine = await PhpEngine.start(createNodeRuntime());
    await engine.warmUp();
    parentPort?.postMessage({ id, loading: false });
  }
  return engine;
}

async function judge(id: number, files: CheckFile[], answerSets: Answer[][]): Promise<CheckReport[]> {
  const pages = [...new Set(answerSets.flatMap((answers) => phpPagesToRender(files, answers)))];
  if (pages.length === 0) return answerSets.map((answers) => checkAnswers(files, answers));
  const php = await phpEngine(id);
  const rendered: Record<string, string> = {};
  for (const page of pages) rendered[page] = (await php.run(files, { path: page })).body;
  return answerSets.map((answers) => checkRendered(files, answers, rendered));
}

parentPort?.on('message', async (message: CheckRequest) => {
  const { id, files, answerSets } = message;
  try {
    const reports = await judge(id, files, answerSets);
    parentPort?.postMessage({ id, reports });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort?.postMessage({ ready: true });
