/** lib/awaitable.ts: a value already there is passed on at once, a promise is followed, and a throw goes where it would with `await`. */
import { describe, expect, it } from 'vitest';
import { andThen, isPromise } from './awaitable';

describe('after', () => {
  it('passes a value already there on at once, and a promise on through its promise', async () => {
    const now = andThen(2, (n) => n * 10);
    expect(now).toBe(20);
    const later = andThen(Promise.resolve(2), (n) => n * 10);
    expect(isPromise(later)).toBe(true);
    expect(await later).toBe(20);
    // A step that itself waits makes the whole a promise.
    expect(await andThen(2, (n) => Promise.resolve(n + 1))).toBe(3);
  });

  it('throws at once for a value already there, and rejects for a promise', async () => {
    const fail = (): number => {
      throw new Error('refused');
    };
    expect(() => andThen(1, fail)).toThrow('refused');
    await expect(andThen(Promise.resolve(1), fail)).rejects.toThrow('refused');
  });

  it('tells a thenable from a value, falsy values included', () => {
    for (const value of [0, '', null, undefined, false]) expect(isPromise(value)).toBe(false);
    expect(isPromise(Promise.resolve())).toBe(true);
  });
});
