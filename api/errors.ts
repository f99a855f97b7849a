/**
 * Named errors with a typed code. Services throw them; `app.onError` turns them into
 * `{ error: { code, message, fields? } }` with their status. Anything else is a 500 that is logged.
 */
export type ErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'stale_save'
  | 'already_answered'
  | 'too_many_requests'
  | 'locked'
  | 'bad_request'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'range_not_satisfiable'
  | 'bad_gateway'
  | 'unprocessable'
  | 'unavailable'
  | 'internal';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 500 | 502 | 503;

const statusOf: Record<ErrorCode, ErrorStatus> = {
  validation: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  locked: 403,
  not_found: 404,
  conflict: 409,
  stale_save: 409,
  already_answered: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
};

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: ErrorStatus;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages for `validation` errors. */
    readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After for 429. */
    readonly headers?: Record<string, string>,
    /** Extra fields of the error object, e.g. the server's current copy for 409 `stale_save`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

export const notFound = (what = 'Data') => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You do not have access to this resource') => new AppError('forbidden', message);
export const validationError = (fields: Record<string, string>, message = 'The data sent is not valid') =>
  new AppError('validation', message, fields);
