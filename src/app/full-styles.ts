/**
 * The built landing page (scripts/prerender-landing.ts) carries in its document only the rules of the app's
 * stylesheets that can match its own markup, and links the full stylesheets `disabled` (neither fetched nor
 * applied). Before the app renders over that page (main.tsx) it enables them, so that whatever the app shows next
 * (a signed-in visitor's dashboard button, an open menu, another screen) finds its rules. The links keep their
 * place, right after the rules written in, so the cascade is the one the full sheets give on any other page.
 */

/** Longest wait for the sheets before the app renders anyway (it then shows the page as the document styled it). */
export const FULL_STYLES_WAIT_MS = 10_000;

/** Enables the document's disabled stylesheet links; resolves once each has loaded or failed (or after the wait). */
export function enableFullStyles(doc: Document = document, waitMs = FULL_STYLES_WAIT_MS): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
  if (links.length === 0) return Promise.resolve();
  const loaded = Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.disabled = false;
        }),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([loaded, deadline]).then(() => clearTimeout(timer));
}
