/**
 * Dates, relative days and numbers (docs/decisions/0008-errors-and-limits.md), in Indonesian or English.
 *
 * `formatDate(value, format, locale)` understands the tokens
 *   d  day of month, 2 digits (05)        m  month, 2 digits (01)
 *   M  short month name (Jan / Agu)       F  full month name (January / Agustus)
 *   y  year, 4 digits (2026)              h  hour, 2 digits: 00–23, or 01–12 when the format has a/A
 *   i  minutes, 2 digits                  a  am/pm          A  AM/PM
 * Any other character is copied; a backslash escapes the next one. Times are the browser's local time.
 */
export type FormatLocale = 'id' | 'en';

/** The spec's date formats. */
export const DATE_FORMATS = {
  dateTime: 'd F y / h:i',
  short: 'd M y',
  numeric: 'd-m-y',
} as const;

const MONTHS: Record<FormatLocale, { long: string[]; short: string[] }> = {
  id: {
    long: [
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  },
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
};

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Parses a Date, epoch milliseconds or an ISO / `YYYY-MM-DD HH:MM:SS` string; `null` when invalid. */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date
      ? new Date(value.getTime())
      : typeof value === 'number'
        ? new Date(value)
        : new Date(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Formats a date with the tokens above; `''` for a missing or invalid value. */
export function formatDate(
  value: Date | string | number | null | undefined,
  format: string = DATE_FORMATS.short,
  locale: FormatLocale = 'id',
): string {
  const date = toDate(value);
  if (!date) return '';
  const months = MONTHS[locale] ?? MONTHS.id;
  const twelveHour = /(^|[^\\])[aA]/.test(format);
  const hours = date.getHours();
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const ch = format[i]!;
    if (ch === '\\' && i + 1 < format.length) {
      out += format[++i];
      continue;
    }
    switch (ch) {
      case 'd':
        out += pad(date.getDate());
        break;
      case 'm':
        out += pad(date.getMonth() + 1);
        break;
      case 'M':
        out += months.short[date.getMonth()];
        break;
      case 'F':
        out += months.long[date.getMonth()];
        break;
      case 'y':
        out += String(date.getFullYear());
        break;
      case 'h':
        out += pad(twelveHour ? hours % 12 || 12 : hours);
        break;
      case 'i':
        out += pad(date.getMinutes());
        break;
      case 'a':
        out += hours < 12 ? 'am' : 'pm';
        break;
      case 'A':
        out += hours < 12 ? 'AM' : 'PM';
        break;
      default:
        out += ch;
    }
  }
  return out;
}

/**
 * Whole days from `value` to `now`, rounded up in 24-hour units (25 hours → 2). `null` when less
 * than one day has passed (or the date is invalid or in the future).
 */
export function daysSince(
  value: Date | string | number | null | undefined,
  now: Date | number = Date.now(),
): number | null {
  const date = toDate(value);
  if (!date) return null;
  const diff = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
  if (diff < DAY_MS) return null;
  return Math.ceil(diff / DAY_MS);
}

/**
 * 'x hari yang lalu' / 'x days ago' from one day on; under a day, 'Hari ini' / 'Today'
 * (the spec shows "days ago" only from 1 day). `''` for an invalid date.
 */
export function formatDaysAgo(
  value: Date | string | number | null | undefined,
  locale: FormatLocale = 'id',
  now: Date | number = Date.now(),
): string {
  if (!toDate(value)) return '';
  const days = daysSince(value, now);
  if (days === null) return locale === 'en' ? 'Today' : 'Hari ini';
  if (locale === 'en') return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return `${days} hari yang lalu`;
}

/**
 * A number as the interface language writes it: Indonesian groups thousands with a dot and puts decimals after a
 * comma (`formatNumber(1234.5, 2)` → '1.234,50'), English the other way round ('1,234.50'). `''` for a
 * non-finite value.
 */
export function formatNumber(
  value: number | string | null | undefined,
  decimals = 0,
  locale: FormatLocale = 'id',
): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  const [group, point] = locale === 'en' ? [',', '.'] : ['.', ','];
  const negative = n < 0;
  const fixed = Math.abs(n).toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative && Number(fixed) !== 0 ? '-' : ''}${grouped}${frac ? `${point}${frac}` : ''}`;
}

/** Rupiah amount: 'Rp 150.000'. */
export function formatRupiah(value: number | string | null | undefined): string {
  const text = formatNumber(value);
  return text === '' ? '' : `Rp ${text}`;
}

/** A length in seconds as a clock reads it: "0:06", "12:05", "1:02:03". */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
