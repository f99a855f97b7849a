/**
 * Opening and finishing materials. The server is the authority on progress (docs/decisions/0007-api.md): a locked
 * material can be neither opened nor finished, a quiz is scored here from the answers, a practice finish is
 * re-checked here with the pure checker, and percentage and score are recomputed from the stored rows.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Answer, CheckFile, CheckReport } from '../../../workers/checker/api';
import type { MaterialFinishResult, ProgressView, QuizReply } from '../../contracts/student-learning';
import { studentMessage } from '../../contracts/student-messages';
import { type Db, pipeline, progressTransaction, returned } from '../../db/client';
import { practices, progresses, questions, quizzes, tasks } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { isCompleteQuestion, isCompleteTask } from '../content/complete-items';
import { type CheckSettings, checkCode, studentOwner } from '../practice/checking/index';
import {
  type CourseOutline,
  courseOutlineAt,
  loadCourseOutline,
  type OutlineMaterial,
  readOutlineToken,
} from './progress-outline';
import { scoreQuiz } from './progress-quiz-score';
import {
  buildContext,
  computeMaterialStates,
  hasActiveSubscription,
  type MaterialState,
  type ProgressRow,
  progressStatements,
  type StoredProgressMaterial,
  type StudentCourseContext,
} from './progress-state';
import { materialLink, progressView } from './progress-view';
import { progressWrites } from './progress-writes';

export type MaterialRef = { chapterId: number; topicId: number; materialId: number };

/** The progress row `progressId` when it belongs to `studentId`; 404 when missing, 403 when someone else's. */
export async function ownedProgress(
  db: Db,
  progressId: number,
  studentId: number,
  locale: Locale,
): Promise<ProgressRow> {
  return assertOwned((await progressStatements(db).progressById.execute({ progressId }))[0], studentId, locale);
}

function assertOwned(progress: ProgressRow | undefined, studentId: number, locale: Locale): ProgressRow {
  if (!progress) throw new AppError('not_found', studentMessage(locale, 'progressNotFound'));
  if (progress.studentId !== studentId) throw new AppError('forbidden', studentMessage(locale, 'otherStudent'));
  return progress;
}

/**
 * `ownedProgress` and the outline of its course: the row and the outline token are read together (one round trip on
 * PostgreSQL), and the kept outline serves while the token is current (progress-outline.ts).
 */
async function ownedProgressWithOutline(
  db: Db,
  progressId: number,
  studentId: number,
  locale: Locale,
): Promise<{ progress: ProgressRow; outline: CourseOutline }> {
  const [row, token] = await pipeline(db, (conn) =>
    Promise.all([progressStatements(conn).progressById.execute({ progressId }), readOutlineToken(conn)]),
  );
  const progress = assertOwned(row[0], studentId, locale);
  return { progress, outline: await courseOutlineAt(db, progress.courseId, token) };
}

/** The material of the course named by `ref`; 404 when unknown, 400 when chapter or topic do not hold it. */
export function locateMaterial(outline: CourseOutline, ref: MaterialRef, locale: Locale): OutlineMaterial {
  const material = outline.materials.find((m) => m.id === ref.materialId);
  if (!material) throw new AppError('not_found', studentMessage(locale, 'materialNotFound'));
  if (material.topicId !== ref.topicId || material.chapterId !== ref.chapterId) {
    throw new AppError('validation', studentMessage(locale, 'materialMismatch'), {
      materialId: studentMessage(locale, 'materialMismatch'),
    });
  }
  return material;
}

/** Throws 403 `locked` unless the material is unlocked for the student. */
export function assertUnlocked<S extends Pick<MaterialState, 'isUnlock' | 'lockReason'>>(
  state: S | undefined,
  locale: Locale,
): S {
  if (state?.isUnlock) return state;
  const key = state?.lockReason === 'subscription' ? 'lockedSubscription' : 'lockedOrder';
  throw new AppError('locked', studentMessage(locale, key));
}

/** Opens a material: creates (or returns) its progress_materials row, sets started_at and the last learning date. */
export async function openMaterial(
  db: Db,
  input: MaterialRef & { progressId: number; studentId: number; locale: Locale; now?: Date },
): Promise<{ progressMaterialId: number }> {
  const now = input.now ?? new Date();
  const { progress, outline } = await ownedProgressWithOutline(db, input.progressId, input.studentId, input.locale);
  const material = locateMaterial(outline, input, input.locale);
  const ctx = await buildContext(db, outline, progress, now);
  assertUnlocked(ctx.states.get(material.id), input.locale);

  // One progress's writers queue on its row (progressTransaction): a finish in another tab runs before or after. The
  // two writes do not wait for each other (one round trip on PostgreSQL, with BEGIN and the lock).
  return await progressTransaction(db, progress.id, async (tx) => {
    const writes = progressWrites(tx);
    const [opened] = await Promise.all([
      returned(writes.open.execute({ progressId: progress.id, materialId: material.id, now })),
      writes.touch.execute({ progressId: progress.id, now }),
    ]);
    return { progressMaterialId: opened.id };
  });
}

