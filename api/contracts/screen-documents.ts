/**
 * The code screens' own documents (issue 18: a first verdict within 4 s on a slow link). Opened from an address, a
 * screen's chunks, its styles and the checker's worker script are known to the app only once its entry has arrived
 * and run: on a slow link, over a second after the document. So the build writes beside index.html one document per
 * code screen that names them as preloads (scripts/screen-documents.ts), and they download beside the entry. The
 * server answers the screen's address with it when the `auth.strategy` cookie names the role the screen is for
 * (api/web.ts); anyone else gets index.html, as the app's guards would send them elsewhere before using any of it.
 */

/** The cookie in which the app remembers the role that signed in on this browser (src/state/auth.ts). */
export const STRATEGY_COOKIE = 'auth.strategy';

export type ScreenDocument = {
  /** The screen's address, as in the app's route table. */
  path: string;
  /** The role whose screen it is (the value of the `auth.strategy` cookie). */
  role: 'student';
  /** The built document, relative to the static folder. */
  file: string;
};

export const SCREEN_DOCUMENTS: readonly ScreenDocument[] = [
  { path: '/learning/practice', role: 'student', file: 'screen.practice.html' },
  { path: '/learning/submission', role: 'student', file: 'screen.project.html' },
];

/** The built document for `path` when the browser remembers the role `role`, if there is one. */
export function screenDocumentFile(path: string, role: string | undefined): string | null {
  return SCREEN_DOCUMENTS.find((doc) => doc.path === path && doc.role === role)?.file ?? null;
}
