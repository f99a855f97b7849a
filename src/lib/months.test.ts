/** Durations read right in both languages: "1 month", "3 months", "1 bulan" (no more "1 months"). */
import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMonthsLabel, monthsLabel } from './months';

let id: Record<string, unknown> = {};
let en: Record<string, unknown> = {};
const previous = i18n.locale;

beforeAll(async () => {
  id = (await import('../../locales/id/messages.po')).messages;
  en = (await import('../../locales/en/messages.po')).messages;
  i18n.load({ id, en } as never);
});
afterAll(() => {
  if (previous) i18n.activate(previous);
});

describe('monthsLabel', () => {
  it('uses the singular and plural forms of English', () => {
    i18n.activate('en');
    expect(monthsLabel(1)).toBe('1 month');
    expect(monthsLabel(3)).toBe('3 months');
    expect(accessMonthsLabel(1)).toBe('1 month of access');
    expect(accessMonthsLabel(12)).toBe('12 months of access');
  });

  it('keeps Indonesian, which has one form', () => {
    i18n.activate('id');
    expect(monthsLabel(1)).toBe('1 bulan');
    expect(monthsLabel(6)).toBe('6 bulan');
    expect(accessMonthsLabel(1)).toBe('1 bulan akses');
  });
});
