/**
 * The whole data model. Kept portable: plain columns, JSON stored as text, times as epoch milliseconds,
 * no SQLite-only features, so a PostgreSQL dialect of this file can follow.
 * Per-language fields are `{ id, en }` maps (`LocalizedText`); ordered records carry `order`;
 * soft-deleted ones `deleted_at`.
 */
import { sql } from 'drizzle-orm';
import {
  type IndexBuilder,
  index,
  integer,
  real,
  type SQLiteColumn,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import type { Answer } from '../../workers/checker/api';
import type { Workspace } from '../../workers/workspace/types';

/** A text in both interface languages; either may be missing (see the fallback rule in docs/decisions/0011-texts.md). */
export type LocalizedText = { id?: string; en?: string };
export type Role = 'student' | 'mentor' | 'admin';
export type Gender = 'male' | 'female';
export type MaterialRelation = 'slide' | 'video' | 'quiz' | 'practice' | 'submission' | 'submission-exam';
export type SubmissionStatus = 'new' | 'in review' | 'reviewed';
/** A learner's request for help: waiting for the mentor, answered, or closed by the learner or the mentor. */
export type HelpStatus = 'open' | 'answered' | 'closed';
/** What a help request carries besides the files: the rules that failed (with their hints) and the console. */
export type HelpFailingRule = {
  index: number;
  kind: string;
  reason: string;
  hint: string;
  file?: string;
  line?: number;
};
export type HelpConsoleLine = { level: string; text: string };
/** A change the mentor suggests: the whole new content of one file. */
export type HelpSuggestion = { path: string; value: string };
/** Whether students and mentors see a chapter, topic or material: new content starts as a draft. */
export type ContentStatus = 'draft' | 'published';
export type QuizType = 'multiplechoice' | 'multiple' | 'fillblank' | 'puzzle' | 'fill';
export type QuizOption = { id: string; text: string; key: boolean };
export type QuizAnswer = { options: QuizOption[]; key: string[] };
export type SlideBackground = { name: string; x: number; y: number; image: string };
/** A video's caption files (WebVTT uploads) per interface language: `{ id: '/api/uploads/….vtt' }`. */
export type VideoCaptions = { id?: string; en?: string };
export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'failed' | 'refunded';
/** Who serves a payment: a gateway implementation, or an admin who recorded it by hand. */
export type PaymentGatewayName = 'simulator' | 'midtrans' | 'manual';

const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch() * 1000)`);
const updatedAt = () => integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch() * 1000)`);
const deletedAt = () => integer('deleted_at', { mode: 'timestamp_ms' });
const localized = (name: string) => text(name, { mode: 'json' }).$type<LocalizedText>().notNull().default(sql`'{}'`);

// ─── people ──────────────────────────────────────────────────────────────────

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    role: text('role').$type<Role>().notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_role_deleted_idx').on(t.role, t.deletedAt),
    // Deep admin pages of active people by e-mail or join date: ids read from these alone (rowid = id as tiebreak).
    index('users_role_deleted_email_idx').on(t.role, t.deletedAt, t.email),
    index('users_role_deleted_created_idx').on(t.role, t.deletedAt, t.createdAt),
    /**
     * An address is unique per role (sign-in is per role): a sign-up's "already registered" answer then
     * speaks of student accounts only. Admin people lists ordered by e-mail read in this index's order.
     */
    uniqueIndex('users_role_email_unique').on(t.role, t.email),
  ],
);

