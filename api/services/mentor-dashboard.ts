/**
 * The mentor dashboard: the signed-in mentor's students (docs/decisions/0004-data.md dashboard rows) and, for one of them,
 * the detail, the overview of what they did and their project submissions. Every student call is
 * keyed by the progress id (the screen route is /mentor/student/:progressId).
 */
import type {
  MentorOverviewRow,
  MentorStudentDetail,
  MentorStudentRow,
  MentorStudentSubmission,
} from '../contracts/mentor';
import type { Db } from '../db/client';
import type { MaterialRelation } from '../db/schema';
import type { Locale } from '../types';
import {
  assertOwnProgress,
  COURSE_ID,
  chapterNumberSql,
  isExamProject,
  type ListParams,
  type ListResult,
  orderClause,
  pickText,
  prepared,
  projectTitle,
} from './mentor-shared';
import { likePattern } from './resource';

/**
 * Every material of the course with its rank in course order: the trial chapter first, then the paid
 * chapters (their order numbers restart at 1, docs/decisions/0005-behaviour.md). A student's current position is the material
 * of highest rank they have reached (unlocked or finished).
 */
const RANKED = `ranked AS (
  SELECT m.id AS materialId, m.topic_id AS topicId,
    ROW_NUMBER() OVER (ORDER BY c.is_trial DESC, c."order", t."order", m."order", m.id) AS rk
  FROM materials m
  JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
  JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
  WHERE c.course_id = ${COURSE_ID} AND m.deleted_at IS NULL AND m.status = 'published'
)`;

/**
 * The mentor's active students matching the search. `student_details.deleted_at` mirrors the user's (the admin
 * engine trashes both), so no `users` row is read: `student_details_mentor_list_idx` (mentor, deleted, name
 * without case, id) alone finds, counts and orders them by name.
 */
const MINE_WHERE = `sd.mentor_id = @mentorId AND sd.deleted_at IS NULL
  AND (@search IS NULL OR sd.full_name LIKE @search ESCAPE '\\')`;
const PROGRESS_COLUMNS = `p.id AS progressId, p.join_date AS startDate, p.last_learning_date AS lastLearning,
  COALESCE(p.percentage, 0) AS progress`;
const PROGRESS_JOIN = `LEFT JOIN progresses p ON p.student_id = sd.user_id AND p.course_id = ${COURSE_ID}`;

/** The mentor's students matching the search, one row each (progress columns null before they start). */
const MINE_SELECT = `SELECT sd.user_id AS studentId, sd.full_name AS name, sd.phone AS phone, ${PROGRESS_COLUMNS}
  FROM student_details sd ${PROGRESS_JOIN}
  WHERE ${MINE_WHERE}`;

/**
 * The page in name order (the dashboard's default) cut from the index alone, at any depth; then only its rows
 * are joined with their progress.
 */
const NAME_PAGE = (dir: 'ASC' | 'DESC') => `SELECT sd.user_id AS studentId, sd.full_name AS name, sd.phone AS phone,
    ${PROGRESS_COLUMNS}
  FROM (SELECT sd.user_id AS id FROM student_details sd WHERE ${MINE_WHERE}
        ORDER BY sd.full_name COLLATE NOCASE ${dir}, sd.user_id ${dir} LIMIT @length OFFSET @start) cut
  JOIN student_details sd ON sd.user_id = cut.id ${PROGRESS_JOIN}`;

/**
 * Current position of the students in `source` (a CTE with `progressId`). CROSS JOIN keeps `source` as
 * the outer loop, so only those students' rows are read (by the progress_materials unique index).
 */
const positionOf = (source: string) => `cur AS (
  SELECT pm.progress_id AS progressId, MAX(r.rk) AS rk
  FROM ${source} s CROSS JOIN progress_materials pm ON pm.progress_id = s.progressId
  JOIN ranked r ON r.materialId = pm.material_id
  WHERE pm.is_unlock = 1 OR pm.is_finish = 1
  GROUP BY pm.progress_id
)`;

const POSITION_COLUMNS = `c.id AS chapterId, ${chapterNumberSql('c')} AS chapterOrder, c.is_trial AS isTrialChapter,
  t."order" AS topicOrder, t.title AS topicTitle`;
const POSITION_JOINS = `LEFT JOIN cur ON cur.progressId = s.progressId
  LEFT JOIN ranked r ON r.rk = cur.rk
  LEFT JOIN topics t ON t.id = r.topicId
  LEFT JOIN chapters c ON c.id = t.chapter_id`;

