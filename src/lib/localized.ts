/**
 * Per-language texts (`{ id, en }` maps, docs/decisions/0004-data.md): a missing title falls back to the other
 * language with its code in brackets ('Judul [en]'); a missing description shows the translated
 * "version not available" text.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type LocalizedMap = { id?: string | null; en?: string | null } | null | undefined;
export type TextLocale = 'id' | 'en';

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const other = (locale: TextLocale): TextLocale => (locale === 'id' ? 'en' : 'id');

/** The title in `locale`, else the other language's with ' [xx]' appended, else ''. */
export function localizedTitle(map: LocalizedMap, locale: TextLocale): string {
  const own = map?.[locale];
  if (filled(own)) return own;
  const fallback = other(locale);
  const alt = map?.[fallback];
  return filled(alt) ? `${alt} [${fallback}]` : '';
}

/** Rich content (a slide's) in `locale`, else the other language's (shown as it is), else ''. */
export function localizedContent(map: LocalizedMap, locale: TextLocale): string {
  const own = map?.[locale];
  if (filled(own)) return own;
  const alt = map?.[other(locale)];
  return filled(alt) ? alt : '';
}

/** The description in `locale`, else the (translated) note that this language's version is missing. */
export function localizedDescription(map: LocalizedMap, locale: TextLocale): string {
  const own = map?.[locale];
  if (filled(own)) return own;
  return locale === 'en'
    ? i18n._(msg`Versi bahasa Inggris belum tersedia, silakan perbarui.`)
    : i18n._(msg`Versi bahasa Indonesia belum tersedia, silakan perbarui.`);
}

/** True when the description in `locale` is missing (so a screen can style the notice). */
export function isDescriptionMissing(map: LocalizedMap, locale: TextLocale): boolean {
  return !filled(map?.[locale]);
}
