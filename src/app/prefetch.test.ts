import { describe, expect, it } from 'vitest';
import { shouldSkipPrefetch } from './prefetch';

describe('shouldSkipPrefetch (docs/decisions/0008-errors-and-limits.md)', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', saveData: true }, true],
  ])('%o → %s', (connection, skip) => {
    expect(shouldSkipPrefetch(connection)).toBe(skip);
  });
});
