/**
 * The mentor dashboard: the signed-in mentor's students (docs/decisions/0004-data.md dashboard rows) and, for one of them,
 * the detail, the overview of what they did and their project submissions. Every student call is
 * keyed by the progress id (the screen route is /mentor/student/:progressId).
 */
import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type {
  MentorOverviewRow,
  MentorStudentDetail,
  MentorStudentRow,
  MentorStudentSubmission,
} from '../../contracts/mentor';
import type { Db } from '../../db/client';
import { epochMs, flag, likeText, liveKey, nocase } from '../../db/fragments';
import { perDatabase, perDatabaseKeyed } from '../../db/per-database';
import {
  chapters,
  type LocalizedText,
  materials,
  progresses,
  progressMaterials,
  studentDetails,
  submissions,
  topics,
  users,
} from '../../db/schema';
import type { Locale } from '../../types';
import { likePattern } from '../content/resource';
import {
  assertOwnProgress,
  by,
  COURSE_ID,
  chapterNumber,
  type Dir,
  isExamProject,
  type ListParams,
  type ListResult,
  type OrderMap,
  orderColumn,
  pickText,
  projectTitle,
  reverse,
} from './mentor-shared';

const live = <T extends typeof topics | typeof materials | typeof chapters>(t: T) =>
  and(isNull(t.deletedAt), eq(t.status, 'published'));

/**
 * The mentor's active students matching the search (and, with a chapter filter, placed in that chapter).
 * `student_details.deleted_at` mirrors the user's (the admin engine trashes both), so no `users` row is read.
 */
const mineWhere = (search: boolean, chapter: boolean) =>
  and(
    eq(studentDetails.mentorId, sql.placeholder('mentorId')),
    isNull(studentDetails.deletedAt),
    search ? likeText(studentDetails.fullName, sql.placeholder('search')) : undefined,
    chapter ? eq(studentDetails.positionChapterId, sql.placeholder('chapterId')) : undefined,
  );

/**
 * Sortable columns, on the keys student_details stores for them (migration 0012: the progress on the students'
 * course and the current position, kept in step by triggers and `storeCoursePositions`). Each has an index on
 * (mentor, deleted, key…, name without case, id) in both directions, so a page is cut at any depth without sorting.
 * The position orders (chapter, topic) go: not started first, then the trial chapter, then the paid chapters by
 * number, then the topic's order.
 */
const STUDENT_ORDER: OrderMap = {
  name: (d) => [by(nocase(studentDetails.fullName), d)],
  startDate: (d) => [by(studentDetails.courseJoinDate, d)],
  lastLearning: (d) => [by(studentDetails.courseLastLearning, d)],
  progress: (d) => [by(studentDetails.coursePercentage, d)],
  chapterOrder: position,
  topicOrder: position,
  topicTitle: position,
  phone: (d) => [by(studentDetails.phone, d)],
};
function position(d: Dir): SQL[] {
  return [
    by(studentDetails.positionGroup, d),
    by(studentDetails.positionChapter, d),
    by(studentDetails.positionTopic, d),
  ];
}

export const STUDENT_ORDER_COLUMNS = Object.keys(STUDENT_ORDER);

/**
 * The order of a list of student rows in `column`/`dir`: name order breaks ties by id in the same direction, the
 * others by name and id ascending (as the dashboard always has); the indexes read them in exactly these orders.
 * `reversed` turns every term round: the same order read from its far end, which the same index serves backwards
 * (every order ends with the id, so its reverse is exact).
 */
function listOrder(column: string, dir: Dir, reversed = false): SQL[] {
  const turn = (d: Dir): Dir => (reversed ? reverse(d) : d);
  // On PostgreSQL the indexes' `deleted_at` is named first (fragments.ts liveKey): by name the index is read backwards
  // for a descending page, the others' indexes forwards, in each direction.
  return column === 'name'
    ? [
        ...liveKey(studentDetails.deletedAt, turn(dir)),
        by(nocase(studentDetails.fullName), turn(dir)),
        by(studentDetails.userId, turn(dir)),
      ]
    : [
        ...liveKey(studentDetails.deletedAt, turn('asc')),
        ...(STUDENT_ORDER[column]?.(turn(dir)) ?? []),
        by(nocase(studentDetails.fullName), turn('asc')),
        by(studentDetails.userId, turn('asc')),
      ];
}

