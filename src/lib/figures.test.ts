import { describe, expect, it } from 'vitest';
import { wholePercent } from './figures';

describe('wholePercent', () => {
  it.each([
    [46.67, 46],
    [46.5, 46],
    [99.99, 99],
    [100, 100],
    [0, 0],
    [33.33 * 3, 99],
    [(7 / 15) * 100, 46],
    [-3, 0],
    [140, 100],
  ])('%s → %s', (value, expected) => {
    expect(wholePercent(value)).toBe(expected);
  });

  it('treats a missing or broken value as 0', () => {
    expect(wholePercent(null)).toBe(0);
    expect(wholePercent(undefined)).toBe(0);
    expect(wholePercent(Number.NaN)).toBe(0);
  });

  it('counts a float just under a whole number from a division as that number', () => {
    // 0.07 * 100 is 7.000000000000001 and 0.57 * 100 is 56.99999999999999 in binary floating point.
    expect(wholePercent(0.57 * 100)).toBe(57);
    expect(wholePercent(0.07 * 100)).toBe(7);
  });
});
