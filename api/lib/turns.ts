/**
 * Request handlers take turns with the event loop's own work, so that a saturated server still accepts new
 * connections (the load benchmark, docs/decisions/0016-turns.md).
 *
 * Why: libuv (1.45 and later, Node 20) accepts one new connection per event-loop iteration, and an iteration lasts
 * as long as the handlers of every request read in it. With 200 busy students that was 100–150 ms, so the students
 * still connecting waited in the kernel's accept queue, up to 27 s for a sign-in, while keep-alive clients were
 * served; the bare node:http server of the benchmark fell off the same cliff in a shorter run.
 *
 * How: each request's handler starts from its own `setImmediate` (Node runs the microtasks of one immediate before
 * the next, so a handler's synchronous database work finishes before the next one starts). The handlers started in
 * one check phase run for at most `turnMs`; the rest move to the next iteration, after that iteration's poll, which
 * accepts a connection, reads the sockets and lets timers fire. Requests start in the order they arrived; a single
 * handler longer than a turn still runs whole, and every turn starts at least one.
 *
 * It wraps Node's request listener (`(req, res) => …`), whose result nobody reads, rather than the web `fetch` inside
 * it (docs/decisions/0017-speed-targets.md): a `fetch` that answers later made @hono/node-server wait for a promise on every request and watch
 * the socket's close, while a listener in a turn calls `fetch` directly and a route that answers at once is written
 * out at once. So a turn holds no promise of its own either.
 */

import { createServer, type RequestListener, type ServerOptions } from 'node:http';

/**
 * Wraps `listener` so that its calls start in turns of at most `turnMs` of work per event-loop iteration. The
 * listener answers its own errors (@hono/node-server's does): a listener that throws is a bug, reported as Node
 * reports an uncaught error.
 */
export function takingTurns<A extends unknown[]>(
  listener: (...args: A) => unknown,
  turnMs: number,
): (...args: A) => void {
  let turnStarted = 0;
  let opensNextTurn = false;

  // Queued before the handlers it precedes, so it runs first in the check phase that starts them.
  function openTurn(): void {
    opensNextTurn = false;
    turnStarted = performance.now();
  }
  function queueTurnOpening(): void {
    if (opensNextTurn) return;
    opensNextTurn = true;
    setImmediate(openTurn);
  }

  function start(args: A): void {
    if (performance.now() - turnStarted > turnMs) {
      // This iteration's turn is used up: wait for the next one, behind the handlers already waiting.
      queueTurnOpening();
      setImmediate(start, args);
      return;
    }
    listener(...args);
  }

  return (...args: A) => {
    queueTurnOpening();
    setImmediate(start, args);
  };
}

/**
 * Node's `createServer`, for @hono/node-server's `createServer` option: the request listener node-server makes around
 * `fetch` starts in turns of at most `turnMs`.
 */
export function createServerTakingTurns(turnMs: number): typeof createServer {
  return ((serverOptions: ServerOptions, listener: RequestListener) =>
    createServer(serverOptions, takingTurns(listener, turnMs))) as typeof createServer;
}
