/**
 * The built landing page (scripts/prerender-landing.ts) carries in its document only the rules of the app's
 * stylesheets that can match its own markup, each in a `<style data-href>` element naming its whole sheet, and no
 * link to those sheets (a stylesheet link is fetched by the preload scanner even when `disabled`: for a visitor
 * without scripts, bytes for nothing, and on a slow link ahead of the entry script). Before the app loads any screen
 * (main.tsx), it links each whole sheet right after its rules, so that whatever the app shows next (a signed-in
 * visitor's dashboard button, an open menu, another screen) finds its rules, the cascade is the one the full sheets
 * give on any other page, and Vite's loader, which adds a lazy chunk's styles unless a stylesheet link with that
 * address is in the document, does not fetch them a second time.
 */

/** Longest wait for the sheets before the app renders anyway (it then shows the page as the document styled it). */
export const FULL_STYLES_WAIT_MS = 10_000;

/**
 * Links the whole sheet of each `<style data-href>` right after it (at once, so that Vite's loader finds the links);
 * resolves once each has loaded or failed (or after the wait).
 */
export function linkFullStyles(doc: Document = document, waitMs = FULL_STYLES_WAIT_MS): Promise<void> {
  const written = [...doc.querySelectorAll<HTMLStyleElement>('style[data-href]')];
  if (written.length === 0) return Promise.resolve();
  const loaded = Promise.all(
    written.map(
      (style) =>
        new Promise<void>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = '';
          link.href = style.dataset.href ?? '';
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          style.after(link);
        }),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([loaded, deadline]).then(() => clearTimeout(timer));
}
