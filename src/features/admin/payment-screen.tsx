/** `/admin/payment`: payments with status, invoice, link, channel and student; search, order, paging, trash. */
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { formatDate, formatRupiah } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import type { DataTableColumn } from '../../ui/data-table';
import { AdminTable } from './admin-table';
import type { PaymentRow } from './admin-types';
import { useList } from './use-list';
import './admin.css';

const STATUS_TONE: Record<PaymentRow['status'], string> = {
  paid: 'kk-admin__badge kk-admin__badge--green',
  pending: 'kk-admin__badge kk-admin__badge--yellow',
  expired: 'kk-admin__badge',
  failed: 'kk-admin__badge kk-admin__badge--red',
};

export default function AdminPaymentScreen() {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const { store, snap } = useList<PaymentRow>({
    endpoint: 'admin/payments',
    path: paths.admin.payment(),
    order: { column: 'created_at', dir: 'desc' },
  });
  const statusLabel = (s: PaymentRow['status']) =>
    s === 'paid' ? t`Lunas` : s === 'pending' ? t`Menunggu` : s === 'expired' ? t`Kedaluwarsa` : t`Gagal`;

  const columns: DataTableColumn<PaymentRow>[] = [
    { key: 'invoice', header: t`Invoice`, orderBy: 'invoiceId', render: (r) => r.invoiceId },
    { key: 'student', header: t`Siswa`, orderBy: 'studentName', render: (r) => r.studentName },
    {
      key: 'status',
      header: t`Status`,
      orderBy: 'status',
      render: (r) => <span className={STATUS_TONE[r.status]}>{statusLabel(r.status)}</span>,
    },
    { key: 'amount', header: t`Jumlah`, orderBy: 'amount', render: (r) => formatRupiah(r.amount) },
    { key: 'channel', header: t`Kanal`, orderBy: 'paymentChannel', render: (r) => r.paymentChannel ?? '—' },
    {
      key: 'link',
      header: t`Tautan`,
      render: (r) =>
        r.paymentLink ? (
          <a href={r.paymentLink} target="_blank" rel="noopener noreferrer">
            <Trans>Buka</Trans>
          </a>
        ) : (
          '—'
        ),
    },
    {
      key: 'date',
      header: t`Tanggal`,
      orderBy: 'created_at',
      render: (r) => formatDate(r.created_at, 'd M y', locale),
    },
  ];

  return (
    <main className="kk-admin">
      <div className="kk-admin__head">
        <div>
          <h1 className="kk-admin__title">
            <Trans>Pembayaran</Trans>
          </h1>
          <p className="kk-admin__subtitle">
            <Trans>Semua pembayaran siswa; cari berdasarkan nama siswa, invoice, status atau kanal.</Trans>
          </p>
        </div>
      </div>
      <AdminTable<PaymentRow>
        label={t`Daftar pembayaran`}
        kind="payment"
        store={store}
        snap={snap}
        columns={columns}
        rowName={(r) => r.invoiceId}
      />
    </main>
  );
}
