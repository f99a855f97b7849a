/**
 * Values that are there at once on one engine and later on another: SQLite answers a statement synchronously,
 * PostgreSQL over the network. Code on a request's hot path (the session read every signed-in request makes) passes
 * them on without a promise where the engine already answered (docs/decisions/0017-speed-targets.md): each `await` queued microtask jobs, and an
 * answer given as a promise makes @hono/node-server wait for it and watch the socket's close, where an answer given at
 * once is written out at once.
 */
export type Awaitable<T> = T | Promise<T>;

export function isPromise<T>(value: Awaitable<T>): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}

/**
 * `then(value)` once `value` is there: at once when it already is (a throw in `then` is thrown to the caller), else
 * after its promise (a throw rejects the returned promise).
 */
export function andThen<T, R>(value: Awaitable<T>, then: (value: T) => Awaitable<R>): Awaitable<R> {
  return isPromise(value) ? value.then(then) : then(value);
}
