/**
 * Shared request-validation pieces. A zod issue whose message is a key of the server message table
 * (`common-messages.ts`) is translated by `app.onError`; any other message is sent as written.
 * Import from here (not from 'zod' directly) at least once so the "required" default below is active.
 */
import { z } from 'zod';
import { MAX_WORKSPACE_BYTES, MAX_WORKSPACE_NODES } from './workspace-limits';

// Issues a schema gives no message of its own answer with a key of the message table, so the text
// is translated (zod's defaults are English only): an absent or null field with the spec's
// 'This field is required.', a too-long text or list with its own text, anything else 'invalid'.
z.config({
  customError: (issue) => {
    // An absent choice (an enum or literal) is not filled in either.
    const absent = issue.input === undefined || issue.input === null;
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && absent) return 'required';
    if (issue.code === 'too_big' && issue.origin === 'string') return 'tooLong';
    if (issue.code === 'too_big' && (issue.origin === 'array' || issue.origin === 'set')) return 'tooMany';
    return 'invalidValue';
  },
});

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max = 255) => z.string().trim().min(1, 'required').max(max, 'tooLong');

/** An optional text: absent, null and '' all become undefined. */
export const optionalText = (max = 255) =>
  z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().max(max, 'tooLong').optional());

/** A required e-mail address, trimmed and lower-cased. */
export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(254, 'tooLong')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'email')
    .transform((v) => v.toLowerCase());

/** A required password of at least 8 characters (docs/decisions/0006-validation.md). */
export const passwordField = () => z.string().min(1, 'required').min(8, 'passwordMin').max(256, 'tooLong');

/** A required phone number of at least 11 digits, digits only (docs/decisions/0006-validation.md). */
export const phoneField = () =>
  z.string().trim().min(1, 'required').regex(/^\d*$/, 'phoneDigits').min(11, 'phoneMin').max(20, 'tooLong');

/** An optional gender: absent, null and '' all become undefined; any other value than the two is 'invalidValue'. */
export const genderField = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['male', 'female'], 'invalidValue').optional());

/**
 * The files of one workspace sent for a synchronous check, so the workspace limits hold on the server: each file's
 * text, their number and their total size.
 */
export const workspaceFilesField = () =>
  z
    .array(z.object({ path: z.string().max(500, 'tooLong'), value: z.string().max(MAX_WORKSPACE_BYTES, 'tooLong') }))
    .max(MAX_WORKSPACE_NODES)
    .refine((files) => files.reduce((sum, f) => sum + f.value.length, 0) <= MAX_WORKSPACE_BYTES, {
      message: 'tooLong',
    });

/** An optional calendar date `YYYY-MM-DD`. */
export const optionalDate = () =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
      // A real calendar day: `Date` would roll 2021-02-29 over to 1 March, so the day must come back unchanged.
      .refine((v) => {
        const time = Date.parse(`${v}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
      }, 'invalidDate')
      .optional(),
  );

/** An optional birthday: a real calendar day, not after today. */
export const birthdayField = () =>
  optionalDate().refine((v) => v === undefined || v <= new Date().toISOString().slice(0, 10), 'invalidDate');

/** Paging, search, order and trash parameters of every list call (docs/decisions/0007-api.md). */
export const listQuery = z.object({
  search: z.string().trim().max(200).optional().default(''),
  start: z.coerce.number().int().min(0).optional().default(0),
  length: z.coerce.number().int().min(1).max(200).optional().default(10),
  'order[column]': z.string().max(64).optional(),
  'order[dir]': z.enum(['asc', 'desc']).optional().default('asc'),
  trash: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export type ListQuery = z.infer<typeof listQuery>;
