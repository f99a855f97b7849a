/**
 * The code-runner seam (docs/decisions/0021-code-runners.md): some rules can only be judged once the learner's
 * code has run — a `.php` page's rules on the HTML it prints, a behaviour rule on what the page does. A runner
 * says whether a check needs its runtime and runs what it needs; the pure checker then judges the outputs
 * (`judgeRuns`). The browser checker, the preview and the server's re-check all go through here, each with
 * runners bound to its own hosts (a web worker or frame in the browser, a worker thread on the server), so the
 * verdict is reached the same way everywhere.
 */
import type { Answer, CheckFile, CheckReport, RunOutputs } from '../checker/api';

/** One runtime's part of a check. */
export interface CodeRunner<K extends keyof RunOutputs = keyof RunOutputs> {
  /** Where its output goes in `RunOutputs`. */
  readonly output: K;
  /** Whether these answers need this runtime at all; when not, it is never loaded. Pure and cheap. */
  needed(files: CheckFile[], answers: Answer[]): boolean;
  /**
   * Runs the code these answers need. Anything the learner wrote ends as output (errors, time-outs); rejects
   * only when the runtime itself cannot work.
   */
  run(files: CheckFile[], answers: Answer[]): Promise<NonNullable<RunOutputs[K]>>;
}

/** Judges answer sets on the runners' outputs: `judgeRuns` of the checker, here or across a worker. */
export type RunJudge = (
  files: CheckFile[],
  answerSets: Answer[][],
  outputs: RunOutputs,
) => CheckReport[] | Promise<CheckReport[]>;

/**
 * Runs every runner the answer sets need (once for all sets, so a page shared by several tasks runs once), then
 * judges each set. The answer sets are handed to runners as one list: behaviour outcomes are indexed in it, and
 * `judgeRuns` maps them back to each set.
 */
export async function checkWithRunners(
  files: CheckFile[],
  answerSets: Answer[][],
  runners: readonly CodeRunner[],
  judge: RunJudge,
): Promise<CheckReport[]> {
  const all = answerSets.flat();
  const outputs: RunOutputs = {};
  for (const runner of runners) {
    if (!runner.needed(files, all)) continue;
    (outputs as Record<string, unknown>)[runner.output] = await runner.run(files, all);
  }
  return judge(files, answerSets, outputs);
}
