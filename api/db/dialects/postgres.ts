/**
 * Everything PostgreSQL-specific about running the database, in one place, with the functions of the
 * SQLite dialect (dialect.ts) but async: a node-postgres pool sized by DATABASE_POOL_SIZE, the
 * drizzle-kit migrations of migrations-pg/, the transaction style, the catalogue queries, statistics
 * upkeep and the liveness probe. Schema: ../schema-pg.ts (held equal to ../schema.ts).
 *
 * Transactions are SERIALIZABLE by default: SQLite's IMMEDIATE transactions run one at a time, and the
 * services were written for that, so every read-then-write in a transaction must behave here as if it ran
 * alone (a progress finish, a review, a payment). PostgreSQL aborts the loser of a conflict with a
 * serialization failure (or a deadlock); the whole transaction is then run again after a random pause that
 * grows with each attempt (full jitter, capped), for as long as it takes within a generous time budget: a
 * conflict means another transaction committed, so the work moves on, and a fixed count of quick retries ran
 * out under load (20–40 payment notifications at once answered 500). That is safe because a transaction body
 * does nothing but database calls (client.ts's rule for both engines). A body that locks its rows itself
 * (`select … for update`) can ask for `read committed`, which never needs a retry.
 *
 * Round trips: on this engine each statement is a round trip to the server, and a round trip costs
 * far more CPU than the statement (a write to the socket, waking the server's backend, reading its answer: in
 * the API-speed bench the server process spent 0.3–0.4 ms per statement where SQLite spends microseconds). So
 * the pool's connections pipeline: statements started in the same tick on one connection (`pipeline()`, or a
 * transaction's `Promise.all`) leave in one write and are answered together; a transaction's BEGIN travels with
 * its row lock and the body's first statements; and statement sets are built once per connection (`connection()`),
 * transactions included.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type ExtractTablesWithRelations, is, type SQL, sql, type Table } from 'drizzle-orm';
import {
  drizzle,
  type NodePgDatabase,
  type NodePgQueryResultHKT,
  NodePgSession,
  NodePgTransaction,
} from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { postgresMigrationsFolder } from '../migration-folders';
import * as schema from '../schema-pg';
import { isNamingStatements, statementName } from '../statement-names';
import type { Dialect } from './dialect';

type Schema = typeof schema;
/** The opened database: Drizzle over a pool. */
export type PostgresRoot = NodePgDatabase<Schema> & { $client: pg.Pool };
/** A transaction's handle, on the one pooled connection that holds the transaction. */
export type PostgresTx = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What services hold: the root or a transaction. */
export type PostgresDb = PostgresRoot | PostgresTx;
/** Anything that runs a statement: the root, a transaction, or Drizzle over one checked-out connection. */
type Executor = NodePgDatabase<Schema> | PostgresTx;

export const migrationsFolder = postgresMigrationsFolder;

/** DATABASE_POOL_SIZE: connections per process (default 10). */
export function poolSize(value: string | undefined = process.env.DATABASE_POOL_SIZE): number {
  if (value === undefined || value.trim() === '') return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${value}"`);
  }
  return size;
}

/**
 * A pooled connection in node-postgres's pipeline mode (a query is written without waiting for the answer to the
 * one before) whose queries started in one tick are written together: the first corks the socket and the tick's
 * end uncorks it, so N statements cost one write and one wake-up of the server's backend instead of N. Queries
 * awaited one after another behave as without pipelining; each keeps its own Sync, so one failing does not fail
 * the others (unless they share a transaction, as on any connection).
 */
class BatchingClient extends pg.Client {
  #corked = false;

