/**
 * Pieces every mentor service shares: the fixed course, the per-language text rule, the project
 * title rule, a cache of prepared SQL statements per connection, and the ownership checks that keep
 * a mentor to the students assigned to them (student_details.mentor_id).
 */
import type { Statement } from 'better-sqlite3';
import { message } from '../contracts/common-messages';
import type { Db } from '../db/client';
import type { LocalizedText } from '../db/schema';
import { AppError } from '../errors';
import type { Locale } from '../types';

/** The course the mentor's students take. */
export { STUDENT_COURSE_ID as COURSE_ID } from '../contracts/course';

/** Picks `locale`'s text; a missing one falls back to the other language with its code in brackets. */
export function pickText(value: LocalizedText | string | null | undefined, locale: Locale): string {
  const map: LocalizedText = typeof value === 'string' ? parseJson<LocalizedText>(value, {}) : (value ?? {});
  const own = map[locale];
  if (own) return own;
  const other: Locale = locale === 'id' ? 'en' : 'id';
  const fallback = map[other];
  return fallback ? `${fallback} [${other}]` : '';
}

/**
 * SQL for the number of chapter `alias` as students see it (`progress-outline.ts`): trial and paid
 * chapters are counted apart, in course order, trashed and draft ones skipped (students never see those). The stored `order` cannot be
 * shown as is: the admin's course tree numbers all of a course's chapters as one list.
 */
export function chapterNumberSql(alias: string): string {
  return `(SELECT COUNT(*) FROM chapters cn WHERE cn.course_id = ${alias}.course_id AND cn.is_trial = ${alias}.is_trial
    AND ((cn.deleted_at IS NULL AND cn.status = 'published') OR cn.id = ${alias}.id)
    AND (cn."order" < ${alias}."order" OR (cn."order" = ${alias}."order" AND cn.id <= ${alias}.id)))`;
}

/** Whether a project is the final exam: flagged so (1 in raw SQL, true via drizzle) or of the exam material kind. */
export function isExamProject(isExam: number | boolean | null, relation: string): boolean {
  return isExam === 1 || isExam === true || relation === 'submission-exam';
}

/** A project's title: always 'Final Exam' for the exam, else its own title or, without one, its material's. */
export function projectTitle(
  isExam: boolean,
  submissionTitle: string | null,
  materialTitle: string,
  locale: Locale,
): string {
  return isExam ? 'Final Exam' : pickText(submissionTitle, locale) || pickText(materialTitle, locale);
}

/** JSON text from SQLite, or `fallback` when it is null or broken. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const statements = new WeakMap<object, Map<string, Statement>>();

/** A prepared statement for `sqlText`, built once per connection and reused (hot list queries). */
export function prepared(db: Db, sqlText: string): Statement {
  let byText = statements.get(db.$client);
  if (!byText) {
    byText = new Map();
    statements.set(db.$client, byText);
  }
  let statement = byText.get(sqlText);
  if (!statement) {
    statement = db.$client.prepare(sqlText);
    byText.set(sqlText, statement);
  }
  return statement;
}

const notFound = (locale: Locale) => new AppError('not_found', message(locale, 'notFound'));
const notYours = (locale: Locale) =>
  new AppError(
    'forbidden',
    locale === 'en' ? 'This student is not assigned to you.' : 'Siswa ini bukan siswa bimbingan Anda.',
  );

type OwnerRow = { mentorId: number | null };

/**
 * Throws 404 when the progress does not exist and 403 when its student is not assigned to `mentorId`.
 */
export async function assertOwnProgress(db: Db, mentorId: number, progressId: number, locale: Locale): Promise<void> {
  const row = (await prepared(
    db,
    `SELECT sd.mentor_id AS mentorId FROM progresses p
     JOIN users u ON u.id = p.student_id AND u.deleted_at IS NULL
     LEFT JOIN student_details sd ON sd.user_id = p.student_id
     WHERE p.id = ?`,
  ).get(progressId)) as OwnerRow | undefined;
  if (!row) throw notFound(locale);
  if (row.mentorId !== mentorId) throw notYours(locale);
}

/** Like `assertOwnProgress` for one submitted project (a progress_materials row with a submission status). */
export async function assertOwnSubmission(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  locale: Locale,
): Promise<void> {
  const row = (await prepared(
    db,
    `SELECT sd.mentor_id AS mentorId FROM progress_materials pm
     JOIN progresses p ON p.id = pm.progress_id
     JOIN users u ON u.id = p.student_id AND u.deleted_at IS NULL
     LEFT JOIN student_details sd ON sd.user_id = p.student_id
     WHERE pm.id = ? AND pm.submission_status IS NOT NULL`,
  ).get(progressMaterialId)) as OwnerRow | undefined;
  if (!row) throw notFound(locale);
  if (row.mentorId !== mentorId) throw notYours(locale);
}

/** `{ data, total, filtered }`, the answer of every list call. */
export type ListResult<T> = { data: T[]; total: number; filtered: number };

/** Paging and order of a mentor list, already validated. */
export type ListParams = { search: string; start: number; length: number; column?: string; dir: 'asc' | 'desc' };

/**
 * `ORDER BY` for a whitelisted column (unknown ones fall back to the first entry); `{dir}` and `{rdir}`
 * in an expression stand for the direction and its reverse (the trial chapter comes first in course order).
 */
export function orderClause(
  map: Record<string, string>,
  column: string | undefined,
  dir: 'asc' | 'desc',
  tie: string,
): string {
  // Own keys only: `constructor` or `toString` would otherwise pick up what every object inherits.
  const expr =
    (column !== undefined && Object.hasOwn(map, column) ? map[column] : undefined) ?? Object.values(map)[0] ?? tie;
  const d = dir === 'desc' ? 'DESC' : 'ASC';
  const r = dir === 'desc' ? 'ASC' : 'DESC';
  return `ORDER BY ${expr.replaceAll('{dir}', d).replaceAll('{rdir}', r)} ${d}, ${tie}`;
}
