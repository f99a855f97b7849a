/**
 * A browser check of a whole workspace, shared by the practice screen and the admin's rule tryout so both judge as
 * the server's re-check does: the code runners (workers/runners/) are bound to the browser's hosts — `.php` pages
 * rendered by the page's PHP worker, behaviour tests in the hidden behaviour frame — and the checker worker judges
 * what they produced. Rules that need no runner go straight to the checker worker; a runtime loads only when a rule
 * needs it. Behaviour tests run only when asked (`behaviour: true`): the practice screen runs them after a typing
 * pause, not on every keystroke, and until then they stay `behaviour-pending`.
 */
import type { Answer, CheckFile, CheckReport } from '../../workers/checker/api';
import { behaviourRunner } from '../../workers/runners/behaviour-runner';
import { phpRunner } from '../../workers/runners/php-runner';
import { type CodeRunner, checkWithRunners } from '../../workers/runners/runner';
import { type CheckerClient, getCheckerClient } from './checker-client';
import { runPhpPage } from './php-client';

export type WorkspaceCheckOptions = { client?: CheckerClient; behaviour?: boolean };

const browserPhp = phpRunner(runPhpPage);

function browserBehaviour(client: CheckerClient): CodeRunner {
  return behaviourRunner({
    build: (files) => client.buildPreview(files),
    run: async (page, tests) => (await import('./behaviour-frame')).getBehaviourFrame().run(page, tests),
  });
}

export async function checkWorkspace(
  files: CheckFile[],
  answers: Answer[],
  { client = getCheckerClient(), behaviour = false }: WorkspaceCheckOptions = {},
): Promise<CheckReport> {
  const runners = behaviour ? [browserPhp, browserBehaviour(client)] : [browserPhp];
  if (!runners.some((runner) => runner.needed(files, answers))) return client.checkAnswers(files, answers);
  const [report] = await checkWithRunners(files, [answers], runners, (f, sets, outputs) =>
    client.judgeRuns(f, sets, outputs),
  );
  return report as CheckReport;
}
