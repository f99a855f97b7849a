/**
 * The landing page as built HTML (its first paint on a slow link must not wait for the app's scripts):
 * the build writes one document per interface language beside index.html, with the page's markup already inside
 * `#root`, and the server answers `/` with the one the `locale` cookie names (the app sets that cookie when the
 * visitor picks a language). The app then renders over it.
 */
export const LOCALE_COOKIE = 'locale';

/**
 * The class the built page's <html> carries until the visitor moves to another page: the page is on screen from the
 * first paint, so it does not fade in as pages do (the fade would also replay when the app renders over it).
 */
export const PRERENDERED_CLASS = 'kk-prerendered';

/**
 * The class the built page's <html> carries until the app renders over it (main.tsx removes it first): until then
 * the sections below the fold are laid out only as they come near the viewport (landing.css), so the first layout,
 * which on a slowed CPU holds back the first paint, covers little more than what is on screen.
 */
export const STATIC_PAGE_CLASS = 'kk-static-page';

export const LANDING_LOCALES = ['id', 'en'] as const;
export type LandingLocale = (typeof LANDING_LOCALES)[number];

/** The built document for `locale`, relative to the static folder. */
export function landingPageFile(locale: LandingLocale): string {
  return `landing.${locale}.html`;
}

/** The language of the landing page for a `locale` cookie's value: Indonesian unless it says English. */
export function landingLocale(cookie: string | undefined): LandingLocale {
  return cookie === 'en' ? 'en' : 'id';
}
