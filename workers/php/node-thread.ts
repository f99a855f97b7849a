/**
 * The PHP engine in a Node worker thread (started by host-node.ts through php-thread.mjs).
 */
import { parentPort } from 'node:worker_threads';
import type { ToPhpWorker } from './protocol';
import { createNodeRuntime } from './runtime-node';
import { servePhp } from './worker-side';

const port = parentPort;
if (port) {
  const handle = servePhp(createNodeRuntime, (message) => port.postMessage(message));
  port.on('message', (message: ToPhpWorker) => handle(message));
}
