/**
 * How to pay a pending invoice, per channel kind: the virtual-account number to transfer to (with a
 * copy button), the QR code to scan (served by our API as SVG), or the card form on the payment page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type PaymentInstructions as Instructions, PAYMENT_CHANNELS } from '../../../api/contracts/commerce';
import { formatRupiah } from '../../lib/format';
import { Button } from '../../ui/button';

export function PaymentInstructions({ instructions, amount }: { instructions: Instructions | null; amount: number }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);

  if (!instructions) {
    return (
      <p className="kk-pay__hint">
        <Trans>Pilih cara membayar dan ikuti petunjuknya di halaman pembayaran.</Trans>
      </p>
    );
  }
  if (instructions.kind === 'va') {
    const bank = PAYMENT_CHANNELS.find((c) => c.id === instructions.bank)?.name ?? instructions.bank.toUpperCase();
    const copy = () =>
      navigator.clipboard
        ?.writeText(instructions.vaNumber)
        .then(() => setCopied(true))
        .catch(() => setCopied(false));
    return (
      <div className="kk-pay__instructions">
        <p>
          <Trans>
            Transfer {formatRupiah(amount)} ke nomor virtual account {bank} berikut dari m-banking, internet banking
            atau ATM:
          </Trans>
        </p>
        <p className="kk-pay__va">
          <code data-testid="va-number">{instructions.vaNumber}</code>
          <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={t`Salin nomor virtual account`}>
            {copied ? <Trans>Tersalin</Trans> : <Trans>Salin</Trans>}
          </Button>
        </p>
        <p className="kk-pay__hint" aria-live="polite">
          {copied ? <Trans>Nomor virtual account sudah disalin.</Trans> : null}
        </p>
      </div>
    );
  }
  if (instructions.kind === 'card') {
    return (
      <p className="kk-pay__hint">
        <Trans>Masukkan data kartu kamu di halaman pembayaran untuk menyelesaikan transaksi.</Trans>
      </p>
    );
  }
  return (
    <div className="kk-pay__instructions">
      <p>
        <Trans>
          Pindai kode QR ini dengan aplikasi m-banking atau dompet digital kamu, lalu bayar {formatRupiah(amount)}.
        </Trans>
      </p>
      <img className="kk-pay__qr" src={instructions.qrImageUrl} alt={t`Kode QR pembayaran`} width={220} height={220} />
    </div>
  );
}