/**
 * Marks the material after `material` in course order as unlocked (creating its row). Used when a material is
 * finished here and by the submission flow when a project is submitted. Returns the next material and the id of its
 * row when it was unlocked (null: a paid chapter without a subscription), or null when there is none.
 * `subscribed` is whether the student's subscription runs now, when the caller has just read it: then the write is
 * started before this awaits anything, so it travels with the statements the caller starts beside it.
 */
export async function unlockNextMaterial(
  db: Db,
  outline: CourseOutline,
  progressId: number,
  materialId: number,
  now = new Date(),
  subscribed?: boolean,
): Promise<{ next: OutlineMaterial; rowId: number | null } | null> {
  const index = outline.materials.findIndex((m) => m.id === materialId);
  const next = index >= 0 ? outline.materials[index + 1] : undefined;
  if (!next) return null;
  const locked = { next, rowId: null };
  // A paid chapter opens with a subscription only: without one the flag would be stored wrong (reads
  // re-check it, but the row must not say "unlocked" for a material the student cannot open).
  if (!outline.chapterById.get(next.chapterId)?.isTrial) {
    if (subscribed === undefined) {
      const progress = (await progressStatements(db).progressById.execute({ progressId }))[0];
      if (!progress || !(await hasActiveSubscription(db, progress.studentId, outline.courseId, now))) return locked;
    } else if (!subscribed) return locked;
  }
  const row = await returned(progressWrites(db).unlock.execute({ progressId, materialId: next.id, now }));
  return { next, rowId: row.id };
}

/** The material's quiz (not trashed): its id and passing score, for showing it and for scoring it. */
export async function quizOfMaterial(
  db: Db,
  materialId: number,
): Promise<{ id: number; passingScore: number } | undefined> {
  const [quiz] = await db
    .select({ id: quizzes.id, passingScore: quizzes.passingScore })
    .from(quizzes)
    .where(and(eq(quizzes.materialId, materialId), isNull(quizzes.deletedAt)))
    .limit(1);
  return quiz;
}
/**
 * Percentage (finished / all materials of the course, 0–100, two decimals) and score (average of the scored
 * finished materials) from a progress's stored rows; rows of materials outside the outline do not count.
 */
export function progressTotals(
  outline: CourseOutline,
  rows: Iterable<Pick<StoredProgressMaterial, 'materialId' | 'isFinish' | 'score'>>,
): { percentage: number; score: number } {
  const inCourse = new Set(outline.materials.map((m) => m.id));
  const finished = [...rows].filter((r) => r.isFinish && inCourse.has(r.materialId));
  const scored = finished.filter((r) => r.score !== null).map((r) => r.score as number);
  const total = outline.materials.length;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    percentage: total === 0 ? 0 : round2((finished.length / total) * 100),
    score: scored.length === 0 ? 0 : round2(scored.reduce((a, b) => a + b, 0) / scored.length),
  };
}

/**
 * Recomputes percentage and score of a progress row from its stored rows (`progressTotals`). Call after any
 * review; a finish writes them with its last learning date.
 */
export async function recomputeProgress(db: Db, progressId: number, outline?: CourseOutline): Promise<ProgressRow> {
  const progress = (await progressStatements(db).progressById.execute({ progressId }))[0];
  if (!progress) throw new Error(`progress ${progressId} not found`);
  const courseOutline = outline ?? (await loadCourseOutline(db, progress.courseId));
  const { percentage, score } = progressTotals(
    courseOutline,
    await progressStatements(db).progressMaterials.execute({ progressId }),
  );
  await db.update(progresses).set({ percentage, score }).where(eq(progresses.id, progressId));
  return { ...progress, percentage, score };
}

export type FinishInput = MaterialRef & {
  progressId: number;
  studentId: number;
  locale: Locale;
  /** Ignored for quizzes and practices (the server computes their score); slides and videos have none. */
  materialScore?: number;
  answers?: QuizReply[];
  files?: CheckFile[];
  /** The check pool's settings: practice files are judged there, off the request thread. */
  checking: CheckSettings;
  now?: Date;
};

