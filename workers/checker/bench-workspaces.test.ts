import { describe, expect, it } from 'vitest';
import { benchFiles, benchRules, editStylesheet, SIZES } from '../../tests/bench/checker-fixtures';
import { checkAnswers, clearCheckerCache } from './index';

// The benchmark's workspaces give the verdicts their README promises (most pass, one or two fail), so the
// timed bench measures real work; not timed here. In the large one a later `h2, h3.v590 { padding: 0 }` gives `h2`
// another padding than the rule asks of h2 and h3: with selector lists compared as sets (docs/decisions/0009-checker.md) that fails.
const failing: Record<string, Array<[number, string]>> = {
  s: [[5, 'missing-tag']],
  m: [[5, 'missing-tag']],
  l: [
    [5, 'missing-tag'],
    [6, 'property-mismatch'],
  ],
};
describe('benchmark workspaces', () => {
  for (const size of SIZES) {
    it(`${size}: every rule but the missing <aside> (and in l the overridden padding) passes, cold and cached alike`, () => {
      const files = benchFiles(size);
      clearCheckerCache();
      const cold = checkAnswers(files, benchRules);
      expect(cold.results.filter((r) => !r.passed).map((r) => [r.index, r.reason])).toEqual(failing[size]);
      expect(checkAnswers(files, benchRules)).toEqual(cold);
      expect(checkAnswers(editStylesheet(files, 1), benchRules)).toEqual(cold);
    });
  }
});
