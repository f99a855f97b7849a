/**
 * Caps request bodies before they are read: every JSON route reads its whole body into memory, so
 * without a cap one request could hold hundreds of megabytes. 413 `payload_too_large` when over.
 *
 * A body sent with a Content-Length (every browser's fetch) is judged by that header alone: Node's parser
 * never delivers more bytes than it declares. Only a chunked body is counted while it streams (Hono's
 * bodyLimit), since asking for the request's body stream builds the whole web Request of a request.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { message } from '../contracts/common-messages';
import { AppError } from '../errors';
import type { AppEnv } from '../types';

/** Any API body: room for an admin's starter and solution workspaces (2 MB each) with JSON escaping. */
export const MAX_API_BODY_BYTES = 8 * 1024 * 1024;
/** Sign-in and sign-up: a few short fields. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

const tooLarge = (c: Context<AppEnv>): never => {
  throw new AppError('payload_too_large', message(c.var.locale ?? 'id', 'bodyTooLarge'));
};

/**
 * Refuses a body whose declared Content-Length passes `maxSize`, before reading it, and lets any other through
 * unread: for a route that streams its body and counts it itself (uploads), since the streamed check above
 * (Hono's bodyLimit) gathers a chunked body whole in memory to count it.
 */
export function limitDeclaredLength(maxSize: number): MiddlewareHandler<AppEnv> {
  return async function limitDeclared(c, next) {
    const length = c.req.header('content-length');
    if (length !== undefined && Number.parseInt(length, 10) > maxSize) tooLarge(c);
    return next();
  };
}

export function limitRequestBody(maxSize: number): MiddlewareHandler<AppEnv> {
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  return async function limitBody(c, next) {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > maxSize) tooLarge(c);
      return next();
    }
    return streamed(c, next);
  };
}
