/**
 * A signed-in user's own password change. The current password proves it is them (a wrong one counts toward
 * the same 429 locks as a failed sign-in from that address, so the form cannot be used to guess it); the new hash is stored and
 * every other session of the user ends, so a device signed in with the old password has to sign in again.
 */
import { eq } from 'drizzle-orm';
import { message } from '../../contracts/common-messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Locale, SessionUser } from '../../types';
import { type SignInLimits, throttledPasswordCheck } from './auth-throttle';
import { deleteOtherSessions } from './session';

/** Changes `user`'s password and ends their other sessions; answers how many sessions ended. */
export async function changeOwnPassword(
  db: Db,
  user: SessionUser,
  input: { currentPassword: string; password: string },
  limits: SignInLimits,
  locale: Locale,
  address: string,
): Promise<{ endedSessions: number }> {
  const row = (
    await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1)
  )[0];
  if (!row) throw new AppError('unauthenticated', message(locale, 'unauthenticated'));
  const account = { role: user.role, email: user.email, address };
  if (
    !(await throttledPasswordCheck(db, account, limits, locale, () =>
      verifyPassword(row.passwordHash, input.currentPassword),
    ))
  ) {
    const text = message(locale, 'wrongCurrentPassword');
    throw new AppError('validation', text, { currentPassword: text });
  }
  const passwordHash = await hashPassword(input.password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  return { endedSessions: await deleteOtherSessions(db, user.id, user.sessionId) };
}
