/**
 * A fresh PostgreSQL database per test file on the suite's server (global-setup.ts), dropped afterwards, so
 * files run in parallel without sharing rows. The server's user needs CREATEDB. A test app on a migrated and
 * seeded database is copied from a template database built once per suite run (`createDatabaseFromTemplate`):
 * migrating and seeding took most of each API file's time on PostgreSQL, and a copy is a file copy there.
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

/** Prefix of the suite's template databases; global-setup.ts drops them before and after a run. */
export const TEMPLATE_PREFIX = 'kelaskoding_tpl_';
/** Serialises template builds and copies across the suite's workers (CREATE … TEMPLATE wants the template idle). */
const TEMPLATE_LOCK = 7_316_001;

/**
 * A new database copied from the template `key`, which `build(url)` fills the first time (it must close its
 * connections before it returns). Returns the copy's URL and a function that drops it.
 */
export async function createDatabaseFromTemplate(
  server: string,
  key: string,
  build: (url: string) => Promise<void>,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(server);
  const urlOf = (name: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const template = `${TEMPLATE_PREFIX}${key}`;
  const name = `kelaskoding_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_b${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      await build(urlOf(building));
      await renameWhenIdle(admin, building, template);
    }
    // FILE_COPY copies the files after a checkpoint; PostgreSQL 15's default (WAL_LOG) writes the whole copy
    // into the WAL, which took ten times as long for the seeded template (10 MB).
    await admin.query(`create database ${name} template ${template} strategy file_copy`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return {
    url: urlOf(name),
    drop: async () => {
      const again = new pg.Client({ connectionString: base.toString() });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** Renames a database once the server has let go of the connections that built it (it may take a moment). */
async function renameWhenIdle(admin: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`alter database ${from} rename to ${to}`);
      return;
    } catch (error) {
      // 55006: the database is still being accessed.
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Drops the suite's template databases (left by this run or by one that crashed). */
export async function dropTemplates(server: string): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${TEMPLATE_PREFIX}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
