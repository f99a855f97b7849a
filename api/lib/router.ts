/**
 * The API's router: Hono's TrieRouter, with the match of each static route path (no `:param`, no `*`) worked out once
 * and kept (issue 18: the router's walk was a visible part of a health check's CPU).
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
 */
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

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

export class StaticMatchRouter<T> implements Router<T> {
  name = 'StaticMatchRouter';
  readonly #trie = new TrieRouter<T>();
  readonly #staticPaths = new Set<string>();
  readonly #kept = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    if (isDeclarationOnly(handler)) return;
    this.#trie.add(method, path, handler);
    if (!DYNAMIC_PATH.test(path)) this.#staticPaths.add(path);
    this.#kept.clear();
  }

  match(method: string, path: string): Result<T> {
    if (!this.#staticPaths.has(path)) return this.#trie.match(method, path);
    const key = `${method} ${path}`;
    let result = this.#kept.get(key);
    if (!result) {
      result = this.#trie.match(method, path);
      this.#kept.set(key, result);
    }
    return result;
  }
}
