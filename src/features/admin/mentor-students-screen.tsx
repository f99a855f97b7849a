/**
 * `/admin/mentor/students`: pick a mentor, then assign unassigned students to them or clear
 * students from them (docs/decisions/0005-behaviour.md assignment; only students with no mentor are listed as unassigned).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { MentorRow, StudentRow } from '../../../api/contracts/admin-rows';
import { apiClient, getErrorMessage, idOf, read } from '../../api-client';
import { paths } from '../../config/paths';
import { adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { LoadingState } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useList } from './use-list';
import './admin.css';

export default function AdminMentorStudentsScreen() {
  const { t } = useLingui();
  const [mentors, setMentors] = useState<MentorRow[] | null>(null);
  const [mentorId, setMentorId] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const unassigned = useList<StudentRow>({
    resource: 'students',
    path: paths.admin.mentorStudents(),
    order: { column: 'name', dir: 'asc' },
    filters: { unassigned: 1 },
  });
  // Loads once a mentor is picked (the effect below), not first for a mentor that does not exist.
  const assigned = useList<StudentRow>(
    {
      resource: 'students',
      path: paths.admin.mentorStudents(),
      order: { column: 'name', dir: 'asc' },
      filters: { mentorId: 0 },
    },
    { loadNow: false },
  );

  const loadMentors = useCallback(
    () =>
      adminApi<MentorRow>('mentors')
        .list({ length: 200, 'order[column]': 'name' })
        .then((res) => {
          setMentors(res.data);
          setMentorId((current) => current ?? res.data[0]?.id ?? null);
        })
        .catch((error: unknown) => {
          setMentors([]);
          toast.error(getErrorMessage(error));
        }),
    [],
  );

  useEffect(() => {
    void loadMentors();
  }, [loadMentors]);

  // A layout effect: the load starts before the mentor's table is first painted, so it shows its
  // loading state rather than a flash of "no data".
  useLayoutEffect(() => {
    if (mentorId !== null) assigned.store.setFilter('mentorId', mentorId);
  }, [mentorId, assigned.store]);

  const mentor = mentors?.find((m) => m.id === mentorId);

  const setMentor = async (student: StudentRow, target: number | null) => {
    setBusy(student.id);
    try {
      await read(
        apiClient.api.admin.students[':id'].mentor.$put({
          param: { id: idOf(student.id) },
          json: { mentorId: target },
        }),
      );
      const name = student.detail.full_name;
      toast.success(target === null ? t`${name} dilepas dari mentor.` : t`${name} ditetapkan ke mentor.`);
      await Promise.all([unassigned.store.reload(), assigned.store.reload(), loadMentors()]);
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<StudentRow>[] = [
    { key: 'name', header: t`Nama`, orderBy: 'name', render: (r) => r.detail.full_name },
    { key: 'email', header: t`Email`, orderBy: 'email', render: (r) => r.email },
  ];

  const table = (list: typeof unassigned, label: string, action: (row: StudentRow) => ReactNode) => (
    <DataTable<StudentRow>
      label={label}
      columns={columns}
      rows={list.snap.data as StudentRow[]}
      loading={list.snap.loading}
      error={list.snap.error}
      trash={false}
      search={list.snap.search}
      onSearch={(s) => list.store.setSearch(s)}
      paging={list.snap.paging}
      filtered={list.snap.filtered}
      onPage={(p) => list.store.setPage(p)}
      order={list.snap.order}
      onOrder={(c) => list.store.setOrder(c)}
      actions={action}
    />
  );

  return (
    <main className="kk-admin">
      <div className="kk-admin__head">
        <div>
          <h1 className="kk-admin__title">
            <Trans>Siswa mentor</Trans>
          </h1>
          <p className="kk-admin__subtitle">
            <Trans>Pilih mentor, lalu tetapkan siswa yang belum punya mentor atau lepaskan siswanya.</Trans>
          </p>
        </div>
      </div>
      {mentors === null ? (
        <LoadingState />
      ) : (
        <div className="kk-admin__assign">
          <nav className="kk-admin__panel" aria-label={t`Mentor`}>
            <ul className="kk-admin__mentor-list">
              {mentors.map((m) => (
                <li key={m.id}>
                  <button type="button" aria-pressed={m.id === mentorId} onClick={() => setMentorId(m.id)}>
                    <span>{m.detail.full_name}</span>
                    <span className="kk-admin__badge">{m.total_students}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <section className="kk-admin__section">
              <h2>
                <Trans>Siswa tanpa mentor</Trans>
              </h2>
              {table(unassigned, t`Siswa tanpa mentor`, (row) => (
                <Button
                  size="sm"
                  disabled={!mentor}
                  loading={busy === row.id}
                  onClick={() => void setMentor(row, mentorId)}
                  aria-label={t`Tetapkan ${row.detail.full_name}`}
                >
                  <Trans>Tetapkan</Trans>
                </Button>
              ))}
            </section>
            {mentor ? (
              <section className="kk-admin__section">
                <h2>
                  <Trans>Siswa {mentor.detail.full_name}</Trans>
                </h2>
                {table(assigned, t`Siswa mentor terpilih`, (row) => (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy === row.id}
                    onClick={() => void setMentor(row, null)}
                    aria-label={t`Lepaskan ${row.detail.full_name}`}
                  >
                    <Trans>Lepaskan</Trans>
                  </Button>
                ))}
              </section>
            ) : null}
          </div>
        </div>
      )}
    </main>
  );
}
