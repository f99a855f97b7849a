/**
 * A route's handlers (its middleware, guards, validators and handler) run as one handler, so that Hono takes its
 * one-handler path instead of composing the chain again on every request (docs/decisions/0014-handler-chain.md).
 *
 * Why: for a route with more than one handler, Hono's `compose` builds two closures per request and runs every
 * handler inside an `async` frame of its own, plus one around the whole chain. Each of those frames awaits, so a
 * request with four handlers queued about ten promise jobs before its answer, whether or not a handler had anything
 * to wait for. Here a handler that answers synchronously (a middleware that returns `next()`, a handler that returns
 * `c.json(…)`) adds no promise, and one that returns a promise is followed with one `then`.
 *
 * The semantics are `compose`'s (hono/dist/compose.js), which the API's tests hold it to:
 * - `next()` runs the following handler and gives the context (or a promise of it, when a handler waited); past the
 *   last handler it is Hono's own `next`, which answers with the app's not-found handler;
 * - a handler's returned Response becomes `c.res` while the context is not finalized;
 * - an `Error` thrown (or rejected) in a handler is answered by the app's error handler at that handler's level,
 *   so the middleware around it still sees `c.res` after `await next()` (the request log reads its status);
 *   anything else thrown propagates.
 *
 * Hono reads a route's parameters from the match at `c.req.routeIndex`, which stays 0 here: the chain's one entry
 * carries the parameters of every pattern of the match (the router chains a match only when they agree), so each
 * handler reads the values its own pattern gives.
 */
import type { Context, ErrorHandler } from 'hono';
import { isPromise } from './awaitable';

// Hono's handler shape inside the router: `(c, next)`, returning a Response, nothing, or a promise of either.
type Handler = (c: Context, next: () => Promise<unknown>) => unknown;

/** `compose`'s rule for a handler's result: a Response becomes the answer unless one is final (an error's always is). */
function settle(c: Context, res: unknown, isError: boolean): Context {
  if (res && (c.finalized === false || isError)) c.res = res as Response;
  return c;
}

/** Answers `err` with the app's error handler at this level, as `compose` does; a non-Error propagates. */
function fail(c: Context, err: unknown, onError: ErrorHandler): Context | Promise<Context> {
  if (!(err instanceof Error)) throw err;
  c.error = err;
  const res = onError(err, c);
  return isPromise(res) ? res.then((answer) => settle(c, answer, true)) : settle(c, res, true);
}

/**
 * The handlers of one match as one handler with `compose`'s behaviour. `onError` is the app's error handler (the one
 * `app.onError` sets). The returned handler answers with `c.res`, as Hono's one-handler path expects.
 */
export function chainOf(handlers: readonly Handler[], onError: ErrorHandler): Handler {
  function step(c: Context, i: number, last: () => Promise<unknown>): Context | Promise<Context> {
    const handler = handlers[i];
    if (handler === undefined) return last().then(() => c);
    let res: unknown;
    try {
      // `next()` hands back the context itself when the rest of the chain answered synchronously: every handler here
      // awaits or returns it (Hono types it as a promise), and wrapping it would queue the jobs this module saves.
      res = handler(c, (() => step(c, i + 1, last)) as () => Promise<unknown>);
    } catch (err) {
      return fail(c, err, onError);
    }
    if (!isPromise(res)) return settle(c, res, false);
    return res.then(
      (answer) => settle(c, answer, false),
      (err) => fail(c, err, onError),
    );
  }

  return function handlerChain(c, next) {
    const done = step(c, 0, next);
    return isPromise(done) ? done.then(answerOf) : answerOf(done);
  };
}

function answerOf(c: Context): Response {
  if (!c.finalized)
    throw new Error('Context is not finalized. Did you forget to return a Response object or `await next()`?');
  return c.res;
}
