/**
 * Throttles for sign-in and sign-up, counted in the database (table `login_throttles`) so that every
 * server process on one database shares them. Following OWASP's authentication guidance, failures count
 * per account–address pair and per client address, never per account alone: five wrong passwords from
 * one address slow that address down for that account (429 with Retry-After for one window), while the
 * account's owner on their own address still signs in. An address that fails across many accounts
 * (spraying) is stopped by its own count. Sign-up attempts count per address.
 *
 * Each count is one atomic upsert (no read-then-write), so concurrent processes never lose a failure, and a
 * sign-in reserves its attempt before the password check (docs/decisions/0022-hardening.md).
 */

import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { message } from '../../contracts/common-messages';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { loginThrottles } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import type { Locale } from '../../types';

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

/** A number bound by name when the statement runs; values in SQL text are bound as plain numbers. */
const number = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * The upsert both counters share, one failure on `:key` at `:now` (epoch ms): a new row starts at 1 (locked at once
 * until `:lockedUntil` when `lockAtOnce`, a limit of 1); an existing one starts a new window at 1 when `restart`
 * holds, or counts on, and its lock becomes what `lock` makes of the new count.
 */
function failureUpsert(db: Db, lockAtOnce: boolean, restart: SQL, lock: (failures: SQL) => SQL) {
  const t = loginThrottles;
  const failures = sql`case when ${restart} then 1 else ${t.failures} + 1 end`;
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
        windowStartedAt: sql`case when ${restart} then ${number('now')} else ${t.windowStartedAt} end`,
        lockedUntil: lock(failures),
      },
    });
}

/**
 * One failure counted in a window that went stale at or before `:staleBefore`: an existing row counts on or starts
 * a new window, and is locked until `:lockEnd` once it reaches `:max`.
 */
