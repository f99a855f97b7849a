/**
 * The checker's pure entry (design.md §3.1): `checkAnswers(files, answers)` runs every answer rule
 * against a workspace and never throws. Parsed files are cached by content, so a re-check after an
 * edit re-parses only what changed; results depend only on the arguments.
 */
import type { Answer, CheckFile, CheckReport, RuleResult } from './api';
import { CheckContext, clearParseCaches } from './context';
import { checkCss } from './rules/css';
import { checkFile } from './rules/file';
import { checkHtml } from './rules/html';
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

/** Checks every answer against the files; `passed` when all rules pass. */
export function checkAnswers(files: CheckFile[], answers: Answer[]): CheckReport {
  const list: unknown[] = Array.isArray(answers) ? answers : [];
  let ctx: CheckContext;
  try {
    ctx = new CheckContext(files);
  } catch {
    ctx = new CheckContext([]);
  }
  const results = list.map((answer, index) => checkOne(answer, index, ctx));
  return { passed: Array.isArray(answers) && results.every((r) => r.passed), results };
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
