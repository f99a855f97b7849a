/** A free TCP port on 127.0.0.1, for the scripts that start the real server (e2e.mjs, tests/bench/keystroke.mjs). */
import { createServer } from 'node:net';

/** Asks the system for a port that is free right now, then releases it for the caller's server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
