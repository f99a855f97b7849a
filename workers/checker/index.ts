/**
 * The checker's pure entry (docs/decisions/0009-checker.md): `checkAnswers(files, answers)` runs every answer rule
 * against a workspace and never throws. Parsed files are cached by content, so a re-check after an
 * edit re-parses only what changed; results depend only on the arguments.
 */
import type { RunPhp } from '../php/api';
import { isLaravelUnavailable } from '../php/host';
import type { Answer, CheckFile, CheckReport, RuleResult } from './api';
import { CheckContext, clearParseCaches } from './context';
import { judgeRendered, pageRun, phpPagesToRender, type RenderedPage } from './php-pages';
import { checkCss } from './rules/css';
import { checkFile } from './rules/file';
import { checkHtml, parseText } from './rules/html';
import { checkJs } from './rules/js';
import { result } from './rules/result';
import { type SharedReplySlot, writeSharedReply } from './shared-reply';

export type * from './api';

const NOT_FOUND = { html: 'missing-tag', css: 'missing-rule', js: 'js-not-found', file: 'file-missing' } as const;
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

/**
 * `checkAnswers` for workspaces with PHP (issue 15): an HTML or CSS answer whose `file` names a `.php` page is
 * judged on the HTML that page renders for a plain GET (`run`, `runPhp` by default, loaded only when a page
 * needs it); in a Laravel workspace, on the HTML of the route that renders it (php-pages.ts, `pageRequest`), or by
 * structure rules when there is no Laravel bundle. For answers that involve no PHP the report is exactly
 * `checkAnswers`'s. Rejects only when the PHP runtime itself fails; a page that errors is judged on what it printed.
 */
export async function checkAnswersAsync(files: CheckFile[], answers: Answer[], run?: RunPhp): Promise<CheckReport> {
  const pages = phpPagesToRender(files, answers);
  if (pages.length === 0) return checkAnswers(files, answers);
  const runPage = run ?? (await import('../php/index')).runPhp;
  const rendered: Record<string, RenderedPage> = {};
  try {
    for (const page of pages) {
      const run = pageRun(files, page);
      const { body, errors } = await runPage(run.files, run.request);
      rendered[page] = { body, errors };
    }
  } catch (error) {
    // No Laravel bundle in this build or server: Laravel workspaces are judged by structure rules.
    if (isLaravelUnavailable(error)) return checkAnswers(files, answers);
    throw error;
  }
  return judgeRendered(files, answers, rendered, checkAnswers);
}

/** The `.php` pages `checkAnswersAsync` renders for these answers (the browser renders them in its PHP worker). */
export { pageRequest, pageRun, phpPagesToRender, type RenderedPage } from './php-pages';

/** `judgeRendered` with `checkAnswers`: answers judged on pages rendered elsewhere (page path → HTML and errors). */
export function checkRendered(
  files: CheckFile[],
  answers: Answer[],
  rendered: Record<string, RenderedPage>,
): CheckReport {
  return judgeRendered(files, answers, rendered, checkAnswers);
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
