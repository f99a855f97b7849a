/**
 * Holds the PostgreSQL schema (schema-pg.ts) equal to the SQLite one (schema.ts, the source of truth):
 * the same tables; columns with the same names, nullability, defaults and primary keys, their types
 * related by the small table below; the same indexes (names, columns, unique, where) and foreign keys.
 * Objects SQLite has only in migrations (the FTS5 table `student_search`) must have their listed
 * PostgreSQL equivalent. A change to one schema without the other fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { getTableName, is, SQL, type Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { type AnyPgColumn, PgDialect, PgTable, getTableConfig as pgConfig } from 'drizzle-orm/pg-core';
import { SQLiteSyncDialect, SQLiteTable, getTableConfig as sqliteConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as served from './schema';
import * as pgSchema from './schema-pg';
import * as sqliteSchema from './schema-sqlite';

/** SQLite column kind → the PostgreSQL column kind that carries the same JavaScript value. */
const TYPE_MAP: Record<string, string> = {
  integer: 'integer',
  'integer timestamp_ms': 'bigint epoch-ms', // Date ↔ epoch milliseconds on both
  'integer boolean': 'boolean',
  text: 'text',
  'text json': 'json',
  real: 'double precision',
};
/** Plain SQLite integers that hold epoch milliseconds: wider than a 4-byte integer on PostgreSQL. */
const WIDENED: Record<string, string> = {
  'job_leases.expires_at': 'bigint number',
  // A random token up to 2^53: SQLite's integers are 8 bytes already.
  'outline_version.token': 'bigint number',
};

/** SQL defaults and index expressions: SQLite's text → PostgreSQL's. */
const SQL_MAP: Record<string, string> = {
  '(unixepoch() * 1000)': '((extract(epoch from now()) * 1000)::bigint)',
  "'{}'": "'{}'",
  "'[]'": "'[]'",
  'full_name collate nocase': 'lower(full_name)',
};

/** SQLite objects made by migrations alone, and the PostgreSQL index(es) standing in for them. */
const MIGRATION_ONLY = {
  /**
   * Triggers both engines' migrations create under the same names: the mentor dashboard's stored keys on
   * student_details follow progresses and progress_materials (SQLite 0012, PostgreSQL 0003).
   */
  triggers: [
    'progresses_dashboard_insert',
    'progresses_dashboard_update',
    'progress_materials_position_insert',
    'progress_materials_position_update',
    'progress_materials_position_delete',
    'student_details_dashboard_insert',
  ],
  /**
   * The outline token's triggers: on SQLite one per table and event (0015), on PostgreSQL one statement-level
   * trigger per table for every event (0006). SQLite's name → PostgreSQL's.
   */
  outlineTriggers: Object.fromEntries(
    ['courses', 'chapters', 'topics', 'materials'].flatMap((table) =>
      ['insert', 'update', 'delete'].map((event) => [`${table}_outline_${event}`, `${table}_outline_change`]),
    ),
  ) as Record<string, string>,
  sqliteTable: 'student_search',
  sqliteColumns: ['full_name', 'email'],
  pgIndexes: [
    // The name's key folds diacritics (FTS5's remove_diacritics; migrations-pg 0002 makes unaccented()).
    {
      table: 'student_details',
      name: 'student_details_name_trgm_idx',
      column: 'full_name',
      key: 'unaccented("student_details"."full_name") gin_trgm_ops',
    },
    { table: 'users', name: 'users_email_trgm_idx', column: 'email', key: '"email" gin_trgm_ops' },
  ],
};

const sqliteDialect = new SQLiteSyncDialect();
const pgDialect = new PgDialect();

function sqliteKind(column: { columnType: string; getSQLType(): string }): string {
  const mode = (column as { mode?: string }).mode;
  if (column.columnType === 'SQLiteTimestamp') return `integer ${mode}`;
  if (column.columnType === 'SQLiteBoolean') return 'integer boolean';
  if (column.columnType === 'SQLiteTextJson') return 'text json';
  return column.getSQLType();
}

function pgKind(column: AnyPgColumn): string {
  if (column.columnType === 'PgCustomColumn' && column.getSQLType() === 'bigint') return 'bigint epoch-ms';
  if (column.columnType === 'PgBigInt53') return 'bigint number';
  return column.getSQLType();
}

