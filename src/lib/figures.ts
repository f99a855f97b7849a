/**
 * Derived figures shown to people, rounded in one place so that every role sees the same number for the
 * same data (a student's 46 % was once a mentor's 47 %: floor on one side, round on the other).
 */

/**
 * A progress percentage as a whole number from 0 to 100, rounded down: 100 appears only when
 * everything is done, and a student never sees more progress than they have.
 */
export function wholePercent(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.floor(value + 1e-9)));
}
