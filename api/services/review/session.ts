/**
 * The daily review (docs/decisions/0023-spaced-review.md): at most DAILY_LIMIT cards a day, the ones due by the end
 * of the learner's day, oldest due first. A question card is asked again with its options shuffled and scored here;
 * a rule card is checked here in the check pool with the same checker as the practice. The answer reschedules the
 * card (schedule.ts), records the first retry and its result, and dates a review action for the streak; emptying
 * the day's review dates a `review-cleared`, which earns a freeze (streak.ts).
 */
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Answer, CheckFile, CheckReport } from '../../../workers/checker/api';
import type { ReviewAnswerView, ReviewCardView, ReviewQueueView } from '../../contracts/review';
import { reviewMessage } from '../../contracts/review-messages';
import type { Db } from '../../db/client';
import { learningEvents, materials, questions, reviewCards, tasks } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { blankTexts, isCorrect, keyOptionIds, puzzleOrder } from '../learning/progress-quiz-score';
import { studentQuestionView } from '../learning/student-materials';
import { type CheckSettings, checkCode, studentOwner } from '../practice/checking/index';
import { recordLearningEvent } from './activity';
import { endOfLocalDay, startOfLocalDay } from './learning-days';
import { answerSchedule, type CardSchedule } from './schedule';

/** Cards in one day's review at most. */
export const DAILY_LIMIT = 10;

/**
 * How far back an answer from the offline queue may be dated: a learner offline for longer still has the answer
 * counted, on the day it arrives, so a forged date cannot rewrite more than a week of streak.
 */
export const OFFLINE_ANSWER_WINDOW_MS = 7 * 86_400_000;

/**
 * The instant an answer counts at: when the learner answered (`answeredAt`, sent by the offline queue), never in the
 * future, never before the window, and never before the card's previous review (the schedule only moves forward).
 */
export function answerInstant(now: Date, answeredAt: number | undefined, lastReview: Date | null): Date {
  if (answeredAt === undefined) return now;
  const earliest = Math.max(now.getTime() - OFFLINE_ANSWER_WINDOW_MS, lastReview?.getTime() ?? 0);
  return new Date(Math.min(now.getTime(), Math.max(answeredAt, earliest)));
}

type Clocked = { studentId: number; timeZone: string; now: Date };

/** How many cards the learner answered on the day of `now`, in their time zone. */
async function answeredToday(db: Db, input: Clocked): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(learningEvents)
    .where(
      and(
        eq(learningEvents.studentId, input.studentId),
        eq(learningEvents.kind, 'review'),
        gte(learningEvents.at, startOfLocalDay(input.now, input.timeZone)),
        lt(learningEvents.at, endOfLocalDay(input.now, input.timeZone)),
      ),
    );
  return row?.n ?? 0;
}

const dueBy = (studentId: number, end: Date) =>
  and(eq(reviewCards.studentId, studentId), eq(reviewCards.status, 'active'), lt(reviewCards.due, end));

/** The number of cards left in today's review (for the dashboard). */
export async function dueTodayCount(db: Db, input: Clocked): Promise<number> {
  const [done, [due]] = await Promise.all([
    answeredToday(db, input),
    db
      .select({ n: count() })
      .from(reviewCards)
      .where(dueBy(input.studentId, endOfLocalDay(input.now, input.timeZone))),
  ]);
  return Math.min(due?.n ?? 0, Math.max(0, DAILY_LIMIT - done));
}

/** A new order of `items` (Fisher–Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Today's review: the cards still to answer today, with what was done and what waits for another day. */
export async function reviewQueue(db: Db, input: Clocked): Promise<ReviewQueueView> {
  const end = endOfLocalDay(input.now, input.timeZone);
  const done = await answeredToday(db, input);
  const room = Math.max(0, DAILY_LIMIT - done);
  const [cards, [due]] = await Promise.all([
    room === 0
      ? []
      : db
          .select({
            id: reviewCards.id,
            kind: reviewCards.kind,
            materialId: reviewCards.materialId,
            materialTitle: materials.title,
            due: reviewCards.due,
            taskId: reviewCards.taskId,
            ruleIndex: reviewCards.ruleIndex,
            questionId: reviewCards.questionId,
            workspace: reviewCards.workspace,
          })
          .from(reviewCards)
          .innerJoin(materials, eq(materials.id, reviewCards.materialId))
          .where(dueBy(input.studentId, end))
          .orderBy(asc(reviewCards.due), asc(reviewCards.id))
          .limit(room),
    db.select({ n: count() }).from(reviewCards).where(dueBy(input.studentId, end)),
  ]);
  const taskIds = cards.flatMap((c) => (c.taskId === null ? [] : [c.taskId]));
  const questionIds = cards.flatMap((c) => (c.questionId === null ? [] : [c.questionId]));
  const [taskRows, questionRows] = await Promise.all([
    taskIds.length === 0 ? [] : db.select().from(tasks).where(inArray(tasks.id, taskIds)),
    questionIds.length === 0 ? [] : db.select().from(questions).where(inArray(questions.id, questionIds)),
  ]);
  const taskById = new Map(taskRows.map((t) => [t.id, t]));
  const questionById = new Map(questionRows.map((q) => [q.id, q]));
  const views: ReviewCardView[] = [];
  for (const card of cards) {
    const base = {
      id: card.id,
      kind: card.kind,
      materialId: card.materialId,
      materialTitle: card.materialTitle,
      due: card.due.getTime(),
    };
    if (card.kind === 'question') {
      const q = card.questionId === null ? undefined : questionById.get(card.questionId);
      if (!q) continue;
      const { type, title, question, example, options, blanks } = studentQuestionView(q);
      views.push({
        ...base,
        rule: null,
        question: {
          type,
          title,
          question,
          example,
          // A new order each time, but a puzzle's pieces come shuffled already (their order is the answer).
          options: type === 'puzzle' ? options : shuffled(options),
          blanks,
        },
      });
      continue;
    }
    const task = card.taskId === null ? undefined : taskById.get(card.taskId);
    const rule = task?.answers[card.ruleIndex ?? -1];
    if (!task || !rule || !card.workspace) continue;
    views.push({
      ...base,
      question: null,
      rule: {
        title: task.title,
        question: task.question,
        example: task.example,
        copyable: task.copyable,
        answers: [rule],
        workspace: card.workspace,
      },
    });
  }
  return { cards: views, doneToday: done, limit: DAILY_LIMIT, waiting: Math.max(0, (due?.n ?? 0) - cards.length) };
}

