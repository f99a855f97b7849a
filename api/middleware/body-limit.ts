/**
 * Caps request bodies before they are read: every JSON route reads its whole body into memory, so
 * without a cap one request could hold hundreds of megabytes. 413 `payload_too_large` when over.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { message } from '../contracts/common-messages';
import { AppError } from '../errors';
import type { AppEnv } from '../types';

/** Any API body: room for an admin's starter and solution workspaces (2 MB each) with JSON escaping. */
export const MAX_API_BODY_BYTES = 8 * 1024 * 1024;
/** Sign-in and sign-up: a few short fields. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

export const limitRequestBody = (maxSize: number): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      throw new AppError('payload_too_large', message(c.var.locale ?? 'id', 'bodyTooLarge'));
    },
  });
