/**
 * The data model of api/db/schema.ts (the source of truth) for PostgreSQL. schema-pg.test.ts holds the two
 * equal (tables, columns, nullability, defaults, keys, indexes, foreign keys), so change both together.
 *
 * The types are chosen so that the services and `npm run db:copy` see the same JavaScript values on
 * either engine, and the same numbers in raw SQL:
 * - Times stay epoch milliseconds in a `bigint` (not `timestamptz`), read and written as `Date` like
 *   SQLite's `integer({ mode: 'timestamp_ms' })`: a comparison such as `expires_at <= ${Date.now()}`
 *   means the same on both, and a copied row keeps its exact value.
 * - Flags are `boolean` (SQLite: integer 0/1 in boolean mode); Drizzle gives `true`/`false` on both.
 *   Raw SQL must compare them with a bound value or `true`, not `= 1`.
 * - JSON is `json`, not `jsonb`: the text is kept as written, so object keys keep their order (a
 *   payment's instructions show in the gateway's order) exactly as SQLite's text column keeps it.
 * - `real` is `double precision` (SQLite REAL is an 8-byte float); ids are `integer` identities
 *   "by default", so a copy can insert the SQLite ids and then move the sequence past them.
 * - `job_leases.expires_at` holds epoch milliseconds as a plain number in SQLite: here `bigint` in
 *   number mode, since it does not fit a 4-byte integer.
 * - SQLite's `collate nocase` index expressions become `lower(full_name)`.
 * - The SQLite-only full-text table `student_search` (migration 0006: an FTS5 trigram table of student
 *   names and e-mail addresses kept by triggers) has no table here: two GIN trigram indexes (pg_trgm,
 *   created by the first PostgreSQL migration) answer the same `ilike '%…%'` searches from an index.
 *   The name's index is over `unaccented(full_name)` (migration 0002: the `unaccent` extension behind an
 *   immutable function), so a term without accents finds a name with them, as FTS5's remove_diacritics does.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  type IndexBuilder,
  index,
  integer,
  json,
  type PgColumn,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Answer } from '../../workers/checker/api';
import type { Workspace } from '../../workers/workspace/types';
import type {
  ContentStatus,
  Gender,
  HelpConsoleLine,
  HelpFailingRule,
  HelpStatus,
  HelpSuggestion,
  LearningEventKind,
  LocalizedText,
  MaterialRelation,
  PaymentGatewayName,
  PaymentStatus,
  QuizAnswer,
  QuizType,
  ReviewCardKind,
  ReviewCardStatus,
  ReviewRetryVia,
  Role,
  SlideBackground,
  SubmissionStatus,
  VideoCaptions,
} from './schema-sqlite';

/** Epoch milliseconds in a `bigint`, seen as a `Date` (node-postgres returns int8 as a string). */
export const epochMs = customType<{ data: Date; driverData: string | number }>({
  dataType: () => 'bigint',
  toDriver: (value) => value.getTime(),
  fromDriver: (value) => new Date(Number(value)),
});

/** The PostgreSQL spelling of SQLite's `(unixepoch() * 1000)` default. */
export const nowMs = sql`((extract(epoch from now()) * 1000)::bigint)`;

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => epochMs('created_at').notNull().default(nowMs);
const updatedAt = () => epochMs('updated_at').notNull().default(nowMs);
const deletedAt = () => epochMs('deleted_at');
const localized = (name: string) => json(name).$type<LocalizedText>().notNull().default(sql`'{}'`);

// ─── people ──────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: id(),
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
    index('users_role_deleted_email_idx').on(t.role, t.deletedAt, t.email),
    index('users_role_deleted_created_idx').on(t.role, t.deletedAt, t.createdAt),
    uniqueIndex('users_role_email_unique').on(t.role, t.email),
    /** student_search's e-mail half (see the header). */
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const provinces = pgTable('provinces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const cities = pgTable(
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

/**
 * The mentor dashboard's order indexes (see schema-sqlite.ts): each key ascending and descending, ties by name
 * without case and id ascending. PostgreSQL's defaults (NULLS LAST ascending, FIRST descending) are what the
 * dashboard's plain ORDER BY asks for on this engine.
 */
function mentorOrderIndexes(t: {
  mentorId: PgColumn;
  deletedAt: PgColumn;
  userId: PgColumn;
  positionChapterId: PgColumn;
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
        sql`lower(full_name)`,
        t.userId,
        // Last, so a chapter filter is read from the index too.
        t.positionChapterId,
      ),
    ),
  );
}

