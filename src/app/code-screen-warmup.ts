/**
 * What the code screens (practice and project) need beside their own chunk: the checker's worker script
 * (one download, shared by the checker, its spare and the preview builder) and the code editor. Started
 * when such a screen is about to render, so on a slow link both download while the screen's chunk and
 * then its material arrive, instead of one after the other (issue 18: the worker's script used to start
 * only once the screen ran, and the editor only once the material had arrived).
 * Never called on other screens: the landing page downloads neither.
 */
export function warmCodeScreen(): void {
  void import('../runtime/checker-client')
    .then(({ getCheckerClient }) => getCheckerClient().warm())
    .catch(() => undefined);
  void import('../editor/code-editor').catch(() => undefined);
}
