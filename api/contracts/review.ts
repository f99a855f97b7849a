/**
 * The spaced review and activity area of a student (docs/decisions/0023-spaced-review.md): request bodies and
 * response shapes. Days are counted in the learner's own IANA time zone, which every call names.
 */
import { z } from 'zod';
import type { LocalizedText } from '../db/schema';
import { answerRule, checkReportView, workspaceView } from './code-views';
import { workspaceFilesField } from './common';

const localized: z.ZodType<LocalizedText> = z.object({ id: z.string().optional(), en: z.string().optional() });

/** True when `value` names a time zone this runtime knows (`Asia/Jakarta`, `UTC`); never throws. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone the server knows (`Asia/Jakarta`); anything else is a 400. */
export const timeZone = z.string().min(1, 'required').max(64, 'tooLong').refine(isTimeZone, 'invalidValue');

/** `GET /api/student/review?timeZone=` and `GET /api/student/review/activity?timeZone=`. */
export const reviewQuery = z.object({ timeZone });

/** `GET /api/student/review/history?start=&length=`: the dated list of finished materials, newest first. */
export const historyQuery = z.object({
  timeZone,
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  length: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * `POST /api/student/review/cards/:cardId/answer`: the reply to a question card as the quiz takes it (chosen option
 * ids, a puzzle's pieces in order, or the typed texts), or the files (rule card).
 */
export const reviewAnswerBody = z.object({
  timeZone,
  /**
   * When the learner answered (epoch ms), for an answer sent later from the offline queue: the review is dated then,
   * within OFFLINE_ANSWER_WINDOW_MS of its arrival (docs/decisions/0023-spaced-review.md). Absent: now.
   */
  answeredAt: z.number().int().min(0).optional(),
  /**
   * The card's `due` as the learner was shown it. When the card has been answered since (this same answer sent
   * twice, or another device), the answer is refused with 409 `already_answered` instead of counting twice.
   */
  seenDue: z.number().int().min(0).optional(),
  options: z.array(z.string().max(200)).max(20).optional(),
  files: workspaceFilesField().optional(),
});

/** A rule the learner failed on the way: task by its index in the practice, rule by its index in the task. */
export const ruleMistake = z.object({
  task: z.number().int().min(0).max(1000),
  rule: z.number().int().min(0).max(1000),
});
export type RuleMistake = z.infer<typeof ruleMistake>;

const questionPart = z.object({
  type: z.enum(['multiplechoice', 'multiple', 'fillblank', 'puzzle', 'fill']),
  title: localized,
  question: localized,
  example: z.string().nullable(),
  /** The options or word bank in a new order each time, a puzzle's pieces shuffled; never the key. */
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  /** Blanks to fill (fill in the blank), 1 for fill, 0 otherwise. */
  blanks: z.number(),
});

const rulePart = z.object({
  title: localized,
  question: localized,
  example: z.string().nullable(),
  copyable: z.array(z.string()),
  /** The one rule this card reviews. */
  answers: z.array(answerRule),
  /** The workspace where the rule was failing: the review starts from it. */
  workspace: workspaceView,
});

export const reviewCardView = z.object({
  id: z.number(),
  kind: z.enum(['rule', 'question']),
  materialId: z.number(),
  materialTitle: localized,
  due: z.number(),
  question: questionPart.nullable(),
  rule: rulePart.nullable(),
});
export type ReviewCardView = z.infer<typeof reviewCardView>;

/** `GET /api/student/review`: today's cards (at most `limit` a day), with what is done and what waits. */
export const reviewQueueView = z.object({
  cards: z.array(reviewCardView),
  /** Cards answered today. */
  doneToday: z.number(),
  /** The daily review's size. */
  limit: z.number(),
  /** Cards waiting beyond today's review (due, but over the daily limit). */
  waiting: z.number(),
});
export type ReviewQueueView = z.infer<typeof reviewQueueView>;

/** `POST /api/student/review/cards/:cardId/answer`. */
export const reviewAnswerView = z.object({
  passed: z.boolean(),
  /** Learned: the card leaves the review. */
  retired: z.boolean(),
  /** When the card comes back (epoch ms); null once retired. */
  due: z.number().nullable(),
  /** A choice question's right options; null for other cards. */
  keyOptionIds: z.array(z.string()).nullable(),
  /** A puzzle's pieces in order, or the texts of a fill or fill-in-the-blank question; null for other cards. */
  answerTexts: z.array(z.string()).nullable(),
  /** A rule card: the server's check of the rule. */
  report: checkReportView.nullable(),
});
export type ReviewAnswerView = z.infer<typeof reviewAnswerView>;

export const streakView = z.object({
  days: z.number(),
  longest: z.number(),
  freezes: z.number(),
  activeToday: z.boolean(),
  forgiven: z.boolean(),
});
export type StreakView = z.infer<typeof streakView>;

/** `GET /api/student/review/activity`: the streak, the review's count for today and the last year by day. */
export const activityView = z.object({
  streak: streakView,
  /** Cards left in today's review. */
  dueToday: z.number(),
  /** `YYYY-MM-DD` → learning actions that day, days without any left out; the year up to today. */
  calendar: z.array(z.object({ date: z.string(), count: z.number() })),
  /** The first day of the calendar (`YYYY-MM-DD`) and today. */
  from: z.string(),
  today: z.string(),
});
export type ActivityView = z.infer<typeof activityView>;

export const historyRow = z.object({
  at: z.number(),
  date: z.string(),
  materialId: z.number(),
  relation: z.string(),
  title: localized,
});
export type HistoryRow = z.infer<typeof historyRow>;

/** `GET /api/mentor/students/:id/review?timeZone=`: a student's review as their mentor (or an admin) sees it. */
export const studentReviewQuery = z.object({ timeZone });

/** A rule or question the learner keeps failing: the mistake itself counts once, each failed review once more. */
export const weakRuleRow = z.object({
  cardId: z.number(),
  kind: z.enum(['rule', 'question']),
  /** The task's or the question's title, in the request's language. */
  title: z.string(),
  /** What the rule asks, in short (`<h1>`, `.title { color }`), or null for a question. */
  detail: z.string().nullable(),
  materialTitle: z.string(),
  fails: z.number(),
  status: z.enum(['pending', 'active', 'retired']),
  /** The latest review passed (null: not reviewed yet). */
  lastReviewPassed: z.boolean().nullable(),
});
export type WeakRuleRow = z.infer<typeof weakRuleRow>;

export const studentReviewOverview = z.object({
  streak: streakView,
  /** Cards left in the student's review today (at most the daily limit). */
  dueToday: z.number(),
  /** Every card due by the end of the student's day, over the daily limit too. */
  dueTotal: z.number(),
  /** Cards still in the review (not learned yet). */
  activeCards: z.number(),
  /** The rules and questions failed most, at most five. */
  rules: z.array(weakRuleRow),
});
export type StudentReviewOverview = z.infer<typeof studentReviewOverview>;

/** `GET /api/admin/dashboard/review?start=&length=`: per rule, most failed first. */
export const reviewFiguresQuery = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  length: z.coerce.number().int().min(1).max(50).default(10),
});

export const ruleFigureRow = z.object({
  sourceKey: z.string(),
  kind: z.enum(['rule', 'question']),
  title: z.string(),
  detail: z.string().nullable(),
  materialTitle: z.string(),
  /** Learners who failed it on their first go (each has a card). */
  failedFirst: z.number(),
  /** Of them, learners who have reviewed it. */
  reviewed: z.number(),
  /** Of them, learners whose latest review of it passed. */
  recovered: z.number(),
});
export type RuleFigureRow = z.infer<typeof ruleFigureRow>;

/** First retries of a kind of card: where they happened, how many, how many passed. */
export const firstRetryRate = z.object({
  group: z.enum(['reviewed', 'unreviewed']),
  kind: z.enum(['rule', 'question']),
  retried: z.number(),
  passed: z.number(),
});
export type FirstRetryRate = z.infer<typeof firstRetryRate>;

export const reviewFigures = z.object({
  rules: z.array(ruleFigureRow),
  /** Rules and questions with at least one card. */
  total: z.number(),
  rates: z.array(firstRetryRate),
});
export type ReviewFigures = z.infer<typeof reviewFigures>;
