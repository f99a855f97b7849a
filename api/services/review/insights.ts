/**
 * What the review tells the people who teach (docs/decisions/0028-review-insights.md): a student's streak, due cards
 * and most-failed rules for their mentor (or an admin), and, for the admin, per rule how many learners failed it
 * first and how many recovered after review, with the first-retry pass rate of reviewed and unreviewed cards.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Answer } from '../../../workers/checker/api';
import { message } from '../../contracts/common-messages';
import type { FirstRetryRate, ReviewFigures, StudentReviewOverview, WeakRuleRow } from '../../contracts/review';
import type { Db } from '../../db/client';
import { materials, progresses, questions, reviewCards, tasks } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { assertOwnProgress, pickText } from '../mentoring/mentor-shared';
import { activityOf } from './activity';
import { endOfLocalDay } from './learning-days';
import { dueTodayCount } from './session';

/** Rules shown on the mentor's panel at most. */
export const WEAK_RULES = 5;

const DETAIL_MAX = 80;

/** What a rule asks, in a few characters: `<h1>`, `.title { color }`, the file's path; null when it says nothing. */
export function ruleDetail(rule: Answer | undefined, locale: Locale): string | null {
  if (!rule) return null;
  const clip = (text: string) => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text);
  switch (rule.kind) {
    case 'html':
      return `<${rule.tag}>`;
    case 'css': {
      let keys: string[] = [];
      try {
        const parsed: unknown = JSON.parse(rule.properties || '{}');
        if (parsed && typeof parsed === 'object') keys = Object.keys(parsed);
      } catch {
        keys = [];
      }
      return clip(`${rule.selector.join(', ')} { ${keys.join('; ')} }`);
    }
    case 'js':
      return clip(rule.jsAnswer.trim());
    case 'file':
      return clip(
        [rule.path, rule.belongsTo === 'file' ? `${rule.name}.${rule.ext}` : rule.name].filter(Boolean).join('/'),
      );
    case 'behaviour':
      return rule.message ? clip(pickText(rule.message, locale)) || null : null;
  }
}

type Viewer = { id: number; role: string };

/** The student of progress `progressId`, when `viewer` may see them: their own mentor, or an admin. */
async function studentOfProgress(db: Db, viewer: Viewer, progressId: number, locale: Locale): Promise<number> {
  if (viewer.role !== 'admin') await assertOwnProgress(db, viewer.id, progressId, locale);
  const [row] = await db
    .select({ studentId: progresses.studentId })
    .from(progresses)
    .where(eq(progresses.id, progressId));
  if (!row) throw new AppError('not_found', message(locale, 'notFound'));
  return row.studentId;
}

/** Titles and details of cards, read for a handful of cards at once. */
async function describeCards(
  db: Db,
  cards: ReadonlyArray<{
    taskId: number | null;
    ruleIndex: number | null;
    questionId: number | null;
    materialId: number;
  }>,
  locale: Locale,
) {
  const taskIds = [...new Set(cards.flatMap((c) => (c.taskId === null ? [] : [c.taskId])))];
  const questionIds = [...new Set(cards.flatMap((c) => (c.questionId === null ? [] : [c.questionId])))];
  const materialIds = [...new Set(cards.map((c) => c.materialId))];
  const [taskRows, questionRows, materialRows] = await Promise.all([
    taskIds.length === 0
      ? []
      : db
          .select({ id: tasks.id, title: tasks.title, answers: tasks.answers })
          .from(tasks)
          .where(inArray(tasks.id, taskIds)),
    questionIds.length === 0
      ? []
      : db
          .select({ id: questions.id, title: questions.title, question: questions.question })
          .from(questions)
          .where(inArray(questions.id, questionIds)),
    materialIds.length === 0
      ? []
      : db
          .select({ id: materials.id, title: materials.title })
          .from(materials)
          .where(inArray(materials.id, materialIds)),
  ]);
  const taskById = new Map(taskRows.map((t) => [t.id, t]));
  const questionById = new Map(questionRows.map((q) => [q.id, q]));
  const materialById = new Map(materialRows.map((m) => [m.id, m]));
  return (card: (typeof cards)[number]) => {
    const materialTitle = pickText(materialById.get(card.materialId)?.title, locale);
    if (card.questionId !== null) {
      const q = questionById.get(card.questionId);
      return {
        title: pickText(q?.title, locale) || pickText(q?.question, locale),
        detail: null,
        materialTitle,
      };
    }
    const task = card.taskId === null ? undefined : taskById.get(card.taskId);
    return {
      title: pickText(task?.title, locale),
      detail: ruleDetail(task?.answers[card.ruleIndex ?? -1], locale),
      materialTitle,
    };
  };
}

