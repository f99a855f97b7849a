/**
 * Types of the generic admin resource engine (`resource.ts`): one `ResourceDef` per endpoint of docs/decisions/0007-api.md's list.
 */
import type { SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteSelect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Locale } from '../../types';
import type { MentorAutoAssign } from '../people/mentor-assignment';
import type { SearchIndex } from './search-index';

/** What a list call asks for (parsed from `search`, `start`, `length`, `order[column]`, `order[dir]`, `trash`, filters). */
export type ListParams = {
  search: string;
  start: number;
  length: number;
  orderColumn: string | undefined;
  orderDir: 'asc' | 'desc';
  trash: boolean;
  /** Parent and flag filters by query-parameter name (only names the resource declares are kept). */
  filters: Record<string, string>;
};

export type ListResult<Row> = { data: Row[]; total: number; filtered: number };

/** An expression to order or search by; a function when it depends on the request's language. */
export type Expr = SQLiteColumn | SQL | ((locale: Locale) => SQLiteColumn | SQL);

/** A query-parameter filter: `column` compared for equality with the (integer) value, or a fixed condition when the flag is `1`. */
export type FilterDef = { column: SQLiteColumn } | { flag: SQL };

/** The table that holds the record's id and soft-delete stamp. */
export type BaseTable = SQLiteTable & { id: SQLiteColumn; deletedAt: SQLiteColumn };

/** A table mirroring the resource's ids 1:1, with its own soft-delete stamp and scope (see `deferredPage`). */
export type PageSource = { table: SQLiteTable; id: SQLiteColumn; deletedAt: SQLiteColumn; scope?: SQL };

export type ResourceContext = {
  db: Db;
  locale: Locale;
  /** How students get a mentor when they are created or their mentor is trashed (MENTOR_AUTO_ASSIGN). */
  mentorAutoAssign?: MentorAutoAssign;
};

export type ResourceDef<Row = unknown, Create = unknown, Update = unknown> = {
  /** Endpoint name under /api/admin (`packages`, `chapters`…). */
  name: string;
  table: BaseTable;
  /** The column the URL id matches (default `table.id`), e.g. `student_details.user_id`. */
  idColumn?: SQLiteColumn;
  /** Runs inside the trash/restore transaction, to keep a mirrored `deleted_at` in step. */
  onTrash?: (ctx: ResourceContext, id: number, deletedAt: Date | null) => Promise<void>;
  /**
   * Runs at the end of a trash, restore or reorder's transaction, after the siblings are renumbered: for records
   * whose place others store (the mentor dashboard's stored positions follow the course's content).
   */
  onMove?: (ctx: ResourceContext) => Promise<void>;
  /** Selected fields (may nest, e.g. `detail: { id, full_name }`). */
  fields: Record<string, unknown>;
  /** Joins added to the list and get queries. */
  join?: (q: SQLiteSelect) => SQLiteSelect;
  /** Counts skip `join` (when the joins are 1:1 and every filter and search column is on `table`). */
  countWithoutJoin?: boolean;
  /**
   * Pages by deferred join (`resource.ts`): only the page's ids are read, walking a covering index past
   * the offset, then the page's rows are loaded by id. For resources whose joins are 1:1 (each id once).
   * `sources` names order columns kept on another table that holds the same ids, soft-delete stamp and
   * scope 1:1 (the students' e-mail and join date on `users`); their ids are paged on that table alone.
   */
  deferredPage?: { sources?: Record<string, PageSource> };
  /** A condition every row of this resource meets (e.g. `users.role = 'student'`). */
  scope?: SQL;
  /** Case-insensitive `LIKE %term%` over these; with no columns and no `searchIndex`, `search` is ignored. */
  searchColumns: Expr[];
  /** A trigram full-text table to search instead of (or besides) `searchColumns` (see `search-index.ts`). */
  searchIndex?: SearchIndex;
  /** Whitelist of `order[column]` values. */
  orderColumns: Record<string, Expr>;
  defaultOrder: { column: string; dir: 'asc' | 'desc' };
  filters?: Record<string, FilterDef>;
  /** Ordered records: `order` column, numbered 1..n among siblings sharing `parent` (null = one group). */
  ordered?: { order: SQLiteColumn; parent: SQLiteColumn | null; parentParam?: string };
  /** `{ id, en }` rich-text fields of the body, sanitised (`rich-text.ts`) after parsing, before create and update. */
  richText?: readonly NoInfer<keyof Create & keyof Update & string>[];
  createSchema: z.ZodType<Create>;
  updateSchema: z.ZodType<Update>;
  /** Inserts the record (and what belongs to it); returns the new id. */
  create: (ctx: ResourceContext, input: Create) => Promise<number>;
  /** Updates the record; the engine has checked it exists. */
  update: (ctx: ResourceContext, id: number, input: Update) => Promise<void>;
  /** Shapes a selected row for the client; identity when absent. */
  toRow?: (row: Record<string, unknown>, locale: Locale) => Row;
};
