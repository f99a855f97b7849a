/**
 * Publish QA of practice content (design.md §4 example 12, as freeCodeCamp's curriculum tests do):
 * every task of a practice must fail on the starter workspace and pass on the reference solution.
 * Runs the same pure `checkAnswers` the student's browser and the finish call use, and answers a
 * failure with a 400 `validation` whose per-field messages say which rule or task is at fault.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Answer, RuleResult } from '../../workers/checker/api';
import { checkAnswers } from '../../workers/checker/index';
import { toCheckFiles } from '../../workers/workspace/flatten';
import type { Workspace } from '../../workers/workspace/types';
import { answerRules } from '../contracts/admin-answers';
import { type AdminMessageKey, adminMessage, isAdminMessageKey } from '../contracts/admin-messages';
import { isMessageKey, message } from '../contracts/common-messages';
import type { Db } from '../db/client';
import { practices, tasks } from '../db/schema';
import { AppError } from '../errors';
import type { Locale } from '../types';

const REASON_KEY: Record<string, AdminMessageKey> = {
  'missing-tag': 'reasonMissingTag',
  'missing-close-tag': 'reasonMissingCloseTag',
  'attribute-mismatch': 'reasonAttributeMismatch',
  quantity: 'reasonQuantity',
  'missing-rule': 'reasonMissingRule',
  'property-mismatch': 'reasonPropertyMismatch',
  'js-not-found': 'reasonJsNotFound',
  'file-missing': 'reasonFileMissing',
};

/** A failed rule as a short translated phrase ("the <h1> tag is missing"). */
function reasonText(locale: Locale, rule: RuleResult): string {
  return adminMessage(locale, REASON_KEY[rule.reason] ?? 'reasonInvalidAnswer', rule.params);
}

const translate = (locale: Locale, text: string): string =>
  isAdminMessageKey(text) ? adminMessage(locale, text) : isMessageKey(text) ? message(locale, text) : text;

/**
 * Validates a rule list against the four answer shapes; a bad one throws 400 `validation` with
 * messages under `answers.<index>.<name>` (e.g. `answers.0.attributes`).
 */
export function parseAnswers(locale: Locale, raw: unknown): Answer[] {
  const parsed = answerRules.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = ['answers', ...issue.path.map(String)].join('.');
    if (!(key in fields)) fields[key] = translate(locale, issue.message);
  }
  throw new AppError('validation', message(locale, 'validation'), fields);
}

const qaError = (locale: Locale, fields: Record<string, string>) =>
  new AppError('validation', adminMessage(locale, 'qaFailed'), fields);

/** The per-field problems of one task's rules against the practice's workspaces (empty when it passes). */
function taskProblems(
  locale: Locale,
  answers: Answer[],
  starter: Workspace,
  solution: Workspace,
): Record<string, string> {
  if (answers.length === 0) return { answers: adminMessage(locale, 'qaNoRules') };
  const fields: Record<string, string> = {};
  for (const rule of checkAnswers(toCheckFiles(solution), answers).results) {
    if (!rule.passed) {
      fields[`answers.${rule.index}`] = adminMessage(locale, 'qaSolutionFails', { reason: reasonText(locale, rule) });
    }
  }
  if (checkAnswers(toCheckFiles(starter), answers).passed) fields.answers = adminMessage(locale, 'qaStarterPasses');
  return fields;
}

function practiceOf(db: Db, practiceId: number): { starter: Workspace; solution: Workspace } | undefined {
  return db
    .select({ starter: practices.starter, solution: practices.solution })
    .from(practices)
    .where(eq(practices.id, practiceId))
    .get();
}

/** Throws unless `answers` fail on the practice's starter and all pass on its solution. */
export function assertTaskQa(db: Db, locale: Locale, practiceId: number, answers: Answer[]): void {
  const practice = practiceOf(db, practiceId);
  if (!practice) return;
  const fields = taskProblems(locale, answers, practice.starter, practice.solution);
  if (Object.keys(fields).length > 0) throw qaError(locale, fields);
}

/**
 * Throws unless every active task of the practice still fails on `starter` and passes on `solution`
 * (either falls back to the stored one when not given). Messages sit on `starter` and `solution`.
 */
export function assertPracticeQa(
  db: Db,
  locale: Locale,
  practiceId: number,
  next: { starter?: Workspace; solution?: Workspace },
): void {
  const stored = practiceOf(db, practiceId);
  if (!stored) return;
  const starter = next.starter ?? stored.starter;
  const solution = next.solution ?? stored.solution;
  const list = db
    .select({ order: tasks.order, answers: tasks.answers })
    .from(tasks)
    .where(and(eq(tasks.practiceId, practiceId), isNull(tasks.deletedAt)))
    .orderBy(asc(tasks.order), asc(tasks.id))
    .all();
  const starterFiles = toCheckFiles(starter);
  const solutionFiles = toCheckFiles(solution);
  const fields: Record<string, string> = {};
  list.forEach((task, i) => {
    const number = i + 1;
    if (task.answers.length === 0) return;
    const failed = checkAnswers(solutionFiles, task.answers).results.find((r) => !r.passed);
    if (failed && !fields.solution) {
      fields.solution = adminMessage(locale, 'qaTaskSolutionFails', {
        task: number,
        rule: failed.index + 1,
        reason: reasonText(locale, failed),
      });
    }
    if (!fields.starter && checkAnswers(starterFiles, task.answers).passed) {
      fields.starter = adminMessage(locale, 'qaTaskStarterPasses', { task: number });
    }
  });
  if (Object.keys(fields).length > 0) throw qaError(locale, fields);
}
