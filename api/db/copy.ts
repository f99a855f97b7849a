/**
 * Moving up from SQLite to PostgreSQL (`npm run db:copy`): copies every table of a SQLite database
 * into a PostgreSQL one migrated to this build, in foreign-key order and in batches, inside one
 * transaction (a failure leaves the target as it was). Rows go through both Drizzle schemas, so every
 * value arrives as the same JavaScript value (times, flags, JSON). Then each identity sequence is moved
 * past the highest id, and the row counts of every table are compared before the commit.
 *
 * SQLite's full-text table `student_search` is not copied: on PostgreSQL trigram indexes over the
 * copied names and addresses stand in for it (schema-pg.ts). Nor is `outline_version`: the target's own triggers
 * write it as the content arrives (migration 0006).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { asc, getTableName, gt, is, sql } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { PgTable, getTableConfig as pgConfig } from 'drizzle-orm/pg-core';
import { SQLiteTable, getTableConfig as sqliteConfig } from 'drizzle-orm/sqlite-core';
import * as postgres from './dialects/postgres';
import * as pgSchema from './schema-pg';
import * as sqliteSchema from './schema-sqlite';

export type CopyCount = { table: string; rows: number };

/** Tables the target's triggers write themselves: copying their rows would collide with what the triggers wrote. */
const WRITTEN_BY_TRIGGERS = new Set(['outline_version']);

const pgTables = (Object.values(pgSchema).filter((v) => is(v, PgTable)) as PgTable[]).filter(
  (t) => !WRITTEN_BY_TRIGGERS.has(getTableName(t)),
);
const sqliteByName = new Map(
  (Object.values(sqliteSchema).filter((v) => is(v, SQLiteTable)) as SQLiteTable[]).map((t) => [getTableName(t), t]),
);

/** The tables with every table a foreign key points at before the tables pointing at it. */
export function foreignKeyOrder(): PgTable[] {
  const byName = new Map(pgTables.map((t) => [getTableName(t), t]));
  const done = new Set<string>();
  const order: PgTable[] = [];
  const visit = (table: PgTable, path: string[]) => {
    const name = getTableName(table);
    if (done.has(name)) return;
    if (path.includes(name)) throw new Error(`foreign-key cycle: ${[...path, name].join(' → ')}`);
    for (const fk of pgConfig(table).foreignKeys) {
      const target = getTableName(fk.reference().foreignTable);
      if (target !== name) visit(byName.get(target) as PgTable, [...path, name]);
    }
    done.add(name);
    order.push(table);
  };
  for (const table of [...pgTables].sort((a, b) => (getTableName(a) < getTableName(b) ? -1 : 1))) visit(table, []);
  return order;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Opens the SQLite file read-only and checks that it is at this build's last migration. */
function openSource(path: string) {
  const client = new Database(path, { readonly: true, fileMustExist: true });
  const journal = JSON.parse(
    readFileSync(resolve(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const hasTable = client
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  const applied = hasTable
    ? (client.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n
    : 0;
  if (applied !== journal.entries.length) {
    client.close();
    throw new Error(
      `${path} has ${applied} of this build's ${journal.entries.length} SQLite migrations: run \`npm run db:migrate\` on it first (or start the app once).`,
    );
  }
  return { client, db: drizzleSqlite(client, { schema: sqliteSchema }) };
}

/**
 * Copies `from` (a SQLite file) into `to` (a postgres:// URL), migrating the target first. Refuses a
 * target that holds any row unless `replace` (which empties every table first).
 */
export async function copyDatabase(options: {
  from: string;
  to: string;
  replace?: boolean;
  batchRows?: number;
}): Promise<CopyCount[]> {
  const source = openSource(options.from);
  const target = postgres.open(options.to, { poolSize: 2 });
  try {
    await postgres.migrate(target);
    const order = foreignKeyOrder();
    return await postgres.transaction(
      target,
      async (tx) => {
        const filled: string[] = [];
        for (const table of order) {
          const [row] = await postgres.rows<{ any: boolean }>(
            tx,
            sql.raw(`select exists (select 1 from ${quote(getTableName(table))}) as "any"`),
          );
          if (row?.any) filled.push(getTableName(table));
        }
        if (filled.length > 0) {
          if (!options.replace) {
            throw new Error(
              `the target already holds data (${filled.join(', ')}): copy into an empty database, or add --replace to DELETE it first`,
            );
          }
          const all = order.map((t) => quote(getTableName(t))).join(', ');
          await tx.execute(sql.raw(`truncate table ${all} restart identity cascade`));
        }

        const counts: CopyCount[] = [];
        for (const table of order) {
          const name = getTableName(table);
          const from = sqliteByName.get(name) as SQLiteTable;
          const config = sqliteConfig(from);
          const key = config.columns.find((c) => c.primary);
          if (!key) throw new Error(`${name} has no single-column primary key to read it in batches by`);
          // PostgreSQL takes at most 65,535 parameters per statement.
          const batch = options.batchRows ?? Math.max(1, Math.floor(60_000 / config.columns.length));
          let last: unknown;
          let copied = 0;
          for (;;) {
            const query = source.db.select().from(from);
            const rows = (last === undefined ? query.orderBy(asc(key)) : query.where(gt(key, last)).orderBy(asc(key)))
              .limit(batch)
              .all() as Record<string, unknown>[];
            if (rows.length === 0) break;
            await tx.insert(table).values(rows as never);
            copied += rows.length;
            const keyProperty = Object.entries(from).find(([, column]) => column === key)?.[0] as string;
            last = rows.at(-1)?.[keyProperty];
            if (rows.length < batch) break;
          }
          const identity = pgConfig(table).columns.find((c) => c.generatedIdentity);
          if (identity) {
            await tx.execute(
              sql.raw(
                `select setval(pg_get_serial_sequence('${quote(name)}', '${identity.name}'), coalesce((select max(${quote(identity.name)}) from ${quote(name)}), 0) + 1, false)`,
              ),
            );
          }
          const expected = (source.client.prepare(`select count(*) as n from ${quote(name)}`).get() as { n: number }).n;
          const [got] = await postgres.rows<{ n: number }>(
            tx,
            sql.raw(`select count(*)::int as n from ${quote(name)}`),
          );
          if (got?.n !== expected || copied !== expected) {
            throw new Error(`${name}: ${expected} rows in SQLite, ${copied} read, ${got?.n} in PostgreSQL`);
          }
          counts.push({ table: name, rows: expected });
        }
        return counts;
      },
      // One writer on a database nobody else uses: no serialization retries wanted.
      { isolationLevel: 'read committed' },
    );
  } finally {
    source.client.close();
    await postgres.close(target);
  }
}
