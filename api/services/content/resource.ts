/**
 * The generic admin resource engine: list (search, paging, order, trash, filters), get, create, update,
 * soft delete, restore and re-order for any `ResourceDef`. List queries are built once per shape
 * (trash, search on/off, order, filters, language) and kept as prepared statements per database.
 *
 * Ordered records are numbered 1..n among their active siblings; trashed ones are numbered 1..m in
 * sequence among the trashed siblings; a restored record goes back at the end of the active ones.
 */
import { and, asc, Column, count, desc, eq, getTableName, is, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields, SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { adminMessage } from '../../contracts/admin-messages';
import { message } from '../../contracts/common-messages';
import { type Db, run, transaction } from '../../db/client';
import { asNumber, inJsonList, likeText, liveKey, orderKey, unindexed } from '../../db/fragments';
import { perDatabaseShapes } from '../../db/per-database';
import type { LocalizedText } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { likePattern } from '../like-pattern';
import type { Expr, ListParams, ListResult, PageSource, ResourceContext, ResourceDef } from './resource-types';
import { sanitizeLocalizedRichText } from './rich-text';
import { type SearchMode, searchIndexIds, searchModeOf, searchValueOf } from './search-index';

export type { ListParams, ListResult, ResourceContext, ResourceDef } from './resource-types';

/** Declares a resource; the identity function, there for type inference. */
export function defineResource<Row, Create, Update>(
  def: ResourceDef<Row, Create, Update>,
): ResourceDef<Row, Create, Update> {
  return def;
}

const idOf = (def: AnyDef): SQLiteColumn => def.idColumn ?? def.table.id;

const resolve = (expr: Expr, locale: Locale): SQLiteColumn | SQL => (typeof expr === 'function' ? expr(locale) : expr);

export { likePattern } from '../like-pattern';

/** A Drizzle prepared query (`.prepare()` with `sql.placeholder`), run with `await execute(values)`. */
type Prepared = { execute: (params: Record<string, unknown>) => PromiseLike<unknown> };
const statements = perDatabaseShapes<string, Prepared>();

/**
 * The statement `key` of this connection (per-database.ts), built by `build` on the connection's handle the first
 * time: the list shapes are many, so keyed, and the key names everything the build reads.
 */
function prepared(db: Db, key: string, build: (db: Db) => unknown): Prepared {
  return statements(db, key, (connection) => build(connection) as Prepared);
}

/** The first row a prepared statement returns, or undefined. */
async function firstOf<T>(stmt: Prepared, values: Record<string, unknown>): Promise<T | undefined> {
  return ((await stmt.execute(values)) as T[])[0];
}

/** Every row a prepared statement returns. */
async function allOf<T>(stmt: Prepared, values: Record<string, unknown>): Promise<T[]> {
  return (await stmt.execute(values)) as T[];
}

// biome-ignore lint/suspicious/noExplicitAny: engine works over every resource's row, create and update types
type AnyDef = ResourceDef<any, any, any>;

/** Filters of `params` the resource declares, with integer values for column filters and `1` for flags. */
function activeFilters(def: AnyDef, params: ListParams): { name: string; value: number | null }[] {
  const out: { name: string; value: number | null }[] = [];
  for (const [name, filter] of Object.entries(def.filters ?? {})) {
    const raw = params.filters[name];
    if (raw === undefined || raw === '') continue;
    if ('flag' in filter) {
      if (raw === '1' || raw === 'true') out.push({ name, value: null });
      continue;
    }
    const value = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value)) throw new AppError('validation', 'validation', { [name]: 'invalidValue' });
    out.push({ name, value });
  }
  return out;
}

function conditions(
  def: AnyDef,
  trash: boolean,
  filters: { name: string }[],
  search: SearchMode | null,
  locale: Locale,
) {
  const conds: SQL[] = [];
  if (def.scope) conds.push(def.scope);
  conds.push(trash ? isNotNull(def.table.deletedAt) : isNull(def.table.deletedAt));
  for (const f of filters) {
    const filter = def.filters?.[f.name];
    if (!filter) continue;
    conds.push('flag' in filter ? filter.flag : eq(filter.column, sql.placeholder(`f_${f.name}`)));
  }
  if (search) {
    const any = searchCondition(def, search, locale);
    if (any) conds.push(any);
  }
  return and(...conds);
}

