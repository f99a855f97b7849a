/**
 * A signed-in user's own password change. The current password proves it is them (a wrong one counts toward
 * the same 429 locks as a failed sign-in from that address, so the form cannot be used to guess it); the new hash is stored and
 * every other session of the user ends, so a device signed in with the old password has to sign in again.
 */
import { eq } from 'drizzle-orm';
import { message } from '../contracts/common-messages';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../errors';
import { hashPassword, verifyPassword } from '../lib/password';
import type { Locale, SessionUser } from '../types';
import { clearCount, countEvent, lockedForSeconds, throttleKeys } from './auth-throttle';
import { deleteOtherSessions } from './session';

type Limits = Pick<Env, 'LOGIN_MAX_FAILURES' | 'LOGIN_ADDRESS_MAX_FAILURES' | 'LOGIN_WINDOW_MINUTES'>;

function locked(locale: Locale, seconds: number): AppError {
  return new AppError(
    'too_many_requests',
    message(locale, 'tooManyAttempts', { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** Changes `user`'s password and ends their other sessions; answers how many sessions ended. */
export async function changeOwnPassword(
  db: Db,
  user: SessionUser,
  input: { currentPassword: string; password: string },
  limits: Limits,
  locale: Locale,
  address: string,
): Promise<{ endedSessions: number }> {
  const key = throttleKeys.account(user.role, user.email, address);
  const addressKey = throttleKeys.address(address);
  const lockSeconds = lockedForSeconds(db, [key, addressKey]);
  if (lockSeconds > 0) throw locked(locale, lockSeconds);
  const row = db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).get();
  if (!row) throw new AppError('unauthenticated', message(locale, 'unauthenticated'));
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    const nowLocked = Math.max(
      countEvent(db, key, limits.LOGIN_MAX_FAILURES, limits.LOGIN_WINDOW_MINUTES),
      countEvent(db, addressKey, limits.LOGIN_ADDRESS_MAX_FAILURES, limits.LOGIN_WINDOW_MINUTES),
    );
    if (nowLocked > 0) throw locked(locale, nowLocked);
    const text = message(locale, 'wrongCurrentPassword');
    throw new AppError('validation', text, { currentPassword: text });
  }
  clearCount(db, key);
  const passwordHash = await hashPassword(input.password);
  db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id)).run();
  return { endedSessions: deleteOtherSessions(db, user.id, user.sessionId) };
}