function sqliteDefault(value: unknown): unknown {
  if (!is(value, SQL)) return value;
  const text = sqliteDialect.sqlToQuery(value).sql;
  if (!(text in SQL_MAP)) throw new Error(`no PostgreSQL spelling listed for the SQLite default ${text}`);
  return SQL_MAP[text];
}

function pgDefault(value: unknown): unknown {
  return is(value, SQL) ? pgDialect.sqlToQuery(value).sql : value;
}

const sqliteTables = Object.values(sqliteSchema).filter((v) => is(v, SQLiteTable)) as SQLiteTable[];
const pgTables = Object.values(pgSchema).filter((v) => is(v, PgTable)) as PgTable[];
const pgByName = new Map(pgTables.map((t) => [getTableName(t), t]));
const pgOnlyIndexes = new Set(MIGRATION_ONLY.pgIndexes.map((i) => i.name));

describe('schema.ts, the tables services query', () => {
  it('offers every table under its name, for the engine this process serves (SQLite here)', () => {
    expect(served.tablesEngine).toBe('sqlite');
    const names = Object.keys(sqliteSchema).filter((key) =>
      is((sqliteSchema as Record<string, unknown>)[key], SQLiteTable),
    );
    for (const name of names)
      expect((served as Record<string, unknown>)[name], name).toBe((sqliteSchema as Record<string, unknown>)[name]);
    expect(
      Object.keys(served)
        .filter((key) => key !== 'tablesEngine')
        .sort(),
    ).toEqual(names.sort());
  });
});

