/**
 * Response shapes of the practice and project area as zod schemas, with the types inferred from them:
 * the services build these types, the student screens read them (`import type` only), the routes show the schemas
 * in the OpenAPI document, and tests/api/practice-answers.test.ts parses real answers with them.
 */
import { z } from 'zod';
import type { LocalizedText, SubmissionStatus } from '../db/schema';
import { answerRule, checkReportView, workspaceView } from './code-views';

export type { SubmissionStatus };

const localized: z.ZodType<LocalizedText> = z.object({ id: z.string().optional(), en: z.string().optional() });
const status = z.enum(['new', 'in review', 'reviewed']);

export const practiceTaskView = z.object({
  id: z.number(),
  order: z.number(),
  title: localized,
  question: localized,
  example: z.string().nullable(),
  copyable: z.array(z.string()),
  answers: z.array(answerRule),
});
export type PracticeTaskView = z.infer<typeof practiceTaskView>;

/** `GET /api/student/practice/:progressMaterialId`: the tasks and code, never the reference solution. */
export const practiceView = z.object({
  progressMaterialId: z.number(),
  materialId: z.number(),
  isFinish: z.boolean(),
  score: z.number().nullable(),
  tasks: z.array(practiceTaskView),
  starter: workspaceView,
  /** The student's saved code, or null before the first save. */
  code: workspaceView.nullable(),
  /** Server time of the last save (epoch ms), or null. */
  codeUpdatedAt: z.number().nullable(),
  /** Client edit time of the saved code (the save's `editedAt`, epoch ms), or null when saved without one. */
  codeEditedAt: z.number().nullable(),
});
export type PracticeView = z.infer<typeof practiceView>;

/**
 * `POST /api/student/practice/:progressMaterialId/check`: the server's verdict on the student's current code, one
 * report per task in task order (Laravel practices are judged in the server's check pool).
 */
export const practiceCheckView = z.object({ reports: z.array(checkReportView) });
export type PracticeCheckView = z.infer<typeof practiceCheckView>;

/** `GET /api/student/submissions/:progressMaterialId`: a project as its owner sees it. */
export const projectView = z.object({
  progressMaterialId: z.number(),
  materialId: z.number(),
  title: localized,
  brief: localized,
  isExam: z.boolean(),
  starter: workspaceView,
  /** The rules the reviewer sees checked. */
  answers: z.array(answerRule),
  /** The submitted files, or null before the first submission. */
  files: workspaceView.nullable(),
  status: status.nullable(),
  submittedAt: z.number().nullable(),
  reviewedAt: z.number().nullable(),
  feedback: z.string().nullable(),
  score: z.number().nullable(),
  /** False once reviewed. */
  canSubmit: z.boolean(),
});
export type ProjectView = z.infer<typeof projectView>;

/** One row of `GET /api/student/submissions`. */
export const studentSubmissionRow = z.object({
  progressMaterialId: z.number(),
  materialId: z.number(),
  title: localized,
  isExam: z.boolean(),
  /** The chapter's number as the course map shows it: trial chapters and paid ones are counted apart. */
  chapterOrder: z.number(),
  isTrialChapter: z.boolean(),
  topicOrder: z.number(),
  status,
  submittedAt: z.number().nullable(),
  reviewedAt: z.number().nullable(),
  feedback: z.string().nullable(),
  score: z.number().nullable(),
  commentCount: z.number(),
});
export type StudentSubmissionRow = z.infer<typeof studentSubmissionRow>;

/** A mentor's comment as the student reads it beside the code (line null = general). */
export const submissionComment = z.object({
  path: z.string().nullable(),
  line: z.number().nullable(),
  body: z.string(),
  createdAt: z.number(),
  mentorName: z.string(),
});
export type SubmissionComment = z.infer<typeof submissionComment>;

/** `GET /api/student/get-submission-code/:progressMaterialId`. */
export const submissionCode = studentSubmissionRow
  .omit({ chapterOrder: true, isTrialChapter: true, topicOrder: true, commentCount: true })
  .extend({ files: workspaceView.nullable(), comments: z.array(submissionComment) });
export type SubmissionCode = z.infer<typeof submissionCode>;

/** `PUT /api/student/practice/:progressMaterialId/code`: when the server stored the code (epoch ms). */
export const savedCode = z.object({ codeUpdatedAt: z.number() });

/** `POST /api/student/submissions/:progressMaterialId`: the project's new status. */
export const submitResult = z.object({ status, submittedAt: z.number(), resubmitted: z.boolean() });
export type SubmitResult = z.infer<typeof submitResult>;
