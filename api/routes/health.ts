/**
 * Probes for load balancers and orchestrators:
 *   GET /api/health → 200 `{ status: 'ok' }` while the process serves (liveness; it also touches the database).
 *   GET /api/ready  → 200 `{ status: 'ready', … }` when the database answers and holds every migration of this build,
 *                    else 503 `{ status: 'not-ready', … }`: take the process out of rotation, do not restart it.
 */
import { Hono } from 'hono';
import { healthAnswer, readyAnswer } from '../contracts/platform';
import { databaseReady, pingDb } from '../db/client';
import { andThen } from '../lib/awaitable';
import { answers } from '../middleware/validate';
import type { AppEnv } from '../types';

export const healthRoutes = new Hono<AppEnv>()
  .get('/health', answers(healthAnswer), (c) => {
    // SQLite answers the ping at once: the probe then answers without waiting for a promise (docs/decisions/0017-speed-targets.md).
    return andThen(pingDb(c.var.db), () => c.json({ status: 'ok' as const }));
  })
  .get('/ready', answers(readyAnswer), async (c) => {
    const { reachable, migrations } = await databaseReady(c.var.db);
    const ready = reachable && migrations.applied >= migrations.expected;
    return c.json({ status: ready ? 'ready' : 'not-ready', database: reachable, migrations }, ready ? 200 : 503);
  });
