/**
 * The PostgreSQL migrations (api/db/migrations-pg) on a real, empty server database: they apply, the
 * readiness answer then counts them all, a second run changes nothing, several processes starting at
 * once apply each migration once, and the tables they make are the ones schema-pg.ts describes.
 */
import { createServer } from 'node:net';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as postgres from '../../api/db/dialects/postgres';
import * as schema from '../../api/db/schema-pg';
import { freshDatabase } from './database';

const tables = Object.values(schema).filter((v) => is(v, PgTable)) as PgTable[];

describe('PostgreSQL migrations', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: postgres.PostgresRoot;
  beforeAll(async () => {
    database = await freshDatabase();
    db = postgres.open(database.url, { poolSize: 3 });
  });
  afterAll(async () => {
    await postgres.close(db);
    await database.drop();
  });

  it('apply on an empty database, and readiness then reports every one applied', async () => {
    const expected = postgres.expectedMigrations();
    expect(expected).toBeGreaterThanOrEqual(2);
    expect(await postgres.readiness(db)).toEqual({ reachable: true, migrations: { applied: 0, expected } });

    // Three processes starting together: the advisory lock lets one migrate, the others find it done.
    const others = [postgres.open(database.url, { poolSize: 1 }), postgres.open(database.url, { poolSize: 1 })];
    await Promise.all([postgres.migrate(db), ...others.map((o) => postgres.migrate(o))]);
    await Promise.all(others.map((o) => postgres.close(o)));

    expect(await postgres.readiness(db)).toEqual({ reachable: true, migrations: { applied: expected, expected } });
    await postgres.migrate(db);
    expect(await postgres.appliedMigrations(db)).toBe(expected);
    await postgres.ping(db);
  });

  it('make exactly the tables, columns and indexes of schema-pg.ts', async () => {
    const columns = await postgres.rows<{ table: string; column: string; nullable: string; type: string }>(
      db,
      pgSql(`select table_name as "table", column_name as "column", is_nullable as nullable, data_type as type
             from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`),
    );
    const want = tables
      .map((t) => getTableConfig(t))
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .flatMap((c) =>
        c.columns.map((col) => ({
          table: c.name,
          column: col.name,
          nullable: col.notNull ? 'NO' : 'YES',
          type: col.getSQLType(),
        })),
      );
    expect(columns).toEqual(want);

    const indexes = await postgres.rows<{ name: string }>(
      db,
      pgSql(`select indexname as name from pg_indexes where schemaname = 'public' and indexname not like '%_pkey'`),
    );
    const wantIndexes = tables.flatMap((t) => getTableConfig(t).indexes.map((i) => i.config.name));
    expect(indexes.map((i) => i.name).sort()).toEqual(wantIndexes.sort());
    const [trgm] = await postgres.rows<{ n: number }>(
      db,
      pgSql(`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`),
    );
    expect(trgm?.n).toBe(1);
  });

  it('reports an unreachable server as not ready instead of throwing', async () => {
    const url = new URL(database.url);
    url.port = String(await freeClosedPort());
    const down = postgres.open(url.toString(), { poolSize: 1 });
    const ready = await postgres.readiness(down);
    await postgres.close(down);
    expect(ready).toEqual({ reachable: false, migrations: { applied: 0, expected: postgres.expectedMigrations() } });
  });
});

function pgSql(text: string) {
  return sql.raw(text);
}

/** A port nothing listens on (asked from the system, then closed). */
function freeClosedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