export type FinishResult = { progress: ProgressView; result: MaterialFinishResult };

export type Outcome = {
  passed: boolean;
  score: number | null;
  correct: number | null;
  total: number | null;
  questionResults: FinishResult['result']['question_results'];
};

export async function quizOutcome(
  db: Db,
  materialId: number,
  answers: QuizReply[] | undefined,
  locale: Locale,
): Promise<Outcome> {
  if (!answers)
    throw new AppError('validation', studentMessage(locale, 'answersRequired'), {
      answers: studentMessage(locale, 'answersRequired'),
    });
  const quiz = await quizOfMaterial(db, materialId);
  if (!quiz) throw new AppError('not_found', studentMessage(locale, 'quizMissing'));
  const items = (
    await db
      .select({ id: questions.id, type: questions.type, answer: questions.answer, question: questions.question })
      .from(questions)
      .where(and(eq(questions.quizId, quiz.id), isNull(questions.deletedAt)))
      .orderBy(asc(questions.order), asc(questions.id))
  ).filter(isCompleteQuestion);
  const scored = scoreQuiz(items, answers);
  return {
    passed: scored.score >= quiz.passingScore,
    score: scored.score,
    correct: scored.correct,
    total: scored.total,
    questionResults: scored.results,
  };
}

/** The answer sets of a practice material's tasks, in task order. */
export async function practiceTasks(db: Db, materialId: number, locale: Locale): Promise<Array<{ answers: Answer[] }>> {
  const practice = (
    await db
      .select({ id: practices.id })
      .from(practices)
      .where(and(eq(practices.materialId, materialId), isNull(practices.deletedAt)))
      .limit(1)
  )[0];
  if (!practice) throw new AppError('not_found', studentMessage(locale, 'practiceMissing'));
  return (
    await db
      .select({ order: tasks.order, answers: tasks.answers })
      .from(tasks)
      .where(and(eq(tasks.practiceId, practice.id), isNull(tasks.deletedAt)))
      .orderBy(asc(tasks.order), asc(tasks.id))
  ).filter(isCompleteTask);
}

/**
 * Judges a practice finish's files against every task in the check pool (never on the request thread): the
 * reports, one per task, for `finishMaterial`. Ownership and the lock are checked first, so nobody can make the
 * server run code for a material they cannot open.
 */
async function judgePractice(
  db: Db,
  input: FinishInput,
  outline: CourseOutline,
  progress: ProgressRow,
  material: OutlineMaterial,
  now: Date,
): Promise<CheckReport[]> {
  const ctx = await buildContext(db, outline, progress, now);
  assertUnlocked(ctx.states.get(material.id), input.locale);
  const files = requireFiles(input.files, input.locale);
  const answerSets = (await practiceTasks(db, material.id, input.locale)).map((task) => task.answers);
  return checkCode(input.checking, input.locale, files, answerSets, studentOwner(input.studentId));
}

function requireFiles(files: CheckFile[] | undefined, locale: Locale): CheckFile[] {
  if (!files)
    throw new AppError('validation', studentMessage(locale, 'filesRequired'), {
      files: studentMessage(locale, 'filesRequired'),
    });
  return files;
}

/** A practice is finished when the pool's reports pass every rule of every task (score 100). */
function practiceOutcome(reports: CheckReport[] | null, files: CheckFile[] | undefined, locale: Locale): Outcome {
  requireFiles(files, locale);
  const failures: Record<string, string> = {};
  (reports ?? []).forEach((report, taskIndex) => {
    for (const r of report.results) {
      if (!r.passed) failures[`tasks.${taskIndex}.rules.${r.index}`] = r.reason;
    }
  });
  if (Object.keys(failures).length > 0) {
    throw new AppError('validation', studentMessage(locale, 'practiceFailed'), failures);
  }
  return { passed: true, score: 100, correct: null, total: null, questionResults: null };
}

/** `stored` with `row` in place of its material's row (a new map). */
function withRow(
  stored: Map<number, StoredProgressMaterial>,
  row: StoredProgressMaterial,
): Map<number, StoredProgressMaterial> {
  return new Map(stored).set(row.materialId, row);
}

/** The trial is finished when every material of the trial chapters is (docs/decisions/0005-behaviour.md). */
export function trialFinished(ctx: StudentCourseContext): boolean {
  const trial = ctx.outline.materials.filter((m) => ctx.outline.chapterById.get(m.chapterId)?.isTrial);
  return trial.length > 0 && trial.every((m) => ctx.states.get(m.id)?.isFinish === true);
}

