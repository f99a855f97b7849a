/**
 * Small pieces shared by the admin resource definitions: localized search/order expressions,
 * parent checks and partial updates.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import { type AdminMessageKey, adminMessage } from '../../contracts/admin-messages';
import type { Db } from '../../db/client';
import { jsonText } from '../../db/fragments';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import type { BaseTable, Expr } from './resource-types';

/** Both languages of a `{ id, en }` column, for search. */
export const bothLanguages = (column: SQLiteColumn): Expr[] => [jsonText(column, 'id'), jsonText(column, 'en')];

/** The request's language of a `{ id, en }` column (falling back to the other), for ordering. */
export const inLanguage =
  (column: SQLiteColumn): Expr =>
  (locale: Locale): SQL => {
    const other = locale === 'id' ? 'en' : 'id';
    return sql`lower(coalesce(${jsonText(column, locale)}, ${jsonText(column, other)}))`;
  };

/** Throws a 400 on `field` unless an active record `id` exists in `table`. */
export async function assertActive(
  db: Db,
  table: BaseTable,
  id: number,
  field: string,
  locale: Locale,
  key: AdminMessageKey = 'unknownParent',
  scope?: SQL,
): Promise<void> {
  const row = (
    await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), isNull(table.deletedAt), scope))
      .limit(1)
  )[0];
  if (!row) {
    const text = adminMessage(locale, key);
    throw new AppError('validation', text, { [field]: text });
  }
}

/** Drops keys whose value is `undefined`, so a partial update leaves them as they are. */
export function defined<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The partial update of most resources: writes the defined `values` to record `id` of `table` (an
 * `undefined` one leaves its column as it is) and stamps `updated_at`.
 */
export async function updateStamped<T extends BaseTable & { updatedAt: SQLiteColumn }>(
  db: Db,
  table: T,
  id: number,
  values: SQLiteUpdateSetSource<T>,
): Promise<void> {
  await db
    .update(table)
    .set({ ...defined(values), updatedAt: new Date() } as SQLiteUpdateSetSource<T>)
    .where(eq(table.id, id));
}
