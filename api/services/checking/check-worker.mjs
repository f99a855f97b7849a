/**
 * A worker thread that runs the pure checker (workers/checker) for the server, so a student's code is parsed off
 * the request thread: a pathological workspace can cost this thread seconds, never the API's event loop. Plain
 * JavaScript so that any runtime can start it; it loads the TypeScript checker through tsx.
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

// A worker thread does not inherit the loader hooks that `node --import tsx` gave the main thread (nor does Vitest
// lend it its transform), so the worker registers tsx itself before it loads the TypeScript checker.
const { register } = await import('tsx/esm/api');
register();
const { checkAnswers, checkRendered, phpPagesToRender } = await import('../../../workers/checker/index.ts');

/** The PHP engine of this thread, started on the first job that needs it. */
let engine = null;

async function phpEngine(id) {
  if (!engine) {
    parentPort?.postMessage({ id, loading: true });
    const [{ PhpEngine }, { createNodeRuntime }] = await Promise.all([
      import('../../../workers/php/engine.ts'),
      import('../../../workers/php/runtime-node.ts'),
    ]);
    engine = await PhpEngine.start(createNodeRuntime());
    parentPort?.postMessage({ id, loading: false });
  }
  return engine;
}

async function judge(files, answerSets) {
  const pages = [...new Set(answerSets.flatMap((answers) => phpPagesToRender(files, answers)))];
  if (pages.length === 0) return answerSets.map((answers) => checkAnswers(files, answers));
  const php = await phpEngine(currentId);
  const rendered = {};
  for (const page of pages) rendered[page] = (await php.run(files, { path: page })).body;
  return answerSets.map((answers) => checkRendered(files, answers, rendered));
}

let currentId = 0;

parentPort?.on('message', async (message) => {
  const { id, files, answerSets } = message;
  currentId = id;
  try {
    const reports = await judge(files, answerSets);
    parentPort?.postMessage({ id, reports });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort?.postMessage({ ready: true });
