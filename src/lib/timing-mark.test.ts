/** Marks reach observers and leave nothing behind on the page's timeline. */
import { describe, expect, it, vi } from 'vitest';
import { timingMark } from './timing-mark';

describe('timingMark', () => {
  it('is observed but not kept', async () => {
    const seen: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.name);
    });
    observer.observe({ type: 'mark' });
    for (let i = 0; i < 100; i += 1) timingMark('kk:test', i);
    // Observers are told in a later task: wait until they have been, rather than a fixed time.
    await vi.waitFor(() => expect(seen.filter((name) => name === 'kk:test')).toHaveLength(100));
    observer.disconnect();
    expect(performance.getEntriesByName('kk:test')).toHaveLength(0);
  });
});
