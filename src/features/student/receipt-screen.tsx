/**
 * `/subscription/receipt/{invoiceId}`: the printable receipt of one of the student's invoices (number,
 * dates, package, course, amount in Rupiah, channel, status, the subscription it made). The print
 * stylesheet (receipt.css) leaves only the receipt on paper. An unpaid invoice is titled as a bill,
 * never as a receipt.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { Receipt } from '../../../api/contracts/commerce';
import { getErrorMessage, isApiError } from '../../api-client';
import { paths } from '../../config/paths';
import { DATE_FORMATS } from '../../lib/format';
import { commerceApi } from '../../state/commerce';
import { channelLabel, paymentStatusLabel } from '../../state/payment-texts';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { useTexts } from './use-texts';
import './receipt.css';
import { monthsLabel } from '../../lib/months';

export default function ReceiptScreen() {
  const { i18n } = useLingui();
  const { invoiceId = '' } = useParams<{ invoiceId: string }>();
  const { title, date, rupiah } = useTexts();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [error, setError] = useState<{ notFound: boolean; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    setReceipt(null);
    setError(null);
    commerceApi
      .receipt(invoiceId)
      .then((res) => live && setReceipt(res.data))
      .catch(
        (e: unknown) =>
          live && setError({ notFound: isApiError(e, 404) || isApiError(e, 403), message: getErrorMessage(e) }),
      );
    return () => {
      live = false;
    };
  }, [invoiceId]);

  const back = (
    <ButtonLink href={paths.student.subscription()} variant="outline">
      <Trans>Kembali ke langganan</Trans>
    </ButtonLink>
  );

  if (error) {
    return (
      <div className="kk-receipt">
        <EmptyState
          title={error.notFound ? <Trans>Tagihan tidak ditemukan</Trans> : <Trans>Kuitansi tidak dapat dimuat</Trans>}
          description={error.message}
          action={back}
        />
      </div>
    );
  }
  if (!receipt) return <LoadingState fullPage />;

  const paid = receipt.status === 'paid' || receipt.status === 'refunded';
  return (
    <div className="kk-receipt">
      <div className="kk-receipt__actions">
        {back}
        <Button onClick={() => window.print()}>
          <Trans>Cetak</Trans>
        </Button>
      </div>
      <article className="kk-receipt__paper" aria-labelledby="kk-receipt-title">
        <header className="kk-receipt__head">
          <div>
            <h1 id="kk-receipt-title">{paid ? <Trans>Kuitansi pembayaran</Trans> : <Trans>Tagihan</Trans>}</h1>
            <p className="kk-receipt__number">{receipt.invoiceId}</p>
          </div>
          <span className="kk-receipt__brand">KelasKoding</span>
        </header>
        <dl className="kk-receipt__fields">
          <dt>
            <Trans>Nomor tagihan</Trans>
          </dt>
          <dd>{receipt.invoiceId}</dd>
          <dt>
            <Trans>Tanggal tagihan</Trans>
          </dt>
          <dd>{date(receipt.createdAt, DATE_FORMATS.dateTime)}</dd>
          {receipt.paidAt ? (
            <>
              <dt>
                <Trans>Tanggal bayar</Trans>
              </dt>
              <dd>{date(receipt.paidAt, DATE_FORMATS.dateTime)}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Nama</Trans>
          </dt>
          <dd>
            {receipt.student.name} ({receipt.student.email})
          </dd>
          <dt>
            <Trans>Paket</Trans>
          </dt>
          <dd>
            {receipt.packageName} ({monthsLabel(receipt.durationInMonth)})
          </dd>
          <dt>
            <Trans>Kursus</Trans>
          </dt>
          <dd>{title(receipt.course.title)}</dd>
          {receipt.subscription ? (
            <>
              <dt>
                <Trans>Masa langganan</Trans>
              </dt>
              <dd>
                {date(receipt.subscription.start, DATE_FORMATS.short)} –{' '}
                {date(receipt.subscription.end, DATE_FORMATS.short)}
              </dd>
            </>
          ) : null}
          <dt>
            <Trans>Metode pembayaran</Trans>
          </dt>
          <dd>{channelLabel(i18n, receipt.channel)}</dd>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd data-testid="receipt-status">{paymentStatusLabel(i18n, receipt.status)}</dd>
        </dl>
        <div className="kk-receipt__total">
          <span>
            <Trans>Total</Trans>
          </span>
          <span data-testid="receipt-amount">{rupiah(receipt.amount)}</span>
        </div>
        <p className="kk-receipt__note">
          {paid ? (
            <Trans>Kuitansi ini dibuat otomatis oleh KelasKoding dan sah tanpa tanda tangan.</Trans>
          ) : (
            <Trans>Tagihan ini belum lunas. Kuitansi berlaku setelah pembayaran diterima.</Trans>
          )}
        </p>
      </article>
    </div>
  );
}
