/**
 * Laravel practices are judged by the server (docs/decisions/0018-php-runtime.md): booting the framework in the student's browser
 * could not meet the Laravel budget (ready within 3 s, warm re-runs within 300 ms; figures in docs/benchmarks.md's PHP
 * section), so the practice screen sends a Laravel workspace whose rules render pages to the server's check pool,
 * which runs the same runtime, framework and rules as the finish. The preview still runs in the browser.
 */
import type { PracticeCheckView } from '../../../api/contracts/practice-views';
import type { Answer, CheckFile } from '../../../workers/checker/api';
import { phpPagesToRender } from '../../../workers/checker/php-pages';
import { isLaravelWorkspace } from '../../../workers/php/api';
import type { Workspace } from '../../../workers/workspace/types';
import { type DataResponse, idOf, quietApiClient, read } from '../../api-client';
import type { TaskVerdict } from './practice-checking';

/** True when these files' verdicts come from the server: a Laravel workspace with rules judged on rendered pages. */
export function judgedOnServer(files: CheckFile[], answers: Answer[]): boolean {
  return isLaravelWorkspace(files) && phpPagesToRender(files, answers).length > 0;
}

/** One verdict per task, in task order, from `POST /api/student/practice/:id/check`. */
export async function serverVerdicts(progressMaterialId: number, workspace: Workspace): Promise<TaskVerdict[]> {
  const response = await read(
    quietApiClient.api.student.practice[':progressMaterialId'].check.$post({
      param: { progressMaterialId: idOf(progressMaterialId) },
      json: { workspace },
    }),
  );
  const { reports } = (response as DataResponse<PracticeCheckView>).data;
  return reports.map((report) => ({
    passed: report.passed && report.results.every((r) => r.passed),
    results: report.results,
  }));
}