/** The search over `searchColumns` (bound `:search`, a LIKE pattern) and the resource's `searchIndex` (`:match`). */
function searchCondition(def: AnyDef, mode: SearchMode, locale: Locale): SQL | undefined {
  const pattern = sql.placeholder('search');
  const indexed = def.searchIndex
    ? [sql`${idOf(def)} in (${searchIndexIds(def.searchIndex, mode, sql`${sql.placeholder('match')}`)})`]
    : [];
  return or(...def.searchColumns.map((c) => likeText(resolve(c, locale), pattern)), ...indexed);
}

const searchable = (def: AnyDef): boolean => def.searchColumns.length > 0 || def.searchIndex !== undefined;

function selectFrom(db: Db, def: AnyDef, fields: SelectedFields, withJoin = true) {
  const q = db.select(fields).from(def.table).$dynamic();
  return def.join && withJoin ? def.join(q) : q;
}

/** One page of the resource with the counts the data table needs. */
export async function listResource<Row, C, U>(
  ctx: ResourceContext,
  def: ResourceDef<Row, C, U>,
  params: ListParams,
): Promise<ListResult<Row>> {
  const { db, locale } = ctx;
  const filters = activeFilters(def, params);
  const search = params.search !== '' && searchable(def) ? searchModeOf(params.search) : null;
  const orderName =
    params.orderColumn && Object.hasOwn(def.orderColumns, params.orderColumn)
      ? params.orderColumn
      : def.defaultOrder.column;
  const dir = params.orderColumn && orderName === params.orderColumn ? params.orderDir : def.defaultOrder.dir;
  const orderExpr = def.orderColumns[orderName];
  if (!orderExpr) throw new Error(`Resource ${def.name} has no order column ${orderName}`);
  const shape = `${def.name}|${params.trash}|${filters.map((f) => f.name).join(',')}|${locale}`;

  const values: Record<string, unknown> = { limit: params.length, offset: params.start };
  for (const f of filters) if (f.value !== null) values[`f_${f.name}`] = f.value;
  if (search) {
    values.search = likePattern(params.search);
    if (def.searchIndex) values.match = searchValueOf(params.search, search);
  }

  const pageKey = `${shape}|${search}|${orderName}|${dir}`;
  const orderOf = (id: SQLiteColumn, d: 'asc' | 'desc' = dir, deletedAt: SQLiteColumn = def.table.deletedAt) => {
    const indexed = resolve(orderExpr, locale);
    // While searching, a plain column is sorted as `+column` (unindexed), which no index can serve: SQLite then
    // filters the matches through the search's own index and sorts them, instead of walking the
    // column's index across the whole table looking for a rare term (60+ ms at 100,000 students).
    const by = search && is(indexed, Column) ? unindexed(indexed) : indexed;
    const nullable = is(indexed, Column) && !indexed.notNull;
    const live = params.trash ? [] : liveKey(deletedAt, d);
    return [...live, orderKey(by, d, nullable), d === 'desc' ? desc(id) : asc(id)];
  };
  const counter = (mode: SearchMode | null, key: string, fields: () => SelectedFields) =>
    prepared(db, `count|${shape}|${key}`, (conn) =>
      selectFrom(conn, def, fields(), !def.countWithoutJoin)
        .where(conditions(def, params.trash, filters, mode, locale))
        .prepare(),
    );
  let total: number;
  let filtered: number;
  if (search && def.searchIndex) {
    // The index hands over the few matching ids: counting them apart reads those rows only.
    total =
      (
        await firstOf<{ n: number }>(
          counter(null, 'all', () => ({ n: count() })),
          values,
        )
      )?.n ?? 0;
    filtered =
      (
        await firstOf<{ n: number }>(
          counter(search, search, () => ({ n: count() })),
          values,
        )
      )?.n ?? 0;
  } else {
    // One pass counts both: every row of the view (total) and those matching a LIKE search (filtered).
    const counts = (await firstOf<{ n: number; m?: number }>(
      counter(null, `scan|${search}`, () => {
        const fields: SelectedFields = { n: count() };
        const matching = search ? searchCondition(def, search, locale) : undefined;
        if (matching) fields.m = asNumber(sql`coalesce(sum(case when ${matching} then 1 else 0 end), 0)`);
        return fields;
      }),
      values,
    )) ?? { n: 0 };
    total = counts.n;
    filtered = search ? (counts.m ?? 0) : total;
  }
  // Nothing matches (or the page is past the end): skip the page query, which would scan in vain.
  /** The page as one query: `fields` of the filtered, ordered rows, limited and offset. */
  const pageQuery = (conn: Db, fields: SelectedFields, withJoin: boolean, d = dir) =>
    selectFrom(conn, def, fields, withJoin)
      .where(conditions(def, params.trash, filters, search, locale))
      .orderBy(...orderOf(idOf(def), d))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare();
  let rows: Record<string, unknown>[] = [];
  if (params.start < filtered) {
    // Past the middle, the page's ids are read from the far end (the order reversed, the offset counted from the
    // end) and put back in order: at start=90,000 of 100,000 the index walk passes 10,000 entries, not 90,000.
    // The order ends with the id, so the reversed order is exactly the order read backwards.
    const fromEnd = params.start * 2 > filtered;
    const idDir: 'asc' | 'desc' = fromEnd ? (dir === 'desc' ? 'asc' : 'desc') : dir;
    const idValues = fromEnd
      ? {
          ...values,
          offset: Math.max(0, filtered - params.start - params.length),
          limit: Math.min(params.length, filtered - params.start),
        }
      : values;
    rows = def.deferredPage
      ? await deferredPage(db, def, `${pageKey}|${idDir}`, idValues, fromEnd, (conn) => {
          const source = def.deferredPage?.sources?.[orderName];
          const alone = source && filters.length === 0 && (!search || def.searchColumns.length === 0);
          if (source && alone)
            return pageIdsOn(conn, def, source, params.trash, search, orderOf(source.id, idDir, source.deletedAt));
          return pageQuery(conn, { id: idOf(def) }, !def.countWithoutJoin || source !== undefined, idDir);
        })
      : await allOf<Record<string, unknown>>(
          prepared(db, `page|${pageKey}`, (conn) => pageQuery(conn, def.fields as SelectedFields, true)),
          values,
        );
  }
  return { data: rows.map((r) => shapeRow(def, r, locale)), total, filtered };
}

