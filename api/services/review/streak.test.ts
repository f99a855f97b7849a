import { describe, expect, it } from 'vitest';
import { localDay } from './learning-days';
import { computeStreak } from './streak';

const days = (...list: number[]) => new Set(list);

describe('computeStreak', () => {
  it('counts consecutive days and leaves today open', () => {
    expect(computeStreak(days(1, 2, 3), days(), 4)).toMatchObject({ days: 3, activeToday: false, forgiven: false });
    expect(computeStreak(days(1, 2, 3, 4), days(), 4)).toMatchObject({ days: 4, activeToday: true });
  });

  it('forgives one missed day and breaks on the second without a freeze', () => {
    expect(computeStreak(days(1, 2, 4), days(), 4)).toMatchObject({ days: 3, forgiven: true });
    expect(computeStreak(days(1, 2, 5), days(), 5)).toMatchObject({ days: 1, longest: 2, forgiven: false });
    // Yesterday missed, today not learned yet: still standing, on its grace day.
    expect(computeStreak(days(1, 2), days(), 4)).toMatchObject({ days: 2, forgiven: true });
    expect(computeStreak(days(1, 2), days(), 5)).toMatchObject({ days: 0 });
  });

  it('earns a freeze per cleared review, holds two at most, and spends them on further missed days', () => {
    expect(computeStreak(days(1, 2, 3), days(1, 2, 3), 3).freezes).toBe(2);
    // Gap of days 4–6: grace, then one freeze each for 5 and 6.
    expect(computeStreak(days(1, 2, 3, 7), days(1, 2, 3), 7)).toMatchObject({ days: 4, freezes: 0 });
    // Gap of days 4–7 is one day too long for two freezes.
    expect(computeStreak(days(1, 2, 3, 8), days(1, 2, 3), 8)).toMatchObject({ days: 1, longest: 3 });
    // One freeze covers one day beyond the grace day.
    expect(computeStreak(days(1, 4), days(1), 4)).toMatchObject({ days: 2, freezes: 0 });
  });

  it('is empty without any learning', () => {
    expect(computeStreak(days(), days(), 10)).toEqual({
      days: 0,
      longest: 0,
      freezes: 0,
      activeToday: false,
      forgiven: false,
    });
  });
});

describe('localDay', () => {
  it('dates an instant by the learner’s zone', () => {
    const at = Date.UTC(2026, 11, 1, 16, 30);
    expect(localDay(at, 'Asia/Jakarta') + 1).toBe(localDay(at, 'Asia/Tokyo'));
    expect(localDay(at, 'America/New_York')).toBe(localDay(at, 'Asia/Jakarta'));
    expect(localDay(Date.UTC(2026, 11, 1, 23, 59), 'UTC')).toBe(Date.UTC(2026, 11, 1) / 86_400_000);
  });
});
