/**
 * The key-value storage under the draft store and the offline queue. Its shape is idb-keyval's
 * (`get`, `set`, `del`, `keys`), so the browser uses IndexedDB through idb-keyval and tests pass an
 * in-memory implementation of the same interface.
 */
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/** An idb-keyval–compatible asynchronous key-value store. Values must be structured-cloneable plain data. */
export type KeyValueBackend = {
  get<T>(key: IDBValidKey): Promise<T | undefined>;
  set(key: IDBValidKey, value: unknown): Promise<void>;
  del(key: IDBValidKey): Promise<void>;
  keys(): Promise<IDBValidKey[]>;
};

/** An IndexedDB backend on its own database and object store; the database opens on first use. */
export function idbBackend(dbName: string, storeName: string): KeyValueBackend {
  let store: UseStore | null = null;
  const use = () => {
    store ??= createStore(dbName, storeName);
    return store;
  };
  return {
    get: <T>(key: IDBValidKey) => get<T>(key, use()),
    set: (key, value) => set(key, value, use()),
    del: (key) => del(key, use()),
    keys: () => keys(use()),
  };
}
