/** `GET /api/health`: liveness for the e2e harness and load balancers; also proves the database answers. */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../types';

export const healthRoutes = new Hono<AppEnv>().get('/health', (c) => {
  c.var.db.get(sql`select 1`);
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok' as const });
});
