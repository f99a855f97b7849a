/**
 * The signed-in user of a request, read from the session cookie when something first asks for it
 * (`requireRole`, or `currentUser` on a page that shows either state) and kept on `c.var.user`. A request that
 * never asks (health, sign-in, the areas list, any file) costs no session lookup: the browser sends the cookie
 * with every request, so validating it up front was a 5-table join on each (docs/decisions/0017-speed-targets.md). It never rejects:
 * `requireRole` (auth.ts) decides what a route needs.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type Awaitable, andThen } from '../lib/awaitable';
import { validateSession } from '../services/people/session';
import type { AppEnv, SessionUser } from '../types';

/** The session cookie's name (docs/decisions/0005-behaviour.md: session cookies are prefixed "auth."). */
export const SESSION_COOKIE = 'auth.session';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Secure when the request came over https (directly or through a proxy that says so), or in
 * production unless the site is opened on this machine: `npm start` runs with NODE_ENV=production
 * on plain http://localhost, and browsers other than Chromium drop Secure cookies there, which would
 * make sign-in silently fail for a new user trying the app locally.
 */
export function cookieIsSecure(c: Context<AppEnv>): boolean {
  const url = new URL(c.req.url);
  if (url.protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return c.var.env.NODE_ENV === 'production' && !localHosts.has(url.hostname);
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Path=/, expiring with the session's absolute limit. */
export function setSessionCookie(c: Context<AppEnv>, secret: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: cookieIsSecure(c),
    expires: expiresAt,
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: cookieIsSecure(c) });
}

/**
 * The signed-in user, or undefined; validated once per request and then kept on `c.var.user` (typed as always
 * present for routes behind requireRole). At once on SQLite, a promise on PostgreSQL (lib/awaitable.ts).
 */
export function currentUser(c: Context<AppEnv>): Awaitable<SessionUser | undefined> {
  if (c.get('sessionRead')) return c.get('user') as SessionUser | undefined;
  c.set('sessionRead', true);
  const secret = getCookie(c, SESSION_COOKIE);
  if (!secret) return undefined;
  return andThen(validateSession(c.var.db, secret, c.var.env), (user) => {
    if (!user) return undefined;
    c.set('user', user);
    return user;
  });
}
