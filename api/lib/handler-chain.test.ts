/**
 * A route's handlers run as one chain (api/lib/handler-chain.ts, made by the router) must answer exactly as Hono's
 * own `compose` does. The same app is built twice, on the chaining router and on Hono's TrieRouter, and every
 * request is answered by both: status, body and headers alike, including the request log's view after `next()` (but
 * for the route it names, which is the route's own pattern rather than a wider guard registered after it).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { StaticMatchRouter } from './router';

class Refused extends Error {}

function buildApp(chained: boolean) {
  const onError = (err: Error, c: { json: (body: unknown, status: 418 | 500) => Response }) =>
    c.json({ error: err.message }, err instanceof Refused ? 418 : 500);
  const app = new Hono({ router: chained ? new StaticMatchRouter({ chainWith: onError }) : new TrieRouter() });
  // What the request log does: after the chain, read the answer and the last route's pattern.
  const outer: MiddlewareHandler = async (c, next) => {
    await next();
    c.header('x-seen', `${c.res.status} ${routePath(c, -1)}`);
  };
  const syncPass: MiddlewareHandler = (c, next) => {
    c.header('x-sync', 'yes');
    return next();
  };
  const asyncPass: MiddlewareHandler = async (c, next) => {
    await new Promise((resolve) => setImmediate(resolve));
    c.header('x-async', 'yes');
    await next();
  };
  app.onError(onError);
  app.use('*', outer, syncPass);
  app.get('/sync', (c) => c.json({ answer: 'sync' }));
  app.get('/async', asyncPass, async (c) => c.json({ answer: await Promise.resolve('async') }));
  app.get('/items/:id', syncPass, (c) => c.json({ id: c.req.param('id') }));
  app.get('/items/:id/parts/:part', asyncPass, (c) => c.json({ id: c.req.param('id'), part: c.req.param('part') }));
  // A guard of a wider pattern registered after the routes: it matches but never runs for them.
  app.use('/items/*', async () => {
    throw new Refused('guard ran');
  });
  app.get('/throws', () => {
    throw new Refused('refused');
  });
  app.get('/rejects', asyncPass, async () => {
    throw new Error('broke');
  });
  app.get('/throws-string', () => {
    throw 'not an error';
  });
  app.get('/falls-through', (_c, next) => next());
  app.get('/nothing', syncPass, (() => undefined) as unknown as MiddlewareHandler);
  // After the handler answered: the middleware changes the answer's headers (Hono's `c.res` setter keeps them).
  app.get(
    '/after',
    async (c, next) => {
      await next();
      c.res.headers.set('x-after', 'set');
    },
    (c) => c.text('after'),
  );
  // Two patterns that name one parameter with different values: each handler reads its own.
  app.get('/pair/:a/:b', async (c, next) => {
    c.header('x-first', c.req.param('a'));
    await next();
  });
  app.get('/pair/:b/:a', (c) => c.json({ a: c.req.param('a'), b: c.req.param('b') }));
  app.notFound((c) => c.json({ error: 'nothing here' }, 404));
  return app;
}

async function answer(
  app: Hono,
  path: string,
): Promise<{ status?: number; body?: string; headers?: [string, string][]; thrown?: string }> {
  try {
    const res = await app.request(path);
    return { status: res.status, body: await res.text(), headers: [...res.headers] };
  } catch (err) {
    return { thrown: String(err) };
  }
}

describe('a route chain', () => {
  const chained = buildApp(true);
  const composed = buildApp(false);
  const paths = [
    '/sync',
    '/async',
    '/items/7',
    '/items/7/parts/wheel',
    '/throws',
    '/rejects',
    '/throws-string',
    '/falls-through',
    '/nothing',
    '/after',
    '/pair/x/y',
    '/unknown',
  ];

  it.each(paths)('answers %s as Hono’s compose does', async (path) => {
    const expected = await answer(composed, path);
    // One difference, on purpose: the route named after the chain is the route's own, not a wider guard after it.
    const ownRoute = { '/items/7': '200 /items/:id', '/items/7/parts/wheel': '200 /items/:id/parts/:part' }[path];
    if (ownRoute && expected.headers)
      expected.headers = expected.headers.map(([name, value]): [string, string] => [
        name,
        name === 'x-seen' ? ownRoute : value,
      ]);
    expect(await answer(chained, path)).toEqual(expected);
    // And again, from the chain the router kept.
    expect(await answer(chained, path)).toEqual(expected);
  });

  it('is what the router answers with: one entry for a match of several handlers', async () => {
    // The expectations above would hold trivially if both apps composed: check the chain is really used.
    const router = new StaticMatchRouter<[unknown, object]>({ chainWith: () => new Response() });
    const route = { path: '/x' };
    router.add('ALL', '*', [(_c: unknown, next: () => unknown) => next(), { path: '*' }]);
    router.add('GET', '/x', [() => new Response('x'), route]);
    const match = router.match('GET', '/x')[0];
    expect(match).toHaveLength(1);
    expect(match[0]?.[0][1]).toBe(route);
    expect(router.match('GET', '/x')[0][0]?.[0]).toBe(match[0]?.[0]);
  });

  it('answers with the values of the right pattern, and the guard after a route never runs', async () => {
    const res = await chained.request('/items/7/parts/wheel');
    expect(await res.json()).toEqual({ id: '7', part: 'wheel' });
    // Hono's compose names the guard registered after the route (`/items/*`); the chain names the route.
    expect(res.headers.get('x-seen')).toBe('200 /items/:id/parts/:part');
    const pair = await chained.request('/pair/x/y');
    expect(pair.headers.get('x-first')).toBe('x');
    expect(await pair.json()).toEqual({ a: 'y', b: 'x' });
  });
});
