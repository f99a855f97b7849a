/**
 * Instant checking: all tasks' rules go to the worker in one call (one parse of the files), the report
 * is split back per task, and failing rules are placed on a file and line for the editor. Checks run
 * at once when the worker is idle and coalesce while one runs, so a keystroke's verdict arrives in one
 * check's time and fast typing never queues more than one check.
 */
import type { Answer, CheckFile, CheckReport, RuleResult } from '../../../workers/checker/api';

export type TaskVerdict = { passed: boolean; results: RuleResult[] };

/** Every task's answers in one list, and how many belong to each task. */
export function combineAnswers(tasks: { answers: Answer[] }[]): { answers: Answer[]; counts: number[] } {
  return { answers: tasks.flatMap((t) => t.answers), counts: tasks.map((t) => t.answers.length) };
}

/** Splits a combined report back into one verdict per task, re-indexing each task's rules from 0. */
export function splitReport(report: CheckReport, counts: number[]): TaskVerdict[] {
  const verdicts: TaskVerdict[] = [];
  let offset = 0;
  for (const count of counts) {
    const results = report.results
      .filter((r) => r.index >= offset && r.index < offset + count)
      .map((r) => ({ ...r, index: r.index - offset }));
    verdicts.push({ passed: results.length === count && results.every((r) => r.passed), results });
    offset += count;
  }
  return verdicts;
}

const extOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();
const isHtml = (p: string) => ['html', 'htm'].includes(extOf(p));
const isCss = (p: string) => ['css', 'scss'].includes(extOf(p));
const isJs = (p: string) => ['js', 'mjs', 'vue'].includes(extOf(p));
const isPhp = (p: string) => extOf(p) === 'php';

/** The file a rule without a location is shown on: its own file, else the first file of its language. */
function homeFile(result: RuleResult, answer: Answer | undefined, files: CheckFile[]): string | null {
  const paths = files.filter((f) => !f.path.endsWith('/')).map((f) => f.path);
  const named = result.file ?? (answer && 'file' in answer && answer.kind !== 'file' ? answer.file : undefined);
  if (named && paths.includes(named)) return named;
  const firstHtml = paths.find((p) => p === 'index.html') ?? paths.find(isHtml);
  switch (result.kind) {
    case 'html':
      return firstHtml ?? null;
    case 'css':
      return paths.find(isCss) ?? firstHtml ?? null;
    case 'js':
      return paths.find(isJs) ?? firstHtml ?? null;
    default:
      return null;
  }
}

export type PlacedFailure = { line: number; result: RuleResult };

/**
 * Failing rules grouped by the file they are shown in, each on its line (line 1 of an HTML, CSS or JS file when the
 * checker gave none). A rule on a `.php` page is judged on the HTML the page printed, so it has no line in the
 * source (workers/checker/php-pages.ts): it stays in the task's rule list only, since on line 1 (`<?php`) it would
 * read as a PHP error in code that runs fine. PHP's own errors come with their line (practice-screen.tsx).
 */
export function placeFailures(
  verdict: TaskVerdict,
  answers: Answer[],
  files: CheckFile[],
): Map<string, PlacedFailure[]> {
  const out = new Map<string, PlacedFailure[]>();
  for (const result of verdict.results) {
    if (result.passed || result.kind === 'file') continue;
    const path = homeFile(result, answers[result.index], files);
    if (!path) continue;
    const located = result.file === path && result.line ? result.line : undefined;
    if (located === undefined && isPhp(path)) continue;
    const line = located ?? 1;
    out.set(path, [...(out.get(path) ?? []), { line, result }]);
  }
  return out;
}

/**
 * Runs `run` on the leading edge; requests made while it runs replace each other, and the newest one
 * runs when it finishes. Each finished run is handed to `onDone` unless a newer request already waits.
 */
export function createCoalescer<T, R>(
  run: (input: T) => Promise<R>,
  onDone: (result: R, input: T) => void,
  onError: (error: unknown) => void,
) {
  let running = false;
  let waiting: { input: T } | null = null;
  let stopped = false;
  const start = (input: T) => {
    running = true;
    run(input).then(
      (result) => {
        if (!stopped && !waiting) onDone(result, input);
        next();
      },
      (error: unknown) => {
        if (!stopped) onError(error);
        next();
      },
    );
  };
  const next = () => {
    running = false;
    if (stopped || !waiting) return;
    const { input } = waiting;
    waiting = null;
    start(input);
  };
  return {
    request(input: T) {
      if (stopped) return;
      if (running) waiting = { input };
      else start(input);
    },
    stop() {
      stopped = true;
      waiting = null;
    },
  };
}
