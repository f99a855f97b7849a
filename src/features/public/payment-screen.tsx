/**
 * `/payment/{status?}?invoice={invoiceId}`: where the payment page sends the student back. It tells the
 * truth about the invoice as the API holds it (the `status` in the address is only where the gateway
 * meant to send them): a guest is asked to sign in, someone else's or an unknown invoice is "not
 * found", and without an invoice the page stays neutral. While the invoice is pending it is looked at
 * again quietly for a minute, since a gateway's notification can arrive after its redirect.
 */
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { StudentInvoice } from '../../../api/contracts/commerce';
import { getErrorMessage, isApiError } from '../../api-client';
import { paths } from '../../config/paths';
import { commerceApi } from '../../state/commerce';
import { Button, ButtonLink } from '../../ui/button';
import { LoadingState } from '../../ui/spinner';
import { Card, PaymentInvoiceView } from './payment-invoice-view';
import './public-pages.css';

const POLL_MS = 5000;
const POLL_TIMES = 12;

type Load =
  | { kind: 'loading' }
  | { kind: 'guest' }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }
  | { kind: 'invoice'; invoice: StudentInvoice };

function classify(error: unknown): Load {
  if (isApiError(error, 401)) return { kind: 'guest' };
  if (isApiError(error, 403) || isApiError(error, 404)) return { kind: 'not-found' };
  return { kind: 'error', message: getErrorMessage(error) };
}

export default function PaymentScreen() {
  const invoiceId = new URLSearchParams(useSearch()).get('invoice')?.trim() ?? '';
  return (
    <section className="kk-payment kk-container">
      {invoiceId ? <InvoiceStatus key={invoiceId} invoiceId={invoiceId} /> : <NoInvoice />}
    </section>
  );
}

function InvoiceStatus({ invoiceId }: { invoiceId: string }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [checking, setChecking] = useState(false);
  const [checkNote, setCheckNote] = useState<ReactNode>(null);

  const fetchInvoice = useCallback(
    (quiet: boolean) =>
      commerceApi.invoice(invoiceId, { quiet }).then(
        (res) => setLoad({ kind: 'invoice', invoice: res.data }),
        (error: unknown) => {
          // A quiet look that fails keeps what is shown; the student can still check by hand.
          if (!quiet) setLoad(classify(error));
        },
      ),
    [invoiceId],
  );

  useEffect(() => {
    void fetchInvoice(false);
  }, [fetchInvoice]);

  const pending = load.kind === 'invoice' && load.invoice.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    let count = 0;
    const timer = window.setInterval(() => {
      count += 1;
      if (count > POLL_TIMES) window.clearInterval(timer);
      else void fetchInvoice(true);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pending, fetchInvoice]);

  const check = async () => {
    setChecking(true);
    setCheckNote(null);
    try {
      const res = await commerceApi.checkStatus(invoiceId);
      setLoad({ kind: 'invoice', invoice: res.data });
      if (res.data.status === 'pending')
        setCheckNote(<Trans>Pembayaran kamu belum kami terima. Coba lagi sebentar lagi.</Trans>);
    } catch (error) {
      setCheckNote(getErrorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  switch (load.kind) {
    case 'loading':
      return <LoadingState />;
    case 'guest':
      return (
        <Card tone="unknown" title={<Trans>Masuk untuk melihat pembayaran ini</Trans>}>
          <p>
            <Trans>
              Status pembayaran hanya bisa dilihat oleh pemilik tagihan. Masuk dengan akun siswa kamu, lalu buka tagihan
              dari halaman Langganan.
            </Trans>
          </p>
          <div className="kk-payment__actions">
            <ButtonLink href={paths.signin()} variant="primary">
              <Trans>Masuk</Trans>
            </ButtonLink>
            <ButtonLink href={paths.home()} variant="outline">
              <Trans>Ke beranda</Trans>
            </ButtonLink>
          </div>
        </Card>
      );
    case 'not-found':
      return (
        <Card tone="unknown" title={<Trans>Tagihan tidak ditemukan</Trans>}>
          <p>
            <Trans>Tagihan ini tidak ada atau bukan milik akun yang sedang masuk.</Trans>
          </p>
          <div className="kk-payment__actions">
            <ButtonLink href={paths.student.subscription()} variant="primary">
              <Trans>Lihat langganan</Trans>
            </ButtonLink>
          </div>
        </Card>
      );
    case 'error':
      return (
        <Card tone="unknown" title={<Trans>Status pembayaran tidak dapat dimuat</Trans>}>
          <p>{load.message}</p>
          <div className="kk-payment__actions">
            <Button onClick={() => void fetchInvoice(false)}>
              <Trans>Coba lagi</Trans>
            </Button>
          </div>
        </Card>
      );
    default:
      return <PaymentInvoiceView invoice={load.invoice} onCheck={check} checking={checking} checkNote={checkNote} />;
  }
}

function NoInvoice() {
  return (
    <Card tone="unknown" title={<Trans>Status pembayaran</Trans>}>
      <p>
        <Trans>
          Halaman ini menampilkan status sebuah tagihan. Buka tagihan kamu dari halaman Langganan untuk melihat
          statusnya.
        </Trans>
      </p>
      <div className="kk-payment__actions">
        <ButtonLink href={paths.student.subscription()} variant="primary">
          <Trans>Lihat langganan</Trans>
        </ButtonLink>
        <ButtonLink href={paths.home()} variant="outline">
          <Trans>Ke beranda</Trans>
        </ButtonLink>
      </div>
    </Card>
  );
}
