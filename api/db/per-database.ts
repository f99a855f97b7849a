/**
 * Prepared statements are built once per database connection and reused (stack.md: rebuilding a
 * query per request costs ~3× the CPU). `perDatabase(prepare)` memoises a service's statement set.
 */
import type { Db } from './client';

export function perDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let value = byDb.get(db);
    if (value === undefined) {
      value = prepare(db);
      byDb.set(db, value);
    }
    return value;
  };
}