  override query(...args: unknown[]): never {
    const stream = (this as unknown as { connection?: { stream?: import('node:net').Socket } }).connection?.stream;
    if (!this.#corked && stream?.cork) {
      this.#corked = true;
      stream.cork();
      process.nextTick(() => {
        this.#corked = false;
        stream.uncork();
      });
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/** Opens a pool on `url` (connections are made on first use, so this does not fail on a down server). */
export function open(url: string, options: { poolSize?: number } = {}): PostgresRoot {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? poolSize(),
    Client: BatchingClient as unknown as typeof pg.Client,
    pipeline: true,
  } as pg.PoolConfig);
  // An idle connection the server dropped (restart, failover) must not crash the process: the pool
  // replaces it, and the next query reports any lasting trouble.
  pool.on('error', (err) => console.warn(`[db] idle PostgreSQL connection lost: ${err.message}`));
  return drizzle(pool, { schema }) as PostgresRoot;
}

/**
 * Names the queries `perDatabase` prepares (statement-names.ts): node-postgres then parses and plans each
 * once per connection and afterwards sends only its name and values. Drizzle hands every query of the pool
 * and of a transaction to its session's `prepareQuery`, with the name given to `.prepare(name)`, if any.
 */
const prepareQuery = NodePgSession.prototype.prepareQuery;
NodePgSession.prototype.prepareQuery = function (this: NodePgSession<Schema, never>, query, fields, name, ...rest) {
  const named = name ?? (isNamingStatements() ? statementName(query.sql) : undefined);
  return prepareQuery.call(this, query, fields, named, ...rest);
} as typeof prepareQuery;

const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
/** How long a transaction keeps retrying its conflicts before the error is passed on (a stuck database). */
const RETRY_BUDGET_MS = 60_000;
/** The pause before retry `attempt` (1, 2, …): uniform in [0, min(cap, base·2^attempt)) ms ("full jitter"). */
function retryPause(attempt: number, random = Math.random): number {
  return random() * Math.min(250, 2 * 2 ** Math.min(attempt, 16));
}

export type TransactionOptions = {
  isolationLevel?: PgTransactionConfig['isolationLevel'];
  /** Statements to run right after BEGIN, in the same round trip (plain SQL text, no parameters). */
  first?: string;
};

const ISOLATION = {
  'read uncommitted': 'read uncommitted',
  'read committed': 'read committed',
  'repeatable read': 'repeatable read',
  serializable: 'serializable',
} as const;

/** The Drizzle handle of one pooled connection (made once per connection: statement caches key on it). */
const handles = new WeakMap<pg.ClientBase, Executor>();
function handleOf(client: pg.ClientBase): NodePgDatabase<Schema> {
  let handle = handles.get(client);
  if (handle === undefined) {
    handle = drizzle(client as pg.PoolClient, { schema });
    handles.set(client, handle);
  }
  return handle as NodePgDatabase<Schema>;
}

/** The pooled connection a handle runs on, or the pool itself for the root. */
function clientOf(db: PostgresDb | Executor): pg.ClientBase | pg.Pool {
  return (db as unknown as { session: { client: pg.ClientBase | pg.Pool } }).session.client;
}

/**
 * One attempt at a transaction, as Drizzle's `transaction()` runs it (BEGIN, the body on one pooled connection,
 * COMMIT, or ROLLBACK on a throw), with `first` sent in BEGIN's round trip.
 */
async function attemptOnce<T>(root: PostgresRoot, begin: string, fn: (tx: PostgresDb) => Promise<T>): Promise<T> {
  const client = await root.$client.connect();
  let broken: Error | undefined;
  try {
    // Drizzle's own transaction handle over the connection's session, as its `transaction()` makes one.
    type TxArgs = ConstructorParameters<typeof NodePgTransaction<Schema, ExtractTablesWithRelations<Schema>>>;
    const handle = handleOf(client) as unknown as { dialect: TxArgs[0]; session: TxArgs[1] & { schema: TxArgs[2] } };
    const tx = new NodePgTransaction(handle.dialect, handle.session, handle.session.schema) as unknown as PostgresTx;
    try {
      // Inside the try: when the statements after BEGIN fail (a deadlock on the lock), the transaction is open and
      // aborted, and must be rolled back before the connection goes back to the pool.
      // BEGIN (with its lock) and the body's first statements leave together: the body starts without waiting for
      // BEGIN's answer, and the server runs its statements after BEGIN, in order (so after the lock is granted). When
      // BEGIN fails, the body's statements fail too (the transaction is aborted); BEGIN's error is the one reported.
      const begun = client.query(begin);
      let body: Promise<T>;
      try {
        body = fn(tx);
      } catch (error) {
        body = Promise.reject(error);
      }
      const bodySettled = body.then(
        () => undefined,
        () => undefined,
      );
      try {
        await begun;
      } catch (error) {
        await bodySettled;
        throw error;
      }
      const result = await body;
      await client.query('commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch (rollbackError) {
        // The connection is unusable (lost, or left in a transaction): the pool must not hand it out again.
        broken = rollbackError as Error;
      }
      throw error;
    }
  } finally {
    client.release(broken);
  }
}

/**
 * Runs `fn` in one transaction (SERIALIZABLE unless asked otherwise; retried on a serialization failure
 * or deadlock) and returns its result; a throw rolls it back. On a `tx`, it becomes a savepoint.
 */
export async function transaction<T>(
  db: PostgresDb,
  fn: (tx: PostgresDb) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (is(db, PgTransaction)) {
    return await (db as PostgresTx).transaction(async (tx) => {
      if (options.first) await tx.execute(sql.raw(options.first));
      return await fn(tx);
    });
  }
  const begin = `begin isolation level ${ISOLATION[options.isolationLevel ?? 'serializable']}${options.first ? `; ${options.first}` : ''}`;
  const giveUpAt = Date.now() + RETRY_BUDGET_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptOnce(db as PostgresRoot, begin, fn);
    } catch (err) {
      if (!isRetryable(err) || Date.now() >= giveUpAt) throw err;
      await new Promise((done) => setTimeout(done, retryPause(attempt)));
    }
  }
}

