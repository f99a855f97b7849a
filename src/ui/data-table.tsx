/**
 * The list table of every admin screen (and any other list): search (debounced), column ordering,
 * paging, a trash toggle, row actions, empty texts ('Data Not Found!' / 'Deleted Data Not Found!')
 * and optional re-ordering by drag and drop or the keyboard (move up / move down buttons).
 * It is controlled: the caller keeps the state (see `src/state/list.ts`) and gets the events.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';
import './data-table.css';

export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  /** The `order[column]` value this column sorts by; absent = not sortable. */
  orderBy?: string;
  render: (row: Row) => ReactNode;
  className?: string;
};

export type DataTableProps<Row extends { id: number }> = {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  loading: boolean;
  error?: string | null;
  trash: boolean;
  /** Shows the active/trash toggle when given. */
  onTrashChange?: (trash: boolean) => void;
  search: string;
  onSearch: (text: string) => void;
  paging: { start: number; length: number; currentPage: number };
  filtered: number;
  onPage: (page: number) => void;
  onLength?: (length: number) => void;
  order: { column: string; dir: 'asc' | 'desc' };
  onOrder: (column: string) => void;
  /** Buttons at the end of each row. */
  actions?: (row: Row) => ReactNode;
  /** Buttons beside the search box (e.g. "Tambah"). */
  toolbar?: ReactNode;
  /** Re-ordering by drag and drop and move buttons; give the full new id sequence of the rows shown. */
  onReorder?: (ids: number[]) => void;
};

const PAGE_SIZES = [10, 25, 50, 100];

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Page numbers to show: first, last, and a window around the current page (0 = gap). */
function pageWindow(current: number, pages: number): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - current) <= 1) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

/**
 * The search box: the text typed is its own state, so a keystroke re-renders the box, not the table;
 * the search runs 300 ms after the last keystroke, or at once on Enter.
 */
function SearchBox({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(search);
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => latestOnSearch.current(text), 300);
    return () => clearTimeout(timer);
  }, [text, search]);

  return (
    <input
      type="search"
      className="kk-input kk-table__search"
      placeholder={t`Cari…`}
      aria-label={t`Cari`}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(text);
      }}
    />
  );
}

