/**
 * A lease per scheduled job in the database: of several server processes on one database, only the one
 * holding the lease runs the job; a holder that died loses it when it expires.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Takes (or renews) the lease on `name` for `holder` until `now + ttlMs`; false when another holds it. */
export function acquireLease(db: Db, name: string, holder: string, now: number, ttlMs: number): boolean {
  const result = db.run(sql`
    INSERT INTO job_leases (name, holder, expires_at) VALUES (${name}, ${holder}, ${now + ttlMs})
    ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
    WHERE job_leases.expires_at <= ${now} OR job_leases.holder = excluded.holder`);
  return result.changes === 1;
}

/** Gives the lease back, if `holder` still holds it. */
export function releaseLease(db: Db, name: string, holder: string): void {
  db.run(sql`DELETE FROM job_leases WHERE name = ${name} AND holder = ${holder}`);
}