export const provinces = sqliteTable('provinces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const cities = sqliteTable(
  'cities',
  {
    id: text('id').primaryKey(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_province_idx').on(t.provinceId)],
);

/** The mentor dashboard's order indexes on student_details (see the table): each key ascending and descending. */
function mentorOrderIndexes(t: {
  mentorId: SQLiteColumn;
  deletedAt: SQLiteColumn;
  userId: SQLiteColumn;
  positionChapterId: SQLiteColumn;
}): IndexBuilder[] {
  const keys: Record<string, string[]> = {
    join: ['course_join_date'],
    learning: ['course_last_learning'],
    percentage: ['course_percentage'],
    phone: ['phone'],
    position: ['position_group', 'position_chapter', 'position_topic'],
  };
  return Object.entries(keys).flatMap(([name, columns]) =>
    (['asc', 'desc'] as const).map((dir) =>
      index(`student_details_mentor_${name}_${dir}_idx`).on(
        t.mentorId,
        t.deletedAt,
        ...columns.map((c) => sql.raw(dir === 'desc' ? `${c} desc` : c)),
        sql`full_name collate nocase`,
        t.userId,
        // Last, so a chapter filter is read from the index too.
        t.positionChapterId,
      ),
    ),
  );
}

export const studentDetails = sqliteTable(
  'student_details',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    gender: text('gender').$type<Gender>(),
    birthday: text('birthday'), // YYYY-MM-DD
    provinceId: text('province_id').references(() => provinces.id),
    cityId: text('city_id').references(() => cities.id),
    occupation: text('occupation'),
    /** The mentor following this student; null = unassigned (only an admin sets or clears it). */
    mentorId: integer('mentor_id').references(() => users.id),
    /** Mirrors `users.deleted_at` (kept in step by the admin engine) so the admin student list filters, searches and orders on one index. */
    deletedAt: deletedAt(),
    /**
     * The mentor dashboard's sort keys, stored (migration 0012, docs/decisions/0017-speed-targets.md) so that every order of the mentor's list
     * reads an index instead of sorting all of a mentor's students. Database triggers keep them in step with the
     * student's progress on the students' course (STUDENT_COURSE_ID) and its progress_materials; a change of the
     * course's content re-places everyone (`storeCoursePositions`, dashboard-positions.ts). Read only for ordering
     * and the chapter filter: the rows shown are read from progresses and topics as before.
     */
    courseJoinDate: integer('course_join_date', { mode: 'timestamp_ms' }),
    courseLastLearning: integer('course_last_learning', { mode: 'timestamp_ms' }),
    coursePercentage: real('course_percentage').notNull().default(0),
    /** The student's current position: the topic of the furthest material reached (unlocked or finished). */
    positionTopicId: integer('position_topic_id'),
    positionChapterId: integer('position_chapter_id'),
    /** 0 before any material is reached, 1 in the trial chapter, 2 in a paid one (the dashboard's chapter order). */
    positionGroup: integer('position_group').notNull().default(0),
    /** The chapter's number as students see it (`chapterNumber`) and the topic's order; 0 without a position. */
    positionChapter: integer('position_chapter').notNull().default(0),
    positionTopic: integer('position_topic').notNull().default(0),
  },
  (t) => [
    uniqueIndex('student_details_user_unique').on(t.userId),
    index('student_details_mentor_idx').on(t.mentorId, t.fullName),
    /** The mentor's dashboard: their active students by name, cut to a page and counted on this index alone. */
    index('student_details_mentor_list_idx').on(
      t.mentorId,
      t.deletedAt,
      sql`full_name collate nocase`,
      t.userId,
      t.positionChapterId,
    ),
    /**
     * The dashboard's other orders, each in both directions (ties go by name and id ascending either way, so a
     * descending order needs its own index): the page is cut from the index at any depth.
     */
    ...mentorOrderIndexes(t),
    index('student_details_name_idx').on(t.fullName),
    /** Admin student list: active/trashed, ordered by name case-insensitively, searched by name (covering). */
    index('student_details_admin_list_idx').on(t.deletedAt, sql`full_name collate nocase`, t.userId),
    /** Admin student list ordered by occupation or by id (ties by id), read in index order. */
    index('student_details_occupation_idx').on(t.deletedAt, t.occupation, t.userId),
    index('student_details_deleted_user_idx').on(t.deletedAt, t.userId),
  ],
);

export const mentorDetails = sqliteTable(
  'mentor_details',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    gender: text('gender').$type<Gender>(),
    birthday: text('birthday'),
    provinceId: text('province_id').references(() => provinces.id),
    cityId: text('city_id').references(() => cities.id),
  },
  (t) => [uniqueIndex('mentor_details_user_unique').on(t.userId), index('mentor_details_name_idx').on(t.fullName)],
);

export const adminDetails = sqliteTable(
  'admin_details',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
  },
  (t) => [uniqueIndex('admin_details_user_unique').on(t.userId)],
);

/** Server-side sessions: only the SHA-256 of the cookie secret is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(), // hex SHA-256 of the secret
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<Role>().notNull(),
    createdAt: createdAt(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins per address, for throttling (429 with Retry-After). */
export const loginThrottles = sqliteTable('login_throttles', {
  key: text('key').primaryKey(), // what is counted for whom (api/services/people/auth-throttle.ts throttleKeys)
  failures: integer('failures').notNull().default(0),
  windowStartedAt: integer('window_started_at', { mode: 'timestamp_ms' }).notNull(),
  lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
});