describe('the PostgreSQL schema', () => {
  it('has the same tables as the SQLite schema', () => {
    expect(pgTables.map(getTableName).sort()).toEqual(sqliteTables.map(getTableName).sort());
    expect(sqliteTables.length).toBeGreaterThan(30);
  });

  for (const table of sqliteTables) {
    const s = sqliteConfig(table);
    describe(s.name, () => {
      const p = pgConfig(pgByName.get(s.name) as PgTable);

      it('has the same columns, nullability, defaults, primary keys and mapped types', () => {
        const shape = (c: { name: string; notNull: boolean; primary: boolean }) => [c.name, c.notNull, c.primary];
        expect(p.columns.map(shape)).toEqual(s.columns.map(shape));
        for (const [i, column] of s.columns.entries()) {
          const pg = p.columns[i] as AnyPgColumn;
          const where = `${s.name}.${column.name}`;
          expect(pgKind(pg), where).toBe(WIDENED[where] ?? TYPE_MAP[sqliteKind(column)]);
          expect(pgDefault(pg.default), where).toEqual(sqliteDefault(column.default));
          const autoIncrement = (column as { autoIncrement?: boolean }).autoIncrement ?? false;
          expect(pg.generatedIdentity?.type === 'byDefault', `${where} identity`).toBe(autoIncrement);
        }
        expect(p.primaryKeys.length + s.primaryKeys.length).toBe(0);
        expect(p.uniqueConstraints.length + s.uniqueConstraints.length).toBe(0);
      });

      it('has the same indexes', () => {
        const sqliteColumn = (c: unknown) => {
          if (!is(c, SQL)) return (c as { name: string }).name;
          return SQL_MAP[sqliteDialect.sqlToQuery(c).sql] ?? sqliteDialect.sqlToQuery(c).sql;
        };
        const pgColumn = (c: unknown) => (is(c, SQL) ? pgDialect.sqlToQuery(c).sql : (c as { name: string }).name);
        const sqliteIndexes = s.indexes.map(({ config: c }) => ({
          name: c.name,
          columns: c.columns.map(sqliteColumn),
          unique: c.unique,
          where: c.where ? sqliteDialect.sqlToQuery(c.where).sql : undefined,
        }));
        const pgIndexes = p.indexes
          .filter(({ config: c }) => !pgOnlyIndexes.has(c.name as string))
          .map(({ config: c }) => ({
            name: c.name,
            columns: c.columns.map(pgColumn),
            unique: c.unique,
            where: c.where ? pgDialect.sqlToQuery(c.where).sql : undefined,
          }));
        expect(pgIndexes).toEqual(sqliteIndexes);
      });

      it('has the same foreign keys', () => {
        const shape = (fk: {
          getName(): string;
          onDelete?: string;
          onUpdate?: string;
          reference(): { columns: { name: string }[]; foreignColumns: { name: string }[]; foreignTable: Table };
        }) => {
          const ref = fk.reference();
          return {
            name: fk.getName(),
            columns: ref.columns.map((c) => c.name),
            to: getTableName(ref.foreignTable),
            foreignColumns: ref.foreignColumns.map((c) => c.name),
            onDelete: fk.onDelete ?? 'no action',
            onUpdate: fk.onUpdate ?? 'no action',
          };
        };
        expect(p.foreignKeys.map(shape)).toEqual(s.foreignKeys.map(shape));
      });
    });
  }

  it('stands in for the SQLite-only full-text table with trigram indexes on the same columns', () => {
    const client = new Database(':memory:');
    migrate(drizzle(client), { migrationsFolder: resolve(import.meta.dirname, 'migrations') });
    const known = new Set(
      sqliteTables.flatMap((t) => {
        const c = sqliteConfig(t);
        return [c.name, ...c.indexes.map((i) => i.config.name)];
      }),
    );
    const extra = (
      client.prepare("select type, name, tbl_name as tbl from sqlite_master where name not like 'sqlite_%'").all() as {
        type: string;
        name: string;
        tbl: string;
      }[]
    ).filter((o) => !known.has(o.name) && o.name !== '__drizzle_migrations');
    // Every migration-only object is the full-text table, its FTS5 shadow tables, a trigger feeding it, an outline
    // token trigger or one of the dashboard's triggers, which the PostgreSQL migrations create too.
    const pgMigrations = readdirSync(resolve(import.meta.dirname, 'migrations-pg'))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(resolve(import.meta.dirname, 'migrations-pg', f), 'utf8'))
      .join('\n');
    const triggers = extra.filter((o) => MIGRATION_ONLY.triggers.includes(o.name));
    expect(triggers.map((o) => o.type)).toEqual(MIGRATION_ONLY.triggers.map(() => 'trigger'));
    for (const name of MIGRATION_ONLY.triggers) expect(pgMigrations).toContain(`CREATE TRIGGER ${name} `);
    const outline = Object.entries(MIGRATION_ONLY.outlineTriggers);
    expect(extra.filter((o) => o.name in MIGRATION_ONLY.outlineTriggers && o.type === 'trigger')).toHaveLength(
      outline.length,
    );
    for (const [, pgName] of outline) expect(pgMigrations).toContain(`CREATE TRIGGER ${pgName} `);
    const others = extra.filter(
      (x) => !MIGRATION_ONLY.triggers.includes(x.name) && !(x.name in MIGRATION_ONLY.outlineTriggers),
    );
    for (const o of others) {
      const fed = o.type === 'trigger' && o.name.startsWith(`${MIGRATION_ONLY.sqliteTable}_`);
      expect(o.name.startsWith(MIGRATION_ONLY.sqliteTable) || fed, `${o.type} ${o.name}`).toBe(true);
    }
    const columns = (
      client.prepare(`pragma table_info(${MIGRATION_ONLY.sqliteTable})`).all() as { name: string }[]
    ).map((c) => c.name);
    client.close();
    expect(columns).toEqual(MIGRATION_ONLY.sqliteColumns);
    expect(MIGRATION_ONLY.pgIndexes.map((i) => i.column)).toEqual(MIGRATION_ONLY.sqliteColumns);

    for (const want of MIGRATION_ONLY.pgIndexes) {
      const index = pgConfig(pgByName.get(want.table) as PgTable).indexes.find((i) => i.config.name === want.name);
      const column = index?.config.columns[0];
      const key = is(column, SQL)
        ? pgDialect.sqlToQuery(column).sql
        : `"${(column as { name: string }).name}" ${(column as { indexConfig?: { opClass?: string } }).indexConfig?.opClass}`;
      expect({ method: index?.config.method, columns: index?.config.columns.length, key }).toEqual({
        method: 'gin',
        columns: 1,
        key: want.key,
      });
      expect(key).toContain(`"${want.column}"`);
    }
  });

  it('reads and writes epoch-millisecond times as the same Date values as SQLite', () => {
    const when = new Date(1_764_115_200_123);
    const column = pgConfig(pgSchema.sessions).columns.find((c) => c.name === 'expires_at') as AnyPgColumn;
    expect(column.mapToDriverValue(when)).toBe(when.getTime());
    expect(column.mapFromDriverValue(String(when.getTime()))).toEqual(when);
    const sqliteColumn = sqliteConfig(sqliteSchema.sessions).columns.find((c) => c.name === 'expires_at');
    expect(sqliteColumn?.mapToDriverValue(when)).toBe(when.getTime());
  });
});
