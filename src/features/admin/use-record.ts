/** One content record for a breadcrumb (the admin's content and material screens). */
import { useEffect, useState } from 'react';
import type { ContentRow } from '../../../api/contracts/admin-rows';
import { type AdminResource, adminApi } from '../../state/admin-api';

/** Loads one record; `null` while loading, `false` when it does not exist. */
export function useRecord(resource: AdminResource, id: string | undefined) {
  const [row, setRow] = useState<ContentRow | null | false>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    setRow(null);
    adminApi<ContentRow>(resource)
      .get(Number(id))
      .then((res) => live && setRow(res.data))
      .catch(() => live && setRow(false));
    return () => {
      live = false;
    };
  }, [resource, id]);
  return row;
}
