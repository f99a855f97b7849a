/** Typed failures of the checker worker, so screens can tell the student what happened. */

/** A call to the checker worker did not answer in time; the worker was replaced by a fresh one. */
export class CheckerTimeoutError extends Error {
  override readonly name = 'CheckerTimeoutError';
  readonly code = 'checker-timeout';
  constructor(
    readonly method: string,
    readonly timeoutMs: number,
  ) {
    super(`The checker did not answer ${method} within ${timeoutMs} ms`);
  }
}

/** The checker worker failed (it did not load or it crashed); the next call starts a fresh one. */
export class CheckerCrashedError extends Error {
  override readonly name = 'CheckerCrashedError';
  readonly code = 'checker-crashed';
  constructor(
    readonly method: string,
    detail: string,
  ) {
    super(`The checker failed during ${method}: ${detail}`);
  }
}

/** True for either checker failure. */
export function isCheckerError(error: unknown): error is CheckerTimeoutError | CheckerCrashedError {
  return error instanceof CheckerTimeoutError || error instanceof CheckerCrashedError;
}
