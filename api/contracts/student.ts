/** Request bodies and queries of the student learning area. */
import { z } from 'zod';
import { registerBody } from './auth';
import { workspaceFilesField } from './common';

/** A positive integer id; digit strings are accepted too. Absent → 'required', anything else → 'invalidValue'. */
const id = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidValue') })
    .int('invalidValue')
    .positive('invalidValue'),
);

/** `POST /api/student/progresses/:progressId/progress-topic`. */
export const openMaterialBody = z.object({ chapterId: id, topicId: id, materialId: id });

/**
 * `GET /api/student/materials/:materialId/practice`: the language of the answer's texts. It is in the address, not in
 * the `x-locale` header, because the code screen's document preloads this read (a preload sends no headers of ours).
 */
export const practiceOpeningQuery = z.object({ locale: z.enum(['id', 'en']).optional() });

/** One quiz reply: the option ids (choice, multiple, puzzle order) or texts (fill, fill in the blank). */
export const quizReply = z.object({
  questionId: id,
  value: z.array(z.string().max(2000, 'tooLong')).max(50),
});

/** `PUT /api/student/progresses/:progressId`. `materialScore` is accepted for compatibility and never trusted. */
export const finishMaterialBody = openMaterialBody.extend({
  materialScore: z.number().min(0).max(100).optional(),
  answers: z.array(quizReply).max(500).optional(),
  // The files of one workspace, so the workspace limits hold: the server checks them synchronously.
  files: workspaceFilesField().optional(),
});

/** `GET /api/student/courses/:courseId/chapters?studentId=`. */
export const chaptersQuery = z.object({ studentId: id.optional() });

/** `GET /api/student/chapters?courseId=&studentId=`: course 2 unless told (docs/decisions/0008-errors-and-limits.md). */
export const chaptersListQuery = chaptersQuery.extend({ courseId: id.optional().default(2) });

/** `PUT /api/student/profile`: the sign-up's fields and rules, without e-mail, password and bot check. */
export const profileBody = registerBody.pick({
  fullName: true,
  phoneNumber: true,
  gender: true,
  birthday: true,
  province: true,
  city: true,
  occupation: true,
});
export type ProfileBody = z.infer<typeof profileBody>;
