/**
 * The student's submitted projects: `GET /api/student/submissions` (paged, searchable list) and
 * `GET /api/student/get-submission-code/:progressMaterialId` (the saved files with the mentor's
 * feedback, score and line comments). Only the owner sees them; no unlock check, a student keeps
 * access to what they submitted even after a subscription ends.
 */
import { and, asc, count, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { practiceMessage, practiceText } from '../../contracts/practice-messages';
import type { StudentSubmissionRow, SubmissionCode } from '../../contracts/practice-views';
import type { Db } from '../../db/client';
import { epochMs, jsonText, likeText } from '../../db/fragments';
import { perDatabase, perDatabaseKeyed } from '../../db/per-database';
import {
  type LocalizedText,
  materials,
  mentorDetails,
  progresses,
  progressMaterials,
  reviewComments,
  type SubmissionStatus,
  submissions,
  topics,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { likePattern } from '../content/resource';
import { loadCourseOutline } from '../learning/progress-outline';
import { isExamProject } from '../mentoring/mentor-shared';

/** The material's project (its first live submissions row), joined by key. */
const firstProject = sql`(select s2.id from ${submissions} s2 where s2.material_id = ${materials.id}
  and s2.deleted_at is null order by s2.id limit 1)`;

/** The student's submitted projects, with their material, topic and project (the FROM of every query here). */
function withProject<T extends SQLiteSelect>(qb: T) {
  return qb
    .innerJoin(progresses, eq(progresses.id, progressMaterials.progressId))
    .innerJoin(materials, eq(materials.id, progressMaterials.materialId))
    .innerJoin(topics, eq(topics.id, materials.topicId))
    .leftJoin(submissions, eq(submissions.id, firstProject));
}

const own = () =>
  and(eq(progresses.studentId, sql.placeholder('studentId')), isNotNull(progressMaterials.submissionStatus));

/** The title is `{ id, en }` JSON: search its two texts, not the JSON (whose keys and quotes would match). */
function searchTitle(): SQL {
  const title = sql`coalesce(${submissions.title}, ${materials.title})`;
  const pattern = sql.placeholder('search');
  return or(
    likeText(jsonText(title, 'id'), pattern),
    likeText(jsonText(title, 'en'), pattern),
    and(eq(materials.relation, 'submission-exam'), likeText(sql`'final exam'`, pattern)),
  ) as SQL;
}

const listFields = {
  progressMaterialId: progressMaterials.id,
  materialId: materials.id,
  courseId: progresses.courseId,
  chapterId: topics.chapterId,
  topicId: materials.topicId,
  title: submissions.title,
  materialTitle: materials.title,
  relation: materials.relation,
  isExam: submissions.isExam,
  status: progressMaterials.submissionStatus,
  submittedAt: epochMs(progressMaterials.submittedAt),
  reviewedAt: epochMs(progressMaterials.reviewedAt),
  feedback: progressMaterials.feedback,
  score: progressMaterials.score,
  commentCount:
    sql<number>`(select count(*) from ${reviewComments} rc where rc.progress_material_id = ${progressMaterials.id})`.mapWith(
      Number,
    ),
};

const orderColumns = {
  submittedAt: sql`coalesce(${progressMaterials.submittedAt}, ${progressMaterials.updatedAt})`,
  status: sql`${progressMaterials.submissionStatus}`,
  score: sql`${progressMaterials.score}`,
};
type OrderColumn = keyof typeof orderColumns;

function prepare(db: Db) {
  const code = {
    progressMaterialId: progressMaterials.id,
    materialId: materials.id,
    title: submissions.title,
    materialTitle: materials.title,
    relation: materials.relation,
    isExam: submissions.isExam,
    code: progressMaterials.code,
    status: progressMaterials.submissionStatus,
    submittedAt: epochMs(progressMaterials.submittedAt),
    reviewedAt: epochMs(progressMaterials.reviewedAt),
    feedback: progressMaterials.feedback,
    score: progressMaterials.score,
  };
  return {
    total: withProject(db.select({ n: count() }).from(progressMaterials).$dynamic())
      .where(own())
      .prepare(),
    filtered: withProject(db.select({ n: count() }).from(progressMaterials).$dynamic())
      .where(and(own(), searchTitle()))
      .prepare(),
    code: withProject(db.select(code).from(progressMaterials).$dynamic())
      .where(and(own(), eq(progressMaterials.id, sql.placeholder('id'))))
      .prepare(),
    comments: db
      .select({
        path: reviewComments.path,
        line: reviewComments.line,
        body: reviewComments.body,
        createdAt: epochMs<number>(reviewComments.createdAt),
        mentorName: sql<string>`coalesce(${mentorDetails.fullName}, ${users.email})`,
      })
      .from(reviewComments)
      .innerJoin(users, eq(users.id, reviewComments.mentorId))
      .leftJoin(mentorDetails, eq(mentorDetails.userId, reviewComments.mentorId))
      .where(eq(reviewComments.progressMaterialId, sql.placeholder('id')))
      .orderBy(
        asc(reviewComments.path),
        asc(reviewComments.line),
        asc(reviewComments.createdAt),
        asc(reviewComments.id),
      )
      .prepare(),
  };
}

const queries = perDatabase(prepare);

/** One page of the list per order column, direction and search on/off. */
const pages = perDatabaseKeyed((db, key: `${OrderColumn}|${'asc' | 'desc'}|${boolean}`) => {
  const [column, dir, search] = key.split('|') as [OrderColumn, 'asc' | 'desc', string];
  const by = orderColumns[column];
  return withProject(db.select(listFields).from(progressMaterials).$dynamic())
    .where(search === 'true' ? and(own(), searchTitle()) : own())
    .orderBy(dir === 'asc' ? asc(by) : desc(by), desc(progressMaterials.id))
    .limit(sql.placeholder('length'))
    .offset(sql.placeholder('start'))
    .prepare();
});

function titleOf(raw: {
  title: LocalizedText | null;
  materialTitle: LocalizedText;
  relation: string;
  isExam: boolean | null;
}) {
  if (isExamProject(raw.isExam, raw.relation)) return { title: practiceText('finalExam'), isExam: true };
  return { title: raw.title ?? raw.materialTitle, isExam: false };
}

/** The student's submissions, newest first by default, `{ data, total, filtered }`. */
export async function listStudentSubmissions(
  db: Db,
  input: { studentId: number; search: string; start: number; length: number; column?: string; dir: 'asc' | 'desc' },
): Promise<{ data: StudentSubmissionRow[]; total: number; filtered: number }> {
  const q = queries(db);
  const search = input.search.trim();
  const studentId = input.studentId;
  const total = (await q.total.execute({ studentId }))[0]?.n ?? 0;
  const pattern = likePattern(search);
  const filtered = search ? ((await q.filtered.execute({ studentId, search: pattern }))[0]?.n ?? 0) : total;
  // Own keys only: `constructor` or `toString` would otherwise pick up what every object inherits.
  const known = input.column !== undefined && Object.hasOwn(orderColumns, input.column);
  const column = known ? (input.column as OrderColumn) : 'submittedAt';
  const dir = known ? input.dir : 'desc';
  const rows = await pages(db, `${column}|${dir}|${search !== ''}`).execute({
    studentId,
    search: pattern,
    length: input.length,
    start: input.start,
  });

  const outlines = new Map<number, Awaited<ReturnType<typeof loadCourseOutline>>>();
  const outlineOf = async (courseId: number) => {
    let o = outlines.get(courseId);
    if (!o) {
      o = await loadCourseOutline(db, courseId);
      outlines.set(courseId, o);
    }
    return o;
  };
  const data = [];
  for (const raw of rows) {
    const chapter = (await outlineOf(raw.courseId)).chapterById.get(raw.chapterId);
    const topic = chapter?.topics.find((t) => t.id === raw.topicId);
    data.push({
      progressMaterialId: raw.progressMaterialId,
      materialId: raw.materialId,
      ...titleOf(raw),
      chapterOrder: chapter?.displayOrder ?? 0,
      isTrialChapter: chapter?.isTrial ?? false,
      topicOrder: topic?.order ?? 0,
      // Only rows with a status are read.
      status: raw.status as SubmissionStatus,
      submittedAt: raw.submittedAt,
      reviewedAt: raw.reviewedAt,
      feedback: raw.feedback,
      score: raw.score,
      commentCount: raw.commentCount,
    });
  }
  return { data, total, filtered };
}

/** One submission's saved code with the review; 404 unless it is the student's own submitted project. */
export async function getSubmissionCode(
  db: Db,
  input: { progressMaterialId: number; studentId: number; locale: Locale },
): Promise<SubmissionCode> {
  const q = queries(db);
  const [raw] = await q.code.execute({ studentId: input.studentId, id: input.progressMaterialId });
  if (!raw?.status) throw new AppError('not_found', practiceMessage(input.locale, 'projectNotFound'));
  const comments = await q.comments.execute({ id: raw.progressMaterialId });
  return {
    progressMaterialId: raw.progressMaterialId,
    materialId: raw.materialId,
    ...titleOf(raw),
    files: raw.code ?? null,
    status: raw.status,
    submittedAt: raw.submittedAt,
    reviewedAt: raw.reviewedAt,
    feedback: raw.feedback,
    score: raw.score,
    comments,
  };
}
