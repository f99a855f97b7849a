/**
 * The one way to prepare hot-path statements: Drizzle's `.prepare()` with `sql.placeholder`, built once
 * per database connection and reused (stack.md: rebuilding a query per request costs ~3× the CPU).
 * `perDatabase(prepare)` memoises a service's statement set per connection (a transaction's `tx` shares its
 * connection's set); run a statement with `await statement.execute({ … })`. `perDatabaseKeyed(build)` does
 * the same for a family of statements told apart by a key (a list's order, direction and filters), and
 * `perDatabaseShapes()` for a generic engine whose statements are built by the caller (resource.ts: one
 * statement per resource and list shape, the key naming everything the build reads).
 * On PostgreSQL the statements built here are named (statement-names.ts), so each is parsed and planned once
 * per pooled connection, as SQLite's are once per process.
 */
import { connectionOf, type Db } from './client';
import { namingStatements } from './statement-names';

export function perDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    const connection = connectionOf(db);
    let value = byDb.get(connection);
    if (value === undefined) {
      value = namingStatements(() => prepare(connection));
      byDb.set(connection, value);
    }
    return value;
  };
}

/**
 * One statement per key and connection, built by the `build` of the call that first asks for the key on that
 * connection (on the connection's handle, which it is given). The key must tell apart every statement the
 * builds can make: a later call with the same key gets the first one's statement.
 */
export function perDatabaseShapes<K, T>(): (db: Db, key: K, build: (db: Db) => T) => T {
  const byDb = perDatabase(() => new Map<K, T>());
  return (db, key, build) => {
    const byKey = byDb(db);
    let value = byKey.get(key);
    if (value === undefined) {
      const connection = connectionOf(db);
      value = namingStatements(() => build(connection));
      byKey.set(key, value);
    }
    return value;
  };
}

/** Like `perDatabase`, one statement per key and connection, built by `build(db, key)` on first use. */
export function perDatabaseKeyed<K, T>(build: (db: Db, key: K) => T): (db: Db, key: K) => T {
  const shapes = perDatabaseShapes<K, T>();
  return (db, key) => shapes(db, key, (connection) => build(connection, key));
}
