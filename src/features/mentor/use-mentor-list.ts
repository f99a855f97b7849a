/**
 * State of one server-paged mentor list: search (debounced), paging (10 a page), order and filters.
 * Every change reloads from the server; a stale answer is dropped (AbortController). On failure the
 * rows are emptied and the error kept (docs/decisions/0005-behaviour.md).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage, type ListResponse, type Query } from '../../api-client';

export const MENTOR_PAGE_SIZE = 10;

export type ListOrder = { column: string; dir: 'asc' | 'desc' };

export type MentorList<T> = {
  rows: T[];
  total: number;
  filtered: number;
  loading: boolean;
  error: string | null;
  search: string;
  setSearch: (value: string) => void;
  start: number;
  length: number;
  setStart: (value: number) => void;
  order: ListOrder;
  setOrder: (order: ListOrder) => void;
  filters: Record<string, string>;
  setFilter: (key: string, value: string) => void;
  reload: () => void;
};

export function useMentorList<T>(
  load: (query: Query, signal: AbortSignal) => Promise<ListResponse<T>>,
  initial: { order: ListOrder; filters?: Record<string, string>; length?: number },
): MentorList<T> {
  const [search, setSearchText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [start, setStart] = useState(0);
  const [order, setOrderState] = useState(initial.order);
  const [filters, setFilters] = useState<Record<string, string>>(initial.filters ?? {});
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<{
    rows: T[];
    total: number;
    filtered: number;
    loading: boolean;
    error: string | null;
  }>({
    rows: [],
    total: 0,
    filtered: 0,
    loading: true,
    error: null,
  });
  const length = initial.length ?? MENTOR_PAGE_SIZE;
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    const query: Query = {
      search: debounced || undefined,
      start,
      length,
      'order[column]': order.column,
      'order[dir]': order.dir,
      ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
    };
    void tick;
    setState((s) => ({ ...s, loading: true }));
    loadRef
      .current(query, controller.signal)
      .then((res) =>
        setState({ rows: res.data, total: res.total, filtered: res.filtered, loading: false, error: null }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ rows: [], total: 0, filtered: 0, loading: false, error: getErrorMessage(error) });
      });
    return () => controller.abort();
  }, [debounced, start, length, order, filters, tick]);

  const setSearch = useCallback((value: string) => {
    setSearchText(value);
    setStart(0);
  }, []);
  const setOrder = useCallback((next: ListOrder) => {
    setOrderState(next);
    setStart(0);
  }, []);
  const setFilter = useCallback((key: string, value: string) => {
    setFilters((prev) => ({ ...prev, [key]: value }));
    setStart(0);
  }, []);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  return { ...state, search, setSearch, start, length, setStart, order, setOrder, filters, setFilter, reload };
}
