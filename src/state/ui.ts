/**
 * Shell UI state: the top loading bar (docs/decisions/0008-errors-and-limits.md: delay 200 ms, duration 5000 ms, tick 100 ms,
 * hide delay 500 ms) driven by requests and route changes, and the online flag.
 *
 * `beginLoading()` returns a `done(failed?)` function; the bar appears only when work is still
 * pending after the delay, creeps towards 95 % over the duration, fills when all work is done,
 * takes the failed style when any of it failed, and hides after the hide delay.
 */
import { proxy } from 'valtio';
import { onRequest } from '../api-client';

export const LOADING_BAR = { delay: 200, duration: 5000, tick: 100, hideDelay: 500, height: 2 } as const;

type LoadingBar = { visible: boolean; percent: number; failed: boolean };

export const uiState = proxy<{ loadingBar: LoadingBar; online: boolean }>({
  loadingBar: { visible: false, percent: 0, failed: false },
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
});

let pending = 0;
let failedRun = false;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let tickTimer: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function clearTimers() {
  clearTimeout(showTimer);
  clearInterval(tickTimer);
  showTimer = undefined;
  tickTimer = undefined;
}

function show() {
  const bar = uiState.loadingBar;
  clearTimeout(hideTimer);
  bar.visible = true;
  bar.failed = failedRun;
  bar.percent = 0;
  const step = 95 / (LOADING_BAR.duration / LOADING_BAR.tick);
  tickTimer = setInterval(() => {
    // Creep: large steps at first, smaller as it nears the end, never past 95 % until done.
    bar.percent = Math.min(95, bar.percent + Math.max(step * 0.25, step * ((100 - bar.percent) / 50)));
  }, LOADING_BAR.tick);
}

function finish() {
  clearTimers();
  const bar = uiState.loadingBar;
  if (!bar.visible) {
    failedRun = false;
    return;
  }
  bar.percent = 100;
  bar.failed = failedRun;
  failedRun = false;
  hideTimer = setTimeout(() => {
    bar.visible = false;
    bar.percent = 0;
    bar.failed = false;
  }, LOADING_BAR.hideDelay);
}

/** Marks the start of a request or route change; call the returned function once when it ends. */
export function beginLoading(): (failed?: boolean) => void {
  pending += 1;
  if (pending === 1 && !uiState.loadingBar.visible && showTimer === undefined) {
    showTimer = setTimeout(() => {
      showTimer = undefined;
      if (pending > 0) show();
    }, LOADING_BAR.delay);
  }
  let ended = false;
  return (failed = false) => {
    if (ended) return;
    ended = true;
    pending = Math.max(0, pending - 1);
    if (failed) {
      failedRun = true;
      uiState.loadingBar.failed = true;
    }
    if (pending === 0) finish();
  };
}

// Every API request the user waits for moves the bar (the client signals; it does not know the bar).
onRequest(beginLoading);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    uiState.online = true;
  });
  window.addEventListener('offline', () => {
    uiState.online = false;
  });
}

/** Mentor top bar: the red dot on "Submission" (driven by the mentor area when new submissions wait). */
export const mentorBarState = proxy<{ submissionDot: boolean; helpWaiting: number }>({
  submissionDot: false,
  helpWaiting: 0,
});

/** How many help requests of the mentor's students wait for an answer (the count on the top bar's link). */
export function setMentorHelpWaiting(count: number): void {
  mentorBarState.helpWaiting = count;
}

/** Shows or hides the red dot on the mentor's Submission link. */
export function setMentorSubmissionDot(on: boolean): void {
  mentorBarState.submissionDot = on;
}