type PageKey = `${string}|${Dir}|${boolean}|${boolean}|${boolean}`;

/**
 * A page in any order: its ids are cut from an order index alone (a deferred join, at any depth), then only its
 * rows are joined with their progress and their current topic and chapter. `fromEnd`: the ids are cut in the
 * reversed order (`listOrder`), the offset counted from the far end; the rows still come back in the page's order.
 */
const pages = perDatabaseKeyed((db, key: PageKey) => {
  const [column = 'name', dir, searchText, chapterText, fromEndText] = key.split('|') as [
    string,
    Dir,
    string,
    string,
    string,
  ];
  const cut = db
    .select({ id: sql<number>`${studentDetails.userId}`.as('cut_id') })
    .from(studentDetails)
    .where(mineWhere(searchText === 'true', chapterText === 'true'))
    .orderBy(...listOrder(column, dir, fromEndText === 'true'))
    .limit(sql.placeholder('length'))
    .offset(sql.placeholder('start'))
    .as('cut');
  return db
    .select({
      studentId: studentDetails.userId,
      name: studentDetails.fullName,
      phone: studentDetails.phone,
      progressId: sql<number | null>`${progresses.id}`,
      startDate: epochMs(progresses.joinDate),
      lastLearning: epochMs(progresses.lastLearningDate),
      progress: sql<number>`coalesce(${progresses.percentage}, 0)`.mapWith(Number),
      chapterId: sql<number | null>`${chapters.id}`,
      chapterOrder: sql<
        number | null
      >`case when ${chapters.id} is null then null else ${chapterNumber(chapters)} end`.mapWith(Number),
      isTrialChapter: flag(chapters.isTrial),
      topicOrder: sql<number | null>`${topics.order}`,
      topicTitle: sql<LocalizedText | string | null>`${topics.title}`,
    })
    .from(cut)
    .innerJoin(studentDetails, eq(studentDetails.userId, cut.id))
    .leftJoin(progresses, and(eq(progresses.studentId, studentDetails.userId), eq(progresses.courseId, COURSE_ID)))
    .leftJoin(topics, eq(topics.id, studentDetails.positionTopicId))
    .leftJoin(chapters, eq(chapters.id, topics.chapterId))
    .orderBy(...listOrder(column, dir))
    .prepare();
});

const counts = perDatabaseKeyed((db, key: `${boolean}|${boolean}`) => {
  const [search, chapter] = key.split('|').map((v) => v === 'true') as [boolean, boolean];
  return db.select({ n: count() }).from(studentDetails).where(mineWhere(search, chapter)).prepare();
});

type RawStudentRow = Omit<MentorStudentRow, 'topicTitle'> & { topicTitle: LocalizedText | string | null };

/**
 * GET /api/mentor/dashboard: search on name (case-insensitive), filter by chapter, order, page. Every order and the
 * chapter filter read the keys student_details stores, so no page recomputes positions or sorts the mentor's students.
 */