/**
 * A deferred join: the page's ids alone (`ids`, ordered, limited and offset; SQLite walks a covering
 * index past the offset without reading a table row), then the page's rows loaded by id and put back
 * in the ids' order. At `start=90000` of 100,000 students the plain query reads and joins 90,000 rows
 * it throws away.
 */
async function deferredPage(
  db: Db,
  def: AnyDef,
  key: string,
  values: Record<string, unknown>,
  backwards: boolean,
  ids: (db: Db) => unknown,
): Promise<Record<string, unknown>[]> {
  const page = (await allOf<{ id: number }>(prepared(db, `ids|${key}`, ids), values)).map((r) => r.id);
  if (backwards) page.reverse();
  if (page.length === 0) return [];
  const load = prepared(db, `rows|${def.name}`, (conn) =>
    selectFrom(conn, def, { ...(def.fields as SelectedFields), [PAGE_ID]: idOf(def) })
      .where(inJsonList(idOf(def), sql.placeholder('ids')))
      .prepare(),
  );
  const byId = new Map<unknown, Record<string, unknown>>();
  for (const row of await allOf<Record<string, unknown>>(load, { ids: JSON.stringify(page) })) {
    const { [PAGE_ID]: id, ...rest } = row;
    byId.set(id, rest);
  }
  const rows: Record<string, unknown>[] = [];
  for (const id of page) {
    const row = byId.get(id);
    if (row) rows.push(row);
  }
  return rows;
}

const PAGE_ID = '__pageId';

/** The page's ids read from `source` alone (an order column kept there), with its own scope and soft delete. */
function pageIdsOn(db: Db, def: AnyDef, source: PageSource, trash: boolean, search: SearchMode | null, orderBy: SQL[]) {
  const conds: (SQL | undefined)[] = [source.scope, trash ? isNotNull(source.deletedAt) : isNull(source.deletedAt)];
  if (search && def.searchIndex) {
    conds.push(sql`${source.id} in (${searchIndexIds(def.searchIndex, search, sql`${sql.placeholder('match')}`)})`);
  }
  return db
    .select({ id: source.id })
    .from(source.table)
    .where(and(...conds))
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
}

function shapeRow<Row, C, U>(def: ResourceDef<Row, C, U>, row: Record<string, unknown>, locale: Locale): Row {
  return def.toRow ? def.toRow(row, locale) : (row as Row);
}

/** The record with `id` (active or trashed); 404 when it does not exist in this resource. */
export async function getResource<Row, C, U>(
  ctx: ResourceContext,
  def: ResourceDef<Row, C, U>,
  id: number,
): Promise<Row> {
  const stmt = prepared(ctx.db, `get|${def.name}`, (conn) =>
    selectFrom(conn, def, def.fields as SelectedFields)
      .where(and(def.scope, eq(idOf(def), sql.placeholder('id'))))
      .prepare(),
  );
  const row = await firstOf<Record<string, unknown>>(stmt, { id });
  if (!row) throw new AppError('not_found', message(ctx.locale, 'notFound'));
  return shapeRow(def, row, ctx.locale);
}

