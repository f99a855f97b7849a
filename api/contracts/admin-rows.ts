/**
 * One schema per admin resource row: what `GET /api/admin/<resource>` lists and `GET …/:id`, `POST`, `PUT` answer, as
 * JSON (dates as ISO strings). The admin screens take their row types from here, `tests/api/admin-rows.test.ts` parses
 * every resource's real answers with them, and the OpenAPI document shows them as the routes' responses.
 * Field names are those of docs/decisions/0004-data.md.
 */
import { z } from 'zod';
import { answerRule, workspaceView } from './code-views';

const localized = z.object({ id: z.string().optional(), en: z.string().optional() });
/** A per-language text `{ id, en }`. */
export type Localized = z.infer<typeof localized>;
const date = z.string();
const deletedAt = z.string().nullable();
const gender = z.enum(['male', 'female']).nullable();
const status = z.enum(['draft', 'published']);

const personDetail = {
  id: z.number(),
  full_name: z.string(),
  gender,
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  province_id: z.string().nullable(),
  city_id: z.string().nullable(),
};

export const studentRow = z.object({
  id: z.number(),
  email: z.string(),
  created_at: date,
  deleted_at: deletedAt,
  mentor_id: z.number().nullable(),
  detail: z.object({ ...personDetail, occupation: z.string().nullable() }),
});
export type StudentRow = z.infer<typeof studentRow>;

export const mentorRow = z.object({
  id: z.number(),
  email: z.string(),
  created_at: date,
  deleted_at: deletedAt,
  total_students: z.number(),
  detail: z.object(personDetail),
});
export type MentorRow = z.infer<typeof mentorRow>;

const content = {
  id: z.number(),
  title: localized,
  description: localized,
  order: z.number(),
  created_at: date,
  deleted_at: deletedAt,
};

export const courseRow = z.object({ ...content, chapterCount: z.number() });
export const chapterRow = z.object({
  ...content,
  courseId: z.number(),
  isTrial: z.boolean(),
  /** The chapter's number as students see it: trial and paid chapters each counted from 1. */
  number: z.number().nullable(),
  /** Drafts are seen by admins only. */
  status,
  topicCount: z.number(),
});
export const topicRow = z.object({ ...content, chapterId: z.number(), status, materialCount: z.number() });
export const materialRow = z.object({ ...content, topicId: z.number(), relation: z.string(), status });
export type CourseRow = z.infer<typeof courseRow>;
export type ChapterRow = z.infer<typeof chapterRow>;
export type TopicRow = z.infer<typeof topicRow>;
export type MaterialRow = z.infer<typeof materialRow>;
/** Any row of the content tree, as the shared content screens handle them. */
export type ContentRow = z.infer<typeof courseRow> &
  Partial<Omit<ChapterRow, keyof typeof content>> &
  Partial<Omit<TopicRow, keyof typeof content>> &
  Partial<Omit<MaterialRow, keyof typeof content>>;

export const packageRow = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  course: z.object({ id: z.number(), title: localized }),
  duration_in_month: z.number(),
  created_at: date,
  deleted_at: deletedAt,
});
export type PackageRow = z.infer<typeof packageRow>;

export const paymentRow = z.object({
  id: z.number(),
  status: z.enum(['pending', 'paid', 'expired', 'failed', 'refunded']),
  invoiceId: z.string(),
  paymentLink: z.string().nullable(),
  paymentChannel: z.string().nullable(),
  studentName: z.string(),
  studentId: z.number(),
  packageId: z.number().nullable(),
  amount: z.number(),
  paidAt: z.string().nullable(),
  created_at: date,
  deleted_at: deletedAt,
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const subscriptionRow = z.object({
  id: z.number(),
  studentName: z.string(),
  courseTitle: localized,
  start: date,
  end: date,
  name: z.string(),
  duration: z.number(),
  price: z.number(),
  studentId: z.number(),
  courseId: z.number(),
  deleted_at: deletedAt,
});
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

/** The per-type records of a material (slides, videos, quizes and questions, practices and tasks, projects). */
const part = { id: z.number(), deleted_at: deletedAt };

export const slideRow = z.object({
  ...part,
  materialId: z.number(),
  order: z.number(),
  title: localized,
  content: localized,
  background: z.object({ name: z.string(), x: z.number(), y: z.number(), image: z.string() }).nullable(),
  video: z.string().nullable(),
});
export const videoRow = z.object({
  ...part,
  materialId: z.number(),
  url: z.string(),
  durationSeconds: z.number().nullable(),
  poster: z.string().nullable(),
  captions: localized,
});
export const quizRow = z.object({ ...part, materialId: z.number(), passingScore: z.number() });
export const questionRow = z.object({
  ...part,
  quizId: z.number(),
  order: z.number(),
  type: z.enum(['multiplechoice', 'multiple', 'fillblank', 'puzzle', 'fill']),
  title: localized,
  question: localized,
  example: z.string().nullable(),
  answer: z.object({
    options: z.array(z.object({ id: z.string(), text: z.string(), key: z.boolean() })),
    key: z.array(z.string()),
  }),
});
export const practiceRow = z.object({
  ...part,
  materialId: z.number(),
  starter: workspaceView,
  solution: workspaceView,
});
export const taskRow = z.object({
  ...part,
  practiceId: z.number(),
  order: z.number(),
  title: localized,
  question: localized,
  example: z.string().nullable(),
  copyable: z.array(z.string()),
  answers: z.array(answerRule),
});
export const projectRow = z.object({
  ...part,
  materialId: z.number(),
  title: localized,
  brief: localized,
  isExam: z.boolean(),
  starter: workspaceView,
  solution: workspaceView.nullable(),
  answers: z.array(answerRule),
});
export type SlideRow = z.infer<typeof slideRow>;
export type VideoRow = z.infer<typeof videoRow>;
export type QuizRow = z.infer<typeof quizRow>;
export type QuestionRow = z.infer<typeof questionRow>;
export type PracticeRow = z.infer<typeof practiceRow>;
export type TaskRow = z.infer<typeof taskRow>;
export type ProjectRow = z.infer<typeof projectRow>;

/** A list answer `{ data, total, filtered }` of `row` (the shared envelope). */
export { listOf } from './answers';
