/**
 * The mentor's review queue: projects submitted by their students (docs/decisions/0004-data.md submission rows), with
 * filters by chapter and status, a name search, order and paging, and the counts behind the red dot.
 */
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { MentorSubmissionRow, SubmissionCounts } from '../../contracts/mentor';
import type { Db } from '../../db/client';
import { epochMs, flag, indexedBy, likeText, nocase } from '../../db/fragments';
import { perDatabase, perDatabaseKeyed } from '../../db/per-database';
import {
  chapters,
  type LocalizedText,
  materials,
  progresses,
  progressMaterials,
  type SubmissionStatus,
  studentDetails,
  submissions,
  topics,
  users,
} from '../../db/schema';
import type { Locale } from '../../types';
import { likePattern } from '../content/resource';
import {
  by,
  chapterNumber,
  type Dir,
  isExamProject,
  type ListParams,
  type ListResult,
  type OrderMap,
  orderColumn,
  orderTerms,
  pickText,
  projectTitle,
  reverse,
} from './mentor-shared';

/**
 * The mentor's submitted projects with what filtering and ordering need. The walk starts from the submissions
 * (`progress_materials_status_idx`, only rows with a status) and looks up each one's student by key: on
 * SQLite, INDEXED BY and CROSS JOIN keep that order, which its statistics would not choose (they cannot tell
 * that almost every row has no status). Starting from the mentor's students read every progress row of all
 * of them: 1.9 s for a mentor of 40,000 students (docs/decisions/0017-speed-targets.md). PostgreSQL plans the same joins itself.
 */
function walk<T extends SQLiteSelect>(qb: T) {
  return qb
    .crossJoin(progresses)
    .crossJoin(studentDetails)
    .innerJoin(users, and(eq(users.id, studentDetails.userId), isNull(users.deletedAt)));
}

/** The walk with each submission's material and topic (for the chapter filter and the course order). */
function walkWithTopic<T extends SQLiteSelect>(qb: T) {
  return walk(qb)
    .innerJoin(materials, eq(materials.id, progressMaterials.materialId))
    .innerJoin(topics, eq(topics.id, materials.topicId));
}

const fromSubmitted = () => indexedBy(progressMaterials, 'progress_materials_status_idx');

/** The WHERE of the walk: the joins' keys, the mentor, and the filters in use. */
function mine(filters: Filters): SQL {
  return and(
    eq(progresses.id, progressMaterials.progressId),
    eq(studentDetails.userId, progresses.studentId),
    isNotNull(progressMaterials.submissionStatus),
    eq(studentDetails.mentorId, sql.placeholder('mentorId')),
    filters.search ? likeText(studentDetails.fullName, sql.placeholder('search')) : undefined,
    filters.chapter ? eq(topics.chapterId, sql.placeholder('chapterId')) : undefined,
    filters.status ? eq(progressMaterials.submissionStatus, sql.placeholder('status')) : undefined,
  ) as SQL;
}

type Filters = { search: boolean; chapter: boolean; status: boolean };

const courseOrder = (d: Dir) => [by(chapters.isTrial, reverse(d)), by(chapters.order, d), by(topics.order, d)];
const lastUpdate = sql`coalesce(${progressMaterials.submittedAt}, ${progressMaterials.updatedAt})`;
const ORDER: OrderMap = {
  name: (d) => [by(nocase(studentDetails.fullName), d)],
  lastUpdate: (d) => [by(lastUpdate, d)],
  submittedAt: (d) => [by(lastUpdate, d)],
  chapterOrder: courseOrder,
  topicOrder: courseOrder,
  topicTitle: courseOrder,
  status: (d) => [
    by(sql`case ${progressMaterials.submissionStatus} when 'new' then 0 when 'in review' then 1 else 2 end`, d),
  ],
};

export const SUBMISSION_ORDER_COLUMNS = Object.keys(ORDER);

/** The project's title and exam flag (its first live submissions row). */
const projectOf = <T>(column: SQL) =>
  sql<T>`(select ${column} from ${submissions} s where s.material_id = ${materials.id} and s.deleted_at is null limit 1)`;

type Key = `${string}|${Dir}|${boolean}|${boolean}|${boolean}`;

