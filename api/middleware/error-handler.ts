/**
 * One place that turns failures into `{ error: { code, message, fields?, ...details } }` (docs/decisions/0012-patterns.md):
 * AppError keeps its status and headers, a ZodError becomes 400 `validation` with one message per
 * field, a JSON body that does not parse becomes 400 `bad_request`, Hono's HTTPException keeps its
 * status, and anything else is logged and answered 500 with a generic message.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
// Loaded for its zod configuration: an absent field reports the 'required' key, translated below.
import '../contracts/common';
import { message } from '../contracts/common-messages';
import { fieldMessages, translateMessage } from '../contracts/field-messages';
import { AppError } from '../errors';
import type { AppEnv, Locale } from '../types';

type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; [extra: string]: unknown };
};

const localeOf = (c: Context<AppEnv>): Locale => c.var.locale ?? 'id';

/** A message that is a key of a message table is translated; other texts pass unchanged. */
const translate = translateMessage;

/**
 * First message per field path ('birthday', 'answers.0.tag'); form-level issues go under '_'. The client's forms
 * show the same messages (src/lib/form-errors.ts uses the same `fieldMessages`).
 */
export function zodFields(error: ZodError, locale: Locale): Record<string, string> {
  return fieldMessages(error.issues, locale);
}

function isJsonBodyError(err: Error, c: Context<AppEnv>): boolean {
  return err instanceof SyntaxError && (c.req.header('content-type') ?? '').includes('json');
}

/** `app.onError` handler. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  const locale = localeOf(c);
  if (err instanceof AppError) {
    const body: ErrorBody = { error: { ...err.details, code: err.code, message: translate(locale, err.message) } };
    if (err.fields) {
      body.error.fields = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, translate(locale, v)]));
    }
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof ZodError) {
    const body: ErrorBody = {
      error: { code: 'validation', message: message(locale, 'validation'), fields: zodFields(err, locale) },
    };
    return c.json(body, 400);
  }
  if (isJsonBodyError(err, c)) {
    return c.json(
      { error: { code: 'bad_request', message: message(locale, 'malformedJson') } } satisfies ErrorBody,
      400,
    );
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code = err.status === 413 ? 'payload_too_large' : err.status === 401 ? 'unauthenticated' : 'bad_request';
    return c.json(
      { error: { code, message: err.message || message(locale, 'validation') } } satisfies ErrorBody,
      err.status as ContentfulStatusCode,
    );
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
  return c.json({ error: { code: 'internal', message: message(locale, 'internal') } } satisfies ErrorBody, 500);
};

/** `app.notFound` handler: unknown API routes answer JSON 404, never HTML. */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: { code: 'not_found', message: message(localeOf(c), 'routeNotFound') } } satisfies ErrorBody, 404);