/** Sortable columns → SQL over the row aliases (ties broken by name, then id, so paging is stable). */
const CHAPTER_ORDER = '(chapterId IS NULL) {rdir}, isTrialChapter {rdir}, chapterOrder {dir}, topicOrder';
const STUDENT_ORDER: Record<string, string> = {
  name: 'name COLLATE NOCASE',
  startDate: 'startDate',
  lastLearning: 'lastLearning',
  progress: 'progress',
  chapterOrder: CHAPTER_ORDER,
  topicOrder: CHAPTER_ORDER,
  topicTitle: CHAPTER_ORDER,
  phone: 'phone',
};
const POSITION_ORDERS = new Set(['chapterOrder', 'topicOrder', 'topicTitle']);

export const STUDENT_ORDER_COLUMNS = Object.keys(STUDENT_ORDER);

type RawStudentRow = Omit<MentorStudentRow, 'isTrialChapter' | 'topicTitle'> & {
  isTrialChapter: number | null;
  topicTitle: string | null;
};

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
  const bind = { mentorId, search: params.search ? likePattern(params.search) : null };
  // Name order (also the default) breaks ties by id in the same direction, as the index reads them.
  const byName =
    params.column === undefined || !Object.hasOwn(STUDENT_ORDER, params.column) || params.column === 'name';
  const dir = params.dir === 'desc' ? 'DESC' : 'ASC';
  const order = byName
    ? `ORDER BY name COLLATE NOCASE ${dir}, studentId ${dir}`
    : orderClause(STUDENT_ORDER, params.column, params.dir, 'name COLLATE NOCASE, studentId');
  const paging = { length: params.length, start: params.start };
  let rows: RawStudentRow[];
  let filtered: number;
  if (params.chapterId === undefined && !POSITION_ORDERS.has(params.column ?? '')) {
    const pageSql = byName ? NAME_PAGE(dir) : `${MINE_SELECT} ${order} LIMIT @length OFFSET @start`;
    rows = (await prepared(
      db,
      `WITH ${RANKED}, page AS (${pageSql}), ${positionOf('page')}
       SELECT s.*, ${POSITION_COLUMNS} FROM page s ${POSITION_JOINS} ${order}`,
    ).all({ ...bind, ...paging })) as RawStudentRow[];
    filtered = (
      (await prepared(db, `SELECT COUNT(*) AS n FROM student_details sd WHERE ${MINE_WHERE}`).get(bind)) as {
        n: number;
      }
    ).n;
  } else {
    const all = `WITH ${RANKED}, mine AS (${MINE_SELECT}), ${positionOf('mine')},
      placed AS (SELECT s.*, ${POSITION_COLUMNS} FROM mine s ${POSITION_JOINS}
        WHERE (@chapterId IS NULL OR c.id = @chapterId))`;
    const withChapter = { ...bind, chapterId: params.chapterId ?? null };
    // One pass gives the page and the filtered count; only a page past the end needs a second query.
    const counted = (await prepared(
      db,
      `${all} SELECT *, COUNT(*) OVER () AS filteredCount FROM placed ${order} LIMIT @length OFFSET @start`,
    ).all({ ...withChapter, ...paging })) as (RawStudentRow & { filteredCount: number })[];
    rows = counted.map(({ filteredCount, ...row }) => row);
    filtered =
      counted[0]?.filteredCount ??
      (params.start === 0
        ? 0
        : ((await prepared(db, `${all} SELECT COUNT(*) AS n FROM placed`).get(withChapter)) as { n: number }).n);
  }
  const total = (
    (await prepared(
      db,
      'SELECT COUNT(*) AS n FROM student_details sd WHERE sd.mentor_id = ? AND sd.deleted_at IS NULL',
    ).get(mentorId)) as { n: number }
  ).n;
  return {
    data: rows.map((r) => ({
      ...r,
      isTrialChapter: r.isTrialChapter === 1,
      topicTitle: r.topicTitle ? pickText(r.topicTitle, locale) : '',
    })),
    total,
    filtered,
  };
}

export async function getMentorStudent(
  db: Db,
  mentorId: number,
  progressId: number,
  locale: Locale,
): Promise<MentorStudentDetail> {
  await assertOwnProgress(db, mentorId, progressId, locale);
  return (await prepared(
    db,
    `SELECT p.id AS progressId, p.student_id AS studentId, sd.full_name AS name, u.email AS email, sd.phone AS phone,
       p.join_date AS joinDate, sd.birthday AS dateOfBirth, sd.gender AS gender, p.percentage AS progress,
       p.last_learning_date AS lastLearning
     FROM progresses p JOIN users u ON u.id = p.student_id JOIN student_details sd ON sd.user_id = p.student_id
     WHERE p.id = ?`,
  ).get(progressId)) as MentorStudentDetail;
}

type RawOverviewRow = Omit<MentorOverviewRow, 'isTrialChapter' | 'isFinish' | 'chapterTitle' | 'topicTitle'> & {
  isTrialChapter: number;
  isFinish: number;
  chapterTitle: string;
  topicTitle: string;
  materialTitle: string;
  startedAt: number | null;
  finishedAt: number | null;
};

