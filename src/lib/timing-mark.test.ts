/** Marks reach observers and leave nothing behind on the page's timeline. */
import { describe, expect, it } from 'vitest';
import { timingMark } from './timing-mark';

describe('timingMark', () => {
  it('is observed but not kept', async () => {
    const seen: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.name);
    });
    observer.observe({ type: 'mark' });
    for (let i = 0; i < 100; i += 1) timingMark('kk:test', i);
    await new Promise((resolve) => setTimeout(resolve, 20));
    observer.disconnect();
    expect(seen.filter((name) => name === 'kk:test')).toHaveLength(100);
    expect(performance.getEntriesByName('kk:test')).toHaveLength(0);
  });
});
