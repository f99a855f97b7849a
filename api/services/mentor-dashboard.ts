/**
 * The mentor dashboard: the signed-in mentor's students (docs/decisions/0004-data.md dashboard rows) and, for one of them,
 * the detail, the overview of what they did and their project submissions. Every student call is
 * keyed by the progress id (the screen route is /mentor/student/:progressId).
 */
import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type {
  MentorOverviewRow,
  MentorStudentDetail,
  MentorStudentRow,
  MentorStudentSubmission,
} from '../contracts/mentor';
import type { Db } from '../db/client';
import { epochMs, flag, likeText, nocase } from '../db/fragments';
import { perDatabase, perDatabaseKeyed } from '../db/per-database';
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
} from '../db/schema';
import type { Locale } from '../types';
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
  orderTerms,
  pickText,
  projectTitle,
  reverse,
} from './mentor-shared';
import { likePattern } from './resource';

const live = <T extends typeof topics | typeof materials | typeof chapters>(t: T) =>
  and(isNull(t.deletedAt), eq(t.status, 'published'));

/**
 * Every material of the course with its rank in course order: the trial chapter first, then the paid
 * chapters (their order numbers restart at 1, docs/decisions/0005-behaviour.md). A student's current position is the material
 * of highest rank they have reached (unlocked or finished).
 */
const rankedOf = (db: Db) =>
  db.$with('ranked').as(
    db
      .select({
        materialId: sql<number>`${materials.id}`.as('r_material_id'),
        topicId: sql<number>`${materials.topicId}`.as('r_topic_id'),
        rk: sql<number>`row_number() over (order by ${desc(chapters.isTrial)}, ${chapters.order}, ${topics.order}, ${materials.order}, ${materials.id})`.as(
          'rk',
        ),
      })
      .from(materials)
      .innerJoin(topics, and(eq(topics.id, materials.topicId), live(topics)))
      .innerJoin(chapters, and(eq(chapters.id, topics.chapterId), live(chapters)))
      .where(and(eq(chapters.courseId, COURSE_ID), live(materials))),
  );
type Ranked = ReturnType<typeof rankedOf>;

/**
 * The mentor's active students matching the search. `student_details.deleted_at` mirrors the user's (the admin
 * engine trashes both), so no `users` row is read: `student_details_mentor_list_idx` (mentor, deleted, name
 * without case, id) alone finds, counts and orders them by name.
 */
const mineWhere = (search: boolean) =>
  and(
    eq(studentDetails.mentorId, sql.placeholder('mentorId')),
    isNull(studentDetails.deletedAt),
    search ? likeText(studentDetails.fullName, sql.placeholder('search')) : undefined,
  );

/** A student row's own columns (progress columns null before they start), aliased for the CTEs. */
const studentFields = {
  studentId: sql<number>`${studentDetails.userId}`.as('s_student_id'),
  name: sql<string>`${studentDetails.fullName}`.as('s_name'),
  phone: sql<string | null>`${studentDetails.phone}`.as('s_phone'),
  progressId: sql<number | null>`${progresses.id}`.as('s_progress_id'),
  startDate: sql<number | null>`${progresses.joinDate}`.as('s_start_date'),
  lastLearning: sql<number | null>`${progresses.lastLearningDate}`.as('s_last_learning'),
  progress: sql<number>`coalesce(${progresses.percentage}, 0)`.as('s_progress'),
};
const progressJoin = and(eq(progresses.studentId, studentDetails.userId), eq(progresses.courseId, COURSE_ID));

/** What a student row sorts on, from the table columns (inside a CTE) or a CTE's aliases (outside). */
type SortColumns = {
  name: SQL;
  studentId: SQL;
  startDate: SQL;
  lastLearning: SQL;
  progress: SQL;
  phone: SQL;
  chapterId?: SQL;
  isTrialChapter?: SQL;
  chapterOrder?: SQL;
  topicOrder?: SQL;
};

