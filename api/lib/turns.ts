/**
 * Request handlers take turns with the event loop's own work, so that a saturated server still accepts new
 * connections (issue 16's load benchmark).
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
 */

/** Wraps `handle` so that its calls start in turns of at most `turnMs` of work per event-loop iteration. */
export function takingTurns<A extends unknown[], R>(
  handle: (...args: A) => R | Promise<R>,
  turnMs: number,
): (...args: A) => Promise<R> {
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

  function start(run: () => void): void {
    if (performance.now() - turnStarted > turnMs) {
      // This iteration's turn is used up: wait for the next one, behind the handlers already waiting.
      queueTurnOpening();
      setImmediate(start, run);
      return;
    }
    run();
  }

  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      queueTurnOpening();
      setImmediate(start, () => {
        try {
          resolve(handle(...args));
        } catch (err) {
          reject(err);
        }
      });
    });
}
