/** /payment/:status?: the result page the payment provider returns to. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../ui/button';
import './public-pages.css';

type Kind = 'success' | 'pending' | 'failed' | 'unknown';

function kindOf(status: string | undefined): Kind {
  const s = (status ?? '').toLowerCase();
  if (['success', 'succeeded', 'paid', 'settled', 'settlement', 'berhasil', 'finish'].includes(s)) return 'success';
  if (['pending', 'waiting', 'unpaid', 'menunggu'].includes(s)) return 'pending';
  if (['failed', 'failure', 'error', 'expired', 'cancel', 'cancelled', 'canceled', 'gagal', 'deny'].includes(s))
    return 'failed';
  return 'unknown';
}

export default function PaymentScreen() {
  const { status } = useParams<{ status?: string }>();
  const kind = kindOf(status);
  const content: Record<Kind, { title: ReactNode; text: ReactNode }> = {
    success: {
      title: <Trans>Pembayaran berhasil</Trans>,
      text: <Trans>Terima kasih! Langganan kamu sudah aktif. Semua bab berbayar kini terbuka.</Trans>,
    },
    pending: {
      title: <Trans>Menunggu pembayaran</Trans>,
      text: (
        <Trans>
          Pembayaran kamu sedang diproses. Status langganan akan diperbarui setelah pembayaran dikonfirmasi.
        </Trans>
      ),
    },
    failed: {
      title: <Trans>Pembayaran gagal</Trans>,
      text: (
        <Trans>
          Pembayaran tidak dapat diselesaikan atau sudah kedaluwarsa. Silakan coba lagi dari halaman langganan.
        </Trans>
      ),
    },
    unknown: {
      title: <Trans>Status pembayaran</Trans>,
      text: <Trans>Status pembayaran belum diketahui. Cek halaman langganan untuk status terbaru.</Trans>,
    },
  };
  return (
    <section className="kk-payment kk-container">
      <div className={`kk-payment__card kk-card kk-payment__card--${kind}`} data-status={kind}>
        <div className="kk-payment__icon" aria-hidden="true">
          {kind === 'success' ? '✓' : kind === 'failed' ? '!' : '…'}
        </div>
        <h1>{content[kind].title}</h1>
        <p>{content[kind].text}</p>
        {status ? (
          <p className="kk-payment__status">
            <Trans>Status: {status}</Trans>
          </p>
        ) : null}
        <div className="kk-payment__actions">
          <ButtonLink href={paths.student.subscription()} variant="primary">
            <Trans>Lihat langganan</Trans>
          </ButtonLink>
          <ButtonLink href={paths.student.dashboard()} variant="outline">
            <Trans>Ke dasbor</Trans>
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
