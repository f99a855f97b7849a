import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only';

/** A run the test finishes by hand, recording what ran and how many ran at once. */
function manualRuns() {
  const started: number[] = [];
  const finishers: Array<() => void> = [];
  let inFlight = 0;
  let most = 0;
  const run = (n: number) =>
    new Promise<number>((resolve, reject) => {
      started.push(n);
      inFlight += 1;
      most = Math.max(most, inFlight);
      finishers.push(() => {
        inFlight -= 1;
        if (n < 0) reject(new Error(`run ${n} failed`));
        else resolve(n * 10);
      });
    });
  return { run, started, finish: () => finishers.shift()?.(), most: () => most };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('latestOnly', () => {
  it('runs one at a time; of the requests made meanwhile only the newest runs, the others resolve null', async () => {
    const m = manualRuns();
    const latest = latestOnly(m.run);
    const first = latest(1);
    const second = latest(2);
    const third = latest(3);
    const fourth = latest(4);
    expect(await second).toBeNull();
    expect(await third).toBeNull();
    expect(m.started).toEqual([1]);
    m.finish();
    expect(await first).toBe(10);
    await tick();
    expect(m.started).toEqual([1, 4]);
    m.finish();
    expect(await fourth).toBe(40);
    expect(m.most()).toBe(1);
  });

  it('passes a failure to its caller and goes on with the next request', async () => {
    const m = manualRuns();
    const latest = latestOnly(m.run);
    const failing = latest(-1);
    const next = latest(5);
    m.finish();
    await expect(failing).rejects.toThrow('run -1 failed');
    await tick();
    m.finish();
    expect(await next).toBe(50);
  });

  it('runs at once when idle', async () => {
    const m = manualRuns();
    const latest = latestOnly(m.run);
    const a = latest(1);
    m.finish();
    expect(await a).toBe(10);
    await tick();
    const b = latest(2);
    expect(m.started).toEqual([1, 2]);
    m.finish();
    expect(await b).toBe(20);
  });
});
