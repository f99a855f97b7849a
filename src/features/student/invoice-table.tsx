/**
 * The student's invoices on `/subscription`, newest first: number, date, package, amount, channel and
 * status, each with its printable receipt, and a way back to the payment page while one is unpaid.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { StudentInvoiceRow } from '../../../api/contracts/commerce';
import { paths } from '../../config/paths';
import { DATE_FORMATS } from '../../lib/format';
import { channelLabel, paymentStatusLabel, paymentStatusTone } from '../../state/payment-texts';
import { useTexts } from './use-texts';

export function InvoiceTable({ invoices }: { invoices: readonly StudentInvoiceRow[] }) {
  const { t, i18n } = useLingui();
  const { date, rupiah } = useTexts();
  return (
    <div className="kk-sub__table-wrap">
      <table className="kk-sub__table">
        <caption className="kk-visually-hidden">
          <Trans>Tagihan kamu</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Nomor tagihan</Trans>
            </th>
            <th scope="col">
              <Trans>Tanggal</Trans>
            </th>
            <th scope="col">
              <Trans>Paket</Trans>
            </th>
            <th scope="col">
              <Trans>Jumlah</Trans>
            </th>
            <th scope="col">
              <Trans>Metode</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <span className="kk-visually-hidden">
                <Trans>Tindakan</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.invoiceId} data-invoice={invoice.invoiceId}>
              <td className="kk-sub__mono">{invoice.invoiceId}</td>
              <td>{date(invoice.createdAt, DATE_FORMATS.short)}</td>
              <td>{invoice.packageName}</td>
              <td>{rupiah(invoice.amount)}</td>
              <td>{channelLabel(i18n, invoice.channel)}</td>
              <td>
                <span className={`kk-sub__badge kk-sub__badge--${paymentStatusTone(invoice.status)}`}>
                  {paymentStatusLabel(i18n, invoice.status)}
                </span>
              </td>
              <td>
                <div className="kk-sub__row-actions">
                  {invoice.status === 'pending' ? (
                    <Link
                      href={`${paths.payment('pending')}?invoice=${encodeURIComponent(invoice.invoiceId)}`}
                      aria-label={t`Bayar tagihan ${invoice.invoiceId}`}
                    >
                      <Trans>Bayar</Trans>
                    </Link>
                  ) : null}
                  <Link
                    href={paths.student.receipt(invoice.invoiceId)}
                    aria-label={t`Kuitansi tagihan ${invoice.invoiceId}`}
                  >
                    <Trans>Kuitansi</Trans>
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
