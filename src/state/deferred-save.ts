/**
 * A save that waits a little: `schedule` keeps the newest value and starts one timer, so a burst of
 * keystrokes is written at most once per `delayMs`; `flush` writes what waits at once (after a verdict,
 * when the page is hidden, when the screen closes); `cancel` drops it (a direct save superseded it).
 *
 * Why: a draft write to IndexedDB clones the whole workspace on the main thread. Done inside a keystroke
 * it delays that keystroke's frame and verdict (the practice screen's target); a moment later it costs
 * the student nothing. The price is a short window: a write issued as the page unloads may not land.
 */
export type DeferredSave<T> = {
  schedule(value: T): void;
  flush(): void;
  cancel(): void;
};

export function createDeferredSave<T>(write: (value: T) => void, delayMs: number): DeferredSave<T> {
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  const flush = () => {
    const waiting = pending;
    cancel();
    if (waiting) write(waiting.value);
  };
  const schedule = (value: T) => {
    pending = { value };
    timer ??= setTimeout(flush, delayMs);
  };
  return { schedule, flush, cancel };
}
