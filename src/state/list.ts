/**
 * The generic list state of docs/decisions/0004-data.md as a valtio store factory: data, resource, path, selected,
 * trash, loading, search, paging { start, length, currentPage }, order { column, dir }, plus the
 * counts the server answers and the parent filters. Actions call the generic list endpoints of
 * docs/decisions/0007-api.md (`GET`, `POST`, `PUT /:id`, `DELETE /:id`, `PUT /:id/restore`, `POST /re-order`).
 * A load sets `loading` on, then off; on failure the data is emptied and the error passed on.
 */
import { proxy } from 'valtio';
import type { Query } from '../api-client';
import { type AdminResource, adminApi, type CreateBody, type UpdateBody } from './admin-api';

export type OrderDir = 'asc' | 'desc';

export type ListState<Row> = {
  data: Row[];
  /** The admin resource listed (`students`: GET /api/admin/students). */
  resource: AdminResource;
  /** The screen's path (for links back to the list). */
  path: string;
  selected: number | null;
  trash: boolean;
  loading: boolean;
  search: string;
  paging: { start: number; length: number; currentPage: number };
  order: { column: string; dir: OrderDir };
  total: number;
  filtered: number;
  /** Extra query parameters (parent filters such as `courseId`, flags such as `unassigned`). */
  filters: Record<string, string | number>;
  error: string | null;
};

export type ListOptions = {
  resource: AdminResource;
  path?: string;
  length?: number;
  order?: { column: string; dir: OrderDir };
  filters?: Record<string, string | number>;
};

export type ListStore<Row extends { id: number }> = ReturnType<typeof createListStore<Row>>;

/** A fresh list store for `resource` (e.g. `students`). */
export function createListStore<Row extends { id: number }>(options: ListOptions) {
  const length = options.length ?? 10;
  const state = proxy<ListState<Row>>({
    data: [],
    resource: options.resource,
    path: options.path ?? '',
    selected: null,
    trash: false,
    loading: false,
    search: '',
    paging: { start: 0, length, currentPage: 1 },
    order: options.order ?? { column: '', dir: 'asc' },
    total: 0,
    filtered: 0,
    filters: { ...options.filters },
    error: null,
  });
  let requestSeq = 0;
  const calls = adminApi<Row>(options.resource);

  function query(): Query {
    const q: Query = {
      search: state.search || undefined,
      start: state.paging.start,
      length: state.paging.length,
      trash: state.trash ? 1 : undefined,
      ...state.filters,
    };
    if (state.order.column) {
      q['order[column]'] = state.order.column;
      q['order[dir]'] = state.order.dir;
    }
    return q;
  }

  /** Loads the current page; a newer load supersedes an older one still in flight. */
  async function load(): Promise<void> {
    const seq = ++requestSeq;
    state.loading = true;
    state.error = null;
    try {
      const res = await calls.list(query());
      if (seq !== requestSeq) return;
      // A page past the end (e.g. after deleting the last row of the last page) steps back once.
      if (res.data.length === 0 && state.paging.start > 0 && res.filtered > 0) {
        setPage(Math.ceil(res.filtered / state.paging.length));
        return;
      }
      state.data = res.data;
      state.total = res.total;
      state.filtered = res.filtered;
    } catch (error) {
      if (seq !== requestSeq) return;
      state.data = [];
      state.total = 0;
      state.filtered = 0;
      state.error = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      if (seq === requestSeq) state.loading = false;
    }
  }

  const reload = () => load().catch(() => undefined);

  /** Reorders one at a time (see `reorder`): the save running or last run, the newest order waiting, the calls open. */
  let reorderTurn: Promise<void> = Promise.resolve();
  let reorderWaiting: number[] | null = null;
  let reordersOpen = 0;

  function setPage(page: number): void {
    const currentPage = Math.max(1, Math.floor(page));
    state.paging.currentPage = currentPage;
    state.paging.start = (currentPage - 1) * state.paging.length;
    void reload();
  }

  return {
    state,
    load,
    reload,
    setPage,
    setLength(value: number) {
      state.paging.length = value;
      setPage(1);
    },
    setSearch(text: string) {
      state.search = text;
      setPage(1);
    },
    /** Orders by `column`; the same column again flips the direction. */
    setOrder(column: string) {
      state.order = {
        column,
        dir: state.order.column === column && state.order.dir === 'asc' ? 'desc' : 'asc',
      };
      setPage(1);
    },
    setTrash(trash: boolean) {
      state.trash = trash;
      state.selected = null;
      setPage(1);
    },
    setFilter(name: string, value: string | number | undefined) {
      if (value === undefined) delete state.filters[name];
      else state.filters[name] = value;
      setPage(1);
    },
    select(id: number | null) {
      state.selected = id;
    },
    async get(id: number): Promise<Row> {
      return (await calls.get(id)).data;
    },
    async create(body: CreateBody<AdminResource>): Promise<Row> {
      const res = await calls.create(body);
      await reload();
      return res.data;
    },
    async update(id: number, body: UpdateBody<AdminResource>): Promise<Row> {
      const res = await calls.update(id, body);
      await reload();
      state.selected = null;
      return res.data;
    },
    async remove(id: number): Promise<void> {
      await calls.remove(id);
      await reload();
    },
    async restore(id: number): Promise<void> {
      await calls.restore(id);
      await reload();
    },
    /**
     * Saves a new sequence of the rows on screen; the order is updated locally first. Each call sends the whole
     * order, so two in flight at once could be answered in either order and the older could win: one save runs
     * at a time, the newest order waiting is sent next (orders between are skipped, the newest holds them), and
     * the list is read back only when none waits, so a late answer never puts an older order on screen.
     */
    async reorder(ids: number[]): Promise<void> {
      const byId = new Map(state.data.map((row) => [row.id, row]));
      const moved = ids.map((id) => byId.get(id)).filter((row): row is NonNullable<typeof row> => row !== undefined);
      state.data = moved;
      reorderWaiting = ids;
      reordersOpen++;
      const turn = reorderTurn.then(async () => {
        const sending = reorderWaiting;
        reorderWaiting = null;
        if (sending) await calls.reorder(sending);
      });
      reorderTurn = turn.catch(() => undefined);
      try {
        await turn;
      } finally {
        reordersOpen--;
        // The last one out shows what the server holds: the saved order, or the old one after a refusal.
        if (reordersOpen === 0) await reload();
      }
    },
  };
}
