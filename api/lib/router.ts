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
 */
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

const DYNAMIC_PATH = /[:*]/;

export class StaticMatchRouter<T> implements Router<T> {
  name = 'StaticMatchRouter';
  readonly #trie = new TrieRouter<T>();
  readonly #staticPaths = new Set<string>();
  readonly #kept = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
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
