/**
 * What the code screens (practice and project) need beside their own chunk: the checker's worker script (one
 * download, shared by the checker, its spare and the preview builder; it is parsed in the worker, off the page's
 * thread), and for the practice screen its reads. Started when such a screen is about to render, or, when the page
 * opens on it, as the app starts (main.tsx), so on a slow link they download while the screen's chunk arrives and
 * the session is checked, instead of after them (docs/decisions/0017-speed-targets.md). The editor is left to the screen: loaded before the
 * material, its start-up would hold up the page's thread while the material's requests and the first verdict wait
 * for it. Never called on other screens: the landing page downloads no worker.
 */
import { materialIdOf } from '../config/paths';

/** Starts the checker's worker (its script's download first); once per page, later calls find it started. */
export function warmCodeScreen(): void {
  void import('../runtime/checker-client')
    .then(({ getCheckerClient }) => getCheckerClient().warm())
    .catch(() => undefined);
}

/**
 * When the page opens on the practice screen (routes.tsx `start`): the checker's script and the practice's reads
 * (features/student/practice-reads.ts) start as the app starts, beside the session check and the screen's chunk.
 */
export function startPracticeScreen(): void {
  warmCodeScreen();
  const materialId = materialIdOf(window.location.search);
  if (materialId === null) return;
  void import('../features/student/practice-reads')
    .then(({ startPracticeReads }) => startPracticeReads(materialId))
    .catch(() => undefined);
}
