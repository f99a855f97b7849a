/**
 * A payment's notification history for the admin: every gateway notification, status-API check and
 * admin action received for it, oldest first, with what it did (applied, a duplicate, refused for a
 * wrong amount…) and the status the payment had afterwards. Forged notifications are never stored.
 */

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PaymentRow } from '../../../api/contracts/admin-rows';
import type { PaymentNotificationRow } from '../../../api/contracts/commerce';
import { apiClient, getErrorMessage, idOf, read } from '../../api-client';
import { formatDate } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { paymentStatusLabel } from '../../state/payment-texts';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Modal } from '../../ui/modal';
import { LoadingState } from '../../ui/spinner';

// Keyed by string: an outcome or source a later server adds is shown as its code rather than breaking the list.
const OUTCOMES: Record<string, MessageDescriptor> = {
  applied: msg`Diterapkan`,
  duplicate: msg`Duplikat, tidak mengubah apa pun`,
  'ignored-final': msg`Diabaikan: status sudah final`,
  'amount-mismatch': msg`Ditolak: jumlah tidak sesuai`,
  ignored: msg`Diabaikan`,
};

const SOURCES: Record<string, MessageDescriptor> = {
  gateway: msg`Notifikasi gateway`,
  reconcile: msg`Cek status`,
  admin: msg`Admin`,
  system: msg`Sistem (kedaluwarsa otomatis)`,
};

const textOf = (i18n: I18n, map: Record<string, MessageDescriptor>, code: string) => {
  const label = map[code];
  return label ? i18n._(label) : code;
};

export function PaymentHistoryDialog({ payment, onClose }: { payment: PaymentRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const [rows, setRows] = useState<PaymentNotificationRow[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    read(apiClient.api.admin.payments[':id'].notifications.$get({ param: { id: idOf(payment.id) } }))
      .then((res) => live && setRows(res.data))
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, [payment.id]);

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={t`Riwayat notifikasi ${payment.invoiceId}`}
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>Tutup</Trans>
        </Button>
      }
    >
      {error ? (
        <EmptyState title={error} />
      ) : !rows ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={<Trans>Belum ada notifikasi untuk pembayaran ini.</Trans>} />
      ) : (
        <div className="kk-admin__history">
          <table>
            <caption className="kk-visually-hidden">{t`Riwayat notifikasi ${payment.invoiceId}`}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Diterima</Trans>
                </th>
                <th scope="col">
                  <Trans>Sumber</Trans>
                </th>
                <th scope="col">
                  <Trans>Status transaksi</Trans>
                </th>
                <th scope="col">
                  <Trans>Jumlah</Trans>
                </th>
                <th scope="col">
                  <Trans>Hasil</Trans>
                </th>
                <th scope="col">
                  <Trans>Status sesudahnya</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-outcome={r.outcome}>
                  <td>{formatDate(r.receivedAt, 'd M y / h:i', locale)}</td>
                  <td>{textOf(i18n, SOURCES, r.source)}</td>
                  <td>
                    <code>{r.transactionStatus}</code>
                    {r.statusCode ? <span className="kk-admin__muted"> ({r.statusCode})</span> : null}
                    {r.paymentType ? <span className="kk-admin__muted"> · {r.paymentType}</span> : null}
                  </td>
                  <td>{r.grossAmount ?? '—'}</td>
                  <td>{textOf(i18n, OUTCOMES, r.outcome)}</td>
                  <td>{paymentStatusLabel(i18n, r.statusAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
