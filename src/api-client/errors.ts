/** The one error type for failed API calls, and the one way to turn any failure into a message. */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Field name → message, as the API's `error.fields` (validation) holds them. */
export type FieldErrors = Record<string, string>;

/** A failed API call: HTTP status (0 when the network failed), machine code, message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
    /** The error object's other members (e.g. a 409 `stale_save`'s `editedAt` and `codeUpdatedAt`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** True for an {@link ApiError}, optionally with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** A user-facing message for any thrown value (translated fallbacks for network and unknown errors). */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return i18n._(msg`Tidak dapat terhubung ke server. Periksa koneksi internetmu.`);
    if (error.message) return error.message;
  } else if (error instanceof Error && error.message) {
    return error.message;
  } else if (typeof error === 'string' && error) {
    return error;
  }
  return i18n._(msg`Terjadi kesalahan. Silakan coba lagi.`);
}

/** Field errors of a validation failure, or an empty object. */
export function getFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fields : {};
}

function normaliseFields(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object') return {};
  const out: FieldErrors = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string') out[key] = v;
    else if (Array.isArray(v) && typeof v[0] === 'string') out[key] = v[0];
  }
  return out;
}

/** Builds an {@link ApiError} from a response status and its parsed body (`{ error: { code, message, fields } }`). */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const err = body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : undefined;
  if (err && typeof err === 'object') {
    const { code, message, fields, ...details } = err as {
      code?: unknown;
      message?: unknown;
      fields?: unknown;
      [extra: string]: unknown;
    };
    return new ApiError(
      status,
      typeof code === 'string' ? code : `http_${status}`,
      typeof message === 'string' ? message : statusText,
      normaliseFields(fields),
      details,
    );
  }
  if (typeof err === 'string') return new ApiError(status, `http_${status}`, err);
  return new ApiError(status, `http_${status}`, statusText);
}
