/** The engine chosen by DATABASE_URL, and the one transaction style (SQLite: IMMEDIATE). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDb, migrateDb, openDb, transaction } from './client';
import { parseDatabaseUrl } from './engine';

describe('parseDatabaseUrl', () => {
  it('takes a path, a file: URL or :memory: for SQLite and postgres:// for PostgreSQL', () => {
    expect(parseDatabaseUrl('data/k.db')).toEqual({ engine: 'sqlite', path: resolve('data/k.db') });
    expect(parseDatabaseUrl('file:data/k.db')).toEqual({ engine: 'sqlite', path: resolve('data/k.db') });
    expect(parseDatabaseUrl(':memory:')).toEqual({ engine: 'sqlite', path: ':memory:' });
    for (const url of ['postgres://u:p@db:5432/kk', 'postgresql://db/kk']) {
      expect(parseDatabaseUrl(url)).toEqual({ engine: 'postgres', url });
    }
  });

  it('refuses another scheme instead of making a file of that name', () => {
    expect(() => parseDatabaseUrl('mysql://db/kk')).toThrow('DATABASE_URL: unknown scheme in "mysql://…"');
  });

  it('refuses, in one clear line, an engine other than the one whose tables this process loaded', () => {
    expect(() => openDb('postgres://db/kk')).toThrow(
      /^DATABASE_URL names postgres, but this process loaded the sqlite tables/,
    );
  });
});

describe('transaction (SQLite)', () => {
  it('takes the write lock at BEGIN, so another process waits instead of racing a read-then-write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-tx-'));
    const a = openDb(join(dir, 'tx.db'));
    const b = openDb(join(dir, 'tx.db'));
    try {
      await migrateDb(a);
      b.$client.pragma('busy_timeout = 0');
      const write = () => b.$client.prepare("insert into app_settings (key, value) values ('k', 'v')").run();
      // Inside the transaction nothing has been written yet; the other connection is already locked out.
      await expect(transaction(a, async () => write())).rejects.toThrow(/database is locked/);
      expect(write().changes).toBe(1);
    } finally {
      await closeDb(a);
      await closeDb(b);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