/** Secrets the bot check generates for itself when none is configured (the ALTCHA HMAC key). */
export const botCheckSecrets = sqliteTable('bot_check_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Bot-check solutions already used at sign-up, kept until their challenge expires so a replay is
 * refused by every server process that shares the database.
 */
export const botCheckUsed = sqliteTable(
  'bot_check_used',
  {
    signature: text('signature').primaryKey(), // the challenge's HMAC signature (hex)
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('bot_check_used_expires_idx').on(t.expiresAt)],
);

// ─── content ─────────────────────────────────────────────────────────────────

export const courses = sqliteTable('courses', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: localized('title'),
  description: localized('description'),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const chapters = sqliteTable(
  'chapters',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    title: localized('title'),
    description: localized('description'),
    order: integer('order').notNull().default(0),
    isTrial: integer('is_trial', { mode: 'boolean' }).notNull().default(false),
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('chapters_course_order_idx').on(t.courseId, t.order)],
);

export const topics = sqliteTable(
  'topics',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id),
    title: localized('title'),
    description: localized('description'),
    order: integer('order').notNull().default(0),
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('topics_chapter_order_idx').on(t.chapterId, t.order)],
);

export const materials = sqliteTable(
  'materials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    title: localized('title'),
    description: localized('description'),
    order: integer('order').notNull().default(0),
    /** The material's type; one beginning with `submission` shows as "project". */
    relation: text('relation').$type<MaterialRelation>().notNull(),
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('materials_topic_order_idx').on(t.topicId, t.order)],
);

/** One slide of a slide-deck material (deck size 1600×900). */
export const slides = sqliteTable(
  'slides',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    order: integer('order').notNull().default(0),
    title: localized('title'),
    content: localized('content'), // simple HTML, sanitised on display
    background: text('background', { mode: 'json' }).$type<SlideBackground | null>(),
    video: text('video'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('slides_material_order_idx').on(t.materialId, t.order)],
);

export const videos = sqliteTable(
  'videos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    url: text('url').notNull(),
    durationSeconds: integer('duration_seconds'),
    poster: text('poster'),
    captions: text('captions', { mode: 'json' }).$type<VideoCaptions>().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('videos_material_idx').on(t.materialId)],
);

/** A quiz material's settings; its items are `questions`. */
export const quizzes = sqliteTable(
  'quizzes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    passingScore: integer('passing_score').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('quizzes_material_idx').on(t.materialId)],
);

export const questions = sqliteTable(
  'questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id),
    order: integer('order').notNull().default(0),
    type: text('type').$type<QuizType>().notNull().default('multiplechoice'),
    title: localized('title'),
    question: localized('question'),
    example: text('example'),
    answer: text('answer', { mode: 'json' }).$type<QuizAnswer>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('questions_quiz_order_idx').on(t.quizId, t.order)],
);

/** A practice material: its starter workspace and the reference solution (never sent to students). */
export const practices = sqliteTable(
  'practices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    starter: text('starter', { mode: 'json' }).$type<Workspace>().notNull(),
    solution: text('solution', { mode: 'json' }).$type<Workspace>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('practices_material_idx').on(t.materialId)],
);

/** One task of a practice material, checked by `checkAnswers` against `answers`. */
export const tasks = sqliteTable(
  'tasks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id),
    order: integer('order').notNull().default(0),
    title: localized('title'),
    question: localized('question'),
    example: text('example'),
    copyable: text('copyable', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    answers: text('answers', { mode: 'json' }).$type<Answer[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('tasks_practice_order_idx').on(t.practiceId, t.order)],
);

/** A project (submission) material: the brief, the starter workspace and the rules the reviewer sees checked. */
export const submissions = sqliteTable(
  'submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    title: localized('title'),
    brief: localized('brief'),
    isExam: integer('is_exam', { mode: 'boolean' }).notNull().default(false),
    starter: text('starter', { mode: 'json' }).$type<Workspace>().notNull(),
    /** The author's reference solution, checked against `answers` by the publish QA; never sent to students. */
    solution: text('solution', { mode: 'json' }).$type<Workspace>(),
    answers: text('answers', { mode: 'json' }).$type<Answer[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('submissions_material_idx').on(t.materialId)],
);

// ─── learning progress ───────────────────────────────────────────────────────

export const progresses = sqliteTable(
  'progresses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    joinDate: integer('join_date', { mode: 'timestamp_ms' }).notNull(),
    lastLearningDate: integer('last_learning_date', { mode: 'timestamp_ms' }),
    percentage: real('percentage').notNull().default(0),
    score: real('score').notNull().default(0),
    submissionProjectPath: text('submission_project_path'),
  },
  (t) => [uniqueIndex('progresses_student_course_unique').on(t.studentId, t.courseId)],
);

