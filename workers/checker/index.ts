/**
 * The checker's pure entry (docs/decisions/0009-checker.md): `checkAnswers(files, answers)` runs every answer rule
 * against a workspace and never throws. Parsed files are cached by content, so a re-check after an
 * edit re-parses only what changed; results depend only on the arguments.
 */
import type { BehaviourOutcome } from '../behaviour/api';
import type { Answer, CheckFile, CheckReport, RuleResult, RunOutputs } from './api';
import { CheckContext, clearParseCaches } from './context';
import { judgeRendered, type RenderedPage } from './php-pages';
import { checkCss } from './rules/css';
import { checkFile } from './rules/file';
import { checkHtml, parseText } from './rules/html';
import { checkJs } from './rules/js';
import { result } from './rules/result';
import { type SharedReplySlot, writeSharedReply } from './shared-reply';

export type * from './api';

const NOT_FOUND = {
  html: 'missing-tag',
  css: 'missing-rule',
  js: 'js-not-found',
  file: 'file-missing',
  behaviour: 'behaviour-failed',
} as const;
const KINDS = new Set<string>(Object.keys(NOT_FOUND));

function checkOne(answer: unknown, index: number, ctx: CheckContext): RuleResult {
  if (answer === null || typeof answer !== 'object' || !KINDS.has(String((answer as Answer).kind))) {
    const kind = answer !== null && typeof answer === 'object' ? (answer as Answer).kind : undefined;
    return result(index, KINDS.has(String(kind)) ? (kind as Answer['kind']) : 'html', 'invalid-answer', {
      params: { field: 'kind' },
    });
  }
  const typed = answer as Answer;
  try {
    switch (typed.kind) {
      case 'html':
        return checkHtml(typed, index, ctx);
      case 'css':
        return checkCss(typed, index, ctx);
      case 'js':
        return checkJs(typed, index, ctx);
      case 'file':
        return checkFile(typed, index, ctx);
      case 'behaviour':
        // Only running the page can judge it (workers/runners/behaviour-runner.ts; `judgeRuns` puts its verdict here).
        return typeof typed.test === 'string' && typed.test.trim() !== ''
          ? result(index, 'behaviour', 'behaviour-pending')
          : result(index, 'behaviour', 'invalid-answer', { params: { field: 'test' } });
    }
  } catch {
    // a defect in one rule must not take the whole report down: that rule fails
    return result(index, typed.kind, NOT_FOUND[typed.kind]);
  }
}

/** Whether a rule reads elements' text (an HTML rule with a `text`): its pages are parsed with their text. */
function readsText(answer: unknown): boolean {
  if (answer === null || typeof answer !== 'object') return false;
  const { kind, text } = answer as { kind?: unknown; text?: unknown };
  return kind === 'html' && typeof parseText(text) === 'string';
}

/** Checks every answer against the files; `passed` when all rules pass. */
export function checkAnswers(files: CheckFile[], answers: Answer[]): CheckReport {
  const list: unknown[] = Array.isArray(answers) ? answers : [];
  let ctx: CheckContext;
  try {
    ctx = new CheckContext(files, list.some(readsText));
  } catch {
    ctx = new CheckContext([]);
  }
  const results = list.map((answer, index) => checkOne(answer, index, ctx));
  return { passed: Array.isArray(answers) && results.every((r) => r.passed), results };
}

export { pageRequest, pageRun, phpPagesToRender, type RenderedPage } from './php-pages';

/** `judgeRendered` with `checkAnswers`: answers judged on pages rendered elsewhere (page path → HTML and errors). */
export function checkRendered(
  files: CheckFile[],
  answers: Answer[],
  rendered: Record<string, RenderedPage>,
): CheckReport {
  return judgeRendered(files, answers, rendered, checkAnswers);
}

/** A behaviour rule's verdict from its run, in the checker's result shape. */
function behaviourResult(index: number, outcome: BehaviourOutcome): RuleResult {
  return result(
    index,
    'behaviour',
    outcome.passed ? 'ok' : outcome.reason,
    outcome.params ? { params: outcome.params } : {},
  );
}

/**
 * Judges each answer set on what the code runners produced (workers/runners/runner.ts): rules on `.php` pages on
 * the HTML they rendered, behaviour rules by their tests' verdicts (indexed in the sets taken as one list). A rule a
 * runner did not reach keeps its static result. Pure, like `checkAnswers`.
 */
export function judgeRuns(files: CheckFile[], answerSets: Answer[][], outputs: RunOutputs): CheckReport[] {
  const php = outputs.php;
  const verdicts = new Map((outputs.behaviour ?? []).map((outcome) => [outcome.index, outcome]));
  let offset = 0;
  return answerSets.map((answers) => {
    const base = php && 'rendered' in php ? checkRendered(files, answers, php.rendered) : checkAnswers(files, answers);
    const from = offset;
    offset += Array.isArray(answers) ? answers.length : 0;
    if (verdicts.size === 0) return base;
    const results = base.results.map((r) => {
      const outcome =
        r.kind === 'behaviour' && r.reason === 'behaviour-pending' ? verdicts.get(from + r.index) : undefined;
      return outcome ? behaviourResult(r.index, outcome) : r;
    });
    return { passed: Array.isArray(answers) && results.every((r) => r.passed), results };
  });
}

/**
 * `checkAnswers` whose report is published in shared memory for the main thread (shared-reply.ts).
 * Answers null when it was, or the report itself when it did not fit.
 */
export function checkAnswersShared(files: CheckFile[], answers: Answer[], reply: SharedReplySlot): CheckReport | null {
  const report = checkAnswers(files, answers);
  return writeSharedReply(reply, report) ? null : report;
}

/** Drops every cached parse; for benchmarks that measure a cold check. Results never depend on it. */
export function clearCheckerCache(): void {
  clearParseCaches();
}
