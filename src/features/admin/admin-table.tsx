/**
 * An admin list: the shared data table bound to a list store, with edit, delete (confirmed, then a
 * toast) and restore (toast) per row, and optional drag-and-drop re-ordering saved via re-order.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../api-client';
import type { ListState, ListStore } from '../../state/list';
import { Button } from '../../ui/button';
import { confirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { toast } from '../../ui/toast';
import { deletedToast, type RecordKind, restoredToast, savedToast } from './admin-toasts';

export type AdminTableProps<Row extends { id: number }> = {
  label: string;
  kind: RecordKind;
  store: ListStore<Row>;
  snap: Readonly<ListState<Row>>;
  columns: DataTableColumn<Row>[];
  /** Row-level name for accessible button labels. */
  rowName: (row: Row) => string;
  onEdit?: (row: Row) => void;
  /** Extra buttons before edit/delete. */
  extraActions?: (row: Row) => ReactNode;
  toolbar?: ReactNode;
  reorderable?: boolean;
  /** Hide delete/restore (read-only lists). */
  readOnly?: boolean;
};

export function AdminTable<Row extends { id: number }>(props: AdminTableProps<Row>) {
  const { t, i18n } = useLingui();
  const { store, snap, kind } = props;

  const remove = async (row: Row) => {
    if (!(await confirmDialog())) return;
    try {
      await store.remove(row.id);
      toast.success(i18n._(deletedToast[kind]));
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const restore = async (row: Row) => {
    try {
      await store.restore(row.id);
      toast.success(i18n._(restoredToast[kind]));
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const reorder = async (ids: number[]) => {
    try {
      await store.reorder(ids);
      toast.success(i18n._(savedToast.reordered));
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const actions = (row: Row) => {
    const name = props.rowName(row);
    return (
      <>
        {props.extraActions?.(row)}
        {snap.trash ? (
          props.readOnly ? null : (
            <Button size="sm" variant="outline" onClick={() => void restore(row)} aria-label={t`Pulihkan ${name}`}>
              <Trans>Pulihkan</Trans>
            </Button>
          )
        ) : (
          <>
            {props.onEdit ? (
              <Button size="sm" variant="outline" onClick={() => props.onEdit?.(row)} aria-label={t`Ubah ${name}`}>
                <Trans>Ubah</Trans>
              </Button>
            ) : null}
            {props.readOnly ? null : (
              <Button size="sm" variant="danger" onClick={() => void remove(row)} aria-label={t`Hapus ${name}`}>
                <Trans>Hapus</Trans>
              </Button>
            )}
          </>
        )}
      </>
    );
  };

  return (
    <DataTable<Row>
      label={props.label}
      columns={props.columns}
      rows={snap.data as Row[]}
      loading={snap.loading}
      error={snap.error}
      trash={snap.trash}
      onTrashChange={props.readOnly ? undefined : (trash) => store.setTrash(trash)}
      search={snap.search}
      onSearch={(text) => store.setSearch(text)}
      paging={snap.paging}
      filtered={snap.filtered}
      onPage={(page) => store.setPage(page)}
      onLength={(length) => store.setLength(length)}
      order={snap.order}
      onOrder={(column) => store.setOrder(column)}
      actions={actions}
      toolbar={props.toolbar}
      onReorder={props.reorderable ? (ids) => void reorder(ids) : undefined}
    />
  );
}
