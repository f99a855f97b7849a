/**
 * The one way to prepare hot-path statements: Drizzle's `.prepare()` with `sql.placeholder`, built once
 * per database connection and reused (stack.md: rebuilding a query per request costs ~3× the CPU).
 * `perDatabase(prepare)` memoises a service's statement set per connection (a transaction's `tx` shares its
 * connection's set); run a statement with `await statement.execute({ … })`. `perDatabaseKeyed(build)` does
 * the same for a family of statements told apart by a key (a list's order, direction and filters).
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

/** Like `perDatabase`, one statement per key and connection, built by `build(db, key)` on first use. */
export function perDatabaseKeyed<K, T>(build: (db: Db, key: K) => T): (db: Db, key: K) => T {
  const byDb = perDatabase(() => new Map<K, T>());
  return (db, key) => {
    const byKey = byDb(db);
    let value = byKey.get(key);
    if (value === undefined) {
      const connection = connectionOf(db);
      value = namingStatements(() => build(connection, key));
      byKey.set(key, value);
    }
    return value;
  };
}
