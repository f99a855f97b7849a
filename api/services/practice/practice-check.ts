/**
 * The server's check of a practice's current code (docs/decisions/0018-php-runtime.md): a Laravel workspace is judged in the check
 * pool, where the framework boots on the server's CPU, instead of in the student's browser, which could not meet
 * the Laravel budget (docs/php.md). Same guard as a save (the student's own, unlocked practice), same
 * pool and rules as the finish, so the verdicts the screen shows are the ones the finish will reach.
 */
import type { CheckReport } from '../../../workers/checker/api';
import { phpPagesToRender } from '../../../workers/checker/php-pages';
import { isLaravelWorkspace } from '../../../workers/php/api';
import { toCheckFiles } from '../../../workers/workspace/flatten';
import type { Workspace } from '../../../workers/workspace/types';
import type { PracticeView } from '../../contracts/practice-views';
import type { Db } from '../../db/client';
import type { Locale } from '../../types';
import { practiceTasks } from '../learning/progress-actions';
import { type CheckSettings, checkCode, studentOwner, warmLaravelChecker } from './checking/index';
import { ownedMaterial } from './practice-access';

/** One report per task of the practice, in task order; 404/403/400 as `ownedMaterial`, 422/503 as `checkCode`. */
export async function checkPracticeCode(
  db: Db,
  input: {
    progressMaterialId: number;
    studentId: number;
    workspace: Workspace;
    locale: Locale;
    checking: CheckSettings;
    now?: Date;
  },
): Promise<{ reports: CheckReport[] }> {
  const owned = await ownedMaterial(db, { ...input, kind: 'practice' });
  const answerSets = (await practiceTasks(db, owned.materialId, input.locale)).map((task) => task.answers);
  const files = toCheckFiles(input.workspace);
  const reports = await checkCode(input.checking, input.locale, files, answerSets, studentOwner(input.studentId));
  return { reports };
}

/**
 * A practice screen opened: when its code is a Laravel workspace whose rules render pages, its checks will come to
 * the server, so the pool boots Laravel now (about 9 s of CPU) rather than on the student's first check. The
 * choice (on opening, not at server start): an idle server holds no checker (docs/php.md), a server whose students
 * never open a Laravel practice never pays for the boot, and `npm start` and the tests become ready as fast as before.
 */
export function warmForPractice(settings: CheckSettings, view: PracticeView): void {
  const files = toCheckFiles(view.code ?? view.starter);
  if (!isLaravelWorkspace(files)) return;
  if (view.tasks.some((task) => phpPagesToRender(files, task.answers).length > 0)) warmLaravelChecker(settings);
}
