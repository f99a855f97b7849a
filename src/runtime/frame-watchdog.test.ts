/** The preview frame's heartbeat (src/runtime/frame-watchdog.ts): a hung frame goes, a starved one stays. */
import { describe, expect, it } from 'vitest';
import { FrameWatchdog, type WatchdogVerdict } from './frame-watchdog';

const TIMES = { pingIntervalMs: 1000, pongTimeoutMs: 2500, tickMs: 500 };

/**
 * Drives a watchdog with ticks every `tickMs` from `from` to `to`, as the host does: a 'ping' is sent at once.
 * `answerAfterMs` is how long the frame takes to answer each ping (null: never). Returns when it was called hung.
 */
function drive(
  dog: FrameWatchdog,
  { from, to, answerAfterMs }: { from: number; to: number; answerAfterMs: number | null },
): number | null {
  const answers: number[] = [];
  for (let now = from; now <= to; now += TIMES.tickMs) {
    while (answers.length > 0 && (answers[0] ?? Infinity) <= now) {
      answers.shift();
      dog.answered();
    }
    const verdict: WatchdogVerdict = dog.tick(now, false);
    if (verdict === 'hung') return now;
    if (verdict === 'ping') {
      dog.pinged(now);
      if (answerAfterMs !== null) answers.push(now + answerAfterMs);
    }
  }
  return null;
}

function readyAt(now: number): FrameWatchdog {
  const dog = new FrameWatchdog(TIMES);
  dog.tick(now - TIMES.tickMs, false);
  dog.expectReady(now - 100, 10_000);
  dog.ready();
  return dog;
}

describe('FrameWatchdog', () => {
  it('pings a ready frame at once and then every interval, and keeps one that answers', () => {
    const dog = readyAt(0);
    expect(dog.tick(0, false)).toBe('ping');
    dog.pinged(0);
    dog.answered();
    expect(dog.tick(500, false)).toBe('wait');
    expect(dog.tick(1000, false)).toBe('ping');
    expect(drive(dog, { from: 1500, to: 60_000, answerAfterMs: 200 })).toBeNull();
  });

  it('calls a frame that never answers hung after two missed pings, within 7.5 s', () => {
    const dog = readyAt(0);
    const hungAt = drive(dog, { from: 0, to: 60_000, answerAfterMs: null });
    expect(hungAt).not.toBeNull();
    // Not after one missed ping: the second ping gets its own window.
    expect(hungAt).toBeGreaterThan(2 * TIMES.pongTimeoutMs);
    expect(hungAt).toBeLessThanOrEqual(7500);
  });

  it('keeps a starved frame that answers each ping after the first deadline but before the second', () => {
    const dog = readyAt(0);
    expect(drive(dog, { from: 0, to: 60_000, answerAfterMs: 3500 })).toBeNull();
  });

  it("does not count time in which the app's own timer was starved", () => {
    const dog = readyAt(0);
    expect(dog.tick(0, false)).toBe('ping');
    dog.pinged(0);
    // The app's timer stalls for 8 s (both ping windows): that tick judges nothing, and the answer that was
    // waiting in the app's queue behind it arrives next.
    expect(dog.tick(8000, false)).toBe('wait');
    dog.answered();
    expect(drive(dog, { from: 8500, to: 30_000, answerAfterMs: 100 })).toBeNull();

    // A frame that is really hung is still called so once the app runs on time again.
    const hung = readyAt(0);
    hung.tick(0, false);
    hung.pinged(0);
    expect(hung.tick(8000, false)).toBe('wait');
    const hungAt = drive(hung, { from: 8500, to: 30_000, answerAfterMs: null });
    expect(hungAt).not.toBeNull();
    expect(hungAt).toBeLessThanOrEqual(8000 + 7500);
  });

  it('gives a run its start-up limit to report ready, with starved time not counted', () => {
    const dog = new FrameWatchdog(TIMES);
    dog.tick(-500, false);
    dog.expectReady(0, 10_000);
    for (let now = 0; now <= 10_000; now += 500) expect(dog.tick(now, false)).toBe('wait');
    expect(dog.tick(10_500, false)).toBe('hung');

    const starved = new FrameWatchdog(TIMES);
    starved.tick(-500, false);
    starved.expectReady(0, 10_000);
    expect(starved.tick(0, false)).toBe('wait');
    expect(starved.tick(6000, false)).toBe('wait'); // 5.5 s late: not counted
    for (let now = 6500; now <= 15_500; now += 500) expect(starved.tick(now, false)).toBe('wait');
    expect(starved.tick(16_000, false)).toBe('hung');
  });

  it('judges nothing while the page is hidden or no page is shown', () => {
    const dog = readyAt(0);
    for (let now = 0; now <= 20_000; now += 500) expect(dog.tick(now, true)).toBe('wait');
    dog.stop();
    for (let now = 20_500; now <= 40_000; now += 500) expect(dog.tick(now, false)).toBe('wait');
  });
});