/** Whether `err` (or the driver error it wraps) is a serialization failure or a deadlock. */
function isRetryable(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code !== undefined && RETRYABLE.has(code);
}

/** `SELECT … FOR UPDATE` of the row `id` of `table` (its `id` column), as text (it travels with BEGIN). */
function lockStatement(table: Table, id: number): string {
  if (!Number.isSafeInteger(id)) throw new Error(`lockRow: ${id} is not a row id`);
  const { name, schema: tableSchema } = getTableConfig(table as Parameters<typeof getTableConfig>[0]);
  const quoted = (tableSchema ? [tableSchema, name] : [name]).map((part) => `"${part.replaceAll('"', '""')}"`);
  return `select 1 from ${quoted.join('.')} where id = ${id} for update`;
}

/** Locks the row `id` of `table` (its `id` column) until the end of the transaction `tx`: SELECT … FOR UPDATE. */
export async function lockRow(tx: Executor, table: Table, id: number): Promise<void> {
  await tx.execute(sql.raw(lockStatement(table, id)));
}

/**
 * A transaction whose every competitor locks the same row first (a student's progress: their finishes and openings,
 * a submission, a review). It runs at READ COMMITTED and takes the lock as its first statement: a second one waits
 * for the row and then, statement by statement, sees what the first committed, so it neither reads a stale snapshot
 * nor fails. At SERIALIZABLE, concurrent transactions on one progress abort each other (each reads the rows the
 * other writes), more often than the retries absorb: the load benchmark's students with two tabs got 500s.
 */
export async function lockedTransaction<T>(
  db: PostgresDb,
  table: Table,
  id: number,
  fn: (tx: PostgresDb) => Promise<T>,
): Promise<T> {
  return await transaction(db, fn, { isolationLevel: 'read committed', first: lockStatement(table, id) });
}

/**
 * Runs `fn` with a handle on one pooled connection, so that the statements it starts together (`Promise.all`)
 * are written at once and answered in one round trip. On a transaction's handle (already one connection) `fn`
 * gets it as it is. For reads that do not depend on each other; a transaction is `transaction()`'s.
 */
export async function pipeline<T>(db: PostgresDb, fn: (db: PostgresDb) => Promise<T>): Promise<T> {
  const pool = clientOf(db);
  if (!(pool instanceof pg.Pool)) return await fn(db);
  const client = await pool.connect();
  try {
    return await fn(handleOf(client) as unknown as PostgresDb);
  } finally {
    // Statements still running (a `Promise.all` that failed early) keep their place on the connection: the next
    // user's statements are answered after theirs.
    client.release();
  }
}

/** Rows of a whole statement written with Drizzle's `sql`. */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/** Runs a statement that returns no rows. */
export async function run(db: Executor, query: SQL): Promise<void> {
  await db.execute(query);
}

/** Empties every table of the schema and restarts their id sequences, keeping schema and migrations. */
export async function emptyAll(tx: Executor): Promise<void> {
  const tables = await rows<{ name: string }>(
    tx,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`,
  );
  if (tables.length === 0) return;
  await tx.execute(sql.raw(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`));
}

