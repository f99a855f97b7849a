/**
 * Review cards made from a learner's own mistakes (docs/decisions/0023-spaced-review.md):
 * - a practice rule the learner broke on the way to passing: the client reports it with the code save that held the
 *   failing code (`mistakes`), and the card waits as `pending` with that workspace; when the practice is passed, the
 *   server re-checks each pending card's workspace in the check pool and schedules only the ones whose rule really
 *   fails there (a forged report makes no card). Rules passed first time are never reported, so make no card.
 * - a quiz question answered wrong (scored here on the server): a card at once.
 * One card per rule or question (`source_key`); a new card is first due the next day.
 */
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Answer } from '../../../workers/checker/api';
import { toCheckFiles } from '../../../workers/workspace/flatten';
import type { Workspace } from '../../../workers/workspace/types';
import type { RuleMistake } from '../../contracts/review';
import type { Db } from '../../db/client';
import { questions, reviewCards, tasks } from '../../db/schema';
import type { Locale } from '../../types';
import { type CheckSettings, checkCode, studentOwner } from '../practice/checking/index';
import { practiceContent } from '../practice/practice';
import { ownedMaterial } from '../practice/practice-access';
import { newSchedule } from './schedule';

export const ruleSourceKey = (taskId: number, ruleIndex: number) => `rule:${taskId}:${ruleIndex}`;
export const questionSourceKey = (questionId: number) => `question:${questionId}`;

/**
 * Keeps the rules reported failing in `workspace` as pending cards of the practice `progressMaterialId` (the caller
 * has just saved that workspace for the student). Nothing once the practice is finished: a mistake after passing is
 * not one on the way to passing. The first failing workspace of a rule is the one kept.
 */
export async function recordRuleMistakes(
  db: Db,
  input: {
    progressMaterialId: number;
    studentId: number;
    mistakes: RuleMistake[];
    workspace: Workspace;
    locale: Locale;
    now: Date;
  },
): Promise<number> {
  if (input.mistakes.length === 0) return 0;
  const owned = await ownedMaterial(db, { ...input, kind: 'practice' });
  if (owned.isFinish) return 0;
  const { tasks: practiceTasks } = await practiceContent(db, owned.materialId, input.locale);
  const schedule = newSchedule(input.now);
  const rows = input.mistakes.flatMap((mistake) => {
    const task = practiceTasks[mistake.task];
    if (!task?.answers[mistake.rule]) return [];
    return [
      {
        studentId: input.studentId,
        kind: 'rule' as const,
        sourceKey: ruleSourceKey(task.id, mistake.rule),
        materialId: owned.materialId,
        taskId: task.id,
        ruleIndex: mistake.rule,
        workspace: input.workspace,
        status: 'pending' as const,
        ...schedule,
        createdAt: input.now,
        updatedAt: input.now,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(reviewCards)
    .values(rows)
    .onConflictDoNothing({ target: [reviewCards.studentId, reviewCards.sourceKey] })
    .returning({ id: reviewCards.id });
  return inserted.length;
}

/**
 * The practice `materialId` was passed: each pending rule card is checked again on its stored workspace, and
 * scheduled (first due the next day) when its rule fails there, dropped when it does not.
 */
export async function promoteRuleCards(
  db: Db,
  input: { studentId: number; materialId: number; checking: CheckSettings; locale: Locale; now: Date },
): Promise<number> {
  const pending = await db
    .select({
      id: reviewCards.id,
      workspace: reviewCards.workspace,
      ruleIndex: reviewCards.ruleIndex,
      answers: tasks.answers,
    })
    .from(reviewCards)
    .innerJoin(tasks, eq(tasks.id, reviewCards.taskId))
    .where(
      and(
        eq(reviewCards.studentId, input.studentId),
        eq(reviewCards.materialId, input.materialId),
        eq(reviewCards.status, 'pending'),
      ),
    );
  let promoted = 0;
  const dropped: number[] = [];
  for (const card of pending) {
    const rule: Answer | undefined = card.answers[card.ruleIndex ?? -1];
    if (!rule || !card.workspace) {
      dropped.push(card.id);
      continue;
    }
    const [report] = await checkCode(
      input.checking,
      input.locale,
      toCheckFiles(card.workspace),
      [[rule]],
      studentOwner(input.studentId),
    );
    if (!report || report.passed) {
      dropped.push(card.id);
      continue;
    }
    await db
      .update(reviewCards)
      .set({ status: 'active', ...newSchedule(input.now), updatedAt: input.now })
      .where(eq(reviewCards.id, card.id));
    promoted += 1;
  }
  if (dropped.length > 0) await db.delete(reviewCards).where(inArray(reviewCards.id, dropped));
  return promoted;
}

/**
 * A retaken quiz answers again the questions of the learner's cards that no review has asked yet: that attempt is
 * the card's first retry, made without review (docs/decisions/0028-review-insights.md). Run before the attempt's own
 * mistakes become cards, so a card made by this attempt is not retried by it.
 */
export async function recordQuizRetries(
  db: Db,
  input: {
    studentId: number;
    results: ReadonlyArray<{ questionId: number; correct: boolean }>;
    now: Date;
  },
): Promise<number> {
  if (input.results.length === 0) return 0;
  let retried = 0;
  for (const passed of [true, false]) {
    const ids = input.results.filter((r) => r.correct === passed).map((r) => questionSourceKey(r.questionId));
    if (ids.length === 0) continue;
    const rows = await db
      .update(reviewCards)
      .set({ firstRetryAt: input.now, firstRetryPassed: passed, firstRetryVia: 'quiz', updatedAt: input.now })
      .where(
        and(
          eq(reviewCards.studentId, input.studentId),
          inArray(reviewCards.sourceKey, ids),
          isNull(reviewCards.firstRetryAt),
          lt(reviewCards.createdAt, input.now),
        ),
      )
      .returning({ id: reviewCards.id });
    retried += rows.length;
  }
  return retried;
}

/** A quiz attempt scored on the server: each question answered wrong, of any type, becomes a card. */
export async function recordQuizMistakes(
  db: Db,
  input: {
    studentId: number;
    materialId: number;
    results: ReadonlyArray<{ questionId: number; correct: boolean }>;
    now: Date;
  },
): Promise<number> {
  const wrong = input.results.filter((r) => !r.correct).map((r) => r.questionId);
  if (wrong.length === 0) return 0;
  const askable = await db.select({ id: questions.id }).from(questions).where(inArray(questions.id, wrong));
  if (askable.length === 0) return 0;
  const schedule = newSchedule(input.now);
  const inserted = await db
    .insert(reviewCards)
    .values(
      askable.map((q) => ({
        studentId: input.studentId,
        kind: 'question' as const,
        sourceKey: questionSourceKey(q.id),
        materialId: input.materialId,
        questionId: q.id,
        status: 'active' as const,
        ...schedule,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    )
    .onConflictDoNothing({ target: [reviewCards.studentId, reviewCards.sourceKey] })
    .returning({ id: reviewCards.id });
  return inserted.length;
}
