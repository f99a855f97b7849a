/**
 * The body of `/payment/{status}` once the student's invoice is known. It follows the invoice's real
 * status from the API, never the address: pending shows the instructions and a "check status" button,
 * paid shows success with the subscription's end, failed and expired offer a retry.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { PAYMENT_CHANNELS, type StudentInvoice } from '../../../api/contracts/commerce';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { DATE_FORMATS, formatDate, formatRupiah } from '../../lib/format';
import { localizedTitle } from '../../lib/localized';
import { useFormatLocale } from '../../lib/use-format-locale';
import { startCheckout } from '../../state/commerce';
import { channelLabel, paymentStatusLabel } from '../../state/payment-texts';
import { Button, ButtonLink } from '../../ui/button';
import { PaymentInstructions } from './payment-instructions';

type Props = {
  invoice: StudentInvoice;
  /** Asks the server for the current status; resolves when the invoice above has been replaced. */
  onCheck: () => Promise<void>;
  checking: boolean;
  /** What the last check found, read out to screen readers. */
  checkNote: ReactNode;
};

export function PaymentInvoiceView({ invoice, onCheck, checking, checkNote }: Props) {
  const { i18n } = useLingui();
  const locale = useFormatLocale();
  const [retryError, setRetryError] = useState('');
  const [retrying, setRetrying] = useState(false);
  const receiptLink = paths.student.receipt(invoice.invoiceId);
  const subscriptionEnd = invoice.subscription
    ? formatDate(invoice.subscription.end, DATE_FORMATS.dateTime, locale)
    : '';
  const expiresAt = formatDate(invoice.expiresAt, DATE_FORMATS.dateTime, locale);
  const retryChannel = PAYMENT_CHANNELS.find((c) => c.id === invoice.channel)?.id ?? null;

  const retry = async () => {
    if (!retryChannel) return;
    setRetryError('');
    setRetrying(true);
    try {
      await startCheckout(invoice.package.id, retryChannel);
    } catch (e) {
      setRetryError(getErrorMessage(e));
      setRetrying(false);
    }
  };

  const summary = (
    <dl className="kk-pay__summary">
      <div>
        <dt>
          <Trans>Nomor tagihan</Trans>
        </dt>
        <dd className="kk-pay__mono">{invoice.invoiceId}</dd>
      </div>
      <div>
        <dt>
          <Trans>Paket</Trans>
        </dt>
        <dd>
          {invoice.packageName} · {localizedTitle(invoice.course.title, locale)}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Jumlah</Trans>
        </dt>
        <dd>{formatRupiah(invoice.amount)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Metode</Trans>
        </dt>
        <dd>{channelLabel(i18n, invoice.channel)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd data-testid="invoice-status">{paymentStatusLabel(i18n, invoice.status)}</dd>
      </div>
    </dl>
  );

  if (invoice.status === 'paid') {
    return (
      <Card tone="success" title={<Trans>Pembayaran berhasil</Trans>}>
        <p>
          {subscriptionEnd ? (
            <Trans>Terima kasih! Langganan kamu aktif sampai {subscriptionEnd}. Semua bab berbayar kini terbuka.</Trans>
          ) : (
            <Trans>Terima kasih! Pembayaran kamu sudah kami terima.</Trans>
          )}
        </p>
        {summary}
        <div className="kk-payment__actions">
          <ButtonLink href={paths.student.learning()} variant="primary">
            <Trans>Mulai belajar</Trans>
          </ButtonLink>
          <ButtonLink href={receiptLink} variant="outline">
            <Trans>Lihat kuitansi</Trans>
          </ButtonLink>
        </div>
      </Card>
    );
  }

  if (invoice.status === 'pending') {
    return (
      <Card tone="pending" title={<Trans>Menunggu pembayaran</Trans>}>
        {invoice.expiresAt ? (
          <p>
            <Trans>
              Selesaikan pembayaran sebelum {expiresAt}. Bab berbayar terbuka begitu pembayaran kamu kami terima.
            </Trans>
          </p>
        ) : null}
        {summary}
        <PaymentInstructions instructions={invoice.instructions} amount={invoice.amount} />
        <p className="kk-pay__hint" role="status">
          {checkNote}
        </p>
        <div className="kk-payment__actions">
          <Button onClick={() => void onCheck()} loading={checking}>
            <Trans>Cek status pembayaran</Trans>
          </Button>
          {invoice.paymentLink ? (
            <a className="kk-btn kk-btn--outline kk-btn--md" href={invoice.paymentLink}>
              <Trans>Buka halaman pembayaran</Trans>
            </a>
          ) : null}
        </div>
      </Card>
    );
  }

  if (invoice.status === 'refunded') {
    return (
      <Card tone="unknown" title={<Trans>Pembayaran dikembalikan</Trans>}>
        <p>
          <Trans>Pembayaran ini sudah dikembalikan, dan langganan yang dibuatnya sudah berakhir.</Trans>
        </p>
        {summary}
        <div className="kk-payment__actions">
          <ButtonLink href={paths.student.subscription()} variant="primary">
            <Trans>Lihat langganan</Trans>
          </ButtonLink>
        </div>
      </Card>
    );
  }

  const expired = invoice.status === 'expired';
  return (
    <Card tone="failed" title={expired ? <Trans>Pembayaran kedaluwarsa</Trans> : <Trans>Pembayaran gagal</Trans>}>
      <p>
        {expired ? (
          <Trans>
            Batas waktu pembayaran tagihan ini sudah lewat. Tidak ada biaya yang ditarik; kamu bisa mencoba lagi.
          </Trans>
        ) : (
          <Trans>Pembayaran tidak dapat diselesaikan. Tidak ada biaya yang ditarik; kamu bisa mencoba lagi.</Trans>
        )}
      </p>
      {summary}
      {retryError ? (
        <p className="kk-pay__error" role="alert">
          {retryError}
        </p>
      ) : null}
      <div className="kk-payment__actions">
        {retryChannel ? (
          <Button onClick={() => void retry()} loading={retrying}>
            <Trans>Coba lagi</Trans>
          </Button>
        ) : null}
        <ButtonLink
          href={`${paths.student.subscription()}?buy=${invoice.package.id}`}
          variant={retryChannel ? 'outline' : 'primary'}
        >
          <Trans>Pilih metode lain</Trans>
        </ButtonLink>
      </div>
    </Card>
  );
}

/** The result card: an icon by tone, a heading, and the content. */
export function Card({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'pending' | 'failed' | 'unknown';
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`kk-payment__card kk-card kk-payment__card--${tone}`} data-status={tone}>
      <div className="kk-payment__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : tone === 'failed' ? '!' : tone === 'pending' ? '…' : 'i'}
      </div>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