const OVERVIEW_FROM = `FROM progress_materials pm
  JOIN materials m ON m.id = pm.material_id AND m.deleted_at IS NULL AND m.status = 'published'
  JOIN topics t ON t.id = m.topic_id AND t.deleted_at IS NULL AND t.status = 'published'
  JOIN chapters c ON c.id = t.chapter_id AND c.deleted_at IS NULL AND c.status = 'published'
  WHERE pm.progress_id = @progressId AND (pm.is_unlock = 1 OR pm.is_finish = 1 OR pm.started_at IS NOT NULL)`;

/** GET /api/mentor/dashboard/student-overview/:progressId, in course order, paged. */
export async function getStudentOverview(
  db: Db,
  mentorId: number,
  progressId: number,
  paging: { start: number; length: number },
  locale: Locale,
): Promise<ListResult<MentorOverviewRow>> {
  await assertOwnProgress(db, mentorId, progressId, locale);
  const rows = (await prepared(
    db,
    `SELECT pm.id AS progressMaterialId, ${chapterNumberSql('c')} AS chapterOrder, c.is_trial AS isTrialChapter, c.title AS chapterTitle,
       t."order" AS topicOrder, t.title AS topicTitle, m.relation AS materialType, m.title AS materialTitle,
       pm.is_finish AS isFinish, pm.score AS score, pm.started_at AS startedAt, pm.finished_at AS finishedAt,
       COALESCE(pm.finished_at, pm.submitted_at, pm.code_updated_at, pm.started_at) AS time,
       (SELECT CAST(ROUND(100.0 * SUM(CASE WHEN tp.is_finish = 1 THEN 1 ELSE 0 END) / COUNT(tm.id)) AS INTEGER)
          FROM materials tm LEFT JOIN progress_materials tp ON tp.material_id = tm.id AND tp.progress_id = pm.progress_id
          WHERE tm.topic_id = t.id AND tm.deleted_at IS NULL AND tm.status = 'published') AS percentage
     ${OVERVIEW_FROM}
     ORDER BY c.is_trial DESC, c."order", t."order", m."order"
     LIMIT @length OFFSET @start`,
  ).all({ progressId, start: paging.start, length: paging.length })) as RawOverviewRow[];
  const total = ((await prepared(db, `SELECT COUNT(*) AS n ${OVERVIEW_FROM}`).get({ progressId })) as { n: number }).n;
  return {
    data: rows.map(({ startedAt, finishedAt, ...r }) => ({
      ...r,
      isTrialChapter: r.isTrialChapter === 1,
      isFinish: r.isFinish === 1,
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

type RawSubmission = Omit<MentorStudentSubmission, 'isTrialChapter' | 'isExam' | 'submissionTitle'> & {
  isTrialChapter: number;
  isExam: number;
  relation: MaterialRelation;
  materialTitle: string;
  submissionTitle: string | null;
};

/** The student's submitted projects in course order; the exam's title is always 'Final Exam'. */
export async function getStudentSubmissions(
  db: Db,
  mentorId: number,
  progressId: number,
  locale: Locale,
): Promise<ListResult<MentorStudentSubmission>> {
  await assertOwnProgress(db, mentorId, progressId, locale);
  const rows = (await prepared(
    db,
    `SELECT pm.id AS id, ${chapterNumberSql('c')} AS chapterOrder, c.is_trial AS isTrialChapter, t."order" AS topicOrder,
       m.relation AS relation, m.title AS materialTitle,
       (SELECT s.title FROM submissions s WHERE s.material_id = m.id AND s.deleted_at IS NULL LIMIT 1) AS submissionTitle,
       COALESCE((SELECT s.is_exam FROM submissions s WHERE s.material_id = m.id AND s.deleted_at IS NULL LIMIT 1), 0)
         AS isExam,
       COALESCE(pm.started_at, pm.submitted_at) AS startDate, COALESCE(pm.submitted_at, pm.updated_at) AS updateDate,
       pm.submission_status AS status, pm.score AS score
     FROM progress_materials pm
     JOIN materials m ON m.id = pm.material_id
     JOIN topics t ON t.id = m.topic_id
     JOIN chapters c ON c.id = t.chapter_id
     WHERE pm.progress_id = ? AND pm.submission_status IS NOT NULL
     ORDER BY c.is_trial DESC, c."order", t."order", m."order"`,
  ).all(progressId)) as RawSubmission[];
  const data = rows.map(({ relation, materialTitle, submissionTitle, ...r }) => {
    const isExam = isExamProject(r.isExam, relation);
    return {
      ...r,
      isTrialChapter: r.isTrialChapter === 1,
      isExam,
      submissionTitle: projectTitle(isExam, submissionTitle, materialTitle, locale),
    };
  });
  return { data, total: data.length, filtered: data.length };
}
