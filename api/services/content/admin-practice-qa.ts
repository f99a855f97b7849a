/**
 * Publish QA of practice and project content (docs/decisions/0012-patterns.md example 12, as freeCodeCamp's curriculum tests do):
 * every task of a practice must fail on the starter workspace and pass on the reference solution.
 * Runs the same checker the student's browser and the finish call use (in the server's check pool, off the request
 * thread), and answers a failure with a 400 `validation` whose per-field messages say which rule or task is at fault.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { answerParsers } from '../../../workers/checker/answer-parsers';
import type { Answer, RuleResult } from '../../../workers/checker/api';
import { toCheckFiles } from '../../../workers/workspace/flatten';
import type { Workspace } from '../../../workers/workspace/types';
import { answerRulesSchema } from '../../contracts/admin-answers';
import { type AdminMessageKey, adminMessage, isAdminMessageKey } from '../../contracts/admin-messages';
import { isMessageKey, message } from '../../contracts/common-messages';
import type { Db } from '../../db/client';
import { practices, submissions, tasks } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { type CheckSettings, checkCode } from '../practice/checking/index';

const REASON_KEY: Record<string, AdminMessageKey> = {
  'missing-tag': 'reasonMissingTag',
  'missing-close-tag': 'reasonMissingCloseTag',
  'text-mismatch': 'reasonTextMismatch',
  'attribute-mismatch': 'reasonAttributeMismatch',
  quantity: 'reasonQuantity',
  'missing-rule': 'reasonMissingRule',
  'property-mismatch': 'reasonPropertyMismatch',
  'js-not-found': 'reasonJsNotFound',
  'file-missing': 'reasonFileMissing',
  'behaviour-failed': 'reasonBehaviourFailed',
  'behaviour-timeout': 'reasonBehaviourTimeout',
};

/**
 * A failed rule as a short translated phrase ("the <h1> tag is missing"). A Blade view no route shows was judged
 * on another page (workers/checker/php-pages.ts), so the missing route is named rather than that page's markup.
 */
function reasonText(locale: Locale, rule: RuleResult): string {
  if (rule.params?.unrouted) return adminMessage(locale, 'reasonUnrouted', rule.params);
  // A behaviour rule on a workspace with no page to load fails before its test runs (behaviour-runner.ts).
  if (rule.reason === 'behaviour-failed' && rule.params?.page !== undefined)
    return adminMessage(locale, 'reasonBehaviourNoPage', rule.params);
  return adminMessage(locale, REASON_KEY[rule.reason] ?? 'reasonInvalidAnswer', rule.params);
}

const answerRules = answerRulesSchema(answerParsers);

/** An issue's message key in `locale`; a custom issue's `params` fill the admin text's placeholders (`{tag}`). */
const translate = (locale: Locale, text: string, params?: Record<string, unknown>): string => {
  if (isAdminMessageKey(text)) return adminMessage(locale, text, params as Record<string, string> | undefined);
  return isMessageKey(text) ? message(locale, text) : text;
};

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
    if (!(key in fields))
      fields[key] = translate(locale, issue.message, issue.code === 'custom' ? issue.params : undefined);
  }
  throw new AppError('validation', message(locale, 'validation'), fields);
}

const qaError = (locale: Locale, fields: Record<string, string>) =>
  new AppError('validation', adminMessage(locale, 'qaFailed'), fields);

/** The per-field problems of one task's rules against the practice's workspaces (empty when it passes). */
async function taskProblems(
  settings: CheckSettings,
  locale: Locale,
  answers: Answer[],
  starter: Workspace,
  solution: Workspace,
): Promise<Record<string, string>> {
  if (answers.length === 0) return { answers: adminMessage(locale, 'qaNoRules') };
  return ruleProblems(settings, locale, answers, starter, solution);
}

/**
 * The per-field problems of a rule list: each rule the solution fails (when there is a solution) under
 * `answers.<index>`, and `answers` when the starter passes them all.
 */
async function ruleProblems(
  settings: CheckSettings,
  locale: Locale,
  answers: Answer[],
  starter: Workspace,
  solution: Workspace | null,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (solution) {
    const [onSolution] = await checkCode(settings, locale, toCheckFiles(solution), [answers]);
    for (const rule of onSolution?.results ?? []) {
      if (!rule.passed) {
        fields[`answers.${rule.index}`] = adminMessage(locale, 'qaSolutionFails', { reason: reasonText(locale, rule) });
      }
    }
  }
  const [onStarter] = await checkCode(settings, locale, toCheckFiles(starter), [answers]);
  if (onStarter?.passed) fields.answers = adminMessage(locale, 'qaStarterPasses');
  return fields;
}

