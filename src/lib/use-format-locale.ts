/** The interface language the formatters in ./format should use, from the active Lingui locale. */
import { useLingui } from '@lingui/react';
import type { FormatLocale } from './format';

export function useFormatLocale(): FormatLocale {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? 'en' : 'id';
}