/** A student's review for their mentor or an admin; days counted in `timeZone`. */
export async function studentReviewOverview(
  db: Db,
  input: { viewer: Viewer; progressId: number; timeZone: string; now: Date; locale: Locale },
): Promise<StudentReviewOverview> {
  const studentId = await studentOfProgress(db, input.viewer, input.progressId, input.locale);
  const clocked = { studentId, timeZone: input.timeZone, now: input.now };
  const live = and(eq(reviewCards.studentId, studentId), eq(reviewCards.status, 'active'));
  const [dueToday, [dueTotal], [active], weak] = await Promise.all([
    dueTodayCount(db, clocked),
    db
      .select({ n: count() })
      .from(reviewCards)
      .where(and(live, lt(reviewCards.due, endOfLocalDay(input.now, input.timeZone)))),
    db.select({ n: count() }).from(reviewCards).where(live),
    db
      .select({
        id: reviewCards.id,
        kind: reviewCards.kind,
        status: reviewCards.status,
        materialId: reviewCards.materialId,
        taskId: reviewCards.taskId,
        ruleIndex: reviewCards.ruleIndex,
        questionId: reviewCards.questionId,
        reviewFails: reviewCards.reviewFails,
        lastReviewPassed: reviewCards.lastReviewPassed,
      })
      .from(reviewCards)
      .where(and(eq(reviewCards.studentId, studentId), ne(reviewCards.status, 'pending')))
      .orderBy(desc(reviewCards.reviewFails), asc(reviewCards.status), asc(reviewCards.due), asc(reviewCards.id))
      .limit(WEAK_RULES),
  ]);
  const { streak } = await activityOf(db, { ...clocked, dueToday });
  const describe = await describeCards(db, weak, input.locale);
  const rules: WeakRuleRow[] = weak.map((card) => ({
    cardId: card.id,
    kind: card.kind,
    ...describe(card),
    fails: 1 + card.reviewFails,
    status: card.status,
    lastReviewPassed: card.lastReviewPassed,
  }));
  return { streak, dueToday, dueTotal: dueTotal?.n ?? 0, activeCards: active?.n ?? 0, rules };
}

/**
 * Per rule (or question), most failed first, a page at a time: learners who failed it first (a card that is not
 * pending: a pending rule card waits for the practice's pass to be confirmed), who reviewed it, and whose latest review
 * passed. With the first-retry pass rates by where the retry happened.
 */
export async function reviewFiguresOf(
  db: Db,
  input: { start: number; length: number; locale: Locale },
): Promise<ReviewFigures> {
  const made = ne(reviewCards.status, 'pending');
  const failedFirst = count();
  const [page, [total], rateRows] = await Promise.all([
    db
      .select({
        sourceKey: reviewCards.sourceKey,
        failedFirst,
        reviewed: sql<number>`count(${reviewCards.lastReviewPassed})`.mapWith(Number),
        recovered:
          sql<number>`sum(case when ${reviewCards.lastReviewPassed} = ${sql.raw('true')} then 1 else 0 end)`.mapWith(
            Number,
          ),
      })
      .from(reviewCards)
      .where(made)
      .groupBy(reviewCards.sourceKey)
      .orderBy(desc(failedFirst), asc(reviewCards.sourceKey))
      .limit(input.length)
      .offset(input.start),
    db
      .select({ n: sql<number>`count(distinct ${reviewCards.sourceKey})`.mapWith(Number) })
      .from(reviewCards)
      .where(made),
    db
      .select({
        via: reviewCards.firstRetryVia,
        kind: reviewCards.kind,
        passed: reviewCards.firstRetryPassed,
        n: count(),
      })
      .from(reviewCards)
      .where(isNotNull(reviewCards.firstRetryVia))
      .groupBy(reviewCards.firstRetryVia, reviewCards.kind, reviewCards.firstRetryPassed),
  ]);
  const keys = page.map((row) => row.sourceKey);
  // One card of each rule on the page names its task, rule and material (the same for every learner).
  const samples =
    keys.length === 0
      ? []
      : await db
          .selectDistinct({
            sourceKey: reviewCards.sourceKey,
            kind: reviewCards.kind,
            materialId: reviewCards.materialId,
            taskId: reviewCards.taskId,
            ruleIndex: reviewCards.ruleIndex,
            questionId: reviewCards.questionId,
          })
          .from(reviewCards)
          .where(inArray(reviewCards.sourceKey, keys));
  const sampleByKey = new Map(samples.map((s) => [s.sourceKey, s]));
  const describe = await describeCards(db, samples, input.locale);
  const rules = page.flatMap((row) => {
    const sample = sampleByKey.get(row.sourceKey);
    if (!sample) return [];
    return [
      {
        sourceKey: row.sourceKey,
        kind: sample.kind,
        ...describe(sample),
        failedFirst: row.failedFirst,
        reviewed: row.reviewed,
        recovered: row.recovered ?? 0,
      },
    ];
  });
  const rates: FirstRetryRate[] = [];
  for (const group of ['reviewed', 'unreviewed'] as const) {
    for (const kind of ['rule', 'question'] as const) {
      const via = group === 'reviewed' ? 'review' : 'quiz';
      const of = rateRows.filter((r) => r.via === via && r.kind === kind);
      const retried = of.reduce((sum, r) => sum + r.n, 0);
      // A practice rule has no retry outside the review (docs/decisions/0028-review-insights.md).
      if (group === 'unreviewed' && kind === 'rule') continue;
      rates.push({ group, kind, retried, passed: of.filter((r) => r.passed).reduce((sum, r) => sum + r.n, 0) });
    }
  }
  return { rules, total: total?.n ?? 0, rates };
}
