/**
 * The kind streak (docs/decisions/0023-spaced-review.md): consecutive days with any learning action, where the first
 * missed day of a gap is forgiven (the grace day) and each further missed day is covered by a freeze when one is
 * held. A freeze is earned on each day the learner clears their daily review, at most two held. Today never breaks
 * a streak: it is still open. Pure, so the same history gives the same streak on the server and in tests.
 */

/** Freezes held at most. */
export const MAX_FREEZES = 2;

export type Streak = {
  /** Active days counted in the current streak (0: none running). */
  days: number;
  /** The longest streak in the history read. */
  longest: number;
  /** Freezes held now (0 to MAX_FREEZES). */
  freezes: number;
  /** Whether there was learning today. */
  activeToday: boolean;
  /** The current streak survived a missed day with its grace day or a freeze (the screen says so, kindly). */
  forgiven: boolean;
};

/**
 * The streak on `today` from the days with learning (`active`) and the days the daily review was cleared
 * (`cleared`), all day numbers of the learner's calendar (learning-days.ts).
 */
export function computeStreak(active: ReadonlySet<number>, cleared: ReadonlySet<number>, today: number): Streak {
  let first = today;
  for (const day of active) if (day < first) first = day;
  let days = 0;
  let longest = 0;
  let freezes = 0;
  let missRun = 0;
  let forgiven = false;
  for (let day = first; day <= today; day += 1) {
    if (active.has(day)) {
      days += 1;
      missRun = 0;
      if (cleared.has(day)) freezes = Math.min(MAX_FREEZES, freezes + 1);
      longest = Math.max(longest, days);
      continue;
    }
    if (day === today || days === 0) continue;
    missRun += 1;
    if (missRun === 1) {
      forgiven = true;
    } else if (freezes > 0) {
      freezes -= 1;
    } else {
      days = 0;
      forgiven = false;
    }
  }
  return { days, longest, freezes, activeToday: active.has(today), forgiven: days > 0 && forgiven };
}
