/**
 * Request schemas of the mentor area and of notifications (messages are keys of common-messages.ts,
 * translated by `app.onError`). The response shapes live in mentor-views.ts; their types are re-exported here for
 * the services and screens that import them from this module.
 */
import { z } from 'zod';
import type { SubmissionStatus } from '../db/schema';
import { birthdayField, genderField, listQuery, phoneField, requiredText } from './common';

export type {
  MaterialContent,
  MaterialQuestion,
  MaterialSlide,
  MaterialTask,
  MentorOverviewRow,
  MentorProfile,
  MentorStudentDetail,
  MentorStudentRow,
  MentorStudentSubmission,
  MentorSubmissionRow,
  NotificationItem,
  NotificationList,
  OutlineChapter,
  OutlineMaterial,
  OutlineTopic,
  ReviewComment,
  SubmissionCounts,
  SubmissionEvent,
  SubmissionReview,
} from './mentor-views';
export type { SubmissionStatus };

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
export const pagingQuery = listQuery.pick({ start: true, length: true });

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

/** A review's score: a whole number from 0 to 100 (one message for every way to miss it). */
const score = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'scoreRange') })
  .int('scoreRange')
  .min(0, 'scoreRange')
  .max(100, 'scoreRange');

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

/** PUT /api/mentor/profile (docs/decisions/0006-validation.md): name and phone required; the email cannot be changed here. */
export const mentorProfileBody = z.object({
  name: requiredText(120),
  phone: phoneField(),
  gender: genderField(),
  birthday: birthdayField(),
  provinceId: optionalAreaId,
  cityId: optionalAreaId,
});

/** The mentor's profile form: the body's rules, and a city once a province is chosen. */
export const mentorProfileForm = mentorProfileBody.refine((v) => !v.provinceId || Boolean(v.cityId), {
  message: 'required',
  path: ['cityId'],
});
