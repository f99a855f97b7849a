/**
 * Pieces every mentor service shares: the fixed course, the per-language text rule, the project
 * title rule, the chapter number students see, and the ownership checks that keep a mentor to the
 * students assigned to them (student_details.mentor_id).
 */
import { and, asc, desc, eq, isNotNull, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { message } from '../../contracts/common-messages';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { chapters, type LocalizedText, progresses, progressMaterials, studentDetails, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';

/** The course the mentor's students take. */
export { STUDENT_COURSE_ID as COURSE_ID } from '../../contracts/course';

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
 * The number of chapter `c` as students see it (`progress-outline.ts`): trial and paid chapters are counted
 * apart, in course order, trashed and draft ones skipped (students never see those). The stored `order`
 * cannot be shown as is: the admin's course tree numbers all of a course's chapters as one list. `c` is the
 * chapters table of the outer query (the subquery names its own copy `cn`).
 */
export function chapterNumber(c: typeof chapters): SQL<number> {
  return sql<number>`(select count(*) from ${chapters} cn where cn.course_id = ${c.courseId} and cn.is_trial = ${c.isTrial}
    and ((cn.deleted_at is null and cn.status = 'published') or cn.id = ${c.id})
    and (cn."order" < ${c.order} or (cn."order" = ${c.order} and cn.id <= ${c.id})))`.mapWith(Number);
}

/** Whether a project is the final exam: flagged so or of the exam material kind. */
export function isExamProject(isExam: boolean | null, relation: string): boolean {
  return isExam === true || relation === 'submission-exam';
}

/** A project's title: always 'Final Exam' for the exam, else its own title or, without one, its material's. */
export function projectTitle(
  isExam: boolean,
  submissionTitle: LocalizedText | string | null,
  materialTitle: LocalizedText | string,
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

const notFound = (locale: Locale) => new AppError('not_found', message(locale, 'notFound'));
const notYours = (locale: Locale) =>
  new AppError(
    'forbidden',
    locale === 'en' ? 'This student is not assigned to you.' : 'Siswa ini bukan siswa bimbingan Anda.',
  );

function prepare(db: Db) {
  const owner = () =>
    db
      .select({ mentorId: studentDetails.mentorId })
      .from(progresses)
      .innerJoin(users, and(eq(users.id, progresses.studentId), isNull(users.deletedAt)))
      .leftJoin(studentDetails, eq(studentDetails.userId, progresses.studentId));
  return {
    progressOwner: owner()
      .where(eq(progresses.id, sql.placeholder('id')))
      .prepare(),
    submissionOwner: db
      .select({ mentorId: studentDetails.mentorId })
      .from(progressMaterials)
      .innerJoin(progresses, eq(progresses.id, progressMaterials.progressId))
      .innerJoin(users, and(eq(users.id, progresses.studentId), isNull(users.deletedAt)))
      .leftJoin(studentDetails, eq(studentDetails.userId, progresses.studentId))
      .where(and(eq(progressMaterials.id, sql.placeholder('id')), isNotNull(progressMaterials.submissionStatus)))
      .prepare(),
  };
}

const queries = perDatabase(prepare);

/**
 * Throws 404 when the progress does not exist and 403 when its student is not assigned to `mentorId`.
 */
export async function assertOwnProgress(db: Db, mentorId: number, progressId: number, locale: Locale): Promise<void> {
  const [row] = await queries(db).progressOwner.execute({ id: progressId });
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
  const [row] = await queries(db).submissionOwner.execute({ id: progressMaterialId });
  if (!row) throw notFound(locale);
  if (row.mentorId !== mentorId) throw notYours(locale);
}

/** `{ data, total, filtered }`, the answer of every list call. */
export type ListResult<T> = { data: T[]; total: number; filtered: number };

/** Paging and order of a mentor list, already validated. */
export type ListParams = { search: string; start: number; length: number; column?: string; dir: 'asc' | 'desc' };

export type Dir = 'asc' | 'desc';

/** One ORDER BY term in direction `dir`. */
export const by = (expr: SQLWrapper, dir: Dir): SQL => (dir === 'desc' ? desc(expr) : asc(expr));

/** The other direction (the trial chapter comes first in course order, so its flag sorts the other way). */
export const reverse = (dir: Dir): Dir => (dir === 'desc' ? 'asc' : 'desc');

/** A list's sortable columns: each gives its ORDER BY terms for a direction. */
export type OrderMap = Record<string, (dir: Dir) => SQL[]>;

/** The whitelisted column to order by: unknown ones (own keys only, not `constructor`) fall back to the first. */
export function orderColumn(map: OrderMap, column: string | undefined): string {
  return column !== undefined && Object.hasOwn(map, column) ? column : (Object.keys(map)[0] ?? '');
}

/** The ORDER BY terms of `column` in `dir`, then the tie-breakers ascending (so paging is stable). */
export function orderTerms(map: OrderMap, column: string, dir: Dir, tie: SQLWrapper[]): SQL[] {
  return [...(map[column]?.(dir) ?? []), ...tie.map((t) => asc(t))];
}