export function DataTable<Row extends { id: number }>(props: DataTableProps<Row>) {
  const { t } = useLingui();
  const { rows, columns, paging, filtered, order, onReorder, trash } = props;
  const [dragId, setDragId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);

  const pages = Math.max(1, Math.ceil(filtered / paging.length));
  const from = filtered === 0 ? 0 : paging.start + 1;
  const to = Math.min(paging.start + rows.length, filtered);
  const canReorder = Boolean(onReorder) && !trash && !props.search;
  const ids = rows.map((r) => r.id);

  const reorder = (from: number, to: number) => {
    if (!onReorder || from === to || to < 0 || to >= ids.length) return;
    onReorder(move(ids, from, to));
  };

  const onDrop = (event: DragEvent, targetId: number) => {
    event.preventDefault();
    const source = dragId ?? Number(event.dataTransfer.getData('text/plain'));
    setDragId(null);
    setOverId(null);
    reorder(ids.indexOf(source), ids.indexOf(targetId));
  };

  const colCount = columns.length + (props.actions ? 1 : 0) + (canReorder ? 1 : 0);

  return (
    <div className="kk-table">
      <div className="kk-table__toolbar">
        <SearchBox search={props.search} onSearch={props.onSearch} />
        {props.onTrashChange ? (
          <fieldset className="kk-table__trash">
            <legend className="kk-visually-hidden">
              <Trans>Tampilkan</Trans>
            </legend>
            <button
              type="button"
              className={trash ? 'kk-table__tab' : 'kk-table__tab is-active'}
              aria-pressed={!trash}
              onClick={() => props.onTrashChange?.(false)}
            >
              <Trans>Aktif</Trans>
            </button>
            <button
              type="button"
              className={trash ? 'kk-table__tab is-active' : 'kk-table__tab'}
              aria-pressed={trash}
              onClick={() => props.onTrashChange?.(true)}
            >
              <Trans>Tempat sampah</Trans>
            </button>
          </fieldset>
        ) : null}
        <div className="kk-table__tools">{props.toolbar}</div>
      </div>

      <div className="kk-table__scroll">
        <table aria-label={props.label} aria-busy={props.loading || undefined}>
          <thead>
            <tr>
              {canReorder ? (
                <th className="kk-table__handle-col">
                  <span className="kk-visually-hidden">
                    <Trans>Urutan</Trans>
                  </span>
                </th>
              ) : null}
              {columns.map((col) => {
                const active = col.orderBy !== undefined && order.column === col.orderBy;
                return (
                  <th
                    key={col.key}
                    className={col.className}
                    aria-sort={active ? (order.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {col.orderBy ? (
                      <button
                        type="button"
                        className="kk-table__sort"
                        onClick={() => col.orderBy && props.onOrder(col.orderBy)}
                      >
                        {col.header}
                        <span className="kk-table__sort-icon" aria-hidden="true">
                          {active ? (order.dir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      col.header
                    )}
                  </th>
                );
              })}
              {props.actions ? (
                <th className="kk-table__actions-col">
                  <Trans>Aksi</Trans>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                key={row.id}
                data-row-id={row.id}
                className={[
                  dragId === row.id ? 'is-dragging' : '',
                  overId === row.id && dragId !== row.id ? 'is-drop-target' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                draggable={canReorder || undefined}
                onDragStart={
                  canReorder
                    ? (e) => {
                        setDragId(row.id);
                        e.dataTransfer.effectAllowed = 'move';
                        e.dataTransfer.setData('text/plain', String(row.id));
                      }
                    : undefined
                }
                onDragOver={
                  canReorder
                    ? (e) => {
                        e.preventDefault();
                        e.dataTransfer.dropEffect = 'move';
                        if (overId !== row.id) setOverId(row.id);
                      }
                    : undefined
                }
                onDragEnd={
                  canReorder
                    ? () => {
                        setDragId(null);
                        setOverId(null);
                      }
                    : undefined
                }
                onDrop={canReorder ? (e) => onDrop(e, row.id) : undefined}
              >
                {canReorder ? (
                  <td className="kk-table__handle-col">
                    <span className="kk-table__handle" aria-hidden="true" title={t`Seret untuk mengurutkan`}>
                      ⋮⋮
                    </span>
                    <button
                      type="button"
                      className="kk-table__move"
                      aria-label={t`Naikkan`}
                      disabled={index === 0}
                      onClick={() => reorder(index, index - 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="kk-table__move"
                      aria-label={t`Turunkan`}
                      disabled={index === rows.length - 1}
                      onClick={() => reorder(index, index + 1)}
                    >
                      ↓
                    </button>
                  </td>
                ) : null}
                {columns.map((col) => (
                  <td key={col.key} className={col.className}>
                    {col.render(row)}
                  </td>
                ))}
                {props.actions ? (
                  <td className="kk-table__actions">
                    <div className="kk-table__action-list">{props.actions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={colCount} className="kk-table__empty">
                  {props.loading ? (
                    <span className="kk-table__loading">
                      <Spinner /> <Trans>Memuat…</Trans>
                    </span>
                  ) : props.error ? (
                    <EmptyState title={props.error} />
                  ) : (
                    <EmptyState
                      title={trash ? <Trans>Deleted Data Not Found!</Trans> : <Trans>Data Not Found!</Trans>}
                    />
                  )}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>

      <div className="kk-table__footer">
        <span className="kk-table__info">
          {filtered === 0 ? null : (
            <Trans>
              Menampilkan {from}–{to} dari {filtered}
            </Trans>
          )}
          {props.loading && rows.length > 0 ? <Spinner size={14} /> : null}
        </span>
        {props.onLength ? (
          <label className="kk-table__length">
            <Trans>Per halaman</Trans>
            <select
              className="kk-input"
              value={paging.length}
              onChange={(e) => props.onLength?.(Number(e.target.value))}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <nav className="kk-table__pager" aria-label={t`Halaman`}>
          <button
            type="button"
            className="kk-table__page"
            disabled={paging.currentPage <= 1}
            onClick={() => props.onPage(paging.currentPage - 1)}
            aria-label={t`Halaman sebelumnya`}
          >
            ‹
          </button>
          {pageWindow(paging.currentPage, pages).map((p, i) =>
            p === 0 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <span key={`gap-${i}`} className="kk-table__gap">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                className={p === paging.currentPage ? 'kk-table__page is-active' : 'kk-table__page'}
                aria-current={p === paging.currentPage ? 'page' : undefined}
                onClick={() => props.onPage(p)}
              >
                {p}
              </button>
            ),
          )}
          <button
            type="button"
            className="kk-table__page"
            disabled={paging.currentPage >= pages}
            onClick={() => props.onPage(paging.currentPage + 1)}
            aria-label={t`Halaman berikutnya`}
          >
            ›
          </button>
        </nav>
      </div>
    </div>
  );
}
