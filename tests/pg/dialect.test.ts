/**
 * The PostgreSQL dialect's transactions on a real server: a commit is seen, a throw rolls back, a nested
 * call is a savepoint, and concurrent read-then-write transactions lose no update: SERIALIZABLE (the
 * default, retried on a serialization failure) and `select … for update` under READ COMMITTED both keep
 * every increment, where plain READ COMMITTED is shown to lose one with the same interleaving. Round trips:
 * a locked transaction's row lock travels with its BEGIN and still queues a second one, a failure right after
 * BEGIN leaves a clean connection, and `pipeline()` runs its statements on one connection.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as postgres from '../../api/db/dialects/postgres';
import { cities, loginThrottles, provinces, users } from '../../api/db/schema-pg';
import { freshDatabase } from './database';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: postgres.PostgresRoot;

beforeAll(async () => {
  database = await freshDatabase();
  db = postgres.open(database.url, { poolSize: 6 });
  await postgres.migrate(db);
});
afterAll(async () => {
  await postgres.close(db);
  await database.drop();
});

describe('transaction', () => {
  beforeEach(async () => {
    await db.delete(provinces);
    await db.delete(loginThrottles);
  });

  it('commits and returns the body’s result', async () => {
    const result = await postgres.transaction(db, async (tx) => {
      await tx.insert(provinces).values({ id: '11', name: 'Aceh' });
      return 'done';
    });
    expect(result).toBe('done');
    expect(await db.select().from(provinces)).toEqual([{ id: '11', name: 'Aceh' }]);
  });

  it('rolls back everything when the body throws', async () => {
    await expect(
      postgres.transaction(db, async (tx) => {
        await tx.insert(provinces).values({ id: '12', name: 'Sumatera Utara' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.select().from(provinces)).toEqual([]);
  });

  it('rolls back a failed nested call alone (a savepoint)', async () => {
    await postgres.transaction(db, async (tx) => {
      await tx.insert(provinces).values({ id: '13', name: 'Sumatera Barat' });
      await expect(
        postgres.transaction(tx, async (inner) => {
          await inner.insert(provinces).values({ id: '14', name: 'Riau' });
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    expect((await db.select().from(provinces)).map((p) => p.id)).toEqual(['13']);
  });

  describe('two concurrent read-then-write transactions', () => {
    const key = 'counter';
    const start = new Date(0);

    /** Both bodies read before either writes (on their first attempt), the interleaving that loses updates. */
    function bothRead() {
      let arrived = 0;
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return async () => {
        arrived += 1;
        if (arrived === 2) release();
        await gate;
      };
    }

    async function increment(
      tx: postgres.PostgresDb,
      arrive: () => Promise<void>,
      options: { lock?: boolean } = {},
    ): Promise<void> {
      const base = tx
        .select({ failures: loginThrottles.failures })
        .from(loginThrottles)
        .where(eq(loginThrottles.key, key));
      const [row] = options.lock ? await base.for('update') : await base;
      await arrive();
      await tx
        .update(loginThrottles)
        .set({ failures: (row?.failures ?? 0) + 1 })
        .where(eq(loginThrottles.key, key));
    }

    async function counter(): Promise<number> {
      const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
      return row?.failures ?? -1;
    }

    beforeEach(async () => {
      await db.insert(loginThrottles).values({ key, failures: 0, windowStartedAt: start });
    });

    it('lose no update under SERIALIZABLE (the default): the loser is retried', async () => {
      const arrive = bothRead();
      await Promise.all([
        postgres.transaction(db, (tx) => increment(tx, arrive)),
        postgres.transaction(db, (tx) => increment(tx, arrive)),
      ]);
      expect(await counter()).toBe(2);
    });

    it('lose no update under READ COMMITTED with select … for update', async () => {
      const noGate = async () => {
        await db.execute(sql`select pg_sleep(0.05)`);
      };
      await Promise.all([
        postgres.transaction(db, (tx) => increment(tx, noGate, { lock: true }), { isolationLevel: 'read committed' }),
        postgres.transaction(db, (tx) => increment(tx, noGate, { lock: true }), { isolationLevel: 'read committed' }),
      ]);
      expect(await counter()).toBe(2);
    });

    it('would lose one under plain READ COMMITTED (why the default is SERIALIZABLE)', async () => {
      const arrive = bothRead();
      const readCommitted = { isolationLevel: 'read committed' as const };
      await Promise.all([
        postgres.transaction(db, (tx) => increment(tx, arrive), readCommitted),
        postgres.transaction(db, (tx) => increment(tx, arrive), readCommitted),
      ]);
      expect(await counter()).toBe(1);
    });
  });
});

