import { describe, expect, it } from 'vitest';
import { benchFiles, benchRules, editStylesheet, SIZES } from '../../tests/bench/checker-fixtures';
import { checkAnswers, clearCheckerCache } from './index';

// The benchmark's workspaces give the verdicts their README promises (most pass, one fails), so the
// timed bench measures real work; not timed here.
describe('benchmark workspaces', () => {
  for (const size of SIZES) {
    it(`${size}: every rule but the missing <aside> passes, cold and cached alike`, () => {
      const files = benchFiles(size);
      clearCheckerCache();
      const cold = checkAnswers(files, benchRules);
      expect(cold.results.filter((r) => !r.passed).map((r) => [r.index, r.reason])).toEqual([[5, 'missing-tag']]);
      expect(checkAnswers(files, benchRules)).toEqual(cold);
      expect(checkAnswers(editStylesheet(files, 1), benchRules)).toEqual(cold);
    });
  }
});
