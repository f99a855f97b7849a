/** `/admin/package`: packages (name, price, course, duration) with create, edit, trash and restore. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { packageCreate } from '../../../api/contracts/admin-people';
import type { ContentRow, PackageRow } from '../../../api/contracts/admin-rows';
import { formErrors, getErrorMessage, numberField } from '../../api-client';
import { paths } from '../../config/paths';
import { formatRupiah } from '../../lib/format';
import { localizedTitle } from '../../lib/localized';
import { useFormatLocale } from '../../lib/use-format-locale';
import { adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import type { DataTableColumn } from '../../ui/data-table';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { AdminTable } from './admin-table';
import { savedToast } from './admin-toasts';
import { FormModal, useModalForm } from './form-modal';
import { useList } from './use-list';
import './admin.css';
import { monthsLabel } from '../../lib/months';

type FormProps = {
  row: PackageRow | null;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
};

function PackageForm({ row, onClose, onSubmit }: FormProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const [courses, setCourses] = useState<ContentRow[]>([]);
  const [values, setValues] = useState({
    name: row?.name ?? '',
    price: row ? String(row.price) : '',
    course: row ? String(row.course.id) : '',
    duration_in_month: row ? String(row.duration_in_month) : '',
  });
  const form = useModalForm();
  const { errors, setFormError } = form;

  useEffect(() => {
    adminApi<ContentRow>('courses')
      .list({ length: 200 })
      .then((res) => setCourses(res.data))
      .catch((error: unknown) => setFormError(getErrorMessage(error)));
  }, [setFormError]);

  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = () =>
    void form.send(
      // The package as it is written, checked by the server's own rules and messages (an empty number is absent).
      formErrors(packageCreate, {
        name: values.name,
        price: numberField(values.price),
        course: numberField(values.course),
        duration_in_month: numberField(values.duration_in_month),
      }),
      () =>
        onSubmit({
          name: values.name,
          price: Number(values.price),
          course: Number(values.course),
          duration_in_month: Number(values.duration_in_month),
        }),
    );

  return (
    <FormModal
      title={row ? t`Ubah paket` : t`Tambah paket`}
      form={form}
      submitLabel={<Trans>Simpan</Trans>}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t`Nama paket`}
        required
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name}
      />
      <Select
        label={t`Kursus`}
        required
        placeholder={t`Pilih kursus`}
        value={values.course}
        onChange={(e) => set('course')(e.target.value)}
        options={courses.map((c) => ({ value: String(c.id), label: localizedTitle(c.title, locale) }))}
        error={errors.course}
      />
      <div className="kk-admin__grid2">
        <TextField
          label={t`Harga (Rp)`}
          inputMode="numeric"
          required
          value={values.price}
          onChange={(e) => set('price')(e.target.value.replace(/\D/g, ''))}
          error={errors.price}
        />
        <TextField
          label={t`Durasi (bulan)`}
          inputMode="numeric"
          required
          value={values.duration_in_month}
          onChange={(e) => set('duration_in_month')(e.target.value.replace(/\D/g, ''))}
          error={errors.duration_in_month}
        />
      </div>
    </FormModal>
  );
}

export default function AdminPackageScreen() {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const { store, snap } = useList<PackageRow>({
    resource: 'packages',
    path: paths.admin.package(),
    order: { column: 'name', dir: 'asc' },
  });
  const [editing, setEditing] = useState<{ row: PackageRow | null } | null>(null);

  const columns: DataTableColumn<PackageRow>[] = [
    { key: 'name', header: t`Nama`, orderBy: 'name', render: (r) => r.name },
    { key: 'course', header: t`Kursus`, orderBy: 'course', render: (r) => localizedTitle(r.course.title, locale) },
    {
      key: 'price',
      header: t`Harga`,
      orderBy: 'price',
      render: (r) => formatRupiah(r.price),
      className: 'kk-table__nowrap',
    },
    {
      key: 'duration',
      header: t`Durasi`,
      orderBy: 'duration_in_month',
      render: (r) => monthsLabel(r.duration_in_month),
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
          <h1 className="kk-admin__title">
            <Trans>Paket</Trans>
          </h1>
          <p className="kk-admin__subtitle">
            <Trans>Paket langganan yang dapat dibeli siswa.</Trans>
          </p>
        </div>
      </div>
      <AdminTable<PackageRow>
        label={t`Daftar paket`}
        kind="package"
        store={store}
        snap={snap}
        columns={columns}
        rowName={(r) => r.name}
        onEdit={(row) => setEditing({ row })}
        toolbar={
          <Button onClick={() => setEditing({ row: null })}>
            <Trans>Tambah paket</Trans>
          </Button>
        }
      />
      {editing ? (
        <PackageForm
          key={editing.row?.id ?? 'new'}
          row={editing.row}
          onClose={() => setEditing(null)}
          onSubmit={submit}
        />
      ) : null}
    </main>
  );
}