/** One material as one student meets it: unlocked, finished, scored, its saved code and project review state. */
export const progressMaterials = sqliteTable(
  'progress_materials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    progressId: integer('progress_id')
      .notNull()
      .references(() => progresses.id),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    isUnlock: integer('is_unlock', { mode: 'boolean' }).notNull().default(false),
    isFinish: integer('is_finish', { mode: 'boolean' }).notNull().default(false),
    score: real('score'),
    /** The student's saved workspace (practice draft or project files). */
    code: text('code', { mode: 'json' }).$type<Workspace | null>(),
    codeUpdatedAt: integer('code_updated_at', { mode: 'timestamp_ms' }),
    submissionStatus: text('submission_status').$type<SubmissionStatus | null>(),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    feedback: text('feedback'),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
    updatedAt: updatedAt(),
    /**
     * The client's edit time of `code` (the save's `editedAt`); a practice save with an older one is refused (409
     * `stale_save`). Null when the code was saved without one. Last, where the migration's ALTER TABLE … ADD
     * put it.
     */
    codeEditedAt: integer('code_edited_at', { mode: 'timestamp_ms' }),
    /**
     * The editing replay sent with the current submitted version (base64 of the editor's packed encoding), read by
     * the reviewing mentor; null for an upload or a client without one.
     */
    submissionReplay: text('submission_replay'),
  },
  (t) => [
    uniqueIndex('progress_materials_progress_material_unique').on(t.progressId, t.materialId),
    index('progress_materials_status_idx').on(t.submissionStatus, t.submittedAt),
  ],
);

/** A mentor's comment on one line of one file of a submitted project (line null = general feedback). */
export const reviewComments = sqliteTable(
  'review_comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    progressMaterialId: integer('progress_material_id')
      .notNull()
      .references(() => progressMaterials.id),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id),
    path: text('path'),
    line: integer('line'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_comments_pm_idx').on(t.progressMaterialId)],
);

/** Every status change of a submission, with who made it and when. */
export const submissionEvents = sqliteTable(
  'submission_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    progressMaterialId: integer('progress_material_id')
      .notNull()
      .references(() => progressMaterials.id),
    status: text('status').$type<SubmissionStatus>().notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('submission_events_pm_idx').on(t.progressMaterialId)],
);

// ─── commerce ────────────────────────────────────────────────────────────────

