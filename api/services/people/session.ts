/**
 * Server-side sessions (the Lucia guide's design with @oslojs): the cookie holds a random secret of
 * 160 bits; the table stores only its SHA-256, so a leaked database gives no usable cookie.
 * A session ends after `SESSION_IDLE_MINUTES` without use or `SESSION_MAX_DAYS` after sign-in,
 * whichever comes first; use slides the idle window (written at most once a minute).
 */
import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type Db, executed } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { unsampledText } from '../../db/plan-stable';
import {
  adminDetails,
  loginThrottles,
  mentorDetails,
  type Role,
  sessions,
  studentDetails,
  users,
} from '../../db/schema';
import type { Env } from '../../env';
import { type Awaitable, andThen } from '../../lib/awaitable';
import type { SessionUser } from '../../types';

type SessionLimits = Pick<Env, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_DAYS'>;

const MINUTE = 60_000;
/** Touching last_seen on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = MINUTE;

/** A new random secret: 20 bytes (160 bits) from the CSPRNG, base32 (32 characters). */
export function generateSessionSecret(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The stored id of a secret: hex SHA-256 (node:crypto's native hash: it runs on every signed-in request). */
export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function prepare(db: Db) {
  return {
    find: db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        role: sessions.role,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        email: users.email,
        userRole: users.role,
        deletedAt: users.deletedAt,
        studentName: studentDetails.fullName,
        mentorName: mentorDetails.fullName,
        adminName: adminDetails.fullName,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(studentDetails, eq(studentDetails.userId, users.id))
      .leftJoin(mentorDetails, eq(mentorDetails.userId, users.id))
      .leftJoin(adminDetails, eq(adminDetails.userId, users.id))
      .where(eq(sessions.id, unsampledText('id')))
      .prepare(),
    touch: db
      .update(sessions)
      .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
      .where(eq(sessions.id, unsampledText('id')))
      .prepare(),
    remove: db
      .delete(sessions)
      .where(eq(sessions.id, unsampledText('id')))
      .prepare(),
    /** Every sign-in writes one. */
    create: db
      .insert(sessions)
      .values({
        id: sql.placeholder('id'),
        userId: sql.placeholder('userId'),
        role: sql.placeholder('role'),
        createdAt: sql.placeholder('now'),
        lastSeenAt: sql.placeholder('now'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .prepare(),
  };
}

const queries = perDatabase(prepare);

export type CreatedSession = { secret: string; sessionId: string; expiresAt: Date };

/** Starts a new session for the user (a new secret at every sign-in). */
export async function createSession(
  db: Db,
  userId: number,
  role: Role,
  limits: SessionLimits,
  now = Date.now(),
): Promise<CreatedSession> {
  const secret = generateSessionSecret();
  const sessionId = hashSessionSecret(secret);
  const expiresAt = new Date(now + limits.SESSION_MAX_DAYS * 24 * 60 * MINUTE);
  await queries(db).create.execute({ id: sessionId, userId, role, now: new Date(now), expiresAt });
  return { secret, sessionId, expiresAt };
}

/**
 * The signed-in user of a cookie secret, or null when the session is unknown, expired, idle too long,
 * or its user was deleted or changed role. Expired sessions are removed on the way. On SQLite it answers at once,
 * without a promise: every signed-in request reads its session first (lib/awaitable.ts).
 */
export function validateSession(
  db: Db,
  secret: string,
  limits: SessionLimits,
  now = Date.now(),
): Awaitable<SessionUser | null> {
  if (!/^[a-z2-7]{16,64}$/.test(secret)) return null;
  const q = queries(db);
  const sessionId = hashSessionSecret(secret);
  return andThen(executed(db, q.find.execute({ id: sessionId })), ([row]) => {
    if (!row) return null;
    const idleLimit = row.lastSeenAt.getTime() + limits.SESSION_IDLE_MINUTES * MINUTE;
    if (now >= row.expiresAt.getTime() || now >= idleLimit || row.deletedAt !== null || row.userRole !== row.role) {
      return andThen(executed(db, q.remove.execute({ id: sessionId })), () => null);
    }
    const name = row.studentName ?? row.mentorName ?? row.adminName ?? row.email;
    const user: SessionUser = { id: row.userId, role: row.role, email: row.email, name, sessionId };
    if (now - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return user;
    return andThen(executed(db, q.touch.execute({ id: sessionId, now })), () => user);
  });
}

/** Ends one session on the server. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await queries(db).remove.execute({ id: sessionId });
}

/** Ends every session of a user (an admin's change of their password, account deletion). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but `keepSessionId` (their own password change: the other devices sign in again). */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Removes sessions past either timeout and throttle rows whose window and lock are over, so the
 * tables do not grow without bound. The server runs it at start and every hour.
 */
export async function purgeExpired(
  db: Db,
  limits: SessionLimits & Pick<Env, 'LOGIN_WINDOW_MINUTES'>,
  now = Date.now(),
): Promise<{ sessions: number; throttles: number }> {
  const idleCutoff = new Date(now - limits.SESSION_IDLE_MINUTES * MINUTE);
  const removedSessions = (
    await db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, idleCutoff)))
      .returning({ id: sessions.id })
  ).length;
  const windowCutoff = new Date(now - limits.LOGIN_WINDOW_MINUTES * MINUTE);
  const removedThrottles = (
    await db
      .delete(loginThrottles)
      .where(
        and(
          lt(loginThrottles.windowStartedAt, windowCutoff),
          or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, new Date(now))),
        ),
      )
      .returning({ key: loginThrottles.key })
  ).length;
  return { sessions: removedSessions, throttles: removedThrottles };
}