/** Sortable columns (ties broken by name, then id, so paging is stable). */
function studentOrder(c: SortColumns): OrderMap {
  const position = (d: Dir) => [
    by(sql`(${c.chapterId} is null)`, reverse(d)),
    by(c.isTrialChapter ?? sql`0`, reverse(d)),
    by(c.chapterOrder ?? sql`0`, d),
    by(c.topicOrder ?? sql`0`, d),
  ];
  return {
    name: (d) => [by(nocase(c.name), d)],
    startDate: (d) => [by(c.startDate, d)],
    lastLearning: (d) => [by(c.lastLearning, d)],
    progress: (d) => [by(c.progress, d)],
    chapterOrder: position,
    topicOrder: position,
    topicTitle: position,
    phone: (d) => [by(c.phone, d)],
  };
}

const tableColumns: SortColumns = {
  name: sql`${studentDetails.fullName}`,
  studentId: sql`${studentDetails.userId}`,
  startDate: sql`${progresses.joinDate}`,
  lastLearning: sql`${progresses.lastLearningDate}`,
  progress: sql`coalesce(${progresses.percentage}, 0)`,
  phone: sql`${studentDetails.phone}`,
};
const STUDENT_ORDER = studentOrder(tableColumns);
const POSITION_ORDERS = new Set(['chapterOrder', 'topicOrder', 'topicTitle']);

export const STUDENT_ORDER_COLUMNS = Object.keys(STUDENT_ORDER);

/** The order of a list of student rows in `column`/`dir`: name order breaks ties by id in the same direction, as the index reads them. */
function listOrder(c: SortColumns, column: string, dir: Dir): SQL[] {
  return column === 'name'
    ? [by(nocase(c.name), dir), by(c.studentId, dir)]
    : orderTerms(studentOrder(c), column, dir, [nocase(c.name), c.studentId]);
}

/**
 * Current position of the students in `source` (a CTE with `progressId`). CROSS JOIN keeps `source` as
 * the outer loop on SQLite, so only those students' rows are read (by the progress_materials unique index).
 */
function positionOf(db: Db, ranked: Ranked, source: Subquery & { progressId: SQL.Aliased<number | null> }) {
  return db.$with('cur').as(
    db
      .select({
        progressId: sql<number>`${progressMaterials.progressId}`.as('cur_progress_id'),
        rk: sql<number>`max(${ranked.rk})`.as('cur_rk'),
      })
      .from(source)
      .crossJoin(progressMaterials)
      .innerJoin(ranked, eq(ranked.materialId, progressMaterials.materialId))
      .where(
        and(
          eq(progressMaterials.progressId, source.progressId),
          or(eq(progressMaterials.isUnlock, true), eq(progressMaterials.isFinish, true)),
        ),
      )
      .groupBy(progressMaterials.progressId),
  );
}

/** The position columns of a student row (null before any material is reached). */
const positionFields = {
  chapterId: sql<number | null>`${chapters.id}`.as('pos_chapter_id'),
  chapterOrder: sql<number | null>`case when ${chapters.id} is null then null else ${chapterNumber(chapters)} end`.as(
    'chapter_order',
  ),
  isTrialChapter: sql<boolean | null>`${chapters.isTrial}`.as('pos_is_trial_chapter'),
  topicOrder: sql<number | null>`${topics.order}`.as('pos_topic_order'),
  topicTitle: sql<LocalizedText | string | null>`${topics.title}`.as('pos_topic_title'),
};

/**
 * The page in name order (the dashboard's default) cut from the index alone, at any depth; then only its rows
 * are joined with their progress.
 */
function namePage(db: Db, dir: Dir, search: boolean) {
  const cut = db
    .select({ id: sql<number>`${studentDetails.userId}`.as('cut_id') })
    .from(studentDetails)
    .where(mineWhere(search))
    .orderBy(by(nocase(studentDetails.fullName), dir), by(studentDetails.userId, dir))
    .limit(sql.placeholder('length'))
    .offset(sql.placeholder('start'))
    .as('cut');
  return db
    .select(studentFields)
    .from(cut)
    .innerJoin(studentDetails, eq(studentDetails.userId, cut.id))
    .leftJoin(progresses, progressJoin);
}

/** The page in another order (of the student's own columns). */
function orderedPage(db: Db, column: string, dir: Dir, search: boolean) {
  return db
    .select(studentFields)
    .from(studentDetails)
    .leftJoin(progresses, progressJoin)
    .where(mineWhere(search))
    .orderBy(...listOrder(tableColumns, column, dir))
    .limit(sql.placeholder('length'))
    .offset(sql.placeholder('start')) as unknown as ReturnType<typeof namePage>;
}

