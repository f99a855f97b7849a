/**
 * Lingui set-up: Indonesian is the source and default, English the other locale. The Indonesian catalog
 * is part of the entry bundle, so the first screen renders as soon as the entry runs (fetching it
 * separately put a round trip after the entry's download on every first paint); English loads on demand
 * (its `.po` becomes its own chunk through @lingui/vite-plugin).
 */
import { i18n, type Messages } from '@lingui/core';
import { messages as defaultMessages } from '../../locales/id/messages.po';
import { DEFAULT_LOCALE, type Locale, readStoredLocale, storeLocale, toLocale } from './locale';

export { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale, readStoredLocale, toLocale } from './locale';
export { i18n };

async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return defaultMessages;
  const { messages } = await import('../../locales/en/messages.po');
  return messages;
}

/** Loads the catalog and activates the locale; also updates `<html lang>` and, unless `persist` is false, the cookie. */
export async function activateLocale(locale: Locale, persist = true): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  if (persist) storeLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Activates the stored locale at start (the cookie is left as it is). */
export function initI18n(): Promise<void> {
  return activateLocale(readStoredLocale(), false);
}

/** The active locale (the stored one before Lingui is activated). */
export function currentLocale(): Locale {
  return i18n.locale ? toLocale(i18n.locale) : typeof document === 'undefined' ? DEFAULT_LOCALE : readStoredLocale();
}
