/**
 * Request schemas of the mentor area and of notifications (messages are keys of common-messages.ts,
 * translated by `app.onError`), and the mentor area's response shapes (dates are epoch ms), shared by the
 * services that build them and the client that reads them (`import type` only).
 */
import { z } from 'zod';
import type { Answer } from '../../workers/checker/api';
import type { Workspace } from '../../workers/workspace/types';
import type { Gender, MaterialRelation, QuizAnswer, QuizType, SlideBackground, SubmissionStatus } from '../db/schema';
import { birthdayField, listQuery, phoneField, requiredText } from './common';

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

/** One notification as the API sends it, its texts in the request's language. */
export type NotificationItem = {
  id: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
  readAt: number | null;
  createdAt: number;
};

export type NotificationList = { data: NotificationItem[]; total: number; filtered: number; unread: number };

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

/** PUT /api/mentor/profile (docs/decisions/0006-validation.md): name and phone required; the email cannot be changed here. */
export const mentorProfileBody = z.object({
  name: requiredText(120),
  phone: phoneField(),
  gender: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.enum(['male', 'female'], 'invalidValue').optional(),
  ),
  birthday: birthdayField(),
  provinceId: optionalAreaId,
  cityId: optionalAreaId,
});

/** One row of GET /api/mentor/dashboard. Dates are epoch milliseconds. */
export type MentorStudentRow = {
  progressId: number | null;
  studentId: number;
  name: string;
  startDate: number | null;
  lastLearning: number | null;
  progress: number;
  chapterId: number | null;
  chapterOrder: number | null;
  isTrialChapter: boolean;
  topicOrder: number | null;
  topicTitle: string;
  phone: string | null;
};

/** GET /api/mentor/students/:progressId. */
export type MentorStudentDetail = {
  progressId: number;
  studentId: number;
  name: string;
  email: string;
  phone: string | null;
  joinDate: number;
  dateOfBirth: string | null;
  gender: Gender | null;
  progress: number;
  lastLearning: number | null;
};

/** One row of the student overview: one material the student has met. */
export type MentorOverviewRow = {
  progressMaterialId: number;
  chapterOrder: number;
  isTrialChapter: boolean;
  chapterTitle: string;
  topicOrder: number;
  topicTitle: string;
  materialType: MaterialRelation;
  materialTitle: string;
  /** When the material was finished, else when it was last worked on (epoch ms). */
  time: number | null;
  /** Seconds between start and finish, when both are known. */
  durationSeconds: number | null;
  /** The share of the topic's materials the student has finished, 0–100. */
  percentage: number;
  isFinish: boolean;
  score: number | null;
};

/** One project the student submitted (GET /api/mentor/dashboard/:progressId). */
export type MentorStudentSubmission = {
  id: number;
  chapterOrder: number;
  isTrialChapter: boolean;
  topicOrder: number;
  submissionTitle: string;
  isExam: boolean;
  startDate: number | null;
  updateDate: number | null;
  status: SubmissionStatus;
  score: number | null;
};

/** One row of GET /api/mentor/submissions. Dates are epoch milliseconds. */
export type MentorSubmissionRow = {
  materialId: number;
  progressId: number;
  progressMaterialId: number;
  name: string;
  /** When the project was last submitted (falls back to the row's last change). */
  lastUpdate: number;
  /** When the current version was submitted: the queue's waiting time runs from here. */
  submittedAt: number | null;
  chapterId: number;
  chapterOrder: number;
  isTrialChapter: boolean;
  topicOrder: number;
  topicTitle: string;
  submissionTitle: string;
  isExam: boolean;
  status: SubmissionStatus;
  score: number | null;
};

/** How many of the mentor's projects wait per status (the red dot shows while `new` > 0). */
export type SubmissionCounts = { new: number; inReview: number; reviewed: number };

export type ReviewComment = {
  id: number;
  path: string | null;
  line: number | null;
  body: string;
  mentorId: number;
  mentorName: string;
  createdAt: number;
};

export type SubmissionEvent = { status: SubmissionStatus; actorId: number; actorName: string; createdAt: number };

/** GET /api/mentor/submissions/get-submission-code/:progressMaterialId. */
export type SubmissionReview = {
  progressMaterialId: number;
  progressId: number;
  materialId: number;
  studentId: number;
  studentName: string;
  title: string;
  brief: string;
  isExam: boolean;
  files: Workspace | null;
  rules: Answer[];
  comments: ReviewComment[];
  events: SubmissionEvent[];
  status: SubmissionStatus;
  feedback: string | null;
  score: number | null;
  submittedAt: number | null;
  reviewedAt: number | null;
};

export type OutlineMaterial = { id: number; order: number; title: string; relation: MaterialRelation };

export type OutlineTopic = {
  id: number;
  order: number;
  title: string;
  description: string | null;
  materials: OutlineMaterial[];
};

export type OutlineChapter = {
  id: number;
  order: number;
  title: string;
  description: string | null;
  isTrial: boolean;
  topics: OutlineTopic[];
};

export type MaterialSlide = {
  id: number;
  title: string;
  content: string;
  background: SlideBackground | null;
  video: string | null;
};

export type MaterialQuestion = {
  id: number;
  type: QuizType;
  title: string;
  question: string;
  example: string | null;
  answer: QuizAnswer;
};

export type MaterialTask = {
  id: number;
  title: string;
  question: string;
  example: string | null;
  copyable: string[];
  answers: Answer[];
};

/** One material's content; only the parts of its type are filled. */
export type MaterialContent = {
  id: number;
  title: string;
  description: string | null;
  relation: MaterialRelation;
  slides: MaterialSlide[];
  video: { url: string; durationSeconds: number | null; poster: string | null } | null;
  questions: MaterialQuestion[];
  tasks: MaterialTask[];
  starter: Workspace | null;
  project: { title: string; brief: string; isExam: boolean; rules: Answer[] } | null;
};

export type MentorProfile = {
  name: string;
  email: string;
  phone: string | null;
  gender: Gender | null;
  birthday: string | null;
  provinceId: string | null;
  provinceName: string | null;
  cityId: string | null;
  cityName: string | null;
  totalStudents: number;
  joinedAt: number;
};
