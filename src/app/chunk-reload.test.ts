import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('chunk reload guard', () => {
  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const store = memoryStore();
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, store, reload)).toBe(true);
    expect(reloadAfterChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, store, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS, store, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
