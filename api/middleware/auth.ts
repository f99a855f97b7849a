/**
 * Route guard: `requireRole('student')` (or several roles) lets a request through only with a live
 * session of one of those roles, read by `currentUser` (session.ts) and kept on `c.var.user`.
 * Signed out answers 401 `unauthenticated`; signed in with another role answers 403 `forbidden`.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { message } from '../contracts/common-messages';
import type { Role } from '../db/schema';
import { AppError } from '../errors';
import { andThen } from '../lib/awaitable';
import type { AppEnv, SessionUser } from '../types';
import { currentUser } from './session';

export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set<Role>(roles);
  // Without an `async` frame: on SQLite the session is read at once, and a route whose handler answers at once then
  // answers without a promise (lib/awaitable.ts).
  function admit(c: Context<AppEnv>, user: SessionUser | undefined, next: Next): Promise<void> {
    const locale = c.var.locale ?? 'id';
    if (!user) throw new AppError('unauthenticated', message(locale, 'unauthenticated'));
    if (!allowed.has(user.role)) throw new AppError('forbidden', message(locale, 'forbidden'));
    return next();
  }
  return function requireRoleMiddleware(c, next) {
    // Hono types a middleware's result as a promise; the router's chain takes a value given at once too.
    return andThen(currentUser(c), (user) => admit(c, user, next)) as Promise<void>;
  };
}
