/**
 * The mentor lists' table: sortable headers (aria-sort), loading / error / empty states, and a pager
 * ("1–10 dari 23", previous / next / page numbers). Rows can open a detail (click or Enter).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import type { ListOrder } from './use-mentor-list';
import './mentor.css';

export type MentorColumn<T> = {
  key: string;
  header: ReactNode;
  /** Server column to order by; absent = not sortable. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  className?: string;
};

export type MentorTableProps<T> = {
  label: string;
  columns: MentorColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  loading: boolean;
  error: string | null;
  order?: ListOrder;
  onOrder?: (order: ListOrder) => void;
  /** Opens a row (click anywhere on it, or Enter when it has focus). */
  onOpen?: (row: T) => void;
  /** Rows that cannot be opened (e.g. a student who has not started) are shown without the link. */
  canOpen?: (row: T) => boolean;
  rowLabel?: (row: T) => string;
  paging?: { start: number; length: number; filtered: number; onStart: (start: number) => void };
  empty?: ReactNode;
};

export function MentorTable<T>(props: MentorTableProps<T>) {
  const { t } = useLingui();
  const { columns, rows, order, onOrder, onOpen, paging } = props;
  const sortHeader = (col: MentorColumn<T>) => {
    if (!col.sortKey || !onOrder || !order) return col.header;
    const active = order.column === col.sortKey;
    const next: ListOrder = { column: col.sortKey, dir: active && order.dir === 'asc' ? 'desc' : 'asc' };
    return (
      <button type="button" className="mt-sort" onClick={() => onOrder(next)}>
        {col.header}
        <span aria-hidden="true" className="mt-sort__icon">
          {active ? (order.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    );
  };
  return (
    <div className="mt">
      <div className="mt-scroll">
        <table className="mt-table" aria-label={props.label} aria-busy={props.loading}>
          <thead>
            <tr>
              {columns.map((col) => (
                <th
                  key={col.key}
                  scope="col"
                  className={col.className}
                  aria-sort={
                    col.sortKey && order?.column === col.sortKey
                      ? order.dir === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {sortHeader(col)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const open = onOpen && (props.canOpen?.(row) ?? true) ? onOpen : undefined;
              return (
                <tr
                  key={props.rowKey(row)}
                  className={open ? 'mt-row is-link' : 'mt-row'}
                  tabIndex={open ? 0 : undefined}
                  aria-label={open && props.rowLabel ? props.rowLabel(row) : undefined}
                  onClick={open ? () => open(row) : undefined}
                  onKeyDown={
                    open
                      ? (event) => {
                          if (event.key === 'Enter') open(row);
                        }
                      : undefined
                  }
                >
                  {columns.map((col) => (
                    <td key={col.key} className={col.className}>
                      {col.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {props.loading && rows.length === 0 ? <LoadingState /> : null}
      {!props.loading && props.error ? (
        <p className="mt-error" role="alert">
          {props.error}
        </p>
      ) : null}
      {!props.loading && !props.error && rows.length === 0 ? (props.empty ?? <EmptyState />) : null}
      {paging && paging.filtered > 0 ? <Pager {...paging} label={t`Halaman ${props.label}`} /> : null}
    </div>
  );
}

function Pager({
  start,
  length,
  filtered,
  onStart,
  label,
}: {
  start: number;
  length: number;
  filtered: number;
  onStart: (start: number) => void;
  label: string;
}) {
  const { t } = useLingui();
  const page = Math.floor(start / length) + 1;
  const pages = Math.max(1, Math.ceil(filtered / length));
  const from = start + 1;
  const to = Math.min(start + length, filtered);
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav className="mt-pager" aria-label={label}>
      <span className="mt-pager__info">
        <Trans>
          {from}–{to} dari {filtered}
        </Trans>
      </span>
      <div className="mt-pager__buttons">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => onStart(start - length)}
          aria-label={t`Halaman sebelumnya`}
        >
          ‹
        </button>
        {numbers.map((n, i) => (
          <span key={n}>
            {i > 0 && numbers[i - 1] !== n - 1 ? <span className="mt-pager__gap">…</span> : null}
            <button
              type="button"
              className={n === page ? 'is-current' : undefined}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t`Halaman ${n}`}
              onClick={() => onStart((n - 1) * length)}
            >
              {n}
            </button>
          </span>
        ))}
        <button
          type="button"
          disabled={page >= pages}
          onClick={() => onStart(start + length)}
          aria-label={t`Halaman berikutnya`}
        >
          ›
        </button>
      </div>
    </nav>
  );
}
