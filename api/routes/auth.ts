/**
 * Sign-in, sign-out, the signed-in user and student sign-up (docs/decisions/0007-api.md Auth):
 *   POST /api/{student,mentor,admin}/login   { email, password } → { data: user } + new session cookie
 *   GET  /api/student/logout, GET /api/admin/logout, POST /api/mentor/logout (each also accepts the
 *        other method) → ends the session on the server and clears the cookie
 *   GET  /api/{role}/user → { data: user } (401 signed out, 403 another role)
 *   PUT  /api/{role}/password { currentPassword, password } → { data: { endedSessions } }: the user's own
 *        change; every other session of theirs ends (400 on `currentPassword` when it is wrong)
 *   POST /api/student/register → 201 { data: user }, signed in; its `botCheck` token must pass the
 *        configured bot check (400 with a `botCheck` field error otherwise). Throttled per client address;
 *        409 only for an address a student account has (addresses are unique per role), and only after the
 *        bot check passed: before it, a taken address and a free one answer alike.
 * Sign-in failures count per account–address pair and per address (services/auth-throttle.ts).
 */
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { dataOf } from '../contracts/answers';
import {
  type AnyUser,
  loginBody,
  passwordChangeBody,
  passwordChanged,
  registerBody,
  signedOut,
  studentUser,
  userOf,
} from '../contracts/auth';
import { message } from '../contracts/common-messages';
import type { Role } from '../db/schema';
import { AppError } from '../errors';
import { type Awaitable, andThen } from '../lib/awaitable';
import { requireRole } from '../middleware/auth';
import { requestClientAddress } from '../middleware/client-address';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../middleware/session';
import { answers, jsonBody } from '../middleware/validate';
import {
  authenticate,
  checkRegistration,
  loadUser,
  registerStudent,
  throttleRegistration,
} from '../services/people/auth';
import { changeOwnPassword } from '../services/people/password-change';
import { createSession, deleteSession, hashSessionSecret } from '../services/people/session';
import type { AppEnv } from '../types';

/** Ends the cookie's session (if any) on the server and in the browser. */
async function endSession(c: Context<AppEnv>): Promise<void> {
  const secret = getCookie(c, SESSION_COOKIE);
  if (secret) await deleteSession(c.var.db, hashSessionSecret(secret));
  clearSessionCookie(c);
}

/** Starts a fresh session for the user, replacing whatever session the browser had. */
async function startSession(c: Context<AppEnv>, userId: number, role: Role): Promise<void> {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await deleteSession(c.var.db, hashSessionSecret(previous));
  const session = await createSession(c.var.db, userId, role, c.var.env);
  setSessionCookie(c, session.secret, session.expiresAt);
}

function profileOrFail(c: Context<AppEnv>, role: Role, id: number): Awaitable<AnyUser> {
  return andThen(loadUser(c.var.db, role, id), (user) => {
    if (!user) throw new AppError('unauthenticated', message(c.var.locale, 'unauthenticated'));
    return user;
  });
}

/** The sign-in, sign-out, user and password calls of one role, mounted at `/{role}`. */
function roleRoutes(role: Role) {
  const logout = async (c: Context<AppEnv>) => {
    await endSession(c);
    return c.json({ data: { signedOut: true } });
  };
  return new Hono<AppEnv>()
    .post('/login', answers(dataOf(userOf[role])), jsonBody(loginBody), async (c) => {
      const body = c.req.valid('json');
      const address = requestClientAddress(c);
      const user = await authenticate(c.var.db, role, body.email, body.password, c.var.env, c.var.locale, address);
      await startSession(c, user.id, role);
      return c.json({ data: await profileOrFail(c, role, user.id) });
    })
    .get('/logout', answers(signedOut), async (c) => {
      // The spec keeps a GET sign-out, which any other site could trigger with a link or an image: refuse it when
      // the browser says the request came from another site (absent on old browsers and direct visits: allowed).
      const site = c.req.header('sec-fetch-site');
      if (site === 'cross-site' || site === 'same-site') {
        throw new AppError('forbidden', message(c.var.locale, 'crossSiteSignOut'));
      }
      return await logout(c);
    })
    .post('/logout', answers(signedOut), logout)
    .get('/user', answers(dataOf(userOf[role])), requireRole(role), (c) => {
      // Without an `async` frame: on SQLite the profile is read at once and the answer written out at once.
      return andThen(profileOrFail(c, role, c.var.user.id), (user) => c.json({ data: user }));
    })
    .put('/password', answers(passwordChanged), requireRole(role), jsonBody(passwordChangeBody), async (c) => {
      const address = requestClientAddress(c);
      const body = c.req.valid('json');
      const result = await changeOwnPassword(c.var.db, c.var.user, body, c.var.env, c.var.locale, address);
      return c.json({ data: result });
    });
}

export const authRoutes = new Hono<AppEnv>()
  .route('/student', roleRoutes('student'))
  .route('/mentor', roleRoutes('mentor'))
  .route('/admin', roleRoutes('admin'))
  .post('/student/register', answers(dataOf(studentUser), 201), jsonBody(registerBody), async (c) => {
    const body = c.req.valid('json');
    await throttleRegistration(c.var.db, requestClientAddress(c), c.var.env, c.var.locale);
    // Checked after the fields (a form the student must correct does not use up its solution), before the work;
    // whether the address is taken is told only after the bot check (registerStudent).
    await checkRegistration(c.var.db, body, c.var.locale);
    await c.var.botCheck.verify(body.botCheck, { locale: c.var.locale, hostname: new URL(c.req.url).hostname });
    const userId = await registerStudent(c.var.db, body, c.var.locale, c.var.env.MENTOR_AUTO_ASSIGN);
    await startSession(c, userId, 'student');
    return c.json({ data: await profileOrFail(c, 'student', userId) }, 201);
  });
