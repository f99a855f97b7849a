/**
 * A worker thread that runs the pure checker (workers/checker) for the server, so a student's code is parsed off
 * the request thread: a pathological workspace can cost this thread seconds, never the API's event loop. Plain
 * JavaScript so that any runtime can start it; it loads the TypeScript loop (check-loop.ts: the protocol, and PHP
 * pages rendered by php-wasm) through tsx. The built server (scripts/build-server.mjs) ships that loop bundled
 * under this same file name instead.
 */

// A worker thread does not inherit the loader hooks that `node --import tsx` gave the main thread (nor does Vitest
// lend it its transform), so the worker registers tsx itself before it loads the TypeScript checker.
const { register } = await import('tsx/esm/api');
register();
await import('./check-loop.ts');
