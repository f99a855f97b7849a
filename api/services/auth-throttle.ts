/**
 * Sign-in throttling per role and e-mail address (table `login_throttles`): after
 * `LOGIN_MAX_FAILURES` failures within `LOGIN_WINDOW_MINUTES`, the address is locked for one window
 * and every attempt (even with the right password) answers 429 with Retry-After. A success clears it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottles } from '../db/schema';
import type { Env } from '../env';

type ThrottleLimits = Pick<Env, 'LOGIN_MAX_FAILURES' | 'LOGIN_WINDOW_MINUTES'>;

export function throttleKey(role: string, email: string): string {
  return `${role}:${email.trim().toLowerCase()}`;
}

/** Seconds until the address may try again, or 0 when it is not locked. */
export function lockedForSeconds(db: Db, key: string, now = Date.now()): number {
  const row = db.select().from(loginThrottles).where(eq(loginThrottles.key, key)).get();
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Counts one failed attempt; returns the seconds of the lock it started, or 0. */
export function recordFailure(db: Db, key: string, limits: ThrottleLimits, now = Date.now()): number {
  const windowMs = limits.LOGIN_WINDOW_MINUTES * 60_000;
  return db.transaction((tx) => {
    const row = tx.select().from(loginThrottles).where(eq(loginThrottles.key, key)).get();
    const fresh = !row || now - row.windowStartedAt.getTime() >= windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const lockedUntil = failures >= limits.LOGIN_MAX_FAILURES ? new Date(now + windowMs) : null;
    const values = { failures, windowStartedAt: fresh ? new Date(now) : row.windowStartedAt, lockedUntil };
    tx.insert(loginThrottles)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: loginThrottles.key, set: values })
      .run();
    return lockedUntil ? Math.ceil(windowMs / 1000) : 0;
  });
}

/** Forgets the failures of an address after a successful sign-in. */
export function clearFailures(db: Db, key: string): void {
  db.delete(loginThrottles).where(eq(loginThrottles.key, key)).run();
}