export const studentDetails = pgTable(
  'student_details',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    gender: text('gender').$type<Gender>(),
    birthday: text('birthday'),
    provinceId: text('province_id').references(() => provinces.id),
    cityId: text('city_id').references(() => cities.id),
    occupation: text('occupation'),
    mentorId: integer('mentor_id').references(() => users.id),
    deletedAt: deletedAt(),
    /** The mentor dashboard's stored sort keys, as schema-sqlite.ts describes them (migration 0003 here, triggers). */
    courseJoinDate: epochMs('course_join_date'),
    courseLastLearning: epochMs('course_last_learning'),
    coursePercentage: doublePrecision('course_percentage').notNull().default(0),
    positionTopicId: integer('position_topic_id'),
    positionChapterId: integer('position_chapter_id'),
    positionGroup: integer('position_group').notNull().default(0),
    positionChapter: integer('position_chapter').notNull().default(0),
    positionTopic: integer('position_topic').notNull().default(0),
  },
  (t) => [
    uniqueIndex('student_details_user_unique').on(t.userId),
    index('student_details_mentor_idx').on(t.mentorId, t.fullName),
    index('student_details_mentor_list_idx').on(
      t.mentorId,
      t.deletedAt,
      sql`lower(full_name)`,
      t.userId,
      t.positionChapterId,
    ),
    ...mentorOrderIndexes(t),
    index('student_details_name_idx').on(t.fullName),
    index('student_details_admin_list_idx').on(t.deletedAt, sql`lower(full_name)`, t.userId),
    /** NULLs first, as SQLite orders them (the admin list's ORDER BY says so on PostgreSQL, resource.ts). */
    index('student_details_occupation_idx').on(t.deletedAt, t.occupation.asc().nullsFirst(), t.userId),
    index('student_details_deleted_user_idx').on(t.deletedAt, t.userId),
    /** student_search's name half (see the header), diacritics folded away as FTS5 folds them. */
    index('student_details_name_trgm_idx').using('gin', sql`unaccented(${t.fullName}) gin_trgm_ops`),
  ],
);

