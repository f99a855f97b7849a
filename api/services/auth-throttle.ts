/**
 * Throttles for sign-in and sign-up, counted in the database (table `login_throttles`) so that every
 * server process on one database shares them. Following OWASP's authentication guidance, failures count
 * per account–address pair and per client address, never per account alone: five wrong passwords from
 * one address slow that address down for that account (429 with Retry-After for one window), while the
 * account's owner on their own address still signs in. An address that fails across many accounts
 * (spraying) is stopped by its own count. Sign-up attempts count per address.
 *
 * Each count is one atomic upsert (no read-then-write), so concurrent processes never lose a failure.
 */

import { eq, inArray, sql } from 'drizzle-orm';
import { message } from '../contracts/common-messages';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { loginThrottles } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../errors';
import type { Locale } from '../types';

export type SignInLimits = Pick<Env, 'LOGIN_MAX_FAILURES' | 'LOGIN_ADDRESS_MAX_FAILURES' | 'LOGIN_WINDOW_MINUTES'>;

/** A counter's key: what it counts and for whom. */
export const throttleKeys = {
  /** Failed sign-ins to one account (role + e-mail) from one client address. */
  account: (role: string, email: string, address: string) => `login:${role}:${email.trim().toLowerCase()}@${address}`,
  /** Failed sign-ins from one client address, whatever the account. */
  address: (address: string) => `login-address:${address}`,
  /** Sign-up attempts from one client address. */
  register: (address: string) => `register:${address}`,
};

/**
 * One failure counted on `:key` at `:now` (epoch ms) in a window that went stale at or before `:staleBefore`: a new
 * row starts at 1 (locked at once when `lockAtOnce`, a limit of 1), an existing one counts on or starts a new window,
 * and is locked until `:lockEnd` once it reaches `:max`. Values in SQL text are bound as plain numbers.
 */
function countUpsert(db: Db, lockAtOnce: boolean) {
  const t = loginThrottles;
  const number = (name: string) => sql`${sql.placeholder(name)}`;
  const stale = sql`${t.windowStartedAt} <= ${number('staleBefore')}`;
  const failures = sql`case when ${stale} then 1 else ${t.failures} + 1 end`;
  return db
    .insert(t)
    .values({
      key: sql.placeholder('key'),
      failures: 1,
      windowStartedAt: sql.placeholder('start'),
      ...(lockAtOnce ? { lockedUntil: sql.placeholder('lockedUntil') } : {}),
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${stale} then ${number('now')} else ${t.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${number('max')} then ${number('lockEnd')} else ${t.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: t.lockedUntil })
    .prepare();
}

/** Every sign-in reads the locks and, on success, clears its pair's count: prepared once per connection. */
const statements = perDatabase((db: Db) => ({
  /** The lock ends of the keys `:first` and `:second` (the same key twice when there is one). */
  locks: db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [sql.placeholder('first'), sql.placeholder('second')]))
    .prepare(),
  clear: db
    .delete(loginThrottles)
    .where(eq(loginThrottles.key, sql.placeholder('key')))
    .prepare(),
  count: countUpsert(db, false),
  countLockingAtOnce: countUpsert(db, true),
}));

/** Seconds until the longest lock among `keys` (one or two) ends, or 0 when none is locked. One statement. */
export async function lockedForSeconds(db: Db, keys: [string] | [string, string], now = Date.now()): Promise<number> {
  const [first, second = first] = keys;
  let until = 0;
  for (const row of await statements(db).locks.execute({ first, second })) {
    until = Math.max(until, row.lockedUntil?.getTime() ?? 0);
  }
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/**
 * Counts one event on `key` in a fixed window of `windowMinutes`; when the count reaches `max`, the key is
 * locked until one window from now. Returns the lock's seconds (0: not locked by this event).
 */
export async function countEvent(
  db: Db,
  key: string,
  max: number,
  windowMinutes: number,
  now = Date.now(),
): Promise<number> {
  const windowMs = windowMinutes * 60_000;
  const s = statements(db);
  const values = {
    key,
    start: new Date(now),
    lockedUntil: new Date(now + windowMs),
    now,
    staleBefore: now - windowMs,
    max,
    lockEnd: now + windowMs,
  };
  const [row] = await (max <= 1 ? s.countLockingAtOnce : s.count).execute(values);
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  const until = row.lockedUntil?.getTime() ?? 0;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Forgets the failures of one key (an account–address pair after a successful sign-in). */
export async function clearCount(db: Db, key: string): Promise<void> {
  await statements(db).clear.execute({ key });
}

/** The 429 answer for a lock of `seconds`, in whole minutes, with Retry-After. */
export function tooManyAttempts(
  locale: Locale,
  seconds: number,
  text: 'tooManyAttempts' | 'tooManySignUps' = 'tooManyAttempts',
): AppError {
  return new AppError(
    'too_many_requests',
    message(locale, text, { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Runs a password check (`matches`) for one account from one address under the sign-in throttle, for the
 * sign-in and the own-password change alike: 429 while the pair or the address is locked; a failure counts
 * for both (429 once either reaches its limit); a success clears the pair's count but not the address's,
 * or signing in to one's own account would reset a spraying count. Answers whether the password matched.
 */
export async function throttledPasswordCheck(
  db: Db,
  account: { role: string; email: string; address: string },
  limits: SignInLimits,
  locale: Locale,
  matches: () => Promise<boolean>,
): Promise<boolean> {
  const pairKey = throttleKeys.account(account.role, account.email, account.address);
  const addressKey = throttleKeys.address(account.address);
  const locked = await lockedForSeconds(db, [pairKey, addressKey]);
  if (locked > 0) throw tooManyAttempts(locale, locked);
  if (await matches()) {
    await clearCount(db, pairKey);
    return true;
  }
  const lockSeconds = Math.max(
    await countEvent(db, pairKey, limits.LOGIN_MAX_FAILURES, limits.LOGIN_WINDOW_MINUTES),
    await countEvent(db, addressKey, limits.LOGIN_ADDRESS_MAX_FAILURES, limits.LOGIN_WINDOW_MINUTES),
  );
  if (lockSeconds > 0) throw tooManyAttempts(locale, lockSeconds);
  return false;
}