/**
 * Answers the card `cardId` in the review of the day it was answered (now, or `answeredAt` for an answer the offline
 * queue sends later): scored or checked here, then rescheduled. An answer to a card answered since it was shown
 * (`seenDue`) is refused, so a queued answer sent twice counts once.
 */
export async function answerCard(
  db: Db,
  input: Clocked & {
    cardId: number;
    options?: string[];
    files?: CheckFile[];
    answeredAt?: number;
    seenDue?: number;
    checking: CheckSettings;
    locale: Locale;
  },
): Promise<ReviewAnswerView> {
  const { locale } = input;
  const [card] = await db.select().from(reviewCards).where(eq(reviewCards.id, input.cardId));
  if (!card || card.studentId !== input.studentId || card.status === 'pending') {
    throw new AppError('not_found', reviewMessage(locale, 'cardNotFound'));
  }
  const alreadyAnswered = () => new AppError('already_answered', reviewMessage(locale, 'alreadyAnswered'));
  if (input.seenDue !== undefined && input.seenDue !== card.due.getTime()) throw alreadyAnswered();
  const now = answerInstant(input.now, input.answeredAt, card.lastReview);
  const day: Clocked = { studentId: input.studentId, timeZone: input.timeZone, now };
  if (card.status !== 'active' || card.due.getTime() >= endOfLocalDay(now, input.timeZone).getTime()) {
    throw new AppError('conflict', reviewMessage(locale, 'notDue'));
  }
  const done = await answeredToday(db, day);
  if (done >= DAILY_LIMIT) throw new AppError('conflict', reviewMessage(locale, 'dailyLimit'));

  let passed = false;
  let keys: string[] | null = null;
  let answerTexts: string[] | null = null;
  let report: CheckReport | null = null;
  if (card.kind === 'question') {
    if (!input.options || input.options.length === 0) {
      throw new AppError('validation', reviewMessage(locale, 'optionsRequired'), {
        options: reviewMessage(locale, 'optionsRequired'),
      });
    }
    const [q] = await db
      .select()
      .from(questions)
      .where(eq(questions.id, card.questionId ?? -1));
    if (!q) throw new AppError('not_found', reviewMessage(locale, 'cardNotFound'));
    passed = isCorrect({ id: q.id, type: q.type, answer: q.answer }, input.options);
    if (q.type === 'multiplechoice' || q.type === 'multiple') keys = keyOptionIds(q.answer);
    else answerTexts = rightAnswerTexts(q);
  } else {
    if (!input.files) {
      throw new AppError('validation', reviewMessage(locale, 'filesRequired'), {
        files: reviewMessage(locale, 'filesRequired'),
      });
    }
    const [task] = await db
      .select({ answers: tasks.answers })
      .from(tasks)
      .where(eq(tasks.id, card.taskId ?? -1));
    const rule: Answer | undefined = task?.answers[card.ruleIndex ?? -1];
    if (!rule) throw new AppError('not_found', reviewMessage(locale, 'cardNotFound'));
    [report = null] = await checkCode(input.checking, locale, input.files, [[rule]], studentOwner(input.studentId));
    passed = report?.passed ?? false;
  }

  const current: CardSchedule = {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    fsrsState: card.fsrsState,
    lastReview: card.lastReview,
  };
  const { next, retired } = answerSchedule(current, passed, now);
  // Only the schedule that was read is moved on: of two answers at once (a double send, two tabs), one counts.
  const moved = await db
    .update(reviewCards)
    .set({
      ...next,
      status: retired ? 'retired' : 'active',
      lastReviewPassed: passed,
      reviewFails: card.reviewFails + (passed ? 0 : 1),
      ...(card.firstRetryAt === null ? { firstRetryAt: now, firstRetryPassed: passed, firstRetryVia: 'review' } : {}),
      updatedAt: input.now,
    })
    .where(and(eq(reviewCards.id, card.id), eq(reviewCards.due, card.due), eq(reviewCards.status, 'active')))
    .returning({ id: reviewCards.id });
  if (moved.length === 0) throw alreadyAnswered();
  await recordLearningEvent(db, { studentId: input.studentId, kind: 'review', materialId: card.materialId, now });
  if ((await dueTodayCount(db, day)) === 0) {
    await recordLearningEvent(db, { studentId: input.studentId, kind: 'review-cleared', now });
  }
  return {
    passed,
    retired,
    due: retired ? null : next.due.getTime(),
    keyOptionIds: keys,
    answerTexts,
    report,
  };
}

/** What a learner who missed a puzzle or a fill question is shown: the pieces in order, or the expected texts. */
function rightAnswerTexts(q: typeof questions.$inferSelect): string[] {
  if (q.type === 'puzzle') {
    return puzzleOrder(q.answer).map((id) => q.answer.options.find((o) => o.id === id)?.text ?? id);
  }
  // A fill question accepts any of its texts: the first is shown.
  return q.type === 'fill' ? blankTexts(q.answer).slice(0, 1) : blankTexts(q.answer);
}
