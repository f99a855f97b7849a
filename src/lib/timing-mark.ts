/**
 * A performance mark for observers only (tests/bench/keystroke.mjs listens with a PerformanceObserver):
 * it is taken off the page's timeline at once, so a long practice session does not pile up marks.
 */
export function timingMark(name: string, detail?: unknown): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  performance.mark(name, detail === undefined ? undefined : { detail });
  // Observers were handed the entry when it was made; only the buffered copy goes.
  performance.clearMarks(name);
}