export const packages = sqliteTable('packages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  price: integer('price').notNull(), // rupiah
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  durationInMonth: integer('duration_in_month').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    status: text('status').$type<PaymentStatus>().notNull(),
    invoiceId: text('invoice_id').notNull(),
    paymentLink: text('payment_link'),
    paymentChannel: text('payment_channel'),
    amount: integer('amount').notNull(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    /** Null on payments made before the checkout existed (seed, admin records of old). */
    gateway: text('gateway').$type<PaymentGatewayName>(),
    /** A pending invoice turns `expired` when this passes. */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    /** What to show the student to pay (VA number, QR payload), as the gateway told us. */
    instructions: text('instructions', { mode: 'json' }).$type<Record<string, string>>(),
    /** The gateway's transaction id, or the admin's reference of a manual payment. */
    reference: text('reference'),
    /** The admin who recorded a manual payment. */
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('payments_invoice_unique').on(t.invoiceId),
    index('payments_created_idx').on(t.createdAt),
    index('payments_student_idx').on(t.studentId, t.packageId, t.status),
    index('payments_pending_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/** Every notification a payment received (gateway, status check, simulator) or admin action on it, with its outcome. */
export const paymentNotifications = sqliteTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    source: text('source').$type<'gateway' | 'reconcile' | 'admin' | 'system'>().notNull(),
    transactionStatus: text('transaction_status').notNull(),
    statusCode: text('status_code'),
    grossAmount: text('gross_amount'),
    paymentType: text('payment_type'),
    transactionId: text('transaction_id'),
    fraudStatus: text('fraud_status'),
    outcome: text('outcome').notNull(),
    statusAfter: text('status_after').$type<PaymentStatus>().notNull(),
    /** The body as received (at most 16 KB), for support. */
    payload: text('payload'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_notifications_payment_idx').on(t.paymentId, t.createdAt)],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    packageId: integer('package_id').references(() => packages.id),
    paymentId: integer('payment_id').references(() => payments.id),
    name: text('name').notNull(),
    duration: integer('duration').notNull(), // months
    price: integer('price').notNull(),
    start: integer('start', { mode: 'timestamp_ms' }).notNull(),
    end: integer('end', { mode: 'timestamp_ms' }).notNull(),
    /** Why an admin granted it (no payment), and who. */
    grantReason: text('grant_reason'),
    grantedBy: integer('granted_by').references(() => users.id),
    /** Set when it was ended early (an admin, a refund): `end` then holds the moment it ended. */
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    endReason: text('end_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('subscriptions_student_course_idx').on(t.studentId, t.courseId, t.end),
    // One payment makes at most one subscription, whatever reaches the server twice.
    uniqueIndex('subscriptions_payment_unique').on(t.paymentId),
    index('subscriptions_end_idx').on(t.end),
  ],
);

/** A reminder sent for a subscription ('7d', '1d' before its end): the marker that makes the job run once. */
export const subscriptionReminders = sqliteTable(
  'subscription_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    kind: text('kind').$type<'7d' | '1d'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_reminders_unique').on(t.subscriptionId, t.kind)],
);

/** A lease per scheduled job, so that of several server processes only one runs it at a time. */
export const jobLeases = sqliteTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/**
 * One row: a token the database changes whenever a course's outline may have changed (any write to courses,
 * chapters, topics or materials, whoever makes it: the triggers of migration 0015, and of migrations-pg 0006). Each
 * server process keeps the outlines it read and reuses one while the token it was read at is still current
 * (api/services/learning/progress-outline.ts). A random token rather than a counter: emptying the database and writing content
 * again never brings back a value a process may still hold.
 */
export const outlineVersion = sqliteTable('outline_version', {
  id: integer('id').primaryKey(),
  token: integer('token').notNull(),
});

/** Settings the server makes for itself and keeps (e.g. the generated payment server key in development). */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ─── notifications ───────────────────────────────────────────────────────────

export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(), // e.g. 'submission.new', 'submission.reviewed'
    title: localized('title'),
    body: localized('body'),
    link: text('link'),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt, t.createdAt)],
);

// ─── help requests ───────────────────────────────────────────────────────────

/**
 * A learner stuck on a practice or project asks their mentor: the question, and the exact state when asking
 * (files, failing rules with hints, console, the preview's page, the editing replay). The mentor answers in
 * text, on lines (help_comments) and with one suggested file content.
 */
