/**
 * The API's router (api/lib/router.ts) answers every request as Hono's TrieRouter does, keeping static paths' matches,
 * less the middleware that only declares (`declarationOnly`).
 */
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDb } from '../db/client';
import { parseEnv } from '../env';
import { declarationOnly, isDeclarationOnly, StaticMatchRouter } from './router';

type Route = { method: string; path: string; handler: unknown };

/** The API's real route table (no request is made: the database is never opened for a query). */
function apiRoutes(): Route[] {
  const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:' });
  return createApp({ db: openDb(env.DATABASE_URL), env }).routes as Route[];
}

/** A path a request could have for a route pattern: parameters filled, a wildcard given a tail. */
function concretePath(pattern: string): string {
  return pattern.replace(/:[^/{}?]+(\{[^}]*\})?\??/g, '7').replace(/\*$/, 'x/y');
}

describe('StaticMatchRouter', () => {
  it('matches every route of the API as the TrieRouter does without the declarations, every method, twice in a row', () => {
    const routes = apiRoutes();
    const ours = new StaticMatchRouter<unknown>();
    const trie = new TrieRouter<unknown>();
    let declarations = 0;
    for (const r of routes) {
      // As Hono adds a handler: an entry of the handler and its route.
      ours.add(r.method, r.path, [r.handler, r]);
      // The trie is given what runs: a declaration only calls next().
      if (isDeclarationOnly(r.handler)) {
        declarations++;
        continue;
      }
      trie.add(r.method, r.path, [r.handler, r]);
    }
    // Every route declares its answer.
    expect(declarations).toBeGreaterThan(100);
    const paths = new Set([...routes.map((r) => concretePath(r.path)), '/api/unknown', '/api/health/x', '/']);
    expect(paths.size).toBeGreaterThan(100);
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']) {
      for (const path of paths) {
        const expected = trie.match(method, path);
        expect(ours.match(method, path), `${method} ${path}`).toEqual(expected);
        expect(ours.match(method, path), `${method} ${path}, kept`).toEqual(expected);
      }
    }
  });

  it('keeps the match of a static route path, never of a path with parameters or one no route names', () => {
    const router = new StaticMatchRouter<string>();
    router.add('ALL', '/api/*', 'context');
    router.add('GET', '/api/health', 'health');
    router.add('GET', '/api/items/:id', 'item');
    expect(router.match('GET', '/api/health')).toBe(router.match('GET', '/api/health'));
    expect(router.match('GET', '/api/items/1')).not.toBe(router.match('GET', '/api/items/1'));
    expect(router.match('GET', '/api/other')).not.toBe(router.match('GET', '/api/other'));
    expect(router.match('GET', '/api/items/1')[0].map(([handler]) => handler)).toEqual(['context', 'item']);
  });

  it('leaves out middleware that only declares, which Hono still lists for the OpenAPI document', () => {
    const router = new StaticMatchRouter<[unknown, object]>();
    const describe = declarationOnly(function describedRoute(_c: unknown, next: () => unknown) {
      return next();
    });
    router.add('GET', '/api/health', [describe, { path: '/api/health' }]);
    router.add('GET', '/api/health', ['health', { path: '/api/health' }]);
    expect(router.match('GET', '/api/health')[0].map(([[handler]]) => handler)).toEqual(['health']);
  });

  it('drops what it kept when a route is added', () => {
    const router = new StaticMatchRouter<string>();
    router.add('GET', '/api/health', 'health');
    expect(router.match('GET', '/api/health')[0].map(([handler]) => handler)).toEqual(['health']);
    router.add('ALL', '/api/*', 'late');
    expect(router.match('GET', '/api/health')[0].map(([handler]) => handler)).toEqual(['health', 'late']);
  });
});
