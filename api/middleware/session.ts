/**
 * Reads the session cookie on every API request and, when it names a live session, puts the user on
 * `c.var.user`. It never rejects: `requireRole` (auth.ts) decides what a route needs.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { validateSession } from '../services/session';
import type { AppEnv } from '../types';

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

/** Loads the signed-in user (if any) into `c.var.user`. */
export function session(): MiddlewareHandler<AppEnv> {
  return async function sessionMiddleware(c, next) {
    const secret = getCookie(c, SESSION_COOKIE);
    if (secret) {
      const user = validateSession(c.var.db, secret, c.var.env);
      if (user) c.set('user', user);
    }
    await next();
  };
}

/** The signed-in user, or undefined (`c.var.user` is typed as always present for routes behind requireRole). */
export function currentUser(c: Context<AppEnv>) {
  return c.get('user') as AppEnv['Variables']['user'] | undefined;
}
