/**
 * Access to one progress_materials row of the signed-in student: it must be theirs, of the expected
 * kind (practice or project) and unlocked now (the course order and subscription rules of the
 * progress services). Shared by the practice and submission services.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { practiceMessage } from '../contracts/practice-messages';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { type MaterialRelation, materials, progresses, progressMaterials } from '../db/schema';
import { AppError } from '../errors';
import type { Locale } from '../types';
import { assertUnlocked } from './progress-actions';
import { type CourseOutline, loadCourseOutline } from './progress-outline';
import { buildContext, progressStatements } from './progress-state';

export type OwnedMaterialRow = {
  progressMaterialId: number;
  progressId: number;
  courseId: number;
  materialId: number;
  relation: MaterialRelation;
  isFinish: boolean;
  score: number | null;
  /** The course outline the unlock check read, for callers that unlock the next material. */
  outline: CourseOutline;
};

function prepare(db: Db) {
  return db
    .select({
      progressMaterialId: progressMaterials.id,
      progressId: progressMaterials.progressId,
      courseId: progresses.courseId,
      studentId: progresses.studentId,
      materialId: progressMaterials.materialId,
      relation: materials.relation,
      isFinish: progressMaterials.isFinish,
      score: progressMaterials.score,
    })
    .from(progressMaterials)
    .innerJoin(progresses, eq(progresses.id, progressMaterials.progressId))
    .innerJoin(materials, and(eq(materials.id, progressMaterials.materialId), isNull(materials.deletedAt)))
    .where(eq(progressMaterials.id, sql.placeholder('id')))
    .prepare();
}
const statement = perDatabase(prepare);

export type AccessKind = 'practice' | 'project';

/**
 * The row `progressMaterialId` when it belongs to `studentId`, is of `kind` and is unlocked.
 * 404 when missing or someone else's (no hint that it exists), 400 of the wrong kind, 403 while locked.
 */
export function ownedMaterial(
  db: Db,
  input: { progressMaterialId: number; studentId: number; kind: AccessKind; locale: Locale; now?: Date },
): OwnedMaterialRow {
  const { locale } = input;
  const notFound = new AppError(
    'not_found',
    practiceMessage(locale, input.kind === 'practice' ? 'practiceNotFound' : 'projectNotFound'),
  );
  const row = statement(db).get({ id: input.progressMaterialId });
  if (!row || row.studentId !== input.studentId) throw notFound;
  const isPractice = row.relation === 'practice';
  const isProject = row.relation.startsWith('submission');
  if (input.kind === 'practice' && !isPractice)
    throw new AppError('bad_request', practiceMessage(locale, 'notPractice'));
  if (input.kind === 'project' && !isProject) throw new AppError('bad_request', practiceMessage(locale, 'notProject'));
  const progress = progressStatements(db).progressById.get({ progressId: row.progressId });
  const outline = loadCourseOutline(db, row.courseId);
  if (!progress || !outline.materials.some((m) => m.id === row.materialId)) throw notFound;
  const ctx = buildContext(db, outline, progress, input.now ?? new Date());
  assertUnlocked(ctx.states.get(row.materialId), locale);
  return {
    progressMaterialId: row.progressMaterialId,
    progressId: row.progressId,
    courseId: row.courseId,
    materialId: row.materialId,
    relation: row.relation,
    isFinish: row.isFinish,
    score: row.score,
    outline,
  };
}