type PageKey = `${string}|${Dir}|${boolean}`;

/** Without a chapter filter or position order: the page is cut first and positions are found for its rows only. */
const pageFirst = perDatabaseKeyed((db, key: PageKey) => {
  const [column = 'name', dir, searchText] = key.split('|') as [string, Dir, string];
  const search = searchText === 'true';
  const ranked = rankedOf(db);
  const page = db
    .$with('page')
    .as(column === 'name' ? namePage(db, dir, search) : orderedPage(db, column, dir, search));
  const cur = positionOf(db, ranked, page);
  return db
    .with(ranked, page, cur)
    .select({ ...pageColumns(page), ...positionColumns() })
    .from(page)
    .leftJoin(cur, eq(cur.progressId, page.progressId))
    .leftJoin(ranked, eq(ranked.rk, cur.rk))
    .leftJoin(topics, eq(topics.id, ranked.topicId))
    .leftJoin(chapters, eq(chapters.id, topics.chapterId))
    .orderBy(...listOrder(aliasColumns(page), column, dir))
    .prepare();
});

/** The student columns of a CTE, read out of it. */
function pageColumns(page: { [K in keyof typeof studentFields]: SQL.Aliased }) {
  return {
    studentId: sql<number>`${page.studentId}`,
    name: sql<string>`${page.name}`,
    phone: sql<string | null>`${page.phone}`,
    progressId: sql<number | null>`${page.progressId}`,
    startDate: epochMs(page.startDate),
    lastLearning: epochMs(page.lastLearning),
    progress: sql<number>`${page.progress}`.mapWith(Number),
  };
}

function positionColumns() {
  return {
    chapterId: sql<number | null>`${chapters.id}`,
    chapterOrder: sql<
      number | null
    >`case when ${chapters.id} is null then null else ${chapterNumber(chapters)} end`.mapWith(Number),
    isTrialChapter: flag(chapters.isTrial),
    topicOrder: sql<number | null>`${topics.order}`,
    topicTitle: sql<LocalizedText | string | null>`${topics.title}`,
  };
}

/** A CTE's student (and position) columns as sort keys. */
function aliasColumns(
  row: { [K in keyof typeof studentFields]: SQL.Aliased } & Partial<{
    [K in keyof typeof positionFields]: SQL.Aliased;
  }>,
): SortColumns {
  const c: SortColumns = {
    name: sql`${row.name}`,
    studentId: sql`${row.studentId}`,
    startDate: sql`${row.startDate}`,
    lastLearning: sql`${row.lastLearning}`,
    progress: sql`${row.progress}`,
    phone: sql`${row.phone}`,
  };
  if (row.chapterId) {
    c.chapterId = sql`${row.chapterId}`;
    c.isTrialChapter = sql`${row.isTrialChapter}`;
    c.chapterOrder = sql`${row.chapterOrder}`;
    c.topicOrder = sql`${row.topicOrder}`;
  } else {
    c.chapterId = sql`${chapters.id}`;
    c.isTrialChapter = sql`${chapters.isTrial}`;
    c.chapterOrder = sql`case when ${chapters.id} is null then null else ${chapterNumber(chapters)} end`;
    c.topicOrder = sql`${topics.order}`;
  }
  return c;
}

type PlacedKey = `${string}|${Dir}|${boolean}|${boolean}`;

