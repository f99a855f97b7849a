/** `/admin/subscription`: subscriptions with student, course, package, start and end. */
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { formatDate, formatRupiah } from '../../lib/format';
import { localizedTitle } from '../../lib/localized';
import { useFormatLocale } from '../../lib/use-format-locale';
import type { DataTableColumn } from '../../ui/data-table';
import { AdminTable } from './admin-table';
import type { SubscriptionRow } from './admin-types';
import { useList } from './use-list';
import './admin.css';

export default function AdminSubscriptionScreen() {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const { store, snap } = useList<SubscriptionRow>({
    endpoint: 'admin/subscriptions',
    path: paths.admin.subscription(),
    order: { column: 'start', dir: 'desc' },
  });
  const now = Date.now();

  const columns: DataTableColumn<SubscriptionRow>[] = [
    { key: 'student', header: t`Siswa`, orderBy: 'studentName', render: (r) => r.studentName },
    { key: 'course', header: t`Kursus`, orderBy: 'courseTitle', render: (r) => localizedTitle(r.courseTitle, locale) },
    { key: 'name', header: t`Paket`, orderBy: 'name', render: (r) => r.name },
    { key: 'price', header: t`Harga`, orderBy: 'price', render: (r) => formatRupiah(r.price) },
    { key: 'start', header: t`Mulai`, orderBy: 'start', render: (r) => formatDate(r.start, 'd M y', locale) },
    { key: 'end', header: t`Berakhir`, orderBy: 'end', render: (r) => formatDate(r.end, 'd M y', locale) },
    {
      key: 'state',
      header: t`Status`,
      render: (r) =>
        Date.parse(r.end) >= now && Date.parse(r.start) <= now ? (
          <span className="kk-admin__badge kk-admin__badge--green">{t`Aktif`}</span>
        ) : (
          <span className="kk-admin__badge">{t`Tidak aktif`}</span>
        ),
    },
  ];

  return (
    <main className="kk-admin">
      <div className="kk-admin__head">
        <div>
          <h1 className="kk-admin__title">
            <Trans>Langganan</Trans>
          </h1>
          <p className="kk-admin__subtitle">
            <Trans>Langganan siswa per kursus beserta masa berlakunya.</Trans>
          </p>
        </div>
      </div>
      <AdminTable<SubscriptionRow>
        label={t`Daftar langganan`}
        kind="subscription"
        store={store}
        snap={snap}
        columns={columns}
        rowName={(r) => r.studentName}
      />
    </main>
  );
}
