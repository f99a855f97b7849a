/**
 * Everything SQLite-specific about running the database, in one place: the connection's pragmas, the
 * catalogue (`sqlite_master`), statistics upkeep (ANALYZE, `PRAGMA optimize`), the liveness probe, raw
 * statements, and the transaction style. Services never use these directly; they call `transaction()`,
 * `rows()` and Drizzle through client.ts.
 *
 * Transactions are IMMEDIATE: the write lock is taken at BEGIN, so two processes on one file queue on
 * busy_timeout instead of one failing with SQLITE_BUSY when both read and then try to write (a deferred
 * transaction cannot wait for the lock it needs to upgrade).
 *
 * better-sqlite3 cannot run an async function as a transaction, so `transaction()` runs BEGIN / COMMIT /
 * ROLLBACK itself around the awaited body. One connection serves every request of the process, so this is
 * safe only while the body awaits nothing but database calls: those settle in microtasks, and Node drains
 * the microtask queue before it runs another I/O callback, so no other request's statement can land inside
 * the open transaction. That rule is enforced: a setImmediate scheduled at BEGIN finds the transaction still
 * open when the body awaited real I/O (a worker, argon2, fetch, a timer), rolls it back, and the body's
 * transaction() then rejects with a programming error (a test catches such a body; it is never a user's
 * error). A second transaction started by another async chain of the same tick (Promise.all) waits for the
 * open one; a nested call on the body's `tx` becomes a savepoint.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { SQL, Table } from 'drizzle-orm';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate as drizzleMigrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { ExecuteResultSync } from 'drizzle-orm/sqlite-core';
import { sqliteMigrationsFolder } from '../migration-folders';
import * as schema from '../schema-sqlite';
import type { Dialect } from './dialect';

export type SqliteDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const migrationsFolder = sqliteMigrationsFolder;

/** Opens the file with WAL, NORMAL sync (stack.md: 21 µs commits, no acknowledged commit lost to a kill), foreign keys and a 5 s busy wait. */
export function open(path: string): SqliteDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as SqliteDb;
}

/** The open transaction of a connection: its handle, and what the guard found. */
type OpenTransaction = {
  savepoints: number;
  /** Set by the guard when the body was still running at the next macrotask (it awaited real I/O). */
  aborted: Error | null;
  done: Promise<void>;
};

type ConnectionState = {
  open: OpenTransaction | null;
  begin: Database.Statement;
  commit: Database.Statement;
  rollback: Database.Statement;
};

const TX = Symbol('sqlite transaction');
type TxHandle = SqliteDb & { [TX]?: OpenTransaction; [ROOT]?: SqliteDb };
const ROOT = Symbol('sqlite connection');
const states = new WeakMap<Database.Database, ConnectionState>();

function stateOf(db: SqliteDb): ConnectionState {
  let state = states.get(db.$client);
  if (!state) {
    state = {
      open: null,
      begin: db.$client.prepare('BEGIN IMMEDIATE'),
      commit: db.$client.prepare('COMMIT'),
      rollback: db.$client.prepare('ROLLBACK'),
    };
    states.set(db.$client, state);
  }
  return state;
}

/** The connection's own Drizzle instance behind a transaction handle (per-connection caches key on it). */
export function rootOf(db: SqliteDb): SqliteDb {
  return (db as TxHandle)[ROOT] ?? db;
}

export class TransactionAwaitError extends Error {
  constructor() {
    super(
      'A transaction body awaited something other than a database call (I/O, a worker, a timer, or a second ' +
        "transaction on the root db instead of the body's tx): it was rolled back. Do that work before or after the transaction.",
    );
    this.name = 'TransactionAwaitError';
  }
}

/**
 * Runs `fn` in one IMMEDIATE transaction and returns its result; a throw rolls it back. `fn` gets the
 * transaction's handle (`tx`, the same connection): a nested `transaction(tx, …)` becomes a savepoint.
 */
export async function transaction<T>(db: SqliteDb, fn: (tx: SqliteDb) => Promise<T>): Promise<T> {
  const state = stateOf(db);
  const inner = (db as TxHandle)[TX];
  if (inner && state.open === inner) return await savepoint(db, inner, fn);
  // Another async chain of this tick holds the connection's transaction: queue behind it.
  while (state.open) await state.open.done;

  let finish = () => {};
  const open: OpenTransaction = {
    savepoints: 0,
    aborted: null,
    done: new Promise<void>((resolve) => {
      finish = resolve;
    }),
  };
  const root = rootOf(db);
  const tx = Object.create(root) as TxHandle;
  tx[TX] = open;
  tx[ROOT] = root;
  state.begin.run();
  state.open = open;
  const guard = setImmediate(() => {
    if (state.open !== open) return;
    open.aborted = new TransactionAwaitError();
    state.rollback.run();
    state.open = null;
    finish();
  });
  try {
    const result = await fn(tx);
    if (open.aborted) throw open.aborted;
    state.commit.run();
    return result;
  } catch (error) {
    if (!open.aborted && db.$client.inTransaction) state.rollback.run();
    throw open.aborted ?? error;
  } finally {
    clearImmediate(guard);
    if (state.open === open) state.open = null;
    finish();
  }
}