describe('pool and upkeep', () => {
  it('sizes the pool from DATABASE_POOL_SIZE (default 10) and refuses nonsense', () => {
    expect(postgres.poolSize(undefined)).toBe(10);
    expect(postgres.poolSize('25')).toBe(25);
    expect(() => postgres.poolSize('0')).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => postgres.poolSize('many')).toThrow(/DATABASE_POOL_SIZE/);
    expect(db.$client.options.max).toBe(6);
  });

  it('analyses tables that hold rows but were never analysed, and leaves empty ones', async () => {
    await db.insert(provinces).values({ id: '31', name: 'DKI Jakarta' });
    await db.delete(cities);
    const reltuples = async (table: string) => {
      const [row] = await postgres.rows<{ n: number }>(
        db,
        sql`select reltuples::float8 as n from pg_class where oid = ${table}::regclass`,
      );
      return row?.n;
    };
    expect(await reltuples('provinces')).toBe(-1);
    await postgres.optimize(db);
    expect(await reltuples('provinces')).toBe(1);
    expect(await reltuples('cities')).toBe(-1);
    await postgres.analyze(db);
  });
});

describe('round trips', () => {
  const pid = sql`select pg_backend_pid() as pid`;

  it('takes a locked transaction’s row lock with BEGIN: a second one on the row reads after the first commits', async () => {
    const email = `locked-${Date.now()}@example.test`;
    const [user] = await db
      .insert(users)
      .values({ role: 'student', email, passwordHash: 'x' })
      .returning({ id: users.id });
    const id = user!.id;
    let entered: () => void = () => {};
    const firstHolds = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const first = postgres.lockedTransaction(db, users, id, async (tx) => {
      // Answered after BEGIN and the lock, which travelled before it: the row is held from here.
      await postgres.run(tx, sql`select 1`);
      entered();
      await postgres.run(tx, sql`select pg_sleep(0.2)`);
      await tx
        .update(users)
        .set({ email: `first-${email}` })
        .where(eq(users.id, id));
    });
    await firstHolds;
    // The body starts before its BEGIN is answered, but its statements run after the lock is granted, so the read
    // sees what the first one committed.
    const second = postgres.lockedTransaction(db, users, id, async (tx) => {
      const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
      return row?.email;
    });
    const [, seen] = await Promise.all([first, second]);
    expect(seen).toBe(`first-${email}`);
  });

  it('rolls back when a statement sent with BEGIN fails, so the connection goes back to the pool clean', async () => {
    const single = postgres.open(database.url, { poolSize: 1 });
    try {
      await expect(
        postgres.transaction(
          single,
          async (tx) => {
            // Sent behind BEGIN before its answer: it fails as well, and BEGIN's error is the one reported.
            await postgres.run(tx, sql`select 1`);
            return 'never';
          },
          { isolationLevel: 'read committed', first: 'select 1/0' },
        ),
      ).rejects.toThrow(/division by zero/);
      // The pool's one connection would answer "current transaction is aborted" had it been left in the transaction.
      expect(await postgres.rows<{ ok: number }>(single, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
    } finally {
      await postgres.close(single);
    }
  });

  it('runs the statements of pipeline() on one connection, each answered on its own, and a tx’s on the tx', async () => {
    const results = await postgres.pipeline(db, (conn) =>
      Promise.allSettled([
        postgres.rows<{ pid: number }>(conn as postgres.PostgresRoot, pid),
        postgres.rows(conn as postgres.PostgresRoot, sql`select 1/0`),
        postgres.rows<{ pid: number }>(conn as postgres.PostgresRoot, pid),
      ]),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const [a, , b] = results as PromiseFulfilledResult<{ pid: number }[]>[];
    expect(a!.value[0]!.pid).toBe(b!.value[0]!.pid);

    await postgres.transaction(db, async (tx) => {
      await postgres.pipeline(tx, async (conn) => {
        expect(conn).toBe(tx);
      });
    });
  });
});
