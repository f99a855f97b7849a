/**
 * What the code screens (practice and project) need beside their own chunk: the checker's worker script (one
 * download, shared by the checker, its spare and the preview builder; it is parsed in the worker, off the page's
 * thread). Started when such a screen is about to render, so on a slow link it downloads while the screen's
 * chunk and then its material arrive, instead of after them (issue 18: it used to start only once the screen
 * had loaded and run). The editor is left to the screen: loaded before the material, its start-up would hold
 * up the page's thread while the material's requests and the first verdict wait for it.
 * Never called on other screens: the landing page downloads no worker.
 */
export function warmCodeScreen(): void {
  void import('../runtime/checker-client')
    .then(({ getCheckerClient }) => getCheckerClient().warm())
    .catch(() => undefined);
}
