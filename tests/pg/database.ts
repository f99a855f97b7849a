/**
 * A fresh, empty PostgreSQL database per test file on the suite's server (global-setup.ts), dropped
 * afterwards, so files run in parallel without sharing rows. The server's user needs CREATEDB.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** The suite's server URL (TEST_DATABASE_URL or the throw-away cluster). */
export function serverUrl(): string {
  return inject('databaseUrl');
}

/** Creates an empty database on the suite's server and returns its URL and a function that drops it. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return await createDatabase(serverUrl());
}

/** Creates an empty database on the server of `server` (a postgres:// URL) and returns its URL and a dropper. */
export async function createDatabase(server: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(server);
  const name = `kelaskoding_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: base.toString() });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