export async function listMentorStudents(
  db: Db,
  mentorId: number,
  params: ListParams & { chapterId?: number | undefined },
  locale: Locale,
): Promise<ListResult<MentorStudentRow>> {
  const search = params.search !== '';
  const chapter = params.chapterId !== undefined;
  const values = { mentorId, search: search ? likePattern(params.search) : null, chapterId: params.chapterId ?? null };
  const column = orderColumn(STUDENT_ORDER, params.column);
  const filtered = (await counts(db, `${search}|${chapter}`).execute(values))[0]?.n ?? 0;
  const total = search || chapter ? ((await counts(db, 'false|false').execute(values))[0]?.n ?? 0) : filtered;
  // Past the middle, the page is cut from the far end (the order reversed, the offset counted from the end): at
  // start=30,000 of 40,000 students the index walk passes 10,000 entries, not 30,000, and PostgreSQL no longer finds
  // sorting every student cheaper. Past the end, no query.
  const fromEnd = params.start * 2 > filtered;
  const rows: RawStudentRow[] =
    params.start >= filtered
      ? []
      : await pages(db, `${column}|${params.dir}|${search}|${chapter}|${fromEnd}`).execute({
          ...values,
          length: fromEnd ? Math.min(params.length, filtered - params.start) : params.length,
          start: fromEnd ? Math.max(0, filtered - params.start - params.length) : params.start,
        });
  return {
    data: rows.map((r) => ({
      ...r,
      isTrialChapter: r.isTrialChapter === true,
      topicTitle: r.topicTitle ? pickText(r.topicTitle, locale) : '',
    })),
    total,
    filtered,
  };
}

const studentQueries = perDatabase((db) => {
  const progressId = sql.placeholder('progressId');
  const overviewWhere = and(
    eq(progressMaterials.progressId, progressId),
    or(
      eq(progressMaterials.isUnlock, true),
      eq(progressMaterials.isFinish, true),
      isNotNull(progressMaterials.startedAt),
    ),
  );
  const inCourse = <T extends SQLiteSelect>(qb: T) =>
    qb
      .innerJoin(materials, and(eq(materials.id, progressMaterials.materialId), live(materials)))
      .innerJoin(topics, and(eq(topics.id, materials.topicId), live(topics)))
      .innerJoin(chapters, and(eq(chapters.id, topics.chapterId), live(chapters)))
      .where(overviewWhere);

  const inCourseOrder = [desc(chapters.isTrial), asc(chapters.order), asc(topics.order), asc(materials.order)];
  const projectOf = <T>(column: SQL) =>
    sql<T>`(select ${column} from ${submissions} s where s.material_id = ${materials.id} and s.deleted_at is null limit 1)`;
  return {
    detail: db
      .select({
        progressId: progresses.id,
        studentId: progresses.studentId,
        name: studentDetails.fullName,
        email: users.email,
        phone: studentDetails.phone,
        joinDate: epochMs<number>(progresses.joinDate),
        dateOfBirth: studentDetails.birthday,
        gender: studentDetails.gender,
        progress: progresses.percentage,
        lastLearning: epochMs(progresses.lastLearningDate),
      })
      .from(progresses)
      .innerJoin(users, eq(users.id, progresses.studentId))
      .innerJoin(studentDetails, eq(studentDetails.userId, progresses.studentId))
      .where(eq(progresses.id, progressId))
      .prepare(),
    overview: inCourse(
      db
        .select({
          progressMaterialId: progressMaterials.id,
          chapterOrder: chapterNumber(chapters),
          isTrialChapter: chapters.isTrial,
          chapterTitle: chapters.title,
          topicOrder: topics.order,
          topicTitle: topics.title,
          materialType: materials.relation,
          materialTitle: materials.title,
          isFinish: progressMaterials.isFinish,
          score: progressMaterials.score,
          startedAt: epochMs(progressMaterials.startedAt),
          finishedAt: epochMs(progressMaterials.finishedAt),
          time: epochMs(
            sql`coalesce(${progressMaterials.finishedAt}, ${progressMaterials.submittedAt}, ${progressMaterials.codeUpdatedAt}, ${progressMaterials.startedAt})`,
          ),
          percentage: sql<
            number | null
          >`(select cast(round(100.0 * sum(case when tp.is_finish then 1 else 0 end) / count(tm.id)) as integer)
          from ${materials} tm left join ${progressMaterials} tp on tp.material_id = tm.id and tp.progress_id = ${progressMaterials.progressId}
          where tm.topic_id = ${topics.id} and tm.deleted_at is null and tm.status = 'published')`.mapWith(Number),
        })
        .from(progressMaterials)
        .$dynamic(),
    )
      .orderBy(...inCourseOrder)
      .limit(sql.placeholder('length'))
      .offset(sql.placeholder('start'))
      .prepare(),
    overviewCount: inCourse(db.select({ n: count() }).from(progressMaterials).$dynamic()).prepare(),
    submissions: db
      .select({
        id: progressMaterials.id,
        chapterOrder: chapterNumber(chapters),
        isTrialChapter: chapters.isTrial,
        topicOrder: topics.order,
        relation: materials.relation,
        materialTitle: materials.title,
        submissionTitle: projectOf<LocalizedText | string | null>(sql`s.title`),
        isExam: flag(projectOf<boolean | null>(sql`s.is_exam`)),
        startDate: epochMs(sql`coalesce(${progressMaterials.startedAt}, ${progressMaterials.submittedAt})`),
        updateDate: epochMs(sql`coalesce(${progressMaterials.submittedAt}, ${progressMaterials.updatedAt})`),
        status: progressMaterials.submissionStatus,
        score: progressMaterials.score,
      })
      .from(progressMaterials)
      .innerJoin(materials, eq(materials.id, progressMaterials.materialId))
      .innerJoin(topics, eq(topics.id, materials.topicId))
      .innerJoin(chapters, eq(chapters.id, topics.chapterId))
      .where(and(eq(progressMaterials.progressId, progressId), isNotNull(progressMaterials.submissionStatus)))
      .orderBy(...inCourseOrder)
      .prepare(),
  };
});

