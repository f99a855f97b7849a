import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeferredSave } from './deferred-save';

describe('createDeferredSave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the newest of a burst once, after the delay that the first value started', () => {
    const written: string[] = [];
    const save = createDeferredSave((v: string) => written.push(v), 100);
    save.schedule('a');
    vi.advanceTimersByTime(60);
    save.schedule('ab');
    save.schedule('abc');
    expect(written).toEqual([]);
    vi.advanceTimersByTime(40);
    expect(written).toEqual(['abc']);
    vi.advanceTimersByTime(500);
    expect(written).toEqual(['abc']);
  });

  it('flushes what waits at once, and nothing when nothing waits', () => {
    const written: string[] = [];
    const save = createDeferredSave((v: string) => written.push(v), 100);
    save.flush();
    save.schedule('x');
    save.flush();
    expect(written).toEqual(['x']);
    vi.advanceTimersByTime(200);
    expect(written).toEqual(['x']);
  });

  it('drops what waits on cancel', () => {
    const written: string[] = [];
    const save = createDeferredSave((v: string) => written.push(v), 100);
    save.schedule('old');
    save.cancel();
    vi.advanceTimersByTime(200);
    save.flush();
    expect(written).toEqual([]);
  });
});
