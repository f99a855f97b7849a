/**
 * A list store owned by one screen: created on mount, read with `useSnapshot`, and loaded at once
 * unless `loadNow` is false (a list that waits for a filter the screen sets later).
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createListStore, type ListOptions, type ListState, type ListStore } from '../../state/list';

export function useList<Row extends { id: number }>(
  options: ListOptions,
  { loadNow = true }: { loadNow?: boolean } = {},
): { store: ListStore<Row>; snap: Readonly<ListState<Row>> } {
  const [store] = useState(() => createListStore<Row>(options));
  const snap = useSnapshot(store.state) as unknown as Readonly<ListState<Row>>;
  useEffect(() => {
    if (loadNow) void store.reload();
  }, [store, loadNow]);
  return { store, snap };
}
