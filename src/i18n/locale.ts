/** Locale constants and the `locale` cookie (docs/decisions/0008-errors-and-limits.md: 365 days, path /). */
import { LOCALE_COOKIE } from '../../api/contracts/landing-page';
import { readCookie, writeCookie } from '../lib/cookies';

export type Locale = 'id' | 'en';

export const LOCALES: readonly Locale[] = ['id', 'en'];
export const DEFAULT_LOCALE: Locale = 'id';
/** Each language by its own name (the language menu, caption tracks): the same in every interface language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', id: 'Indonesia' };
// The server reads it too: it picks the built landing page in the visitor's language.
export { LOCALE_COOKIE };
export const LOCALE_COOKIE_DAYS = 365;

/** Narrows any value to a supported locale, falling back to Indonesian. */
export function toLocale(value: unknown): Locale {
  return value === 'en' || value === 'id' ? value : DEFAULT_LOCALE;
}

/** The locale stored in the cookie, or the default. */
export function readStoredLocale(): Locale {
  return toLocale(readCookie(LOCALE_COOKIE));
}

/** Remembers the locale for 365 days. */
export function storeLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
}
