/**
 * `/admin/subscription`: subscriptions with student, course, package, start and end; grant one without a
 * payment (student, package, reason) and end a running one now.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubscriptionRow } from '../../../api/contracts/admin-rows';
import { paths } from '../../config/paths';
import { formatDate, formatRupiah } from '../../lib/format';
import { localizedTitle } from '../../lib/localized';
import { useFormatLocale } from '../../lib/use-format-locale';
import { Button } from '../../ui/button';
import type { DataTableColumn } from '../../ui/data-table';
import { toast } from '../../ui/toast';
import { AdminTable } from './admin-table';
import { EndSubscriptionDialog } from './end-subscription-dialog';
import { GrantSubscriptionForm } from './grant-subscription-form';
import { useList } from './use-list';
import './admin.css';

export default function AdminSubscriptionScreen() {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const { store, snap } = useList<SubscriptionRow>({
    resource: 'subscriptions',
    path: paths.admin.subscription(),
    order: { column: 'start', dir: 'desc' },
  });
  const [granting, setGranting] = useState(false);
  const [ending, setEnding] = useState<SubscriptionRow | null>(null);
  const now = Date.now();
  const isActive = (r: SubscriptionRow) => Date.parse(r.end) >= now && Date.parse(r.start) <= now;
  const isRunningOrAhead = (r: SubscriptionRow) => Date.parse(r.end) > now;

  const columns: DataTableColumn<SubscriptionRow>[] = [
    {
      key: 'student',
      header: t({ message: 'Siswa', context: 'one student' }),
      orderBy: 'studentName',
      render: (r) => r.studentName,
    },
    { key: 'course', header: t`Kursus`, orderBy: 'courseTitle', render: (r) => localizedTitle(r.courseTitle, locale) },
    { key: 'name', header: t`Paket`, orderBy: 'name', render: (r) => r.name },
    {
      key: 'price',
      header: t`Harga`,
      orderBy: 'price',
      render: (r) => formatRupiah(r.price),
      className: 'kk-table__nowrap',
    },
    {
      key: 'start',
      header: t`Mulai`,
      orderBy: 'start',
      render: (r) => formatDate(r.start, 'd M y', locale),
      className: 'kk-table__nowrap',
    },
    {
      key: 'end',
      header: t`Berakhir`,
      orderBy: 'end',
      render: (r) => formatDate(r.end, 'd M y', locale),
      className: 'kk-table__nowrap',
    },
    {
      key: 'state',
      header: t`Status`,
      render: (r) =>
        isActive(r) ? (
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
            <Trans>
              Langganan siswa per kursus beserta masa berlakunya; berikan langganan atau akhiri yang sedang berjalan.
            </Trans>
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
        extraActions={(r) =>
          !snap.trash && isRunningOrAhead(r) ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEnding(r)}
              aria-label={t`Akhiri langganan ${r.studentName}`}
            >
              <Trans>Akhiri</Trans>
            </Button>
          ) : null
        }
        toolbar={
          <Button onClick={() => setGranting(true)}>
            <Trans>Berikan langganan</Trans>
          </Button>
        }
      />
      {granting ? (
        <GrantSubscriptionForm
          onClose={() => setGranting(false)}
          onGranted={() => {
            setGranting(false);
            toast.success(t`Langganan berhasil diberikan.`);
            void store.reload();
          }}
        />
      ) : null}
      {ending ? (
        <EndSubscriptionDialog
          row={ending}
          onClose={() => setEnding(null)}
          onEnded={() => {
            setEnding(null);
            toast.success(t`Langganan berhasil diakhiri.`);
            void store.reload();
          }}
        />
      ) : null}
    </main>
  );
}
