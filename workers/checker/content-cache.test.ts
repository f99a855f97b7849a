import { describe, expect, it } from 'vitest';
import { ContentCache } from './content-cache';

describe('ContentCache', () => {
  it('returns cached values and computes each content once', () => {
    const cache = new ContentCache<number>(4, 100);
    let calls = 0;
    const make = (key: string) => {
      calls++;
      return key.length;
    };
    expect(cache.getOrCreate('abc', make)).toBe(3);
    expect(cache.getOrCreate('abc', make)).toBe(3);
    expect(calls).toBe(1);
  });

  it('evicts the least recently used entry past the entry limit', () => {
    const cache = new ContentCache<string>(2, 100);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.size).toBe(2);
  });

  it('evicts past the character budget and never keeps oversized contents', () => {
    const cache = new ContentCache<number>(10, 10);
    cache.set('12345', 1);
    cache.set('67890', 2);
    cache.set('x', 3);
    expect(cache.get('12345')).toBeUndefined();
    cache.set('x'.repeat(11), 4);
    expect(cache.get('x'.repeat(11))).toBeUndefined();
  });
});
