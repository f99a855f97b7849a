/**
 * Hourly upkeep, once per hour across every server process: expired sessions and finished throttle
 * windows go, and the query planner's statistics follow the data.
 */
import { type Db, optimizeDb } from '../db/client';
import type { Env } from '../env';
import { purgeExpired } from './people/session';
import type { PeriodicJob } from './scheduled-jobs';

export const MAINTENANCE_PERIOD_MS = 60 * 60 * 1000;

export function maintenanceJob(db: Db, env: Env): PeriodicJob {
  return {
    name: 'maintenance',
    periodMs: MAINTENANCE_PERIOD_MS,
    run: async (now) => {
      await purgeExpired(db, env, now);
      await optimizeDb(db);
    },
  };
}
