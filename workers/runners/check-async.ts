/**
 * A whole check in Node, with every runner bound to Node's engines: `.php` pages rendered by `runPhp` (or the
 * `run` given), behaviour tests in QuickJS. The server's check threads (api/services/practice/checking/check-loop.ts) bind
 * the same runners to their long-lived engines; tests and seed checks use this. Runtimes load on first need.
 */
import { buildPreview } from '../../sandbox/preview/build';
import type { Answer, CheckFile, CheckReport } from '../checker/api';
import { judgeRuns } from '../checker/index';
import type { RunPhp } from '../php/api';
import { behaviourRunner } from './behaviour-runner';
import { phpRunner } from './php-runner';
import { checkWithRunners } from './runner';

/** Node's behaviour host: QuickJS (workers/behaviour/quickjs.ts), loaded on the first behaviour rule. */
export const nodeBehaviourRunner = behaviourRunner({
  build: (files) => buildPreview(files),
  run: async (page, tests) => (await import('../behaviour/quickjs')).runBehaviourPage(page, tests),
});

/**
 * `checkAnswers` with the code run first: rules on `.php` pages judged on what they render, behaviour rules by
 * their tests. For answers that need no runner the report is exactly `checkAnswers`'s. Rejects only when a
 * runtime itself fails.
 */
export async function checkAnswersAsync(files: CheckFile[], answers: Answer[], run?: RunPhp): Promise<CheckReport> {
  const php = phpRunner(async (pageFiles, request) => {
    const render = run ?? (await import('../php/index')).runPhp;
    return render(pageFiles, request);
  });
  const [report] = await checkWithRunners(files, [answers], [php, nodeBehaviourRunner], judgeRuns);
  return report as CheckReport;
}
