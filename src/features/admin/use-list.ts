/** A list store owned by one screen: created on mount, loaded at once, read with `useSnapshot`. */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createListStore, type ListOptions, type ListState, type ListStore } from '../../state/list';

export function useList<Row extends { id: number }>(
  options: ListOptions,
): { store: ListStore<Row>; snap: Readonly<ListState<Row>> } {
  const [store] = useState(() => createListStore<Row>(options));
  const snap = useSnapshot(store.state) as unknown as Readonly<ListState<Row>>;
  useEffect(() => {
    void store.reload();
  }, [store]);
  return { store, snap };
}
