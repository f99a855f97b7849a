/**
 * The preview frame's heartbeat, decided apart from the DOM: the host (preview-host.ts) owns the frame, its
 * timer and its messages, and asks this on every tick whether to ping the frame, call it hung, or wait. Times
 * are passed in, so src/runtime/frame-watchdog.test.ts drives it with plain numbers.
 *
 * A frame that stops answering is hung (an endless chain of microtasks, which has no loop statement for the
 * guard to stop) or its renderer died. But on a busy machine (a loaded CI, a slow laptop) a healthy frame can
 * also take seconds to answer, and throwing it out tells the student their page stopped responding when it
 * was only slow. Two rules keep a starved frame, each for a case the other misses:
 * - Two missed pings in a row. When a ping goes unanswered past `pongTimeoutMs`, a second one is sent at
 *   once, and the frame is hung only when that one is missed too; any answer, even a late one to the first
 *   ping, ends the count. Only the frame's own late answer tells a starved frame from a hung one: the
 *   scheduler favours the mostly idle app over a frame that needs CPU, so the app's timers often run on
 *   time while the frame starves. The second window starts when the app noticed the first miss, so one
 *   stall of the app cannot use up both.
 * - The app's own timer lag. A tick that fires more than a tick late means the app was starved too (or its
 *   timers throttled): the answer may be waiting in its queue behind that tick. Such a tick judges nothing,
 *   and the time it lost is added to every wait.
 * What it costs a real hang after `ready`: it is reported within pingInterval + 2 × pongTimeout + 3 ticks
 * (7.5 s with the defaults, 6 s typically; tests/e2e/sandbox/loop-guard.spec.ts allows 15 s) instead of 4.5 s. A loop
 * statement never waits for this: the frame's own loop guard stops it within its 500 ms limit.
 *
 * Before `ready` nothing can be pinged (the runtime answers pings): the run has a start-up limit the host chooses
 * (`expectReady`), with the same discount for the app's own lag.
 */

export type WatchdogTimes = {
  /** How often a ready frame is pinged (ms). */
  pingIntervalMs: number;
  /** How long one ping may go unanswered (ms). */
  pongTimeoutMs: number;
  /** The host's timer period (ms). */
  tickMs: number;
};

/** What the host does on a tick: nothing, send a ping (then call `pinged`), or replace the frame. */
export type WatchdogVerdict = 'wait' | 'ping' | 'hung';

export class FrameWatchdog {
  private lastTickAt: number | null = null;
  /** False while no page is shown. */
  private active = false;
  /** While the run's `ready` is awaited: since when, and for how long at most. */
  private startUp: { since: number; limitMs: number } | null = null;
  private awaiting = false;
  private pingSentAt = Number.NEGATIVE_INFINITY;
  private missed = 0;

  constructor(private readonly times: WatchdogTimes) {}

  /** A run's page is on its way: its runtime has `limitMs` from `now` to report `ready`. */
  expectReady(now: number, limitMs: number): void {
    this.active = true;
    this.startUp = { since: now, limitMs };
    this.awaiting = false;
    this.missed = 0;
  }

  /** The run's runtime reported `ready`: the heartbeat starts with a ping on the next tick. */
  ready(): void {
    this.startUp = null;
    this.pingSentAt = Number.NEGATIVE_INFINITY;
  }

  /** The host sent a ping. */
  pinged(now: number): void {
    this.awaiting = true;
    this.pingSentAt = now;
  }

  /** The runtime answered a ping (whichever: a late answer to an earlier one shows it runs as well). */
  answered(): void {
    this.awaiting = false;
    this.missed = 0;
  }

  /** No page is shown (the frame was replaced): nothing to judge until the next `expectReady`. */
  stop(): void {
    this.active = false;
    this.startUp = null;
    this.awaiting = false;
    this.missed = 0;
  }

  /** One tick of the host's timer; a hidden page is not judged (its timers are throttled). */
  tick(now: number, hidden: boolean): WatchdogVerdict {
    const lateMs = this.lastTickAt === null ? 0 : now - this.lastTickAt - this.times.tickMs;
    this.lastTickAt = now;
    if (lateMs > this.times.tickMs) {
      if (this.startUp) this.startUp.since += lateMs;
      this.pingSentAt += lateMs;
      return 'wait';
    }
    if (!this.active || hidden) return 'wait';
    if (this.startUp) return now - this.startUp.since > this.startUp.limitMs ? 'hung' : 'wait';
    if (this.awaiting) {
      if (now - this.pingSentAt <= this.times.pongTimeoutMs) return 'wait';
      this.missed += 1;
      return this.missed >= 2 ? 'hung' : 'ping';
    }
    return now - this.pingSentAt >= this.times.pingIntervalMs ? 'ping' : 'wait';
  }
}
