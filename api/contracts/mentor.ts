/**
 * Request schemas of the mentor area and of notifications (messages are keys of common-messages.ts,
 * translated by `app.onError`).
 */
import { z } from 'zod';
import { listQuery, optionalDate, phoneField, requiredText } from './common';

const optionalId = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : v),
  z.coerce.number().int().positive('invalidValue').optional(),
);

/** GET /api/mentor/dashboard: list parameters plus `chapterId`. */
export const mentorStudentsQuery = listQuery.extend({ chapterId: optionalId });

/** GET /api/mentor/submissions: list parameters plus `chapterId` and `status`. */
export const mentorSubmissionsQuery = listQuery.extend({
  chapterId: optionalId,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['new', 'in review', 'reviewed'], 'invalidValue').optional(),
  ),
});

/** Paging only (student overview). */
export const pagingQuery = z.object({
  start: z.coerce.number().int().min(0).optional().default(0),
  length: z.coerce.number().int().min(1).max(200).optional().default(10),
});

/** GET /api/notifications. */
export const notificationsQuery = pagingQuery.extend({
  unread: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** A whole number: absent or null says 'This field is required.', anything else not a number 'invalidValue'. */
const wholeNumber = () =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidValue') })
    .int('invalidValue');

/** POST /api/mentor/submissions/:id/comments: a comment on one line of one file. */
export const reviewCommentBody = z.object({
  path: requiredText(500),
  line: wholeNumber().min(1, 'invalidValue').max(1_000_000, 'invalidValue'),
  body: requiredText(2000),
});

const score = wholeNumber().min(0, 'invalidValue').max(100, 'invalidValue');

/** PUT /api/mentor/submissions/:id/review: a draft of the general feedback and score. */
export const reviewDraftBody = z.object({
  feedback: z.string().trim().max(5000, 'tooLong').nullable().optional(),
  score: score.nullable().optional(),
});

/** POST /api/mentor/submissions/:id/reviewed: finish the review. */
export const reviewCompleteBody = z.object({
  feedback: requiredText(5000),
  score,
});

const optionalAreaId = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.string().trim().max(20, 'invalidValue').optional(),
);

/** PUT /api/mentor/profile (spec §5): name and phone required; the email cannot be changed here. */
export const mentorProfileBody = z.object({
  name: requiredText(120),
  phone: phoneField(),
  gender: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.enum(['male', 'female'], 'invalidValue').optional(),
  ),
  birthday: optionalDate(),
  provinceId: optionalAreaId,
  cityId: optionalAreaId,
});
