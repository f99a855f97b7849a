import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from './subscription-periods';

// Times are written in Jakarta time (UTC+7), the calendar the months are counted in.
const wib = (text: string) => new Date(`${text}+07:00`);

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-15T10:00:00', 1, '2026-02-15T10:00:00'],
    ['2026-01-31T09:30:00', 1, '2026-02-28T09:30:00'],
    ['2028-01-31T09:30:00', 1, '2028-02-29T09:30:00'],
    ['2026-03-31T23:59:00', 1, '2026-04-30T23:59:00'],
    ['2026-11-30T00:00:00', 3, '2027-02-28T00:00:00'],
    ['2026-08-31T12:00:00', 6, '2027-02-28T12:00:00'],
    ['2026-05-10T08:00:00', 12, '2027-05-10T08:00:00'],
    // Just after midnight in Jakarta is still the previous day in UTC: the Jakarta day counts.
    ['2026-02-01T00:30:00', 1, '2026-03-01T00:30:00'],
  ])('%s + %i months = %s', (from, months, to) => {
    expect(addCalendarMonths(wib(from), months).toISOString()).toBe(wib(to).toISOString());
  });
});
