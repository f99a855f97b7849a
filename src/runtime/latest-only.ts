/**
 * One run at a time, newest request wins (the PHP preview refreshes on nearly every keystroke). A
 * request made while a run is in flight waits; a later request replaces it, and the replaced one resolves
 * `null` at once without running. So a burst of keystrokes costs at most the run in flight plus the newest.
 */
export function latestOnly<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R | null> {
  let busy = false;
  let waiting: { args: A; resolve: (result: R | null) => void; reject: (error: unknown) => void } | null = null;

  const start = (args: A, resolve: (result: R | null) => void, reject: (error: unknown) => void) => {
    busy = true;
    let job: Promise<R>;
    try {
      job = run(...args);
    } catch (error) {
      job = Promise.reject(error);
    }
    job.then(resolve, reject).finally(() => {
      busy = false;
      const next = waiting;
      waiting = null;
      if (next) start(next.args, next.resolve, next.reject);
    });
  };

  return (...args: A) =>
    new Promise<R | null>((resolve, reject) => {
      if (!busy) {
        start(args, resolve, reject);
        return;
      }
      waiting?.resolve(null);
      waiting = { args, resolve, reject };
    });
}