/**
 * The publish QA of a project: when it has a checklist, its starter must fail at least one rule
 * and its reference solution, when given, must pass them all. `next` holds what the write changes; the rest
 * comes from the stored project `id` (none for a new one). A project without rules has nothing to check.
 */
export async function assertProjectQa(
  db: Db,
  settings: CheckSettings,
  locale: Locale,
  next: { starter?: unknown; solution?: unknown; answers?: unknown },
  id?: number,
): Promise<void> {
  if (next.starter === undefined && next.solution === undefined && next.answers === undefined) return;
  const stored =
    id === undefined
      ? undefined
      : (
          await db
            .select({ starter: submissions.starter, solution: submissions.solution, answers: submissions.answers })
            .from(submissions)
            .where(eq(submissions.id, id))
            .limit(1)
        )[0];
  const answers = next.answers !== undefined ? parseAnswers(locale, next.answers) : (stored?.answers ?? []);
  if (answers.length === 0) return;
  const starter = (next.starter as Workspace | undefined) ?? stored?.starter;
  if (!starter) return;
  const solution = next.solution !== undefined ? (next.solution as Workspace | null) : (stored?.solution ?? null);
  const fields = await ruleProblems(settings, locale, answers, starter, solution);
  if (Object.keys(fields).length > 0) throw qaError(locale, fields);
}

async function practiceOf(
  db: Db,
  practiceId: number,
): Promise<{ starter: Workspace; solution: Workspace } | undefined> {
  return (
    await db
      .select({ starter: practices.starter, solution: practices.solution })
      .from(practices)
      .where(eq(practices.id, practiceId))
      .limit(1)
  )[0];
}

/** Throws unless `answers` fail on the practice's starter and all pass on its solution. */
export async function assertTaskQa(
  db: Db,
  settings: CheckSettings,
  locale: Locale,
  practiceId: number,
  answers: Answer[],
): Promise<void> {
  const practice = await practiceOf(db, practiceId);
  if (!practice) return;
  const fields = await taskProblems(settings, locale, answers, practice.starter, practice.solution);
  if (Object.keys(fields).length > 0) throw qaError(locale, fields);
}

/**
 * Throws unless every active task of the practice still fails on `starter` and passes on `solution`
 * (either falls back to the stored one when not given). Messages sit on `starter` and `solution`.
 */
export async function assertPracticeQa(
  db: Db,
  settings: CheckSettings,
  locale: Locale,
  practiceId: number,
  next: { starter?: Workspace; solution?: Workspace },
): Promise<void> {
  const stored = await practiceOf(db, practiceId);
  if (!stored) return;
  const starter = next.starter ?? stored.starter;
  const solution = next.solution ?? stored.solution;
  const list = await db
    .select({ order: tasks.order, answers: tasks.answers })
    .from(tasks)
    .where(and(eq(tasks.practiceId, practiceId), isNull(tasks.deletedAt)))
    .orderBy(asc(tasks.order), asc(tasks.id));
  const active = list.filter((task) => task.answers.length > 0);
  const answerSets = active.map((task) => task.answers);
  const [onSolution, onStarter] = await Promise.all([
    checkCode(settings, locale, toCheckFiles(solution), answerSets),
    checkCode(settings, locale, toCheckFiles(starter), answerSets),
  ]);
  const fields: Record<string, string> = {};
  active.forEach((task, i) => {
    const number = list.indexOf(task) + 1;
    const failed = onSolution[i]?.results.find((r) => !r.passed);
    if (failed && !fields.solution) {
      fields.solution = adminMessage(locale, 'qaTaskSolutionFails', {
        task: number,
        rule: failed.index + 1,
        reason: reasonText(locale, failed),
      });
    }
    if (!fields.starter && onStarter[i]?.passed) {
      fields.starter = adminMessage(locale, 'qaTaskStarterPasses', { task: number });
    }
  });
  if (Object.keys(fields).length > 0) throw qaError(locale, fields);
}

/**
 * The publish QA of a task about to be written: its rules must fail on the practice's starter and pass on its
 * solution. `practiceId` comes with a new task; an update reads it from the stored task `id`. Nothing to check
 * when the write does not touch the rules.
 */
export async function assertTaskWriteQa(
  db: Db,
  settings: CheckSettings,
  locale: Locale,
  input: { practiceId?: number; answers?: unknown },
  id?: number,
): Promise<void> {
  if (input.answers === undefined) return;
  const answers = parseAnswers(locale, input.answers);
  const practiceId =
    input.practiceId ??
    (id === undefined
      ? undefined
      : (await db.select({ practiceId: tasks.practiceId }).from(tasks).where(eq(tasks.id, id)).limit(1))[0]
          ?.practiceId);
  if (practiceId !== undefined) await assertTaskQa(db, settings, locale, practiceId, answers);
}
