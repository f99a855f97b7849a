/**
 * Behaviour tests in the browser (docs/decisions/0021-code-runners.md): one hidden preview frame, made on the first
 * run and reused, loads the learner's built page with the behaviour harness (sandbox/behaviour/harness.ts) and runs
 * the tests there, with every guarantee of the preview (PreviewHost: opaque origin, no network, the loop guard, a
 * watchdog that replaces a hung or crashed frame). Verdicts arrive per test; a frame that stops answering, or a run
 * past the check's limit, ends the run: the tests without a verdict time out, and the next run gets a new frame.
 */
import chaiSource from 'virtual:behaviour-chai';
import { withBehaviourHarness } from '../../sandbox/behaviour/harness';
import { parseBehaviourMessage } from '../../sandbox/behaviour/protocol';
import { type BehaviourOutcome, type BehaviourTest, CHECK_LIMIT_MS, TEST_LIMIT_MS } from '../../workers/behaviour/api';
import { behaviourPrelude } from '../../workers/behaviour/prelude';
import { PreviewHost } from './preview-host';

/** Time for the frame document and the learner's page to load, on top of the tests' own limit. */
const LOAD_ALLOWANCE_MS = 5000;

type Pending = {
  nonce: string;
  tests: BehaviourTest[];
  outcomes: Map<number, BehaviourOutcome>;
  resolve: (outcomes: BehaviourOutcome[]) => void;
  timer: ReturnType<typeof setTimeout>;
};

function timedOut(index: number, where: 'page' | 'test'): BehaviourOutcome {
  return { index, passed: false, reason: 'behaviour-timeout', params: { where } };
}

export class BehaviourFrame {
  private host: PreviewHost | null = null;
  private container: HTMLElement | null = null;
  private pending: Pending | null = null;
  private seq = 0;

  /** Runs waiting for the frame: one page is loaded at a time (the rule tryout checks several samples at once). */
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * Loads `pageHtml` (buildPreview's) and runs `tests` in order in it, after the runs asked for before; never
   * rejects for what the page does.
   */
  run(pageHtml: string, tests: BehaviourTest[]): Promise<BehaviourOutcome[]> {
    const turn = this.queue.then(() => this.runNow(pageHtml, tests));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private runNow(pageHtml: string, tests: BehaviourTest[]): Promise<BehaviourOutcome[]> {
    this.seq += 1;
    const nonce = `${Date.now().toString(36)}-${this.seq}`;
    const html = withBehaviourHarness(pageHtml, {
      chai: chaiSource,
      prelude: behaviourPrelude(),
      tests,
      nonce,
      limits: { testMs: TEST_LIMIT_MS, checkMs: CHECK_LIMIT_MS },
    });
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.abandon(), CHECK_LIMIT_MS + LOAD_ALLOWANCE_MS);
      this.pending = { nonce, tests, outcomes: new Map(), resolve, timer };
      this.ensureHost().load(html);
    });
  }

  /** Removes the frame (the practice screen closed). */
  destroy(): void {
    this.settle('test');
    window.removeEventListener('message', this.onMessage);
    this.host?.destroy();
    this.host = null;
    this.container?.remove();
    this.container = null;
  }

  private ensureHost(): PreviewHost {
    if (this.host) return this.host;
    const container = document.createElement('div');
    // Off screen and out of the accessibility tree: the learner sees the preview, never this frame.
    container.setAttribute('aria-hidden', 'true');
    container.inert = true;
    container.style.cssText = 'position:fixed;left:-10000px;top:0;width:800px;height:600px;overflow:hidden;';
    document.body.append(container);
    this.container = container;
    window.addEventListener('message', this.onMessage);
    this.host = new PreviewHost({
      container,
      title: 'behaviour tests',
      onMessage: () => undefined,
      // A hang the loop guard could not stop (or a crashed renderer): the host already put an empty frame in.
      onUnresponsive: () => this.settle('test'),
      onNavigatedAway: () => this.settle('test'),
      // Tighter than the preview's: a test that hangs the page should end, and the next check work, within 3 s.
      pingIntervalMs: 400,
      pongTimeoutMs: 1000,
    });
    return this.host;
  }

  private readonly onMessage = (event: MessageEvent): void => {
    const pending = this.pending;
    if (!pending || !this.host || event.source !== this.host.element.contentWindow || event.origin !== 'null') return;
    const message = parseBehaviourMessage(event.data);
    if (!message || message.nonce !== pending.nonce) return;
    const known = new Set(pending.tests.map((t) => t.index));
    if (message.type === 'outcome') {
      if (known.has(message.outcome.index)) pending.outcomes.set(message.outcome.index, message.outcome);
      return;
    }
    // The end of the run only fills verdicts that were not reported one by one: the list it carries went through
    // a promise's resolution, which a page that defines `then` on every object can take over.
    for (const outcome of message.outcomes)
      if (known.has(outcome.index) && !pending.outcomes.has(outcome.index))
        pending.outcomes.set(outcome.index, outcome);
    this.settle('test');
  };

  /** The run went past its limit: the frame is dropped (a new one comes with the next run). */
  private abandon(): void {
    const started = this.pending?.outcomes.size ?? 0;
    this.settle(started === 0 ? 'page' : 'test');
    this.host?.destroy();
    this.host = null;
    window.removeEventListener('message', this.onMessage);
    this.container?.remove();
    this.container = null;
  }

  /** Resolves the run in progress; tests without a verdict time out (`where` says during what). */
  private settle(where: 'page' | 'test'): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    pending.resolve(pending.tests.map(({ index }) => pending.outcomes.get(index) ?? timedOut(index, where)));
  }
}

let shared: BehaviourFrame | null = null;

/** The app's one behaviour frame. */
export function getBehaviourFrame(): BehaviourFrame {
  shared ??= new BehaviourFrame();
  return shared;
}