export const helpRequests = sqliteTable(
  'help_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    progressMaterialId: integer('progress_material_id')
      .notNull()
      .references(() => progressMaterials.id),
    tried: text('tried').notNull(),
    stuck: text('stuck').notNull(),
    files: text('files', { mode: 'json' }).$type<Workspace>().notNull(),
    failing: text('failing', { mode: 'json' }).$type<HelpFailingRule[]>().notNull().default(sql`'[]'`),
    console: text('console', { mode: 'json' }).$type<HelpConsoleLine[]>().notNull().default(sql`'[]'`),
    previewHtml: text('preview_html'),
    /** The editing replay in its compact encoding (src/editor/replay-codec.ts), base64 text. */
    replay: text('replay'),
    status: text('status').$type<HelpStatus>().notNull().default('open'),
    answer: text('answer'),
    suggestion: text('suggestion', { mode: 'json' }).$type<HelpSuggestion | null>(),
    answeredBy: integer('answered_by').references(() => users.id),
    answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
    appliedAt: integer('applied_at', { mode: 'timestamp_ms' }),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('help_requests_student_idx').on(t.studentId, t.status, t.createdAt),
    index('help_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** A mentor's comment on one line of one file of a help request's workspace. */
export const helpComments = sqliteTable(
  'help_comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    helpRequestId: integer('help_request_id')
      .notNull()
      .references(() => helpRequests.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    path: text('path').notNull(),
    line: integer('line').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('help_comments_request_idx').on(t.helpRequestId)],
);

// ─── spaced review and activity ──────────────────────────────────────────────

/** What a review card asks again: a practice rule the learner broke on the way to passing, or a missed quiz question. */
export type ReviewCardKind = 'rule' | 'question';
/** `pending`: a rule seen failing, kept until the practice is passed; `active`: scheduled; `retired`: learned. */
export type ReviewCardStatus = 'pending' | 'active' | 'retired';
/** Where a card's first retry happened: in the review, or in a retaken quiz before any review of it. */
export type ReviewRetryVia = 'review' | 'quiz';
/** A learning action dated for the streak and the activity calendar. */
export type LearningEventKind = 'open' | 'finish' | 'review' | 'review-cleared';

/**
 * One review card of one student, scheduled by FSRS (ts-fsrs; docs/decisions/0023-spaced-review.md). `source_key`
 * names what it reviews (`rule:<taskId>:<ruleIndex>`, `question:<questionId>`), so a mistake makes one card only.
 */
export const reviewCards = sqliteTable(
  'review_cards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<ReviewCardKind>().notNull(),
    sourceKey: text('source_key').notNull(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    taskId: integer('task_id').references(() => tasks.id),
    ruleIndex: integer('rule_index'),
    questionId: integer('question_id').references(() => questions.id),
    /** A rule card's workspace where the rule was failing: the review starts from it. */
    workspace: text('workspace', { mode: 'json' }).$type<Workspace | null>(),
    status: text('status').$type<ReviewCardStatus>().notNull(),
    due: integer('due', { mode: 'timestamp_ms' }).notNull(),
    stability: real('stability').notNull().default(0),
    difficulty: real('difficulty').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    fsrsState: integer('fsrs_state').notNull().default(0),
    lastReview: integer('last_review', { mode: 'timestamp_ms' }),
    /** The first time the card was answered in a review, and whether that first retry passed. */
    firstRetryAt: integer('first_retry_at', { mode: 'timestamp_ms' }),
    firstRetryPassed: integer('first_retry_passed', { mode: 'boolean' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Added after the table was made: a migration appends columns, so they stand after the timestamps here too.
    /** Where the first retry was made: in a review, or in a retaken quiz. */
    firstRetryVia: text('first_retry_via').$type<ReviewRetryVia>(),
    /** Whether the card's latest review passed (null before its first review): the learner recovered. */
    lastReviewPassed: integer('last_review_passed', { mode: 'boolean' }),
    /** Reviews of the card that failed (the mistake that made it not counted). */
    reviewFails: integer('review_fails').notNull().default(0),
  },
  (t) => [
    uniqueIndex('review_cards_student_source_unique').on(t.studentId, t.sourceKey),
    index('review_cards_student_due_idx').on(t.studentId, t.status, t.due),
    index('review_cards_source_idx').on(t.sourceKey, t.status, t.lastReviewPassed),
    index('review_cards_first_retry_idx').on(t.firstRetryVia, t.kind, t.firstRetryPassed),
  ],
);

/** A dated learning action of a student (UTC epoch ms; days are counted in the learner's zone when read). */
export const learningEvents = sqliteTable(
  'learning_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<LearningEventKind>().notNull(),
    materialId: integer('material_id').references(() => materials.id),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('learning_events_student_at_idx').on(t.studentId, t.at)],
);

// ─── certificates ────────────────────────────────────────────────────────────

/**
 * Credentials issued to students (docs/decisions/0020-certificates.md): a course certificate (`chapter_id` null) or a
 * chapter badge, as a signed Open Badges 3.0 credential. `id` is also the credential's index in the revocation
 * status list; `achievement` (`course:2`, `chapter:5`) with `revision` keeps one issue per achievement, a re-issue
 * adding the next revision.
 */
export const certificates = sqliteTable(
  'certificates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    publicId: text('public_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    chapterId: integer('chapter_id').references(() => chapters.id),
    achievement: text('achievement').notNull(),
    revision: integer('revision').notNull().default(0),
    learnerName: text('learner_name').notNull(),
    /** The signed credential (JSON-LD); null only inside the transaction that issues it. */
    credential: text('credential', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    revokeReason: text('revoke_reason'),
    revokedBy: integer('revoked_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_public_id_unique').on(t.publicId),
    uniqueIndex('certificates_student_achievement_unique').on(t.studentId, t.achievement, t.revision),
    index('certificates_issued_idx').on(t.issuedAt),
    index('certificates_revoked_idx').on(t.revokedAt),
  ],
);

/** Per course: how long its certificates and badges stay valid (null: no expiry). */
export const certificateSettings = sqliteTable('certificate_settings', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id),
  validMonths: integer('valid_months'),
  updatedAt: updatedAt(),
});