type State = { deleted: boolean; parent: unknown };

/** Whether the record exists in this resource, is trashed, and its parent (for ordered ones). */
async function stateOf(ctx: ResourceContext, def: AnyDef, id: number): Promise<State> {
  const parentCol = def.ordered?.parent;
  const fields: SelectedFields = { deletedAt: def.table.deletedAt };
  if (parentCol) fields.parent = parentCol;
  const stmt = prepared(ctx.db, `state|${def.name}`, (conn) =>
    conn
      .select(fields)
      .from(def.table)
      .where(and(def.scope, eq(idOf(def), sql.placeholder('id'))))
      .prepare(),
  );
  const row = await firstOf<{ deletedAt: unknown; parent?: unknown }>(stmt, { id });
  if (!row) throw new AppError('not_found', message(ctx.locale, 'notFound'));
  return { deleted: row.deletedAt !== null, parent: row.parent ?? null };
}

/**
 * Renumbers the active (or trashed) siblings under `parent` 1..n, keeping their current sequence.
 * One statement: `UPDATE … FROM (SELECT id, row_number() OVER (ORDER BY order, id))`.
 */
async function renumber(db: Db, def: AnyDef, parent: unknown, trashed: boolean): Promise<void> {
  const o = def.ordered;
  if (!o) return;
  const t = def.table;
  const groupCond = o.parent ? sql`${o.parent} = ${parent}` : sql`1 = 1`;
  const deletedCond = trashed ? sql`${t.deletedAt} is not null` : sql`${t.deletedAt} is null`;
  const orderName = sql.identifier(o.order.name);
  const tableName = sql.identifier(tableNameOf(def));
  // Trashed siblings keep the sequence in which they were trashed; active ones their order.
  const seq = trashed ? sql`${t.deletedAt}, ${o.order}, ${t.id}` : sql`${o.order}, ${t.id}`;
  await run(
    db,
    sql`update ${tableName} set ${orderName} = r.rn
    from (select ${t.id} as rid, row_number() over (order by ${seq}) as rn from ${t} where ${groupCond} and ${deletedCond}) as r
    where ${tableName}.${sql.identifier('id')} = r.rid and ${tableName}.${orderName} <> r.rn`,
  );
}

const tableNameOf = (def: AnyDef): string => getTableName(def.table);

async function setDeleted(db: Db, def: AnyDef, id: number, at: number | null): Promise<void> {
  await run(
    db,
    sql`update ${sql.identifier(tableNameOf(def))} set ${sql.identifier(def.table.deletedAt.name)} = ${at} where ${sql.identifier(idOf(def).name)} = ${id}`,
  );
}

async function setOrder(db: Db, def: AnyDef, id: number, order: number): Promise<void> {
  const o = def.ordered;
  if (!o) return;
  await run(
    db,
    sql`update ${sql.identifier(tableNameOf(def))} set ${sql.identifier(o.order.name)} = ${order} where ${sql.identifier('id')} = ${id}`,
  );
}

async function activeCount(db: Db, def: AnyDef, parent: unknown): Promise<number> {
  const o = def.ordered;
  if (!o) return 0;
  const groupCond = o.parent ? eq(o.parent, parent) : undefined;
  const row = (
    await db
      .select({ n: count() })
      .from(def.table)
      .where(and(groupCond, isNull(def.table.deletedAt)))
      .limit(1)
  )[0];
  return row?.n ?? 0;
}

/** The input with the resource's rich-text fields sanitised (those it carries; absent ones stay absent). */
function withRichText<T>(def: AnyDef, input: T): T {
  if (!def.richText?.length) return input;
  const out = { ...input } as Record<string, unknown>;
  for (const key of def.richText) {
    const value = out[key] as LocalizedText | undefined;
    if (value) out[key] = sanitizeLocalizedRichText(value);
  }
  return out as T;
}

/** Creates the record (at the end of its siblings when ordered) and returns it. */
export async function createResource<Row, Create, U>(
  ctx: ResourceContext,
  def: ResourceDef<Row, Create, U>,
  input: Create,
): Promise<Row> {
  const clean = withRichText(def, input);
  const id = await transaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const newId = await def.create(txCtx, clean);
    if (def.ordered) {
      const { parent } = await stateOf(txCtx, def, newId);
      await setOrder(tx, def, newId, await activeCount(tx, def, parent));
    }
    return newId;
  });
  return await getResource(ctx, def, id);
}