/** All of the mentor's (matching) students placed first: a chapter filter or a position order needs every position. */
const placedPages = perDatabaseKeyed((db, key: PlacedKey) => {
  const [column = 'name', dir, searchText, chapterText] = key.split('|') as [string, Dir, string, string];
  const { ranked, placed } = placedOf(db, searchText === 'true', chapterText === 'true');
  // One pass gives the page and the filtered count; only a page past the end needs a second query.
  return db
    .with(ranked, ...placed.ctes)
    .select({
      ...pageColumns(placed.cte),
      chapterId: sql<number | null>`${placed.cte.chapterId}`,
      chapterOrder: sql<number | null>`${placed.cte.chapterOrder}`.mapWith(Number),
      isTrialChapter: flag(placed.cte.isTrialChapter),
      topicOrder: sql<number | null>`${placed.cte.topicOrder}`,
      topicTitle: sql<LocalizedText | string | null>`${placed.cte.topicTitle}`,
      filteredCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(placed.cte)
    .orderBy(...listOrder(aliasColumns(placed.cte), column, dir))
    .limit(sql.placeholder('length'))
    .offset(sql.placeholder('start'))
    .prepare();
});

const placedCounts = perDatabaseKeyed((db, key: `${boolean}|${boolean}`) => {
  const [search, chapter] = key.split('|').map((v) => v === 'true') as [boolean, boolean];
  const { ranked, placed } = placedOf(db, search, chapter);
  return db
    .with(ranked, ...placed.ctes)
    .select({ n: count() })
    .from(placed.cte)
    .prepare();
});

function placedOf(db: Db, search: boolean, chapter: boolean) {
  const ranked = rankedOf(db);
  const mine = db
    .$with('mine')
    .as(db.select(studentFields).from(studentDetails).leftJoin(progresses, progressJoin).where(mineWhere(search)));
  const cur = positionOf(db, ranked, mine);
  const cte = db.$with('placed').as(
    db
      .select({
        studentId: sql<number>`${mine.studentId}`.as('p_student_id'),
        name: sql<string>`${mine.name}`.as('p_name'),
        phone: sql<string | null>`${mine.phone}`.as('p_phone'),
        progressId: sql<number | null>`${mine.progressId}`.as('p_progress_id'),
        startDate: sql<number | null>`${mine.startDate}`.as('p_start_date'),
        lastLearning: sql<number | null>`${mine.lastLearning}`.as('p_last_learning'),
        progress: sql<number>`${mine.progress}`.as('p_progress'),
        ...positionFields,
      })
      .from(mine)
      .leftJoin(cur, eq(cur.progressId, mine.progressId))
      .leftJoin(ranked, eq(ranked.rk, cur.rk))
      .leftJoin(topics, eq(topics.id, ranked.topicId))
      .leftJoin(chapters, eq(chapters.id, topics.chapterId))
      .where(chapter ? eq(chapters.id, sql.placeholder('chapterId')) : undefined),
  );
  return { ranked, placed: { cte, ctes: [mine, cur, cte] as const } };
}

const counts = perDatabase((db) => ({
  mine: perSearch(db),
  all: db
    .select({ n: count() })
    .from(studentDetails)
    .where(and(eq(studentDetails.mentorId, sql.placeholder('mentorId')), isNull(studentDetails.deletedAt)))
    .prepare(),
}));

function perSearch(db: Db) {
  const of = (search: boolean) => db.select({ n: count() }).from(studentDetails).where(mineWhere(search)).prepare();
  return { plain: of(false), search: of(true) };
}

type RawStudentRow = Omit<MentorStudentRow, 'topicTitle'> & { topicTitle: LocalizedText | string | null };

/**
 * GET /api/mentor/dashboard: search on name (case-insensitive), filter by chapter, order, page.
 * Without a chapter filter or order, the page is cut first and positions are found for its rows only.
 */
export async function listMentorStudents(
  db: Db,
  mentorId: number,
  params: ListParams & { chapterId?: number | undefined },
  locale: Locale,
): Promise<ListResult<MentorStudentRow>> {
  const search = params.search !== '';
  const values = { mentorId, search: search ? likePattern(params.search) : null, chapterId: params.chapterId ?? null };
  const column = orderColumn(STUDENT_ORDER, params.column);
  const paging = { length: params.length, start: params.start };
  const c = counts(db);
  let rows: RawStudentRow[];
  let filtered: number;
  if (params.chapterId === undefined && !POSITION_ORDERS.has(column)) {
    rows = await pageFirst(db, `${column}|${params.dir}|${search}`).execute({ ...values, ...paging });
    filtered = (await (search ? c.mine.search : c.mine.plain).execute(values))[0]?.n ?? 0;
  } else {
    const chapter = params.chapterId !== undefined;
    const counted = await placedPages(db, `${column}|${params.dir}|${search}|${chapter}`).execute({
      ...values,
      ...paging,
    });
    rows = counted.map(({ filteredCount, ...row }) => row);
    filtered =
      counted[0]?.filteredCount ??
      (params.start === 0 ? 0 : ((await placedCounts(db, `${search}|${chapter}`).execute(values))[0]?.n ?? 0));
  }
  const total = (await c.all.execute({ mentorId }))[0]?.n ?? 0;
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
