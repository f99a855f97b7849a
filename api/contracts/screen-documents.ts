/**
 * The code screens' own documents (a first verdict within 4 s on a slow link). Opened from an address, a
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

/**
 * The API reads a code screen's document starts itself, as `Link: rel=preload` headers on the document's answer
 * (api/web.ts), so they travel beside the document's scripts instead of after them, and the app's requests for the
 * same addresses take the preloaded answers (src/api-client/typed.ts, `preloadableApiClient`):
 *   - the session check of the screen's role (`GET /api/<role>/user`, src/state/auth.ts), which every screen waits for;
 *   - on the practice screen, its one read of the material, opened, with the practice
 *     (`GET /api/student/materials/:materialId/practice`, src/features/student/practice-reads.ts), in the language the
 *     app will start in (the `locale` cookie); only for a material id the route accepts.
 */
export function screenPreloadPaths(doc: ScreenDocument, search: URLSearchParams, locale: 'id' | 'en'): string[] {
  const paths = [`/api/${doc.role}/user`];
  const materialId = search.get('materialId') ?? '';
  if (doc.path === '/learning/practice' && /^[1-9]\d{0,14}$/.test(materialId)) {
    paths.push(`/api/student/materials/${materialId}/practice?locale=${locale}`);
  }
  return paths;
}
