/**
 * What every API request starts with, in one middleware (each middleware is one more frame of Hono's
 * async compose on every request): the request's variables (`db`, `env`, `botCheck`, and `locale` from the
 * `x-locale` header) and the headers every answer starts with (security-headers.ts).
 *
 * The variables live in one plain object per request that `c.var`, `c.get` and `c.set` all read and write. Hono's
 * own `c.var` builds a new object from its variable map on every read (`Object.fromEntries`), and routes read
 * `c.var.db`, `c.var.locale` and `c.var.user` many times per request: on the session read that copying cost more
 * than Hono's routing.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { BotCheck } from '../services/people/bot-check/types';
import type { AppEnv } from '../types';
import { parseLocale } from './locale';
import { API_ANSWER_HEADERS } from './security-headers';

type Variables = AppEnv['Variables'];

export type RequestDeps = { db: Db; env: Env; botCheck: BotCheck; clock?: () => Date };

const realClock = () => new Date();

/** Gives `c` one variables object behind `c.var`, `c.get` and `c.set` (own properties shadow Hono's). */
function holdVariables(c: Context<AppEnv>, vars: Partial<Variables>): void {
  const context = c as unknown as {
    set: (key: string, value: unknown) => void;
    get: (key: string) => unknown;
  };
  const record = vars as Record<string, unknown>;
  context.set = (key, value) => {
    record[key] = value;
  };
  context.get = (key) => record[key];
  Object.defineProperty(c, 'var', { value: vars, enumerable: true });
}

export function requestContext(deps: RequestDeps): MiddlewareHandler<AppEnv> {
  return function requestContextMiddleware(c, next) {
    holdVariables(c, {
      db: deps.db,
      env: deps.env,
      botCheck: deps.botCheck,
      clock: deps.clock ?? realClock,
      locale: parseLocale(c.req.header('x-locale')),
    });
    // Set before the route runs, so a route that sets its own header of the same name replaces the default.
    for (const name in API_ANSWER_HEADERS) c.header(name, API_ANSWER_HEADERS[name]);
    return next();
  };
}
