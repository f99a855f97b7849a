/**
 * A worker thread that runs the pure checker (workers/checker) for the server, so a student's code is parsed off
 * the request thread: a pathological workspace can cost this thread seconds, never the API's event loop. Plain
 * JavaScript so that any runtime can start it; it loads the TypeScript checker through tsx.
 *
 * Protocol: receives `{ id, files, answerSets }`, answers `{ id, reports }` (one CheckReport per answer set) or
 * `{ id, error }`; posts `{ ready: true }` once the checker is loaded.
 */
import { parentPort } from 'node:worker_threads';

// A worker thread does not inherit the loader hooks that `node --import tsx` gave the main thread (nor does Vitest
// lend it its transform), so the worker registers tsx itself before it loads the TypeScript checker.
const { register } = await import('tsx/esm/api');
register();
const { checkAnswers } = await import('../../../workers/checker/index.ts');

parentPort?.on('message', (message) => {
  const { id, files, answerSets } = message;
  try {
    const reports = answerSets.map((answers) => checkAnswers(files, answers));
    parentPort?.postMessage({ id, reports });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort?.postMessage({ ready: true });
