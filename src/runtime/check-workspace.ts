/**
 * A browser check of a whole workspace (issue 15), shared by the practice screen and the admin's rule tryout so
 * both judge as the server's re-check does: rules on a `.php` page are judged on what it renders. The page's PHP
 * worker renders it (GET, or the run a rule asks for: `pageRun`; in a Laravel workspace the route `pageRequest`
 * picks), then the checker worker judges
 * the HTML. Rules without PHP go straight to the checker worker; PHP is loaded only when a rule needs it.
 */
import type { Answer, CheckFile, CheckReport } from '../../workers/checker/api';
import { pageRun, phpPagesToRender, type RenderedPage } from '../../workers/checker/php-pages';
import { isLaravelUnavailable } from '../../workers/php/host';
import { type CheckerClient, getCheckerClient } from './checker-client';
import { runPhpPage } from './php-client';

export async function checkWorkspace(
  files: CheckFile[],
  answers: Answer[],
  client: CheckerClient = getCheckerClient(),
): Promise<CheckReport> {
  const pages = phpPagesToRender(files, answers);
  if (pages.length === 0) return client.checkAnswers(files, answers);
  const rendered: Record<string, RenderedPage> = {};
  try {
    for (const page of pages) {
      const run = pageRun(files, page);
      const { body, errors } = await runPhpPage(run.files, run.request);
      rendered[page] = { body, errors };
    }
  } catch (error) {
    // A build without the Laravel bundle judges Laravel workspaces by structure rules, as the server then does.
    if (isLaravelUnavailable(error)) return client.checkAnswers(files, answers);
    throw error;
  }
  return client.checkRendered(files, answers, rendered);
}
