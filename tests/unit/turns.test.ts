/**
 * lib/turns.ts: handlers start in arrival order, and a batch longer than one turn lets the event loop run (timers,
 * polling, accepting connections) between turns instead of after the whole batch.
 */
import { describe, expect, it } from 'vitest';
import { takingTurns } from '../../api/lib/turns';

/** Keeps the thread busy for `ms`, as a handler's synchronous database work does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe('takingTurns', () => {
  it('returns what the handler returns, resolves or throws, in the order the calls came', async () => {
    const started: number[] = [];
    const handle = takingTurns(async (n: number) => {
      started.push(n);
      if (n === 3) throw new Error('three');
      return n * 10;
    }, 10);
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => handle(n)));
    expect(started).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      10,
      20,
      'three',
      40,
    ]);
  });

  it('lets a timer fire between turns of a long batch, and starts every handler in order', async () => {
    const started: number[] = [];
    let startedBeforeTimer = -1;
    let timer: Promise<void> | undefined;
    const handle = takingTurns((n: number) => {
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
      return n;
    }, 10);
    await Promise.all(Array.from({ length: 20 }, (_, n) => handle(n)));
    await timer;
    // A 10 ms turn holds four 3 ms handlers (the fifth finds the turn used up); without turns all 20 ran first.
    expect(startedBeforeTimer).toBeGreaterThanOrEqual(1);
    expect(startedBeforeTimer).toBeLessThanOrEqual(5);
    expect(started).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('leaves nothing scheduled once the work is done, so an idle server does not spin', async () => {
    const handle = takingTurns((n: number) => {
      busy(4);
      return n;
    }, 5);
    await Promise.all([1, 2, 3, 4, 5].map((n) => handle(n)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(process.getActiveResourcesInfo().filter((kind) => kind === 'Immediate')).toEqual([]);
  });
});
