/**
 * lib/turns.ts: listeners start in arrival order, never inside the call that queued them, and a batch longer than one
 * turn lets the event loop run (timers, polling, accepting connections) between turns instead of after the whole batch.
 */
import { describe, expect, it } from 'vitest';
import { takingTurns } from './turns';

/** Keeps the thread busy for `ms`, as a handler's synchronous database work does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/** Calls `listener` in turns for each of `calls`, and resolves once the last has started. */
function runInTurns(calls: number[], listener: (n: number) => void, turnMs: number): Promise<void> {
  return new Promise((resolve) => {
    let left = calls.length;
    const inTurns = takingTurns((n: number) => {
      listener(n);
      if (--left === 0) resolve();
    }, turnMs);
    for (const n of calls) inTurns(n);
  });
}

describe('takingTurns', () => {
  it('starts each call later, with its own arguments, in the order the calls came', async () => {
    const started: string[] = [];
    const inTurns = takingTurns((n: number, label: string) => started.push(`${label}${n}`), 10);
    inTurns(1, 'a');
    inTurns(2, 'b');
    // The caller (Node's server, reading a request) returns before any listener runs.
    expect(started).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    inTurns(3, 'c');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a1', 'b2', 'c3']);
  });

  it('lets a timer fire between turns of a long batch, and starts every listener in order', async () => {
    const started: number[] = [];
    let startedBeforeTimer = -1;
    let timer: Promise<void> | undefined;
    await runInTurns(
      Array.from({ length: 20 }, (_, n) => n),
      (n) => {
        started.push(n);
        // Set from inside the first turn, so the timer cannot fire before the batch has begun.
        if (n === 0)
          timer = new Promise<void>((resolve) =>
            setTimeout(() => {
              startedBeforeTimer = started.length;
              resolve();
            }, 0),
          );
        busy(3);
      },
      10,
    );
    await timer;
    // A 10 ms turn holds four 3 ms listeners (the fifth finds the turn used up); without turns all 20 ran first.
    expect(startedBeforeTimer).toBeGreaterThanOrEqual(1);
    expect(startedBeforeTimer).toBeLessThanOrEqual(5);
    expect(started).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('leaves nothing scheduled once the work is done, so an idle server does not spin', async () => {
    await runInTurns([1, 2, 3, 4, 5], () => busy(4), 5);
    await new Promise((resolve) => setImmediate(resolve));
    expect(process.getActiveResourcesInfo().filter((kind) => kind === 'Immediate')).toEqual([]);
  });
});