function countUpsert(db: Db, lockAtOnce: boolean) {
  const t = loginThrottles;
  const stale = sql`${t.windowStartedAt} <= ${number('staleBefore')}`;
  return failureUpsert(
    db,
    lockAtOnce,
    stale,
    (failures) => sql`case when ${failures} >= ${number('max')} then ${number('lockEnd')} else ${t.lockedUntil} end`,
  )
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

/** The parameters of the counting statements for one event on `key` at `now`. */
function windowValues(key: string, max: number, windowMs: number, now: number) {
  return {
    key,
    start: new Date(now),
    lockedUntil: new Date(now + windowMs),
    now,
    staleBefore: now - windowMs,
    max,
    lockEnd: now + windowMs,
  };
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
  const values = windowValues(key, max, windowMs, now);
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
 * Reserves one sign-in attempt on `:key` before its password is checked: one atomic upsert counts it at once,
 * so parallel attempts (one process or many) each see the count that includes every attempt before them and
 * no burst checks more passwords than the limit. While the key is locked the count goes on past `:max`
 * (rejected, the lock's end untouched); otherwise a stale window starts again at 1. The attempt that brings the
 * count to `:max` sets the lock. Values in SQL text are bound as plain numbers.
 */
function reserveUpsert(db: Db, lockAtOnce: boolean) {
  const t = loginThrottles;
  const locked = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} > ${number('now')})`;
  const restart = sql`(${t.windowStartedAt} <= ${number('staleBefore')} and not ${locked})`;
  return failureUpsert(
    db,
    lockAtOnce,
    restart,
    (failures) =>
      sql`case when ${locked} then ${t.lockedUntil} when ${failures} >= ${number('max')} then ${number('lockEnd')} else null end`,
  )
    .returning({ failures: t.failures, windowStartedAt: t.windowStartedAt, lockedUntil: t.lockedUntil })
    .prepare();
}

/**
 * Gives back one reserved attempt of the window that started at `:windowStart` (a reservation of an older window
 * has nothing left to give back), and lifts the lock when the count falls below `:max` again: the lock was then
 * set by the attempt given back.
 */
function releaseUpdate(db: Db) {
  const t = loginThrottles;
  const number = (name: string) => sql`${sql.placeholder(name)}`;
  return db
    .update(t)
    .set({
      failures: sql`${t.failures} - 1`,
      lockedUntil: sql`case when ${t.failures} - 1 < ${number('max')} then null else ${t.lockedUntil} end`,
    })
    .where(
      and(
        eq(t.key, sql.placeholder('key')),
        sql`${t.windowStartedAt} = ${number('windowStart')}`,
        sql`${t.failures} > 0`,
      ),
    )
    .prepare();
}

const reservations = perDatabase((db: Db) => ({
  reserve: reserveUpsert(db, false),
  reserveLockingAtOnce: reserveUpsert(db, true),
  release: releaseUpdate(db),
}));

/** One reserved attempt: whether it may go on, and what giving it back needs. */
export type Reservation = { key: string; max: number; allowed: boolean; lockSeconds: number; windowStart: Date };

/**
 * Reserves one attempt on `key` (at most `max` per window of `windowMinutes`): `allowed` when the attempt is
 * within the limit, `lockSeconds` > 0 when the key is locked (by this attempt or an earlier one).
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  max: number,
  windowMinutes: number,
  now = Date.now(),
): Promise<Reservation> {
  const windowMs = windowMinutes * 60_000;
  const r = reservations(db);
  const values = windowValues(key, max, windowMs, now);
  const [row] = await (max <= 1 ? r.reserveLockingAtOnce : r.reserve).execute(values);
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  const until = row.lockedUntil?.getTime() ?? row.windowStartedAt.getTime() + windowMs;
  const lockSeconds = row.failures >= max && until > now ? Math.ceil((until - now) / 1000) : 0;
  return { key, max, allowed: row.failures <= max, lockSeconds, windowStart: row.windowStartedAt };
}

/** Gives one reserved attempt back (its password matched, or it was refused before any check). */
export async function releaseAttempt(db: Db, reservation: Reservation): Promise<void> {
  const { key, max, windowStart } = reservation;
  await reservations(db).release.execute({ key, max, windowStart: windowStart.getTime() });
}

/**
 * Runs a password check (`matches`) for one account from one address under the sign-in throttle, for the
 * sign-in and the own-password change alike. The attempt is reserved on the account–address pair and on the
 * address before the slow check (so a burst of parallel guesses checks at most the limit's number of
 * passwords, across processes): 429 when either is over its limit. A failure keeps both reservations (429 once
 * either reaches its limit); a success clears the pair's count and gives back the address's reservation, but
 * keeps the address's earlier failures, or signing in to one's own account would reset a spraying count.
 * Answers whether the password matched.
 */
export async function throttledPasswordCheck(
  db: Db,
  account: { role: string; email: string; address: string },
  limits: SignInLimits,
  locale: Locale,
  matches: () => Promise<boolean>,
): Promise<boolean> {
  const window = limits.LOGIN_WINDOW_MINUTES;
  const pair = await reserveAttempt(
    db,
    throttleKeys.account(account.role, account.email, account.address),
    limits.LOGIN_MAX_FAILURES,
    window,
  );
  if (!pair.allowed) throw tooManyAttempts(locale, pair.lockSeconds);
  const address = await reserveAttempt(
    db,
    throttleKeys.address(account.address),
    limits.LOGIN_ADDRESS_MAX_FAILURES,
    window,
  );
  if (!address.allowed) {
    // Refused before any check: the pair's reservation was no guess.
    await releaseAttempt(db, pair);
    throw tooManyAttempts(locale, address.lockSeconds);
  }
  if (await matches()) {
    await clearCount(db, pair.key);
    await releaseAttempt(db, address);
    return true;
  }
  const lockSeconds = Math.max(pair.lockSeconds, address.lockSeconds);
  if (lockSeconds > 0) throw tooManyAttempts(locale, lockSeconds);
  return false;
}
