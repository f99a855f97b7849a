/**
 * The API: every sub-app mounted under /api, one error handler, and `AppType` for the typed client.
 * `createApp` takes its database so tests run the real app on a throw-away SQLite file with `app.request()`.
 */
import { Hono } from 'hono';
import type { Db } from './db/client';
import type { Env } from './env';
import type { AppEnv } from './types';

export type AppDeps = { db: Db; env: Env };

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(async function provideDeps(c, next) {
    c.set('db', deps.db);
    c.set('env', deps.env);
    await next();
  });

  // Mounted sub-apps (one per resource) — each area adds its line here.

  return app;
}

export type AppType = ReturnType<typeof createApp>;
