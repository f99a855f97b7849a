/**
 * One structured log line per request: method, route pattern (`/api/admin/students/:id`, never the
 * filled-in path, which may carry ids or tokens), status, milliseconds and the signed-in user's id.
 * Never a header, a cookie or a body, so no secret or password can reach the log.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../logger';

/**
 * Whether request lines would be written at all: below `info` (LOG_LEVEL=warn, error, silent) every line would be
 * dropped, so the middleware is not installed and requests skip its timing and route lookup.
 */
export function logsRequests(logger: Logger | undefined): logger is Logger {
  return logger?.isLevelEnabled('info') === true;
}

/** What one line holds (the `msg` is always `request`). */
export type RequestLine = { method: string; route: string; status: number; ms: number; userId?: number };

/**
 * Logs every request that passes through. `route` names requests that match no pattern of their own
 * (the static files' app passes `static`); otherwise the pattern of the handler that answered is used.
 */
export function requestLog(logger: Logger, fallbackRoute?: string): MiddlewareHandler {
  return async function requestLog(c, next) {
    const started = performance.now();
    // At debug level, a line as the request starts, before its body is read: what was in flight when a
    // process stopped shows in the log (and a test can wait for a request to be under way).
    if (logger.isLevelEnabled('debug')) logger.debug({ method: c.req.method }, 'request started');
    await next();
    const status = c.res.status;
    // The last route that matched is the handler's, also when a guard before it answered (401, 403).
    const matched = routePath(c, -1);
    // A request no handler matched ends at a catch-all middleware (`/*`): log that it matched nothing.
    const route = fallbackRoute ?? (matched === '' || matched.endsWith('*') ? '(none)' : matched);
    const line: RequestLine = {
      method: c.req.method,
      route,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    const user = c.get('user') as { id: number } | undefined;
    if (user) line.userId = user.id;
    logger.info(line, 'request');
  };
}
