/** Per-language titles/descriptions and formats in the active interface language. */
import { useLingui } from '@lingui/react/macro';
import { toLocale } from '../../i18n';
import { formatDate, formatDaysAgo, formatNumber, formatRupiah } from '../../lib/format';
import { type LocalizedMap, localizedDescription, localizedTitle } from '../../lib/localized';

export function useTexts() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return {
    locale,
    title: (map: LocalizedMap) => localizedTitle(map, locale),
    description: (map: LocalizedMap) => localizedDescription(map, locale),
    date: (value: string | null | undefined, format: string) => formatDate(value, format, locale),
    daysAgo: (value: string | null | undefined) => formatDaysAgo(value, locale),
    number: (value: number | null | undefined, decimals = 0) => formatNumber(value, decimals, locale),
    // Rupiah keeps the Indonesian way in both languages, as Indonesian prices are written (Rp 150.000).
    rupiah: (value: number) => formatRupiah(value),
  };
}