/** How many drizzle-kit migrations the database has applied (0 before the first). */
export async function appliedMigrations(db: Executor): Promise<number> {
  const [found] = await rows<{ table: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as "table"`,
  );
  if (!found?.table) return 0;
  const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return count?.n ?? 0;
}

/** How many migrations this build ships for PostgreSQL (the drizzle-kit journal). */
export function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Any 64-bit key, the same in every process: the advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 7_361_525_010;

/**
 * Applies the migrations not applied yet. Several processes starting together take turns on an advisory
 * lock, so each migration runs once. When they change a database that holds data, statistics are rebuilt.
 */
export async function migrate(db: PostgresRoot): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const locked = drizzle(client, { schema });
    const before = await appliedMigrations(locked);
    await drizzleMigrate(locked, { migrationsFolder });
    if (before > 0 && (await appliedMigrations(locked)) > before) await analyze(locked);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** Rebuilds the planner's statistics of the whole database. */
export async function analyze(db: Executor): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * Analyses the tables that hold rows but have never been analysed (`reltuples` is -1 until the first
 * ANALYZE or VACUUM; autovacuum keeps analysed ones fresh): the counterpart of SQLite's `PRAGMA optimize`,
 * cheap when there is nothing to do.
 */
export async function optimize(db: PostgresRoot): Promise<void> {
  const never = await rows<{ name: string }>(
    db,
    sql`select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = current_schema() and c.reltuples < 0`,
  );
  for (const { name } of never) {
    const [found] = await rows<{ any: boolean }>(db, sql.raw(`select exists (select 1 from ${name}) as "any"`));
    if (found?.any) await db.execute(sql.raw(`analyze ${name}`));
  }
}

/** `select 1` as a named statement: node-postgres prepares it once per pooled connection. */
export async function ping(db: PostgresRoot): Promise<void> {
  await db.$client.query({ name: 'kelaskoding_ping', text: 'select 1' });
}

/** Ends the pool once its connections are idle. */
export async function close(db: PostgresRoot): Promise<void> {
  await db.$client.end();
}

/** Whether the database answers and holds every migration of this build (GET /api/ready's answer). */
export async function readiness(
  db: PostgresRoot,
): Promise<{ reachable: boolean; migrations: { applied: number; expected: number } }> {
  const expected = expectedMigrations();
  try {
    return { reachable: true, migrations: { applied: await appliedMigrations(db), expected } };
  } catch {
    return { reachable: false, migrations: { applied: 0, expected } };
  }
}

/**
 * The key of per-connection caches (`perDatabase`): the root for the pool; for a handle on one pooled connection (a
 * transaction's, or `pipeline()`'s) the connection's own handle, the same for every transaction on it. A statement
 * Drizzle prepares on such a handle runs on that connection (the pool hands the same client object out again and
 * again), so every later transaction on it reuses the statement set built for it, instead of building every
 * statement again (as SQLite's transactions reuse the one connection's).
 */
export function connection(db: PostgresDb): PostgresDb {
  const client = clientOf(db);
  if (client instanceof pg.Pool) return db;
  return handleOf(client) as unknown as PostgresDb;
}

/** This module as the shared dialect shape (checked by the compiler). */
export const postgresDialect = {
  open: (url: string) => open(url),
  migrate,
  transaction: (db, fn) => transaction(db, fn),
  lockingTransaction: (db, fn) => transaction(db, fn, { isolationLevel: 'read committed' }),
  lockedTransaction,
  lockRow: (tx, table, id) => lockRow(tx as Executor, table, id),
  lockKey: async (tx, key) => {
    await (tx as Executor).execute(sql`select pg_advisory_xact_lock(${key})`);
  },
  // A statement prepared on the pool would run outside a transaction: a `tx` keeps its connection's own.
  connection,
  pipeline,
  emptyAll,
  rows,
  run,
  appliedMigrations,
  expectedMigrations,
  analyze,
  optimize,
  // A statement is a round trip: its result is the promise drizzle returns.
  settle: (pending) => pending as Promise<never>,
  ping,
  close,
} satisfies Dialect<PostgresDb, PostgresRoot>;
