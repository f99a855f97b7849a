/**
 * Access to one progress_materials row of the signed-in student: it must be theirs, of the expected
 * kind (practice or project) and unlocked now (the course order and subscription rules of the
 * progress services). Shared by the practice and submission services.
 *
 * Every draft save passes here, so the usual case is answered from one keyed query: a row already marked
 * unlocked, whose material, topic, chapter and course are live, is open exactly when its chapter is
 * (trial, or an active subscription), as `computeMaterialStates` decides for such a row. Only a row not
 * marked unlocked needs the whole outline and every stored row of the student (the order rule).
 */
import { and, eq, exists, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { practiceMessage } from '../../contracts/practice-messages';
import type { Db } from '../../db/client';
import { flag } from '../../db/fragments';
import { perDatabase } from '../../db/per-database';
import { unsampledId, unsampledTime } from '../../db/plan-stable';
import {
  chapters,
  courses,
  type MaterialRelation,
  materials,
  progresses,
  progressMaterials,
  subscriptions,
  topics,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { liveChapter, liveMaterial, liveTopic } from '../content/published';
import { assertUnlocked } from '../learning/progress-actions';
import { loadCourseOutline } from '../learning/progress-outline';
import {
  buildContext,
  hasActiveSubscription,
  type MaterialState,
  progressStatements,
  runningSubscription,
} from '../learning/progress-state';

export type OwnedMaterialRow = {
  progressMaterialId: number;
  progressId: number;
  courseId: number;
  materialId: number;
  relation: MaterialRelation;
  isFinish: boolean;
  score: number | null;
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
      isUnlock: progressMaterials.isUnlock,
      // What decides whether the material is in the course outline (progress-outline.ts) and its chapter open.
      materialStatus: materials.status,
      topicLive: flag(sql`(${liveTopic})`),
      chapterCourseId: chapters.courseId,
      chapterLive: flag(sql`(${liveChapter})`),
      isTrial: chapters.isTrial,
      courseLive: flag(sql`${courses.deletedAt} IS NULL`),
    })
    .from(progressMaterials)
    .innerJoin(progresses, eq(progresses.id, progressMaterials.progressId))
    .innerJoin(materials, and(eq(materials.id, progressMaterials.materialId), isNull(materials.deletedAt)))
    .leftJoin(topics, eq(topics.id, materials.topicId))
    .leftJoin(chapters, eq(chapters.id, topics.chapterId))
    .leftJoin(courses, eq(courses.id, chapters.courseId))
    .where(eq(progressMaterials.id, sql.placeholder('id')))
    .prepare();
}
const statement = perDatabase(prepare);

export type AccessKind = 'practice' | 'project';

/** The materials of `kind`: a practice, or a project (any of the submission relations). */
function ofKind(kind: AccessKind): SQL {
  return kind === 'practice' ? eq(materials.relation, 'practice') : like(materials.relation, 'submission%');
}

/**
 * The SQL twin of `ownedMaterial`'s usual case, for a statement on `progress_materials` that checks access in its own
 * WHERE (a draft save: access and write in one statement, one round trip on PostgreSQL). True when the row is the
 * student's (placeholder `studentId`), of `kind`, marked unlocked, in the live outline of its course, and its chapter is
 * open at `now` (placeholder, epoch ms): a trial chapter, or an active subscription. Never true for a row
 * `ownedMaterial` refuses. False for a row it would let through by the course order alone (not marked unlocked yet):
 * the caller then asks `ownedMaterial`, which also says why a refused row is refused.
 */
export function openUnlockedRow(db: Db, kind: AccessKind): SQL {
  const activeSubscription = db
    .select({ one: sql`1` })
    .from(subscriptions)
    .where(runningSubscription(progresses.studentId, progresses.courseId, unsampledTime('now')));
  return exists(
    db
      .select({ one: sql`1` })
      .from(progresses)
      .innerJoin(materials, and(eq(materials.id, progressMaterials.materialId), liveMaterial, ofKind(kind)))
      .innerJoin(topics, and(eq(topics.id, materials.topicId), liveTopic))
      .innerJoin(
        chapters,
        and(eq(chapters.id, topics.chapterId), liveChapter, eq(chapters.courseId, progresses.courseId)),
      )
      .innerJoin(courses, and(eq(courses.id, chapters.courseId), isNull(courses.deletedAt)))
      .where(
        and(
          eq(progresses.id, progressMaterials.progressId),
          eq(progresses.studentId, unsampledId('studentId')),
          eq(progressMaterials.isUnlock, true),
          or(eq(chapters.isTrial, true), exists(activeSubscription)),
        ),
      ),
  );
}

/**
 * The row `progressMaterialId` when it belongs to `studentId`, is of `kind` and is unlocked.
 * 404 when missing or someone else's (no hint that it exists), 400 of the wrong kind, 403 while locked.
 */
export async function ownedMaterial(
  db: Db,
  input: { progressMaterialId: number; studentId: number; kind: AccessKind; locale: Locale; now?: Date },
): Promise<OwnedMaterialRow> {
  const { locale } = input;
  const notFound = () =>
    new AppError(
      'not_found',
      practiceMessage(locale, input.kind === 'practice' ? 'practiceNotFound' : 'projectNotFound'),
    );
  const row = (await statement(db).execute({ id: input.progressMaterialId }))[0];
  if (!row || row.studentId !== input.studentId) throw notFound();
  const isPractice = row.relation === 'practice';
  const isProject = row.relation.startsWith('submission');
  if (input.kind === 'practice' && !isPractice)
    throw new AppError('bad_request', practiceMessage(locale, 'notPractice'));
  if (input.kind === 'project' && !isProject) throw new AppError('bad_request', practiceMessage(locale, 'notProject'));
  const now = input.now ?? new Date();
  const inOutline =
    row.materialStatus === 'published' &&
    row.topicLive &&
    row.chapterLive &&
    row.courseLive &&
    row.chapterCourseId === row.courseId;
  if (!inOutline) throw notFound();
  if (row.isUnlock) {
    const chapterOpen = row.isTrial === true || (await hasActiveSubscription(db, row.studentId, row.courseId, now));
    const state: Pick<MaterialState, 'isUnlock' | 'lockReason'> = {
      isUnlock: chapterOpen,
      lockReason: chapterOpen ? null : 'subscription',
    };
    assertUnlocked(state, locale);
  } else {
    const progress = (await progressStatements(db).progressById.execute({ progressId: row.progressId }))[0];
    if (!progress) throw notFound();
    const ctx = await buildContext(db, await loadCourseOutline(db, row.courseId), progress, now);
    assertUnlocked(ctx.states.get(row.materialId), locale);
  }
  return {
    progressMaterialId: row.progressMaterialId,
    progressId: row.progressId,
    courseId: row.courseId,
    materialId: row.materialId,
    relation: row.relation,
    isFinish: row.isFinish,
    score: row.score,
  };
}
