/**
 * The app side of the preview frame (docs/decisions/0010-preview-and-workspace.md, examples 2 and 3). It owns one sandboxed iframe:
 * `sandbox="allow-scripts"` without `allow-same-origin` gives student code an opaque origin (no
 * cookies, storage, or same-origin requests to the app), the frame document's own CSP shuts off the network
 * (it is loaded from PREVIEW_FRAME_URL and writes the page it is sent: a srcdoc frame would inherit the
 * app's strict policy, under which no inline student script runs),
 * and only messages from this frame's window with origin 'null' that parse are passed on. A watchdog
 * pings the frame; one that stops answering (two pings in a row, not counting time in which the app itself was
 * starved: frame-watchdog.ts) is torn down and replaced by an empty frame. That heartbeat
 * covers a renderer that crashed as well as one that hangs: Chromium runs the sandboxed frame in a
 * process of its own, a memory bomb kills only that process, and from here the two look the same (no
 * DOM event tells the parent that a child's renderer died). A frame that
 * loads a document without our runtime (the page set `location` to some URL) is replaced the same way.
 * A page that runs no code, shown after another such page that is up, goes to the running page's runtime as a
 * message and replaces its content in place (runtime.ts `swap`): a new frame document per run costs a navigation
 * of the sandboxed frame and a second round of messages, most of the time from keystroke to refreshed PHP output
 * (docs/decisions/0018-php-runtime.md, figures in docs/benchmarks.md).
 */
import { canShowInPlace, toSrcdoc } from '../../sandbox/preview/document';
import { PREVIEW_FRAME_URL } from '../../sandbox/preview/frame-document';
import {
  createPing,
  createShow,
  createSwap,
  isFrameWaiting,
  type PreviewMessage,
  parsePreviewMessage,
} from '../../sandbox/preview/protocol';
import { timingMark } from '../lib/timing-mark';
import { FrameWatchdog } from './frame-watchdog';

export type PreviewHostOptions = {
  /** Where the iframe goes; the host appends it and removes it on destroy. */
  container: HTMLElement;
  /** Accessible name of the frame. */
  title: string;
  /** Messages of the page currently shown (pongs are handled here). */
  onMessage: (message: PreviewMessage) => void;
  /** The frame stopped answering (it hung, or its renderer crashed) and was replaced by an empty one. */
  onUnresponsive?: () => void;
  /** The page navigated its frame away from the preview; the frame was replaced by an empty one. */
  onNavigatedAway?: () => void;
  /** Watchdog ping period (default 1000 ms) and how long an answer may take (default 2500 ms). */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  /** Passed to the loop guard (see sandbox/preview/document.ts). */
  loopLimitMs?: number;
};

/** Never `allow-same-origin`: together with `allow-scripts` it would let the page remove its own sandbox. */
export const PREVIEW_SANDBOX = 'allow-scripts';
const PERMISSIONS = ['camera', 'microphone', 'geolocation', 'usb', 'payment', 'display-capture', 'clipboard-read']
  .map((feature) => `${feature} 'none'`)
  .join('; ');

/** One sandboxed preview frame with its message filter and watchdog; see the file comment. */
export class PreviewHost {
  private frame: HTMLIFrameElement;
  private run = 0;
  private readyRun = -1;
  /** Whether the current run's page reported its own `load` (runtime.ts): a frame load after it is a navigation. */
  private pageLoaded = false;
  private pingId = 0;
  /** Decides when to ping the frame and when it counts as hung (frame-watchdog.ts). */
  private readonly watchdog: FrameWatchdog;
  /** False while no page is shown (before the first load, after a frame was replaced). */
  private watching = false;
  /** The page shown (or being shown) runs no code (document.ts canShowInPlace): the next such page may replace it. */
  private inPlace = false;
  /** The ping sent when the frame last loaded a document; only our runtime answers it. */
  private loadProbe: number | null = null;
  /** The page of the current run until its runtime is ready: sent to the frame document when it waits. */
  private pending: string | null = null;
  private navigationCheck: ReturnType<typeof setTimeout> | undefined;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly pingIntervalMs: number;
  private readonly pongTimeoutMs: number;

  constructor(private readonly options: PreviewHostOptions) {
    this.pingIntervalMs = options.pingIntervalMs ?? 1000;
    this.pongTimeoutMs = options.pongTimeoutMs ?? 2500;
    const tickMs = Math.min(this.pingIntervalMs, 500);
    this.watchdog = new FrameWatchdog({
      pingIntervalMs: this.pingIntervalMs,
      pongTimeoutMs: this.pongTimeoutMs,
      tickMs,
    });
    this.frame = this.createFrame();
    window.addEventListener('message', this.onWindowMessage);
    this.timer = setInterval(this.watch, tickMs);
  }

  /** The iframe currently in use (replaced after a hang). */
  get element(): HTMLIFrameElement {
    return this.frame;
  }

  /**
   * Shows a built page (buildPreview's html); every load is a fresh run of the page's scripts. A page without code,
   * after a page without code whose runtime is up (its `ready` came), replaces it in place; anything else gets a
   * new frame document.
   */
  load(html: string): void {
    const inPlace = canShowInPlace(html);
    const swap = inPlace && this.inPlace && this.watching && this.readyRun === this.run;
    this.run += 1;
    this.watching = true;
    this.loadProbe = null;
    this.inPlace = inPlace;
    // For tests/bench/php-keystroke.mjs: the page is handed to the frame.
    timingMark('kk:frame-set', this.run);
    if (swap) {
      // No frame document to wait for. The page counts as loaded, so a frame load after this one is a navigation.
      this.pending = null;
      this.pageLoaded = true;
      this.watchdog.expectReady(performance.now(), this.pongTimeoutMs * 4);
      // The frame's origin is opaque: '*' is the only target that reaches it; the page is the student's own.
      this.frame.contentWindow?.postMessage(createSwap(this.run, html), '*');
      return;
    }
    this.pageLoaded = false;
    // Fetching the frame document (from the HTTP cache, or from the server on a slow or busy machine) and
    // starting it: more time than the page's own start below.
    this.watchdog.expectReady(performance.now(), this.pongTimeoutMs * 6);
    this.pending = toSrcdoc(html, { run: this.run, loopLimitMs: this.options.loopLimitMs });
    // A new document (and script realm) per run: the frame document loads again and asks for the page.
    this.frame.src = PREVIEW_FRAME_URL;
  }

