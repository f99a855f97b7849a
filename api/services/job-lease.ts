/**
 * Leases on scheduled jobs in the database (table `job_leases`), so that several server processes on one
 * database share one schedule:
 * - a *lease* (`acquireLease`/`releaseLease`) lets one holder at a time run a job; a holder that died
 *   loses it when it expires;
 * - a *slot* (`claimSlot`) lets a periodic job run once per period across all processes: the first process
 *   whose tick finds the slot free claims it until the period is nearly over, and the others' ticks skip.
 * Each is one conditional upsert, atomic on any engine.
 */
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';

/** The proposed row's values (`excluded`) as the update of an upsert on `job_leases`. */
const takeOver = { holder: sql`excluded.holder`, expiresAt: sql`excluded.expires_at` };

/** Takes (or renews) the lease on `name` for `holder` until `now + ttlMs`; false when another holds it. */
export async function acquireLease(db: Db, name: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
  const taken = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: now + ttlMs })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: takeOver,
      setWhere: or(lte(jobLeases.expiresAt, now), eq(jobLeases.holder, holder)),
    })
    .returning({ name: jobLeases.name });
  return taken.length === 1;
}

/** Gives the lease back, if `holder` still holds it. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

/**
 * Claims this period's run of the periodic job `name` (slot row `slot:<name>`) for `holder`; false when a
 * process (this one included) already ran it within the period. The slot ends a little before the period
 * does, so the claimant's own next tick, however late its timer fires, finds it free.
 */
export async function claimSlot(db: Db, name: string, holder: string, now: number, periodMs: number): Promise<boolean> {
  const until = now + Math.max(1, Math.floor(periodMs * 0.9));
  const claimed = await db
    .insert(jobLeases)
    .values({ name: `slot:${name}`, holder, expiresAt: until })
    .onConflictDoUpdate({ target: jobLeases.name, set: takeOver, setWhere: lte(jobLeases.expiresAt, now) })
    .returning({ name: jobLeases.name });
  return claimed.length === 1;
}
