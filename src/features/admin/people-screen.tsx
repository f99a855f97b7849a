/**
 * The students and mentors lists (`/admin/student`, `/admin/mentor`): search by name or e-mail,
 * order, page, trash and restore, and create / edit in a modal.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { MentorRow, StudentRow } from '../../../api/contracts/admin-rows';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { Button } from '../../ui/button';
import type { DataTableColumn } from '../../ui/data-table';
import { toast } from '../../ui/toast';
import { AdminTable } from './admin-table';
import { savedToast } from './admin-toasts';
import { emptyPerson, PersonForm, type PersonValues } from './person-form';
import { useList } from './use-list';
import './admin.css';

type Person = StudentRow | MentorRow;
type Editing = { row: Person | null } | null;

function toValues(row: Person): PersonValues {
  return {
    fullName: row.detail.full_name,
    email: row.email,
    phone: row.detail.phone ?? '',
    gender: row.detail.gender ?? '',
    birthday: row.detail.birthday ?? '',
    occupation: 'occupation' in row.detail ? (row.detail.occupation ?? '') : '',
    provinceId: row.detail.province_id ?? '',
    cityId: row.detail.city_id ?? '',
    password: '',
  };
}

export function PeopleScreen({ kind }: { kind: 'student' | 'mentor' }) {
  const { t, i18n } = useLingui();
  const isStudent = kind === 'student';
  const { store, snap } = useList<Person>({
    resource: isStudent ? 'students' : 'mentors',
    path: isStudent ? paths.admin.student() : paths.admin.mentor(),
    order: { column: 'name', dir: 'asc' },
  });
  const [editing, setEditing] = useState<Editing>(null);
  const locale = useFormatLocale();

  const gender = (g: string | null) => (g === 'male' ? t`Laki-laki` : g === 'female' ? t`Perempuan` : '—');
  const columns: DataTableColumn<Person>[] = [
    { key: 'name', header: t`Nama`, orderBy: 'name', render: (r) => r.detail.full_name },
    { key: 'email', header: t`Email`, orderBy: 'email', render: (r) => r.email },
    { key: 'phone', header: t`Telepon`, render: (r) => r.detail.phone ?? '—' },
    { key: 'gender', header: t`Jenis kelamin`, render: (r) => gender(r.detail.gender) },
    isStudent
      ? {
          key: 'occupation',
          header: t`Pekerjaan`,
          orderBy: 'occupation',
          render: (r) => ('occupation' in r.detail ? (r.detail.occupation ?? '—') : '—'),
        }
      : {
          key: 'students',
          header: t`Jumlah siswa`,
          orderBy: 'total_students',
          render: (r) => ('total_students' in r ? r.total_students : 0),
        },
    {
      key: 'joined',
      header: t`Bergabung`,
      orderBy: 'created_at',
      render: (r) => formatDate(r.created_at, 'd M y', locale),
      className: 'kk-table__nowrap',
    },
  ];

  const submit = async (body: Record<string, unknown>) => {
    if (editing?.row) await store.update(editing.row.id, body);
    else await store.create(body);
    toast.success(i18n._(editing?.row ? savedToast.updated : savedToast.created));
    setEditing(null);
  };

  return (
    <main className="kk-admin">
      <div className="kk-admin__head">
        <div>
          <h1 className="kk-admin__title">{isStudent ? <Trans>Siswa</Trans> : <Trans>Mentor</Trans>}</h1>
          <p className="kk-admin__subtitle">
            {isStudent ? (
              <Trans>Kelola akun siswa. Data yang dihapus dapat dipulihkan dari tempat sampah.</Trans>
            ) : (
              <Trans>Kelola akun mentor dan lihat jumlah siswa yang mereka dampingi.</Trans>
            )}
          </p>
        </div>
        {isStudent ? null : (
          <Link href={paths.admin.mentorStudents()} className="kk-btn kk-btn--outline kk-btn--md">
            <Trans>Atur siswa mentor</Trans>
          </Link>
        )}
      </div>
      <AdminTable<Person>
        label={isStudent ? t`Daftar siswa` : t`Daftar mentor`}
        kind={kind}
        store={store}
        snap={snap}
        columns={columns}
        rowName={(r) => r.detail.full_name}
        onEdit={(row) => setEditing({ row })}
        toolbar={
          <Button onClick={() => setEditing({ row: null })}>
            {isStudent ? <Trans>Tambah siswa</Trans> : <Trans>Tambah mentor</Trans>}
          </Button>
        }
      />
      {editing ? (
        <PersonForm
          key={editing.row?.id ?? 'new'}
          open
          isNew={editing.row === null}
          title={
            editing.row ? (isStudent ? t`Ubah siswa` : t`Ubah mentor`) : isStudent ? t`Tambah siswa` : t`Tambah mentor`
          }
          initial={editing.row ? toValues(editing.row) : emptyPerson}
          withOccupation={isStudent}
          onClose={() => setEditing(null)}
          onSubmit={submit}
        />
      ) : null}
    </main>
  );
}