export async function getMentorStudent(
  db: Db,
  mentorId: number,
  progressId: number,
  locale: Locale,
): Promise<MentorStudentDetail> {
  await assertOwnProgress(db, mentorId, progressId, locale);
  const [row] = await studentQueries(db).detail.execute({ progressId });
  // assertOwnProgress found the progress and its student.
  return row as MentorStudentDetail;
}

/** GET /api/mentor/dashboard/student-overview/:progressId, in course order, paged. */
export async function getStudentOverview(
  db: Db,
  mentorId: number,
  progressId: number,
  paging: { start: number; length: number },
  locale: Locale,
): Promise<ListResult<MentorOverviewRow>> {
  await assertOwnProgress(db, mentorId, progressId, locale);
  const q = studentQueries(db);
  const rows = await q.overview.execute({ progressId, start: paging.start, length: paging.length });
  const total = (await q.overviewCount.execute({ progressId }))[0]?.n ?? 0;
  return {
    data: rows.map(({ startedAt, finishedAt, ...r }) => ({
      ...r,
      chapterTitle: pickText(r.chapterTitle, locale),
      topicTitle: pickText(r.topicTitle, locale),
      materialTitle: pickText(r.materialTitle, locale),
      percentage: r.percentage ?? 0,
      durationSeconds:
        startedAt !== null && finishedAt !== null && finishedAt >= startedAt
          ? Math.round((finishedAt - startedAt) / 1000)
          : null,
    })),
    total,
    filtered: total,
  };
}

/** The student's submitted projects in course order; the exam's title is always 'Final Exam'. */
export async function getStudentSubmissions(
  db: Db,
  mentorId: number,
  progressId: number,
  locale: Locale,
): Promise<ListResult<MentorStudentSubmission>> {
  await assertOwnProgress(db, mentorId, progressId, locale);
  const rows = await studentQueries(db).submissions.execute({ progressId });
  const data = rows.map(({ relation, materialTitle, submissionTitle, ...r }) => {
    const isExam = isExamProject(r.isExam, relation);
    return {
      ...r,
      // Only rows with a status are read.
      status: r.status as NonNullable<typeof r.status>,
      isExam,
      submissionTitle: projectTitle(isExam, submissionTitle, materialTitle, locale),
    };
  });
  return { data, total: data.length, filtered: data.length };
}
