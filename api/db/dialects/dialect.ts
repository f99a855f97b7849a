/**
 * What a database engine's module under dialects/ offers client.ts: one shape for SQLite (sqlite.ts) and
 * PostgreSQL (postgres.ts), so client.ts picks a module by DATABASE_URL and calls the same functions.
 * `Db` is what services hold (the root handle or a transaction's `tx`); `Root` is the opened handle that
 * owns the connection(s). Calls that are synchronous on SQLite may stay so (`Awaitable`): callers await them, or,
 * on a request's hot path, pass the value on at once with `andThen` (lib/awaitable.ts).
 */
import type { SQL, Table } from 'drizzle-orm';
import type { Awaitable } from '../../lib/awaitable';

export type { Awaitable };

export interface Dialect<Db, Root extends Db = Db> {
  /** Opens the database: a file path for SQLite, a postgres:// URL for PostgreSQL. */
  open(target: string): Root;
  /** Applies the drizzle-kit migrations of this engine not yet applied (and refreshes statistics after). */
  migrate(db: Root): Promise<void>;
  /** Runs `fn` as one transaction (a nested call on `tx` becomes a savepoint); a throw rolls it back. */
  transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` as one transaction whose conflicts are settled by what the body itself takes (unique constraints,
   * row locks): PostgreSQL runs it at READ COMMITTED, so it never aborts on a serialization failure; SQLite's
   * IMMEDIATE transactions run one at a time anyway.
   */
  lockingTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` as one transaction that first locks the row `id` of `table` (a row every writer of the same group
   * locks first), so such transactions queue on the row rather than abort each other. On a `tx`, the lock is
   * taken within it.
   */
  lockedTransaction<T>(db: Db, table: Table, id: number, fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Locks the number `key` (no row: a task such as seeding) until the end of the transaction `tx`, so that processes
   * doing the same task take turns (PostgreSQL: a transaction-level advisory lock). SQLite's IMMEDIATE transactions
   * already take turns on the whole file.
   */
  lockKey(tx: Db, key: number): Promise<void>;
  /** Locks the row `id` of `table` until the end of the transaction `tx` (when the engine has row locks). */
  lockRow(tx: Db, table: Table, id: number): Promise<void>;
  /** The key of per-connection caches: the handle a statement prepared for `db` must run on. */
  connection(db: Db): Db;
  /**
   * Runs `fn` on one connection, so that the statements it starts together are sent as one batch (PostgreSQL:
   * pipelined, one round trip); where each statement costs no round trip (SQLite) `fn` simply gets `db`.
   */
  pipeline<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T>;
  /** Deletes every row of every table and resets the id counters, keeping schema and migrations (inside a transaction). */
  emptyAll(tx: Db): Promise<void>;
  /** Rows of a whole statement written with Drizzle's `sql`. */
  rows<T>(db: Db, query: SQL): Promise<T[]>;
  /** Runs a whole statement written with Drizzle's `sql` that returns no rows (an UPDATE … FROM). */
  run(db: Db, query: SQL): Promise<void>;
  /** How many migrations the database has applied (0 before the first). */
  appliedMigrations(db: Root): Awaitable<number>;
  /** How many migrations this build ships for the engine (its drizzle-kit journal). */
  expectedMigrations(): number;
  /** Rebuilds the planner's statistics. */
  analyze(db: Root): Awaitable<void>;
  /** Refreshes statistics that are missing or stale (cheap; at start and in the hourly upkeep). */
  optimize(db: Root): Awaitable<void>;
  /**
   * The result of a prepared statement's `execute()`: the rows themselves where the engine has answered at once
   * (SQLite: drizzle hands back a lazy result that `sync()` runs), its promise where the answer comes later.
   */
  settle<T>(pending: PromiseLike<T>): Awaitable<T>;
  /** A cheap round trip (the liveness probe). */
  ping(db: Root): Awaitable<void>;
  /** Closes the connection(s). */
  close(db: Root): Awaitable<void>;
}
