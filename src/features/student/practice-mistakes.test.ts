import { describe, expect, it } from 'vitest';
import type { TaskVerdict } from './practice-checking';
import { notePassedRules, ruleMistakes } from './practice-mistakes';

const verdict = (...results: Array<[number, boolean, string]>): TaskVerdict => ({
  passed: results.every(([, passed]) => passed),
  results: results.map(([index, passed, reason]) => ({ index, kind: 'html', passed, reason })),
});

describe('ruleMistakes', () => {
  it('counts a wrong attempt and a broken rule, not a rule not yet written', () => {
    const passed = new Set<string>();
    notePassedRules([verdict([0, true, 'ok'], [1, false, 'missing-tag'])], passed);
    const later = [verdict([0, false, 'missing-tag'], [1, false, 'missing-tag'], [2, false, 'attribute-mismatch'])];
    expect(ruleMistakes(later, passed)).toEqual([
      { task: 0, rule: 0 },
      { task: 0, rule: 2 },
    ]);
  });

  it('names the task of each rule', () => {
    const verdicts = [verdict([0, true, 'ok']), verdict([0, false, 'property-mismatch'])];
    expect(ruleMistakes(verdicts, new Set())).toEqual([{ task: 1, rule: 0 }]);
  });
});
