/**
 * Route guard: `requireRole('student')` (or several roles) lets a request through only with a live
 * session of one of those roles, read by `currentUser` (session.ts) and kept on `c.var.user`.
 * Signed out answers 401 `unauthenticated`; signed in with another role answers 403 `forbidden`.
 */
import type { MiddlewareHandler } from 'hono';
import { message } from '../contracts/common-messages';
import type { Role } from '../db/schema';
import { AppError } from '../errors';
import type { AppEnv } from '../types';
import { currentUser } from './session';

export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set<Role>(roles);
  return async function requireRoleMiddleware(c, next) {
    const user = await currentUser(c);
    const locale = c.var.locale ?? 'id';
    if (!user) throw new AppError('unauthenticated', message(locale, 'unauthenticated'));
    if (!allowed.has(user.role)) throw new AppError('forbidden', message(locale, 'forbidden'));
    await next();
  };
}