export const mentorDetails = pgTable(
  'mentor_details',
  {
    id: id(),
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

export const adminDetails = pgTable(
  'admin_details',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
  },
  (t) => [uniqueIndex('admin_details_user_unique').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<Role>().notNull(),
    createdAt: createdAt(),
    lastSeenAt: epochMs('last_seen_at').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: epochMs('window_started_at').notNull(),
  lockedUntil: epochMs('locked_until'),
});

export const botCheckSecrets = pgTable('bot_check_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const botCheckUsed = pgTable(
  'bot_check_used',
  {
    signature: text('signature').primaryKey(),
    expiresAt: epochMs('expires_at').notNull(),
  },
  (t) => [index('bot_check_used_expires_idx').on(t.expiresAt)],
);

// ─── content ─────────────────────────────────────────────────────────────────

export const courses = pgTable('courses', {
  id: id(),
  title: localized('title'),
  description: localized('description'),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    title: localized('title'),
    description: localized('description'),
    order: integer('order').notNull().default(0),
    isTrial: boolean('is_trial').notNull().default(false),
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('chapters_course_order_idx').on(t.courseId, t.order)],
);

export const topics = pgTable(
  'topics',
  {
    id: id(),
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

export const materials = pgTable(
  'materials',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    title: localized('title'),
    description: localized('description'),
    order: integer('order').notNull().default(0),
    relation: text('relation').$type<MaterialRelation>().notNull(),
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('materials_topic_order_idx').on(t.topicId, t.order)],
);

export const slides = pgTable(
  'slides',
  {
    id: id(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    order: integer('order').notNull().default(0),
    title: localized('title'),
    content: localized('content'),
    background: json('background').$type<SlideBackground | null>(),
    video: text('video'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('slides_material_order_idx').on(t.materialId, t.order)],
);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    url: text('url').notNull(),
    durationSeconds: integer('duration_seconds'),
    poster: text('poster'),
    captions: json('captions').$type<VideoCaptions>().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('videos_material_idx').on(t.materialId)],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
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

export const questions = pgTable(
  'questions',
  {
    id: id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id),
    order: integer('order').notNull().default(0),
    type: text('type').$type<QuizType>().notNull().default('multiplechoice'),
    title: localized('title'),
    question: localized('question'),
    example: text('example'),
    answer: json('answer').$type<QuizAnswer>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('questions_quiz_order_idx').on(t.quizId, t.order)],
);

export const practices = pgTable(
  'practices',
  {
    id: id(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    starter: json('starter').$type<Workspace>().notNull(),
    solution: json('solution').$type<Workspace>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('practices_material_idx').on(t.materialId)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id),
    order: integer('order').notNull().default(0),
    title: localized('title'),
    question: localized('question'),
    example: text('example'),
    copyable: json('copyable').$type<string[]>().notNull().default(sql`'[]'`),
    answers: json('answers').$type<Answer[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('tasks_practice_order_idx').on(t.practiceId, t.order)],
);

export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    title: localized('title'),
    brief: localized('brief'),
    isExam: boolean('is_exam').notNull().default(false),
    starter: json('starter').$type<Workspace>().notNull(),
    solution: json('solution').$type<Workspace>(),
    answers: json('answers').$type<Answer[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('submissions_material_idx').on(t.materialId)],
);

// ─── learning progress ───────────────────────────────────────────────────────

export const progresses = pgTable(
  'progresses',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    joinDate: epochMs('join_date').notNull(),
    lastLearningDate: epochMs('last_learning_date'),
    percentage: doublePrecision('percentage').notNull().default(0),
    score: doublePrecision('score').notNull().default(0),
    submissionProjectPath: text('submission_project_path'),
  },
  (t) => [uniqueIndex('progresses_student_course_unique').on(t.studentId, t.courseId)],
);

export const progressMaterials = pgTable(
  'progress_materials',
  {
    id: id(),
    progressId: integer('progress_id')
      .notNull()
      .references(() => progresses.id),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    isUnlock: boolean('is_unlock').notNull().default(false),
    isFinish: boolean('is_finish').notNull().default(false),
    score: doublePrecision('score'),
    code: json('code').$type<Workspace | null>(),
    codeUpdatedAt: epochMs('code_updated_at'),
    submissionStatus: text('submission_status').$type<SubmissionStatus | null>(),
    submittedAt: epochMs('submitted_at'),
    reviewedAt: epochMs('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    feedback: text('feedback'),
    startedAt: epochMs('started_at'),
    finishedAt: epochMs('finished_at'),
    updatedAt: updatedAt(),
    // Last, where the migration's ALTER TABLE … ADD put it (tests/pg/migrations.test.ts compares column order).
    codeEditedAt: epochMs('code_edited_at'),
    /** The editing replay sent with the current submitted version, read by the reviewing mentor (null: none). */
    submissionReplay: text('submission_replay'),
  },
  (t) => [
    uniqueIndex('progress_materials_progress_material_unique').on(t.progressId, t.materialId),
    index('progress_materials_status_idx').on(t.submissionStatus, t.submittedAt),
  ],
);

export const reviewComments = pgTable(
  'review_comments',
  {
    id: id(),
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

export const submissionEvents = pgTable(
  'submission_events',
  {
    id: id(),
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

export const packages = pgTable('packages', {
  id: id(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  durationInMonth: integer('duration_in_month').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const payments = pgTable(
  'payments',
  {
    id: id(),
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
    paidAt: epochMs('paid_at'),
    gateway: text('gateway').$type<PaymentGatewayName>(),
    expiresAt: epochMs('expires_at'),
    instructions: json('instructions').$type<Record<string, string>>(),
    reference: text('reference'),
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

export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: id(),
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
    payload: text('payload'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_notifications_payment_idx').on(t.paymentId, t.createdAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    packageId: integer('package_id').references(() => packages.id),
    paymentId: integer('payment_id').references(() => payments.id),
    name: text('name').notNull(),
    duration: integer('duration').notNull(),
    price: integer('price').notNull(),
    start: epochMs('start').notNull(),
    end: epochMs('end').notNull(),
    grantReason: text('grant_reason'),
    grantedBy: integer('granted_by').references(() => users.id),
    endedAt: epochMs('ended_at'),
    endReason: text('end_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('subscriptions_student_course_idx').on(t.studentId, t.courseId, t.end),
    uniqueIndex('subscriptions_payment_unique').on(t.paymentId),
    index('subscriptions_end_idx').on(t.end),
  ],
);

export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    kind: text('kind').$type<'7d' | '1d'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_reminders_unique').on(t.subscriptionId, t.kind)],
);

export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});

/** The outline token (schema-sqlite.ts says why); PostgreSQL's triggers write it in migration 0006. */
export const outlineVersion = pgTable('outline_version', {
  id: integer('id').primaryKey(),
  token: bigint('token', { mode: 'number' }).notNull(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ─── notifications ───────────────────────────────────────────────────────────

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    title: localized('title'),
    body: localized('body'),
    link: text('link'),
    readAt: epochMs('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt, t.createdAt)],
);

// ─── help requests ───────────────────────────────────────────────────────────

export const helpRequests = pgTable(
  'help_requests',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    progressMaterialId: integer('progress_material_id')
      .notNull()
      .references(() => progressMaterials.id),
    tried: text('tried').notNull(),
    stuck: text('stuck').notNull(),
    files: json('files').$type<Workspace>().notNull(),
    failing: json('failing').$type<HelpFailingRule[]>().notNull().default(sql`'[]'`),
    console: json('console').$type<HelpConsoleLine[]>().notNull().default(sql`'[]'`),
    previewHtml: text('preview_html'),
    replay: text('replay'),
    status: text('status').$type<HelpStatus>().notNull().default('open'),
    answer: text('answer'),
    suggestion: json('suggestion').$type<HelpSuggestion | null>(),
    answeredBy: integer('answered_by').references(() => users.id),
    answeredAt: epochMs('answered_at'),
    appliedAt: epochMs('applied_at'),
    closedAt: epochMs('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('help_requests_student_idx').on(t.studentId, t.status, t.createdAt),
    index('help_requests_status_idx').on(t.status, t.createdAt),
  ],
);

export const helpComments = pgTable(
  'help_comments',
  {
    id: id(),
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

export const reviewCards = pgTable(
  'review_cards',
  {
    id: id(),
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
    workspace: json('workspace').$type<Workspace | null>(),
    status: text('status').$type<ReviewCardStatus>().notNull(),
    due: epochMs('due').notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    fsrsState: integer('fsrs_state').notNull().default(0),
    lastReview: epochMs('last_review'),
    firstRetryAt: epochMs('first_retry_at'),
    firstRetryPassed: boolean('first_retry_passed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Added after the table was made: a migration appends columns, so they stand after the timestamps here too.
    firstRetryVia: text('first_retry_via').$type<ReviewRetryVia>(),
    lastReviewPassed: boolean('last_review_passed'),
    reviewFails: integer('review_fails').notNull().default(0),
  },
  (t) => [
    uniqueIndex('review_cards_student_source_unique').on(t.studentId, t.sourceKey),
    index('review_cards_student_due_idx').on(t.studentId, t.status, t.due),
    index('review_cards_source_idx').on(t.sourceKey, t.status, t.lastReviewPassed),
    index('review_cards_first_retry_idx').on(t.firstRetryVia, t.kind, t.firstRetryPassed),
  ],
);

export const learningEvents = pgTable(
  'learning_events',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<LearningEventKind>().notNull(),
    materialId: integer('material_id').references(() => materials.id),
    at: epochMs('at').notNull(),
  },
  (t) => [index('learning_events_student_at_idx').on(t.studentId, t.at)],
);

// ─── certificates ────────────────────────────────────────────────────────────

export const certificates = pgTable(
  'certificates',
  {
    id: id(),
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
    credential: json('credential').$type<Record<string, unknown> | null>(),
    issuedAt: epochMs('issued_at').notNull(),
    expiresAt: epochMs('expires_at'),
    revokedAt: epochMs('revoked_at'),
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

export const certificateSettings = pgTable('certificate_settings', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id),
  validMonths: integer('valid_months'),
  updatedAt: updatedAt(),
});
