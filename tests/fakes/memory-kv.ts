/**
 * An in-memory implementation of the idb-keyval–compatible `KeyValueBackend`, for unit tests of the
 * stores built on it. Values are structured-cloned on the way in and out, as IndexedDB does, so a
 * store that keeps references or writes uncloneable values (a valtio proxy, a function) fails here too.
 */
import type { KeyValueBackend } from '../../src/state/offline-kv';

export type MemoryBackend = KeyValueBackend & {
  readonly data: Map<IDBValidKey, unknown>;
  /** Number of completed `set` calls. */
  writes: number;
  /** When set, every operation rejects with this error (a full or broken database). */
  failWith: Error | null;
  /** Resolves operations after this many macrotask turns, so concurrent calls interleave. */
  delayTurns: number;
};

export function memoryBackend(): MemoryBackend {
  const data = new Map<IDBValidKey, unknown>();
  const backend: MemoryBackend = {
    data,
    writes: 0,
    failWith: null,
    delayTurns: 0,
    async get<T>(key: IDBValidKey) {
      await settle();
      const value = data.get(key);
      return value === undefined ? undefined : (structuredClone(value) as T);
    },
    async set(key, value) {
      const copy = structuredClone(value);
      await settle();
      data.set(key, copy);
      backend.writes += 1;
    },
    async del(key) {
      await settle();
      data.delete(key);
    },
    async keys() {
      await settle();
      return [...data.keys()];
    },
  };
  async function settle() {
    for (let i = 0; i < backend.delayTurns; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    if (backend.failWith) throw backend.failWith;
  }
  return backend;
}
