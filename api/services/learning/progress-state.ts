/**
 * Who may see what: the student's progress row, the active subscription, and the state of every material
 * (finished, unlocked, current) computed from the outline and the stored progress_materials rows.
 *
 * Rules: a material is unlocked when its chapter is open (trial chapters always; paid chapters only with an
 * active subscription) and it is the first of the course, the one before it is passed (finished, or for a
 * project: submitted), or it was unlocked explicitly before.
 */
import { and, eq, gte, isNull, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, pipeline } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { unsampledId, unsampledTime } from '../../db/plan-stable';
import { courses, progresses, progressMaterials, type SubmissionStatus, subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import type { CourseOutline, OutlineMaterial } from './progress-outline';

/** A subscription of `student` to `course` that runs at `now` (epoch ms): the one rule of whether a paid chapter is open. */
export function runningSubscription(student: SQLWrapper, course: SQLWrapper, now: SQLWrapper): SQL {
  return and(
    eq(subscriptions.studentId, student),
    eq(subscriptions.courseId, course),
    isNull(subscriptions.deletedAt),
    lte(subscriptions.start, now),
    gte(subscriptions.end, now),
  ) as SQL;
}

export type StoredProgressMaterial = {
  id: number;
  materialId: number;
  isUnlock: boolean;
  isFinish: boolean;
  score: number | null;
  submissionStatus: SubmissionStatus | null;
};

export type MaterialState = {
  isUnlock: boolean;
  isFinish: boolean;
  /** The first unlocked, unfinished material of the course: where the student continues. */
  isCurrent: boolean;
  progressMaterialId: number | null;
  score: number | null;
  /** Why a material is locked: a previous one is not done, or the chapter needs a subscription. */
  lockReason: 'order' | 'subscription' | null;
};

export type ProgressRow = typeof progresses.$inferSelect;

/**
 * Every request of the learning area runs these; their plans are the same for every id, so ids are bound through
 * `unsampledId` (db/plan-stable.ts): bound plainly, STAT4 made SQLite prepare them again on each run.
 */
function prepareStatements(db: Db) {
  return {
    course: db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, sql.placeholder('courseId')), isNull(courses.deletedAt)))
      .prepare(),
    progress: db
      .select()
      .from(progresses)
      .where(and(eq(progresses.studentId, unsampledId('studentId')), eq(progresses.courseId, unsampledId('courseId'))))
      .prepare(),
    progressById: db
      .select()
      .from(progresses)
      .where(eq(progresses.id, sql.placeholder('progressId')))
      .prepare(),
    activeSubscription: db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(runningSubscription(unsampledId('studentId'), unsampledId('courseId'), unsampledTime('now')))
      .limit(1)
      .prepare(),
    progressMaterials: db
      .select({
        id: progressMaterials.id,
        materialId: progressMaterials.materialId,
        isUnlock: progressMaterials.isUnlock,
        isFinish: progressMaterials.isFinish,
        score: progressMaterials.score,
        submissionStatus: progressMaterials.submissionStatus,
      })
      .from(progressMaterials)
      .where(eq(progressMaterials.progressId, unsampledId('progressId')))
      .prepare(),
  };
}

export const progressStatements = perDatabase(prepareStatements);

/** Throws 404 when the course does not exist or is trashed. */
export async function assertCourseExists(db: Db, courseId: number, message: string): Promise<void> {
  if (!(await progressStatements(db).course.execute({ courseId }))[0]) throw new AppError('not_found', message);
}

/** The student's progress in a course, if they have one. */
export async function findProgress(db: Db, studentId: number, courseId: number): Promise<ProgressRow | undefined> {
  return (await progressStatements(db).progress.execute({ studentId, courseId }))[0];
}

/**
 * The student's progress in a course, created on first access (join date = now). Idempotent under races
 * thanks to the unique (student, course) index.
 */
export async function ensureProgress(
  db: Db,
  studentId: number,
  courseId: number,
  now = new Date(),
): Promise<ProgressRow> {
  const s = progressStatements(db);
  const existing = await findProgress(db, studentId, courseId);
  if (existing) return existing;
  await db
    .insert(progresses)
    .values({ studentId, courseId, joinDate: now, percentage: 0, score: 0 })
    .onConflictDoNothing();
  const created = (await s.progress.execute({ studentId, courseId }))[0];
  if (!created) throw new Error('progress row missing after insert');
  return created;
}

/** True when the student has a subscription to the course that is not trashed and runs now. */
export async function hasActiveSubscription(
  db: Db,
  studentId: number,
  courseId: number,
  now = new Date(),
): Promise<boolean> {
  return (
    (await progressStatements(db).activeSubscription.execute({ studentId, courseId, now: now.getTime() }))[0] !==
    undefined
  );
}

export async function loadProgressMaterials(db: Db, progressId: number): Promise<Map<number, StoredProgressMaterial>> {
  const rows = await progressStatements(db).progressMaterials.execute({ progressId });
  return new Map(rows.map((r) => [r.materialId, r]));
}

/** A material counts as passed for unlocking the next one when finished, or (projects) once submitted. */
export function isPassed(material: OutlineMaterial, stored: StoredProgressMaterial | undefined): boolean {
  if (!stored) return false;
  if (stored.isFinish) return true;
  return material.relation.startsWith('submission') && stored.submissionStatus !== null;
}

/** The state of every material of the outline, in course order. Pure. */
export function computeMaterialStates(
  outline: CourseOutline,
  stored: Map<number, StoredProgressMaterial>,
  subscribed: boolean,
): Map<number, MaterialState> {
  const states = new Map<number, MaterialState>();
  let previousPassed = true;
  let currentFound = false;
  for (const m of outline.materials) {
    const chapter = outline.chapterById.get(m.chapterId);
    const chapterOpen = chapter?.isTrial === true || subscribed;
    const row = stored.get(m.id);
    const inOrder = previousPassed || row?.isUnlock === true;
    const isUnlock = chapterOpen && inOrder;
    const isFinish = row?.isFinish === true;
    const isCurrent = !currentFound && isUnlock && !isFinish;
    if (isCurrent) currentFound = true;
    states.set(m.id, {
      isUnlock,
      isFinish,
      isCurrent,
      progressMaterialId: row?.id ?? null,
      score: row?.score ?? null,
      lockReason: isUnlock ? null : chapterOpen ? 'order' : 'subscription',
    });
    previousPassed = isPassed(m, row);
  }
  return states;
}

/** Everything needed to judge one student's access to one course. */
export type StudentCourseContext = {
  outline: CourseOutline;
  progress: ProgressRow;
  subscribed: boolean;
  stored: Map<number, StoredProgressMaterial>;
  states: Map<number, MaterialState>;
};

/** The student's subscription state and stored rows (two reads, one round trip on PostgreSQL), and each material's state. */
export async function buildContext(
  db: Db,
  outline: CourseOutline,
  progress: ProgressRow,
  now = new Date(),
): Promise<StudentCourseContext> {
  const [subscribed, stored] = await pipeline(db, (conn) =>
    Promise.all([
      hasActiveSubscription(conn, progress.studentId, progress.courseId, now),
      loadProgressMaterials(conn, progress.id),
    ]),
  );
  return { outline, progress, subscribed, stored, states: computeMaterialStates(outline, stored, subscribed) };
}