/**
 * Finishes a material for the student: slides and videos without a score, quizzes scored from `answers`
 * (finished when the score reaches the quiz's passing score; the best score is kept), practices only when
 * `files` pass every task's rules (score 100). Projects are refused (they finish by review). Then unlocks the
 * next material, recomputes percentage and score, and sets the last learning date.
 */
export async function finishMaterial(db: Db, input: FinishInput): Promise<FinishResult> {
  const now = input.now ?? new Date();
  const { locale } = input;
  // The outline is read once. The only slow part, judging a practice's files, runs first and in the check pool;
  // the rest reads and writes in one transaction, from a fresh look at the progress (another request may have
  // moved it meanwhile).
  const { progress: owned, outline } = await ownedProgressWithOutline(db, input.progressId, input.studentId, locale);
  const material = locateMaterial(outline, input, locale);
  const reports =
    material.relation === 'practice' ? await judgePractice(db, input, outline, owned, material, now) : null;

  return await progressTransaction(db, owned.id, async (tx) => {
    const progress =
      material.relation === 'practice' ? await ownedProgress(tx, input.progressId, input.studentId, locale) : owned;
    const ctx = await buildContext(tx, outline, progress, now);
    const state = assertUnlocked(ctx.states.get(material.id), locale);

    let outcome: Outcome;
    switch (material.relation) {
      case 'quiz':
        outcome = await quizOutcome(tx, material.id, input.answers, locale);
        break;
      case 'practice':
        outcome = practiceOutcome(reports, input.files, locale);
        break;
      case 'slide':
      case 'video':
        outcome = { passed: true, score: null, correct: null, total: null, questionResults: null };
        break;
      default:
        throw new AppError('bad_request', studentMessage(locale, 'projectByReview'));
    }

    const finishNow = outcome.passed;
    const previous = ctx.stored.get(material.id);
    const previousScore = previous?.score ?? null;
    const bestScore =
      outcome.score === null ? null : previousScore === null ? outcome.score : Math.max(previousScore, outcome.score);
    const alreadyFinished = state.isFinish;
    const isFinish = finishNow || alreadyFinished;
    // The material's row as the upsert leaves it. The rows are read under the progress's lock, which every writer of
    // them takes first, so the totals are computed before the writes rather than read again after them; the next
    // material's unlock changes no total. The three writes then travel together (one round trip on PostgreSQL).
    const finishedRow = (id: number): StoredProgressMaterial => ({
      id,
      materialId: material.id,
      isUnlock: true,
      isFinish,
      score: bestScore,
      submissionStatus: previous?.submissionStatus ?? null,
    });
    const totals = progressTotals(outline, withRow(ctx.stored, finishedRow(previous?.id ?? 0)).values());
    const writes = progressWrites(tx);
    const upsert = finishNow && !alreadyFinished ? writes.finishFirst : writes.finishAgain;
    const [row, unlocked, updated] = await Promise.all([
      returned(
        upsert.execute({
          progressId: progress.id,
          materialId: material.id,
          finishAfter: isFinish,
          score: bestScore,
          now,
        }),
      ),
      isFinish ? unlockNextMaterial(tx, outline, progress.id, material.id, now, ctx.subscribed) : null,
      writes.progressAfter.execute({ progressId: progress.id, now, ...totals }).then((rows) => rows[0]),
    ]);
    if (!updated) throw new AppError('not_found', studentMessage(locale, 'progressNotFound'));
    let stored = withRow(ctx.stored, finishedRow(row.id));
    const next = unlocked?.next ?? null;
    if (unlocked?.rowId) {
      const before = stored.get(unlocked.next.id);
      stored = withRow(stored, {
        id: unlocked.rowId,
        materialId: unlocked.next.id,
        isUnlock: true,
        isFinish: before?.isFinish ?? false,
        score: before?.score ?? null,
        submissionStatus: before?.submissionStatus ?? null,
      });
    }
    const after: StudentCourseContext = {
      outline,
      progress: updated,
      subscribed: ctx.subscribed,
      stored,
      states: computeMaterialStates(outline, stored, ctx.subscribed),
    };
    const nextState = next ? after.states.get(next.id) : undefined;
    return {
      progress: progressView(updated),
      result: {
        material_id: material.id,
        progress_material_id: row.id,
        is_finish: isFinish,
        passed: outcome.passed,
        score: outcome.score,
        correct: outcome.correct,
        total: outcome.total,
        question_results: outcome.questionResults,
        next_material: next && nextState ? materialLink(next, nextState) : null,
        trial_finished: trialFinished(after),
      },
    };
  });
}