async function savepoint<T>(tx: SqliteDb, open: OpenTransaction, fn: (tx: SqliteDb) => Promise<T>): Promise<T> {
  const name = `sp${++open.savepoints}`;
  const client = tx.$client;
  client.exec(`SAVEPOINT ${name}`);
  try {
    const result = await fn(tx);
    if (!open.aborted) client.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    if (!open.aborted && client.inTransaction) client.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
    throw error;
  }
}

/** Rows of a raw statement built with Drizzle's `sql` (the few queries the builder cannot express). */
export async function rows<T>(db: SqliteDb, query: SQL): Promise<T[]> {
  return db.all<T>(query);
}

/** Runs a statement that returns no rows. */
export async function run(db: SqliteDb, query: SQL): Promise<void> {
  db.run(query);
}

/**
 * Deletes every row of every table and resets the id counters (so the web course is id 2 again), keeping
 * schema and migrations. Runs inside a transaction; foreign keys are checked at commit.
 */
export async function emptyAll(tx: SqliteDb): Promise<void> {
  const client = tx.$client;
  const tables = client
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
    )
    .all() as Array<{ name: string }>;
  client.pragma('defer_foreign_keys = ON');
  for (const { name } of tables) client.prepare(`delete from "${name.replace(/"/g, '""')}"`).run();
  const hasSequence = client.prepare("select 1 from sqlite_master where name = 'sqlite_sequence'").get();
  if (hasSequence) client.prepare('delete from sqlite_sequence').run();
}

/** How many drizzle-kit migrations the database has applied (0 before the first). */
export function appliedMigrations(db: SqliteDb): number {
  const table = db.$client
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!table) return 0;
  return (db.$client.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n;
}

/** How many migrations drizzle-kit has written for SQLite (its journal), to compare with the applied ones. */
export function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * Applies the drizzle-kit migrations that have not run yet. When they change a database that already
 * holds data, the planner's statistics are rebuilt: with statistics that predate a new index, SQLite
 * kept sorting 100,000 students instead of reading them in index order.
 */
export async function migrate(db: SqliteDb): Promise<void> {
  const before = appliedMigrations(db);
  drizzleMigrate(db, { migrationsFolder });
  if (before > 0 && appliedMigrations(db) > before) analyze(db);
}

/** Rebuilds the planner's statistics (after migrations changed a database that holds data). */
export function analyze(db: SqliteDb): void {
  db.$client.exec('ANALYZE');
}

/** Lets SQLite refresh statistics that are missing or stale (cheap; at start and in the hourly upkeep). */
export function optimize(db: SqliteDb): void {
  db.$client.pragma('optimize = 0x10002');
}

/**
 * A prepared statement's result now: better-sqlite3 is synchronous, and drizzle's `execute()` on it returns a lazy
 * `ExecuteResultSync` (a thenable that runs the statement when awaited) whose `sync()` runs it at once.
 */
function settle<T>(pending: PromiseLike<T>): T {
  return (pending as ExecuteResultSync<T>).sync();
}

const pings = new WeakMap<Database.Database, Database.Statement>();

/** `select 1`, prepared once per connection (preparing it per request was most of /api/health's cost). */
export function ping(db: SqliteDb): void {
  let statement = pings.get(db.$client);
  if (!statement) {
    statement = db.$client.prepare('select 1');
    pings.set(db.$client, statement);
  }
  statement.get();
}

/** Closes the connection. */
export function close(db: SqliteDb): void {
  db.$client.close();
}

/**
 * SQLite has no row locks and needs none: an IMMEDIATE transaction holds the database's write lock from BEGIN,
 * so transactions on one row already run one at a time. `lockedTransaction` is then a plain `transaction`.
 */
export async function lockRow(_tx: SqliteDb, _table: Table, _id: number): Promise<void> {}

/** This module as the shared dialect shape (checked by the compiler). */
export const sqliteDialect = {
  open,
  migrate,
  transaction,
  lockingTransaction: transaction,
  lockedTransaction: (db, _table, _id, fn) => transaction(db, fn),
  lockKey: async () => {},
  lockRow,
  connection: rootOf,
  // One connection in the process, and a statement is a function call: nothing to batch.
  pipeline: (db, fn) => fn(db),
  emptyAll,
  rows,
  run,
  appliedMigrations,
  expectedMigrations,
  analyze,
  optimize,
  settle,
  ping,
  close,
} satisfies Dialect<SqliteDb>;
