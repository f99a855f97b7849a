/**
 * Body parsing for the practice and project routes: a size cap before the body is read, JSON only,
 * and validation messages from the practice message table (sizes, file types) in the request's locale.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { message } from '../contracts/common-messages';
import { firstMessage, practiceFields } from '../contracts/practice-messages';
import { AppError } from '../errors';
import { limitRequestBody } from '../middleware/body-limit';
import { readJsonBody } from '../middleware/request';
import type { AppEnv } from '../types';

/** Room for a 2 MB workspace plus JSON escaping and base64 images. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Refuses bodies over `MAX_BODY_BYTES` with 413 `payload_too_large` before reading them. */
export const limitBody = (): MiddlewareHandler<AppEnv> => limitRequestBody(MAX_BODY_BYTES);

/** The JSON body validated by `schema`; 400 `bad_request` when not JSON, 400 `validation` with fields. */
export async function parsePracticeBody<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.output<T>> {
  const locale = c.var.locale ?? 'id';
  const parsed = schema.safeParse(await readJsonBody(c));
  if (!parsed.success) {
    const fields = practiceFields(parsed.error, locale);
    throw new AppError('validation', firstMessage(fields, message(locale, 'validation')), fields);
  }
  return parsed.data;
}
