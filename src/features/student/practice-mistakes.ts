/**
 * Which failing rules are mistakes on the way to passing, sent with a code save for the spaced review
 * (docs/decisions/0023-spaced-review.md): a rule failing for a reason that says something was written but is wrong
 * (an attribute, a property, a count, a missing end tag, a syntax error, a failed behaviour test), or a rule that
 * passed earlier in this session and fails again. A rule not yet written is not a mistake. The server re-checks each
 * one before it becomes a card.
 */
import type { RuleMistake } from '../../../api/contracts/review';
import type { TaskVerdict } from './practice-checking';

const ATTEMPT_REASONS = new Set([
  'attribute-mismatch',
  'missing-close-tag',
  'quantity',
  'property-mismatch',
  'js-syntax',
  'behaviour-failed',
  'behaviour-timeout',
]);

const keyOf = (task: number, rule: number) => `${task}:${rule}`;

/** Adds the rules passing in `verdicts` to `passed`. */
export function notePassedRules(verdicts: readonly TaskVerdict[], passed: Set<string>): void {
  verdicts.forEach((verdict, task) => {
    for (const result of verdict.results) if (result.passed) passed.add(keyOf(task, result.index));
  });
}

/** The mistakes in `verdicts`, given the rules seen passing before. */
export function ruleMistakes(verdicts: readonly TaskVerdict[], passed: ReadonlySet<string>): RuleMistake[] {
  const mistakes: RuleMistake[] = [];
  verdicts.forEach((verdict, task) => {
    for (const result of verdict.results) {
      if (result.passed) continue;
      if (ATTEMPT_REASONS.has(result.reason) || passed.has(keyOf(task, result.index))) {
        mistakes.push({ task, rule: result.index });
      }
    }
  });
  return mistakes;
}