  /** Removes the frame and stops listening. */
  destroy(): void {
    clearInterval(this.timer);
    clearTimeout(this.navigationCheck);
    window.removeEventListener('message', this.onWindowMessage);
    this.frame.remove();
  }

  private createFrame(): HTMLIFrameElement {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', PREVIEW_SANDBOX);
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.setAttribute('allow', PERMISSIONS);
    frame.title = this.options.title;
    frame.className = 'kk-preview-frame';
    this.options.container.append(frame);
    // Listening only after append skips the initial about:blank load.
    frame.addEventListener('load', () => this.onFrameLoad(frame));
    return frame;
  }

  /**
   * A sandboxed page may load another URL into its own frame (`location.href = …`); that document has
   * no runtime. So when the frame loads a document while the run's page runs, it is pinged at once: no answer
   * in time means the page left, and the frame is replaced. Which loads are ours:
   * - Before the run's `ready`: the frame document, and the written page when it has no media to wait for
   *   (Chromium delivers that load before the page's `ready` message). Not probed: the start-up limit covers
   *   them, and a frame starved of CPU (a slow laptop, a busy machine) can take seconds to get there.
   * - After `ready` but before the page reported its own `load`: the written page's load when it waited for its
   *   images (it comes after `ready`). It gets as long as a first `ready` may take: taking a starved page for
   *   one that left would throw away a page that was only slow.
   * - After the page's own `load`: the page did navigate. It must answer before the heartbeat would call it
   *   hung, so the student reads why it went.
   */
  private onFrameLoad(frame: HTMLIFrameElement): void {
    if (frame !== this.frame || !this.watching || this.readyRun !== this.run) return;
    const deadline = this.pageLoaded ? this.pongTimeoutMs / 2 : this.pongTimeoutMs * 2;
    this.pingId += 1;
    const probe = this.pingId;
    this.loadProbe = probe;
    frame.contentWindow?.postMessage(createPing(probe), '*');
    clearTimeout(this.navigationCheck);
    this.navigationCheck = setTimeout(() => {
      if (frame !== this.frame || this.loadProbe !== probe) return;
      this.replaceFrame();
      this.options.onNavigatedAway?.();
    }, deadline);
  }

  private readonly onWindowMessage = (event: MessageEvent): void => {
    // The frame's origin is opaque, so it shows as 'null'; the source check is what ties it to our frame.
    if (event.source !== this.frame.contentWindow || event.origin !== 'null') return;
    if (isFrameWaiting(event.data)) {
      // Only while a run waits for its page; a page that reloads its own frame gets nothing (and is replaced).
      if (this.pending === null) return;
      // For tests/bench/php-keystroke.mjs: the frame document has loaded and asks for the page.
      timingMark('kk:frame-waiting', this.run);
      this.frame.contentWindow?.postMessage(createShow(this.pending), '*');
      // The page's own start counts from here. Its `ready` comes once the written page has been parsed and its
      // top-level scripts have run (Chromium sends a frame's messages after the task that posted them), so a
      // starved frame takes long; twice the heartbeat's window, as the heartbeat allows two missed pings.
      this.watchdog.expectReady(performance.now(), this.pongTimeoutMs * 4);
      return;
    }
    const message = parsePreviewMessage(event.data);
    if (!message || message.run !== this.run) return;
    if (message.type === 'ready') {
      this.pending = null;
      // For tests/bench/php-keystroke.mjs: the frame has the page a load() gave it and runs it.
      timingMark('kk:preview', this.run);
    }
    if (message.type === 'pong') {
      this.watchdog.answered();
      if (message.id === this.loadProbe) this.loadProbe = null;
      return;
    }
    if (message.type === 'loaded') {
      this.pageLoaded = true;
      return;
    }
    if (message.type === 'ready') {
      this.readyRun = message.run;
      this.watchdog.ready();
    }
    this.options.onMessage(message);
  };

  private readonly watch = (): void => {
    const now = performance.now();
    const verdict = this.watchdog.tick(now, document.hidden);
    if (!this.watching || verdict === 'wait') return;
    if (verdict === 'hung') {
      this.replaceHungFrame();
      return;
    }
    this.pingId += 1;
    this.watchdog.pinged(now);
    // The frame's origin is opaque: '*' is the only target that reaches it; the message holds no secret.
    this.frame.contentWindow?.postMessage(createPing(this.pingId), '*');
  };

  private replaceHungFrame(): void {
    this.replaceFrame();
    this.options.onUnresponsive?.();
  }

  /** The page is not shown again (it would hang or leave again): the student edits and runs again. */
  private replaceFrame(): void {
    this.frame.remove();
    this.frame = this.createFrame();
    this.run += 1;
    this.watching = false;
    this.inPlace = false;
    this.watchdog.stop();
    this.loadProbe = null;
    this.pageLoaded = false;
    this.pending = null;
    clearTimeout(this.navigationCheck);
  }
}
