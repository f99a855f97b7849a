/**
 * The one transaction style (client.ts `transaction`) on SQLite, where the dialect runs BEGIN IMMEDIATE /
 * COMMIT / ROLLBACK around an awaited body: commit, rollback on a throw, nesting as savepoints, two
 * concurrent read-then-write bodies without a lost update, and the rule that a body awaits nothing but the
 * database (a body that awaits real I/O is rolled back and rejected as a programming error).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, type Db, migrateDb, openDb, transaction } from './client';
import { TransactionAwaitError } from './dialects/sqlite';
import { appSettings } from './schema';

let dir: string;
let db: Db;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kelaskoding-tx-'));
  db = openDb(join(dir, 'tx.db'));
  await migrateDb(db);
});

afterEach(async () => {
  await closeDb(db);
  rmSync(dir, { recursive: true, force: true });
});

const read = async (d: Db, key: string) =>
  (await d.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).limit(1))[0]?.value;
const write = (d: Db, key: string, value: string) =>
  d.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });

describe('transaction (SQLite, async body)', () => {
  it('commits what the body wrote and returns its result', async () => {
    const result = await transaction(db, async (tx) => {
      await write(tx, 'a', '1');
      await write(tx, 'b', '2');
      return 'done';
    });
    expect(result).toBe('done');
    expect(await read(db, 'a')).toBe('1');
    expect(await read(db, 'b')).toBe('2');
    expect(db.$client.inTransaction).toBe(false);
  });

  it('rolls everything back when the body throws, and rethrows the error', async () => {
    await write(db, 'a', 'before');
    await expect(
      transaction(db, async (tx) => {
        await write(tx, 'a', 'inside');
        await write(tx, 'b', 'inside');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await read(db, 'a')).toBe('before');
    expect(await read(db, 'b')).toBeUndefined();
    expect(db.$client.inTransaction).toBe(false);
  });

  it('runs a nested call as a savepoint: its failure undoes only its own writes', async () => {
    await transaction(db, async (tx) => {
      await write(tx, 'outer', '1');
      await expect(
        transaction(tx, async (inner) => {
          await write(inner, 'inner', '1');
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await transaction(tx, async (inner) => {
        await write(inner, 'kept', '1');
      });
    });
    expect(await read(db, 'outer')).toBe('1');
    expect(await read(db, 'inner')).toBeUndefined();
    expect(await read(db, 'kept')).toBe('1');
  });

  it('loses no update when two requests read then write the same row at once', async () => {
    await write(db, 'counter', '0');
    const increment = () =>
      transaction(db, async (tx) => {
        const n = Number(await read(tx, 'counter'));
        await write(tx, 'counter', String(n + 1));
      });
    // Both start in the same tick, as two requests' handlers can: the second waits for the first.
    await Promise.all([increment(), increment(), increment()]);
    expect(await read(db, 'counter')).toBe('3');
  });

  it('rolls back and rejects a body that awaits something other than the database', async () => {
    await expect(
      transaction(db, async (tx) => {
        await write(tx, 'a', 'inside');
        await new Promise((resolve) => setTimeout(resolve, 5)); // real I/O: a worker, argon2, fetch…
        return 'unreachable';
      }),
    ).rejects.toBeInstanceOf(TransactionAwaitError);
    expect(await read(db, 'a')).toBeUndefined();
    expect(db.$client.inTransaction).toBe(false);
    // The connection is free again for the next transaction.
    await transaction(db, async (tx) => write(tx, 'a', 'after'));
    expect(await read(db, 'a')).toBe('after');
  });
});
