/**
 * Request readers every route uses: the JSON body (400 `bad_request` when it is not JSON or nests too deep), a body
 * or query string validated by a contract's zod schema (a ZodError, which `app.onError` turns into 400 `validation`
 * with per-field messages), and positive integer route ids (404 otherwise).
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { message } from '../contracts/common-messages';
import { AppError } from '../errors';
import type { AppEnv, Locale } from '../types';
// The zod defaults (the translated 'required' and 'tooLong' keys) must be set wherever a schema is parsed.
import '../contracts/common';

/** Deepest nesting of arrays and objects a request body may have (a workspace needs about 20). */
export const MAX_JSON_DEPTH = 64;

/**
 * Throws 400 `bad_request` when `value` nests deeper than MAX_JSON_DEPTH. Checked without recursion
 * before validation, because the recursive workspace schemas would overflow the stack on a body
 * nested a few hundred levels deep (a 500 instead of a 400).
 */
function assertJsonDepth(value: unknown, locale: Locale): void {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; depth: number };
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= MAX_JSON_DEPTH) throw new AppError('bad_request', message(locale, 'tooDeep'));
    for (const child of Object.values(next.value)) stack.push({ value: child, depth: next.depth + 1 });
  }
}

/**
 * Reads the JSON body: 400 `bad_request` when it is not JSON or nests deeper than MAX_JSON_DEPTH.
 * Every body parser of the API starts here.
 */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const locale = c.var.locale ?? 'id';
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('bad_request', message(locale, 'malformedJson'));
  }
  assertJsonDepth(body, locale);
  return body;
}

/**
 * Reads the JSON body and validates it against `schema`. A body that fails the schema throws the
 * ZodError, which `app.onError` turns into 400 `validation` with per-field messages.
 */
export async function parseJsonBody<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.output<T>> {
  return schema.parse(await readJsonBody(c));
}

/** Validates the query string against `schema` (ZodError → 400 `validation`). */
export function parseQuery<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.output<T> {
  return schema.parse(c.req.query());
}

/** Parses a positive integer route parameter; anything else answers 404 (the record cannot exist). */
export function idParam(c: Context<AppEnv>, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('not_found', message(c.var.locale ?? 'id', 'notFound'));
  return id;
}
