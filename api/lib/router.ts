/**
 * The API's router: Hono's TrieRouter, with the match of each static route path (no `:param`, no `*`) worked out once
 * and kept (the router's walk was a visible part of a health check's CPU; docs/decisions/0013-static-match-router.md).
 *
 * Why not Hono's default (SmartRouter, which prefers RegExpRouter and keeps static paths in a map): RegExpRouter
 * refuses a route table where, for one method, a static segment and a parameter share a position (the spec's
 * `PUT /notifications/read-all` beside `PUT /notifications/:id/read`, four such pairs), so the default falls back to
 * the TrieRouter for every request anyway.
 *
 * A kept match is the same answer the trie would give: for a path without parameters it depends on the method and
 * the path only (the handlers and middleware that apply, none with parameters), and Hono only reads it. Only paths
 * that a route was registered under are kept, so what is kept is bounded by the route table and the HTTP methods
 * Node's parser accepts, whatever paths clients send. Adding a route drops what was kept.
 *
 * Middleware marked `declarationOnly` (a route's OpenAPI description, a body schema its handler validates itself) only
 * calls `next()`: it is kept out of the router, so no request runs it (each is one more frame of Hono's async compose
 * on every request). Hono still lists it in the app's `routes`, which is where the OpenAPI document is read from.
 *
 * A match of several handlers is answered as one handler that runs them in turn (handler-chain.ts), made once per
 * route rather than composed by Hono on every request.
 */
import type { ErrorHandler } from 'hono';
import type { Params, Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { chainOf } from './handler-chain';

const DYNAMIC_PATH = /[:*]/;

const DECLARATION_ONLY = Symbol('declaration only');

/** Marks `middleware` as one that only calls `next()`, there to declare something: the router leaves it out. */
export function declarationOnly<M extends object>(middleware: M): M {
  return Object.assign(middleware, { [DECLARATION_ONLY]: true });
}

/** Whether `handler` was marked by `declarationOnly`. */
export function isDeclarationOnly(handler: unknown): boolean {
  return typeof handler === 'function' && DECLARATION_ONLY in handler;
}

/** What Hono stores in its router per handler: the handler and its route (method, path, handler). */
type Entry = [handler: Parameters<typeof chainOf>[0][number], route: unknown];

type ChainLevel<T> = { next: WeakMap<object, ChainLevel<T>>; chained?: T };

export class StaticMatchRouter<T> implements Router<T> {
  name = 'StaticMatchRouter';
  readonly #trie = new TrieRouter<T>();
  readonly #staticPaths = new Set<string>();
  readonly #kept = new Map<string, Result<T>>();
  /** The chains made so far, by their entries in order (a tree of entries, so a lookup allocates nothing). */
  readonly #chains: ChainLevel<T> = { next: new WeakMap() };
  readonly #onError: ErrorHandler | undefined;

  /**
   * With `chainWith` (the app's error handler, `app.onError`'s), a match of several handlers is answered as one
   * (handler-chain.ts), which answers a handler's error with it; without, matches are the trie's as they are.
   */
  constructor(options: { chainWith?: ErrorHandler } = {}) {
    this.#onError = options.chainWith;
  }

  add(method: string, path: string, handler: T): void {
    // Hono adds each handler as an entry `[handler, route]`.
    if (isDeclarationOnly(Array.isArray(handler) ? handler[0] : handler)) return;
    this.#trie.add(method, path, handler);
    if (!DYNAMIC_PATH.test(path)) this.#staticPaths.add(path);
    this.#kept.clear();
  }

  match(method: string, path: string): Result<T> {
    if (!this.#staticPaths.has(path)) return this.#chained(this.#trie.match(method, path));
    const key = `${method} ${path}`;
    let result = this.#kept.get(key);
    if (!result) {
      result = this.#chained(this.#trie.match(method, path));
      this.#kept.set(key, result);
    }
    return result;
  }

  /**
   * The trie's match with its handlers as one. As it is when there are fewer than two, or when two of the patterns
   * give one parameter name different values: each handler must read the values its own pattern gives.
   */
  #chained(result: Result<T>): Result<T> {
    // The trie router answers values, not a stash of indexes: `[[entry, params], …]`.
    const matched = result[0] as [T, Params][];
    if (!this.#onError || matched.length < 2) return result;
    const params = mergedParams(matched);
    if (!params) return result;
    return [[[this.#chainFor(matched), params]]];
  }

  /** One chain per list of entries (a route and the middleware its path passes), made the first time it matches. */
  #chainFor(matched: [T, Params][]): T {
    let level = this.#chains;
    for (const [entry] of matched) {
      let next = level.next.get(entry as object);
      if (!next) {
        next = { next: new WeakMap() };
        level.next.set(entry as object, next);
      }
      level = next;
    }
    if (!level.chained) {
      const entries = matched.map(([entry]) => entry as Entry);
      const handlers = entries.map(([handler]) => handler);
      const route = answeringRoute(entries);
      level.chained = [chainOf(handlers, this.#onError as ErrorHandler), route] as T;
    }
    return level.chained;
  }
}

/**
 * The route Hono reports for a chained match (the request log's `routePath(c, -1)`): the last entry whose pattern is
 * not a wildcard, which is the route's own handler. Hono's compose reports the last entry of the match, which is a
 * wider guard when one was registered after the route (`/api/admin/payments/*` after
 * `/api/admin/payments/:id/notifications`): the log then named no route for a request a route answered.
 */
function answeringRoute(entries: Entry[]): unknown {
  for (let i = entries.length - 1; i >= 0; i--) {
    const route = (entries[i] as Entry)[1] as { path?: unknown };
    if (typeof route?.path === 'string' && !route.path.endsWith('*')) return route;
  }
  return (entries[entries.length - 1] as Entry)[1];
}

/** The parameters of every pattern in one object, or null when two give one name different values. */
function mergedParams<T>(matched: [T, Params][]): Params | null {
  let merged: Params | null = null;
  for (const [, params] of matched) {
    for (const name in params) {
      merged ??= {};
      const value = params[name] as string;
      if (name in merged && merged[name] !== value) return null;
      merged[name] = value;
    }
  }
  return merged ?? EMPTY_PARAMS;
}

const EMPTY_PARAMS: Params = Object.freeze({}) as Params;
