/**
 * `/admin/payment`: payments with status, invoice, amount, channel, link and student (search, order,
 * paging, trash); record a manual payment, record a refund of a paid one (its subscription ends), and open each
 * payment's notification history.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PaymentRow } from '../../../api/contracts/admin-rows';
import { apiClient, getErrorMessage, idOf, read } from '../../api-client';
import { paths } from '../../config/paths';
import { formatDate, formatRupiah } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { channelLabel, paymentStatusLabel, paymentStatusTone } from '../../state/payment-texts';
import { Button } from '../../ui/button';
import { confirmDialog } from '../../ui/confirm-dialog';
import type { DataTableColumn } from '../../ui/data-table';
import { toast } from '../../ui/toast';
import { AdminTable } from './admin-table';
import { ManualPaymentForm } from './manual-payment-form';
import { PaymentHistoryDialog } from './payment-history-dialog';
import { useList } from './use-list';
import './admin.css';

const TONE_CLASS = {
  green: 'kk-admin__badge kk-admin__badge--green',
  yellow: 'kk-admin__badge kk-admin__badge--yellow',
  red: 'kk-admin__badge kk-admin__badge--red',
  grey: 'kk-admin__badge',
} as const;

export default function AdminPaymentScreen() {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const { store, snap } = useList<PaymentRow>({
    resource: 'payments',
    path: paths.admin.payment(),
    order: { column: 'created_at', dir: 'desc' },
  });
  const [recording, setRecording] = useState(false);
  const [history, setHistory] = useState<PaymentRow | null>(null);

  /** Records that a paid payment's money went back; the server ends the subscription it paid for. */
  async function refund(row: PaymentRow) {
    const ok = await confirmDialog({
      title: t`Kembalikan dana ${row.invoiceId}?`,
      message: t`Catat bahwa uang pembayaran ini sudah dikembalikan ke siswa. Langganan yang dibayarnya langsung berakhir, dan siswa diberi tahu.`,
      confirmLabel: t`Catat pengembalian dana`,
      variant: 'danger',
    });
    if (!ok) return;
    try {
      await read(apiClient.api.admin.payments[':id'].refund.$post({ param: { id: idOf(row.id) } }));
      toast.success(t`Dana ${row.invoiceId} dicatat sudah dikembalikan; langganannya berakhir.`);
      void store.reload();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  const columns: DataTableColumn<PaymentRow>[] = [
    {
      key: 'invoice',
      header: t`Invoice`,
      orderBy: 'invoiceId',
      render: (r) => r.invoiceId,
      className: 'kk-table__nowrap',
    },
    {
      key: 'student',
      header: t({ message: 'Siswa', context: 'one student' }),
      orderBy: 'studentName',
      render: (r) => r.studentName,
    },
    {
      key: 'status',
      header: t`Status`,
      orderBy: 'status',
      render: (r) => (
        <span className={TONE_CLASS[paymentStatusTone(r.status)]}>{paymentStatusLabel(i18n, r.status)}</span>
      ),
    },
    {
      key: 'amount',
      header: t`Jumlah`,
      orderBy: 'amount',
      render: (r) => formatRupiah(r.amount),
      className: 'kk-table__nowrap',
    },
    {
      key: 'channel',
      header: t`Kanal`,
      orderBy: 'paymentChannel',
      // The payment link is the channel's page for paying a pending invoice, so it sits under the channel rather
      // than in a column of its own, which pushed the dates under the sticky actions at 1440 px.
      render: (r) => (
        <>
          {channelLabel(i18n, r.paymentChannel)}
          {r.paymentLink ? (
            <a
              className="kk-admin__payment-link"
              href={r.paymentLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`Buka tautan pembayaran ${r.invoiceId}`}
            >
              <Trans>Buka tautan</Trans>
            </a>
          ) : null}
        </>
      ),
    },
    {
      key: 'date',
      header: t`Tanggal`,
      orderBy: 'created_at',
      render: (r) => formatDate(r.created_at, 'd M y', locale),
      className: 'kk-table__nowrap',
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
        extraActions={(r) => (
          <>
            <Button size="sm" variant="outline" onClick={() => setHistory(r)} aria-label={t`Riwayat ${r.invoiceId}`}>
              <Trans>Riwayat</Trans>
            </Button>
            {r.status === 'paid' ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void refund(r)}
                aria-label={t`Kembalikan dana ${r.invoiceId}`}
              >
                <Trans>Kembalikan dana</Trans>
              </Button>
            ) : null}
          </>
        )}
        toolbar={
          <Button onClick={() => setRecording(true)}>
            <Trans>Catat pembayaran manual</Trans>
          </Button>
        }
      />
      {recording ? (
        <ManualPaymentForm
          onClose={() => setRecording(false)}
          onRecorded={(result) => {
            setRecording(false);
            toast.success(t`Pembayaran ${result.invoiceId} dicatat dan langganannya dibuat.`);
            void store.reload();
          }}
        />
      ) : null}
      {history ? <PaymentHistoryDialog payment={history} onClose={() => setHistory(null)} /> : null}
    </main>
  );
}