/** Updates the record (404 when unknown) and returns it. */
export async function updateResource<Row, C, Update>(
  ctx: ResourceContext,
  def: ResourceDef<Row, C, Update>,
  id: number,
  input: Update,
): Promise<Row> {
  await stateOf(ctx, def, id);
  const clean = withRichText(def, input);
  await transaction(ctx.db, async (tx) => await def.update({ ...ctx, db: tx }, id, clean));
  return await getResource(ctx, def, id);
}

/** Moves the record to the trash; active siblings close the gap and trashed ones stay numbered in sequence. */
export async function deleteResource<Row, C, U>(
  ctx: ResourceContext,
  def: ResourceDef<Row, C, U>,
  id: number,
): Promise<Row> {
  const state = await stateOf(ctx, def, id);
  if (state.deleted) throw new AppError('conflict', adminMessage(ctx.locale, 'alreadyTrashed'));
  await transaction(ctx.db, async (tx) => {
    const at = Date.now();
    await setDeleted(tx, def, id, at);
    await def.onTrash?.({ ...ctx, db: tx }, id, new Date(at));
    await renumber(tx, def, state.parent, false);
    await renumber(tx, def, state.parent, true);
    await def.onMove?.({ ...ctx, db: tx });
  });
  return await getResource(ctx, def, id);
}

/** Brings a trashed record back; an ordered one goes to the end of its active siblings. */
export async function restoreResource<Row, C, U>(
  ctx: ResourceContext,
  def: ResourceDef<Row, C, U>,
  id: number,
): Promise<Row> {
  const state = await stateOf(ctx, def, id);
  if (!state.deleted) throw new AppError('conflict', adminMessage(ctx.locale, 'notTrashed'));
  await transaction(ctx.db, async (tx) => {
    const position = (await activeCount(tx, def, state.parent)) + 1;
    await setDeleted(tx, def, id, null);
    await def.onTrash?.({ ...ctx, db: tx }, id, null);
    await setOrder(tx, def, id, position);
    await renumber(tx, def, state.parent, true);
    await def.onMove?.({ ...ctx, db: tx });
  });
  return await getResource(ctx, def, id);
}

/**
 * Puts the given active siblings in the given sequence. They take over the positions they held
 * between them (so a page or subset can be re-ordered), then the group is renumbered 1..n.
 * All ids must exist, be active and share one parent.
 */
export async function reorderResource<Row, C, U>(
  ctx: ResourceContext,
  def: ResourceDef<Row, C, U>,
  ids: number[],
): Promise<{ id: number; order: number }[]> {
  const o = def.ordered;
  if (!o) throw new AppError('bad_request', adminMessage(ctx.locale, 'notOrdered'));
  const invalid = () => {
    const text = adminMessage(ctx.locale, 'reorderInvalid');
    return new AppError('validation', text, { ids: text });
  };
  if (ids.length === 0 || new Set(ids).size !== ids.length) throw invalid();
  const fields: SelectedFields = { id: def.table.id, order: o.order, deletedAt: def.table.deletedAt };
  if (o.parent) fields.parent = o.parent;
  const read = (db: Db) =>
    Promise.all(
      ids.map(async (id) => {
        const row = (
          await db
            .select(fields)
            .from(def.table)
            .where(and(def.scope, eq(def.table.id, id)))
            .limit(1)
        )[0] as { id: number; order: number; deletedAt: unknown; parent?: unknown } | undefined;
        if (!row || row.deletedAt !== null) throw invalid();
        return row;
      }),
    );
  const rows = await read(ctx.db);
  const parent = rows[0]?.parent ?? null;
  if (rows.some((r) => (r.parent ?? null) !== parent)) throw invalid();
  await transaction(ctx.db, async (tx) => {
    // Close gaps and ties first so the slots the ids hold between them are distinct.
    await renumber(tx, def, parent, false);
    const slots = (await read(tx)).map((r) => r.order).sort((a, b) => a - b);
    for (const [i, id] of ids.entries()) await setOrder(tx, def, id, slots[i] ?? i + 1);
    await renumber(tx, def, parent, false);
    await def.onMove?.({ ...ctx, db: tx });
  });
  const groupCond = o.parent ? eq(o.parent, parent) : undefined;
  return (await ctx.db
    .select({ id: def.table.id, order: o.order })
    .from(def.table)
    .where(and(groupCond, isNull(def.table.deletedAt)))
    .orderBy(asc(o.order), asc(def.table.id))) as { id: number; order: number }[];
}
