/**
 * Response shapes of the mentor area and of notifications as zod schemas (dates are epoch ms), with the types
 * inferred from them: the services build these types, the client reads them (`import type` only), the routes show
 * the schemas in the OpenAPI document (`answers(…)`), and tests/api/mentor-answers.test.ts parses real answers with
 * them.
 */
import { z } from 'zod';
import { listOf } from './answers';
import { answerRule, workspaceView } from './code-views';

const relation = z.enum(['slide', 'video', 'quiz', 'practice', 'submission', 'submission-exam']);
const gender = z.enum(['male', 'female']);
export const submissionStatus = z.enum(['new', 'in review', 'reviewed']);

/** One notification as the API sends it, its texts in the request's language. */
export const notificationItem = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.number().nullable(),
  createdAt: z.number(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** `GET /api/notifications`: a page of the user's notifications and how many are unread. */
export const notificationList = listOf(notificationItem).extend({ unread: z.number() });
export type NotificationList = z.infer<typeof notificationList>;

/** One row of GET /api/mentor/dashboard. */
export const mentorStudentRow = z.object({
  progressId: z.number().nullable(),
  studentId: z.number(),
  name: z.string(),
  startDate: z.number().nullable(),
  lastLearning: z.number().nullable(),
  progress: z.number(),
  chapterId: z.number().nullable(),
  chapterOrder: z.number().nullable(),
  isTrialChapter: z.boolean(),
  topicOrder: z.number().nullable(),
  topicTitle: z.string(),
  phone: z.string().nullable(),
});
export type MentorStudentRow = z.infer<typeof mentorStudentRow>;

/** GET /api/mentor/students/:progressId. */
export const mentorStudentDetail = z.object({
  progressId: z.number(),
  studentId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  joinDate: z.number(),
  dateOfBirth: z.string().nullable(),
  gender: gender.nullable(),
  progress: z.number(),
  lastLearning: z.number().nullable(),
});
export type MentorStudentDetail = z.infer<typeof mentorStudentDetail>;

/** One row of the student overview: one material the student has met. */
export const mentorOverviewRow = z.object({
  progressMaterialId: z.number(),
  chapterOrder: z.number(),
  isTrialChapter: z.boolean(),
  chapterTitle: z.string(),
  topicOrder: z.number(),
  topicTitle: z.string(),
  materialType: relation,
  materialTitle: z.string(),
  /** When the material was finished, else when it was last worked on (epoch ms). */
  time: z.number().nullable(),
  /** Seconds between start and finish, when both are known. */
  durationSeconds: z.number().nullable(),
  /** The share of the topic's materials the student has finished, 0–100. */
  percentage: z.number(),
  isFinish: z.boolean(),
  score: z.number().nullable(),
});
export type MentorOverviewRow = z.infer<typeof mentorOverviewRow>;

/** One project the student submitted (GET /api/mentor/dashboard/:progressId). */
export const mentorStudentSubmission = z.object({
  id: z.number(),
  chapterOrder: z.number(),
  isTrialChapter: z.boolean(),
  topicOrder: z.number(),
  submissionTitle: z.string(),
  isExam: z.boolean(),
  startDate: z.number().nullable(),
  updateDate: z.number().nullable(),
  status: submissionStatus,
  score: z.number().nullable(),
});
export type MentorStudentSubmission = z.infer<typeof mentorStudentSubmission>;

/** One row of GET /api/mentor/submissions. */
export const mentorSubmissionRow = z.object({
  materialId: z.number(),
  progressId: z.number(),
  progressMaterialId: z.number(),
  name: z.string(),
  /** When the project was last submitted (falls back to the row's last change). */
  lastUpdate: z.number(),
  /** When the current version was submitted: the queue's waiting time runs from here. */
  submittedAt: z.number().nullable(),
  chapterId: z.number(),
  chapterOrder: z.number(),
  isTrialChapter: z.boolean(),
  topicOrder: z.number(),
  topicTitle: z.string(),
  submissionTitle: z.string(),
  isExam: z.boolean(),
  status: submissionStatus,
  score: z.number().nullable(),
});
export type MentorSubmissionRow = z.infer<typeof mentorSubmissionRow>;

/** How many of the mentor's projects wait per status (the red dot shows while `new` > 0). */
export const submissionCounts = z.object({ new: z.number(), inReview: z.number(), reviewed: z.number() });
export type SubmissionCounts = z.infer<typeof submissionCounts>;

export const reviewComment = z.object({
  id: z.number(),
  path: z.string().nullable(),
  line: z.number().nullable(),
  body: z.string(),
  mentorId: z.number(),
  mentorName: z.string(),
  createdAt: z.number(),
});
export type ReviewComment = z.infer<typeof reviewComment>;

export const submissionEvent = z.object({
  status: submissionStatus,
  actorId: z.number(),
  actorName: z.string(),
  createdAt: z.number(),
});
export type SubmissionEvent = z.infer<typeof submissionEvent>;

/** GET /api/mentor/submissions/get-submission-code/:progressMaterialId, and every review action's answer. */
export const submissionReview = z.object({
  progressMaterialId: z.number(),
  progressId: z.number(),
  materialId: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  title: z.string(),
  brief: z.string(),
  isExam: z.boolean(),
  files: workspaceView.nullable(),
  rules: z.array(answerRule),
  comments: z.array(reviewComment),
  events: z.array(submissionEvent),
  status: submissionStatus,
  feedback: z.string().nullable(),
  score: z.number().nullable(),
  submittedAt: z.number().nullable(),
  reviewedAt: z.number().nullable(),
});
export type SubmissionReview = z.infer<typeof submissionReview>;

export const outlineMaterial = z.object({ id: z.number(), order: z.number(), title: z.string(), relation });
export type OutlineMaterial = z.infer<typeof outlineMaterial>;

export const outlineTopic = z.object({
  id: z.number(),
  order: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  materials: z.array(outlineMaterial),
});
export type OutlineTopic = z.infer<typeof outlineTopic>;

/** One chapter of GET /api/mentor/material, the course outline in course order. */
export const outlineChapter = z.object({
  id: z.number(),
  order: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  isTrial: z.boolean(),
  topics: z.array(outlineTopic),
});
export type OutlineChapter = z.infer<typeof outlineChapter>;

export const materialSlide = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  background: z.object({ name: z.string(), x: z.number(), y: z.number(), image: z.string() }).nullable(),
  video: z.string().nullable(),
});
export type MaterialSlide = z.infer<typeof materialSlide>;

