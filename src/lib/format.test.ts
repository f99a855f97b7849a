import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  daysSince,
  formatDate,
  formatDaysAgo,
  formatDuration,
  formatNumber,
  formatRupiah,
  toDate,
} from './format';

// Local-time constructors keep the tests independent of the machine's time zone.
const d = new Date(2026, 7, 5, 14, 7); // 5 Aug 2026 14:07
const morning = new Date(2026, 0, 9, 9, 30);
const midnight = new Date(2026, 11, 31, 0, 5);

describe('formatDate', () => {
  it('renders the spec formats in Indonesian', () => {
    expect(formatDate(d, DATE_FORMATS.dateTime, 'id')).toBe('05 Agustus 2026 / 14:07');
    expect(formatDate(d, DATE_FORMATS.short, 'id')).toBe('05 Agu 2026');
    expect(formatDate(d, DATE_FORMATS.numeric, 'id')).toBe('05-08-2026');
  });

  it('renders the spec formats in English', () => {
    expect(formatDate(d, 'd F y / h:i', 'en')).toBe('05 August 2026 / 14:07');
    expect(formatDate(d, 'd M y', 'en')).toBe('05 Aug 2026');
    expect(formatDate(new Date(2026, 4, 1), 'd F y', 'id')).toBe('01 Mei 2026');
    expect(formatDate(new Date(2026, 4, 1), 'd F y', 'en')).toBe('01 May 2026');
  });

  it('uses a 12-hour clock with a/A', () => {
    expect(formatDate(d, 'h:i a', 'en')).toBe('02:07 pm');
    expect(formatDate(morning, 'h:i A', 'en')).toBe('09:30 AM');
    expect(formatDate(midnight, 'h:i A', 'en')).toBe('12:05 AM');
    expect(formatDate(midnight, 'h:i', 'en')).toBe('00:05');
  });

  it('copies other characters and honours escapes', () => {
    expect(formatDate(d, '\\d\\a\\y: d', 'en')).toBe('day: 05');
  });

  it('accepts ISO strings, SQL date-times, epoch numbers; empty for invalid input', () => {
    expect(formatDate('2026-08-05 14:07:00', 'd-m-y h:i')).toBe('05-08-2026 14:07');
    expect(formatDate(d.getTime(), 'd-m-y')).toBe('05-08-2026');
    expect(formatDate(d.toISOString(), 'd-m-y')).toBe('05-08-2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(toDate('')).toBeNull();
  });
});

describe('days ago', () => {
  const now = new Date(2026, 7, 10, 12, 0);
  const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);

  it('rounds day differences up in 24-hour units, from one day on', () => {
    expect(daysSince(hours(23), now)).toBeNull();
    expect(daysSince(hours(24), now)).toBe(1);
    expect(daysSince(hours(25), now)).toBe(2);
    expect(daysSince(hours(48), now)).toBe(2);
    expect(daysSince(hours(49), now)).toBe(3);
    expect(daysSince(hours(-5), now)).toBeNull();
  });

  it('says it in both languages', () => {
    expect(formatDaysAgo(hours(30), 'id', now)).toBe('2 hari yang lalu');
    expect(formatDaysAgo(hours(24), 'en', now)).toBe('1 day ago');
    expect(formatDaysAgo(hours(72), 'en', now)).toBe('3 days ago');
    expect(formatDaysAgo(hours(2), 'id', now)).toBe('Hari ini');
    expect(formatDaysAgo(hours(2), 'en', now)).toBe('Today');
    expect(formatDaysAgo('garbage', 'en', now)).toBe('');
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [150000, '150.000'],
    [1234567, '1.234.567'],
    [-25000, '-25.000'],
    ['4500', '4.500'],
  ])('%s → %s', (input, output) => {
    expect(formatNumber(input)).toBe(output);
  });

  it('adds decimals after a comma and rejects non-numbers', () => {
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(null)).toBe('');
    expect(formatRupiah(299000)).toBe('Rp 299.000');
  });

  it('writes numbers the English way in the English interface', () => {
    expect(formatNumber(96.3, 1, 'en')).toBe('96.3');
    expect(formatNumber(96.3, 1, 'id')).toBe('96,3');
    expect(formatNumber(1234567.5, 2, 'en')).toBe('1,234,567.50');
  });
});

describe('formatDuration', () => {
  it('reads like a clock', () => {
    expect(formatDuration(6)).toBe('0:06');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(-3)).toBe('0:00');
  });
});