/** One statement per order and filter set: the page of ids cut first, then only its rows decorated. */
const pages = perDatabaseKeyed((db, key: Key) => {
  const [column = '', dir, search, chapter, status] = key.split('|') as [string, Dir, string, string, string];
  const filters = { search: search === 'true', chapter: chapter === 'true', status: status === 'true' };
  const order = orderTerms(ORDER, column, dir, [progressMaterials.id]);
  const page = db.$with('page').as(
    walkWithTopic(
      db
        .select({
          id: sql<number>`${progressMaterials.id}`.as('page_id'),
          pos: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('pos'),
          name: sql<string>`${studentDetails.fullName}`.as('page_name'),
        })
        .from(fromSubmitted())
        .$dynamic(),
    )
      .innerJoin(chapters, eq(chapters.id, topics.chapterId))
      .where(mine(filters))
      .orderBy(...order)
      .limit(sql.placeholder('length'))
      .offset(sql.placeholder('start')),
  );
  return db
    .with(page)
    .select({
      materialId: progressMaterials.materialId,
      progressId: progressMaterials.progressId,
      progressMaterialId: progressMaterials.id,
      name: page.name,
      lastUpdate: epochMs<number>(lastUpdate),
      submittedAt: epochMs(progressMaterials.submittedAt),
      chapterId: chapters.id,
      chapterOrder: chapterNumber(chapters),
      isTrialChapter: chapters.isTrial,
      topicOrder: topics.order,
      topicTitle: topics.title,
      materialTitle: materials.title,
      relation: materials.relation,
      submissionTitle: projectOf<LocalizedText | string | null>(sql`s.title`),
      isExam: flag(projectOf<boolean | null>(sql`s.is_exam`)),
      status: progressMaterials.submissionStatus,
      score: progressMaterials.score,
    })
    .from(page)
    .innerJoin(progressMaterials, eq(progressMaterials.id, page.id))
    .innerJoin(materials, eq(materials.id, progressMaterials.materialId))
    .innerJoin(topics, eq(topics.id, materials.topicId))
    .innerJoin(chapters, eq(chapters.id, topics.chapterId))
    .orderBy(sql`${page.pos}`)
    .prepare();
});

/** The filtered count per filter set (the topic is joined only when a chapter filters). */
const filteredCounts = perDatabaseKeyed((db, key: `${boolean}|${boolean}|${boolean}`) => {
  const [search, chapter, status] = key.split('|').map((v) => v === 'true') as [boolean, boolean, boolean];
  const counted = db.select({ n: count() }).from(fromSubmitted()).$dynamic();
  return (chapter ? walkWithTopic(counted) : walk(counted)).where(mine({ search, chapter, status })).prepare();
});

const statusCounts = perDatabase((db) =>
  walk(
    db
      .select({ status: sql<SubmissionStatus | null>`${progressMaterials.submissionStatus}`, n: count() })
      .from(fromSubmitted())
      .$dynamic(),
  )
    .where(mine({ search: false, chapter: false, status: false }))
    .groupBy(sql`${progressMaterials.submissionStatus}`)
    .prepare(),
);

/**
 * GET /api/mentor/submissions. Default order is by name ascending (docs/decisions/0008-errors-and-limits.md); the queue asks for
 * `order[column]=submittedAt&order[dir]=asc` (oldest first). The page of ids is cut first, then only
 * its rows are decorated with titles.
 */
export async function listMentorSubmissions(
  db: Db,
  mentorId: number,
  params: ListParams & { chapterId?: number | undefined; status?: SubmissionStatus | undefined },
  locale: Locale,
): Promise<ListResult<MentorSubmissionRow>> {
  const filters = {
    search: params.search !== '',
    chapter: params.chapterId !== undefined,
    status: params.status !== undefined,
  };
  const values = {
    mentorId,
    search: params.search ? likePattern(params.search) : null,
    chapterId: params.chapterId ?? null,
    status: params.status ?? null,
  };
  const column = orderColumn(ORDER, params.column);
  const rows = await pages(
    db,
    `${column}|${params.dir}|${filters.search}|${filters.chapter}|${filters.status}`,
  ).execute({ ...values, start: params.start, length: params.length });
  const [counted] = await filteredCounts(db, `${filters.search}|${filters.chapter}|${filters.status}`).execute(values);
  const counts = await countMentorSubmissions(db, mentorId);
  return {
    data: rows.map(({ relation, materialTitle, submissionTitle, ...r }) => {
      const isExam = isExamProject(r.isExam, relation);
      return {
        ...r,
        // The walk keeps rows with a status only.
        status: r.status as SubmissionStatus,
        isExam,
        topicTitle: pickText(r.topicTitle, locale),
        submissionTitle: projectTitle(isExam, submissionTitle, materialTitle, locale),
      };
    }),
    total: counts.new + counts.inReview + counts.reviewed,
    filtered: counted?.n ?? 0,
  };
}

export async function countMentorSubmissions(db: Db, mentorId: number): Promise<SubmissionCounts> {
  const rows = await statusCounts(db).execute({ mentorId });
  const counts: SubmissionCounts = { new: 0, inReview: 0, reviewed: 0 };
  for (const row of rows) {
    if (row.status === 'new') counts.new = row.n;
    else if (row.status === 'in review') counts.inReview = row.n;
    else if (row.status === 'reviewed') counts.reviewed = row.n;
  }
  return counts;
}