/** A quiz question as a mentor reads it: with its answer key. */
export const materialQuestion = z.object({
  id: z.number(),
  type: z.enum(['multiplechoice', 'multiple', 'fillblank', 'puzzle', 'fill']),
  title: z.string(),
  question: z.string(),
  example: z.string().nullable(),
  answer: z.object({
    options: z.array(z.object({ id: z.string(), text: z.string(), key: z.boolean() })),
    key: z.array(z.string()),
  }),
});
export type MaterialQuestion = z.infer<typeof materialQuestion>;

export const materialTask = z.object({
  id: z.number(),
  title: z.string(),
  question: z.string(),
  example: z.string().nullable(),
  copyable: z.array(z.string()),
  answers: z.array(answerRule),
});
export type MaterialTask = z.infer<typeof materialTask>;

/** GET /api/mentor/material/:materialId: one material's content; only the parts of its type are filled. */
export const mentorMaterialContent = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  relation,
  slides: z.array(materialSlide),
  video: z
    .object({ url: z.string(), durationSeconds: z.number().nullable(), poster: z.string().nullable() })
    .nullable(),
  questions: z.array(materialQuestion),
  tasks: z.array(materialTask),
  starter: workspaceView.nullable(),
  project: z
    .object({ title: z.string(), brief: z.string(), isExam: z.boolean(), rules: z.array(answerRule) })
    .nullable(),
});
export type MaterialContent = z.infer<typeof mentorMaterialContent>;

/** GET/PUT /api/mentor/profile. */
export const mentorProfile = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: gender.nullable(),
  birthday: z.string().nullable(),
  provinceId: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityId: z.string().nullable(),
  cityName: z.string().nullable(),
  totalStudents: z.number(),
  joinedAt: z.number(),
});
export type MentorProfile = z.infer<typeof mentorProfile>;
