/**
 * The buy dialog of `/subscription`: the package's summary and the payment channels grouped by kind
 * (bank virtual accounts, QRIS, e-wallets, card) as native radio buttons, so arrow keys move between
 * them and a screen reader announces each group. Confirming creates the invoice and leaves for the
 * gateway's payment page. When the package still has an unpaid invoice with another channel, the server
 * returns that one; the dialog says so and offers to continue it instead of leaving silently.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import {
  type CheckoutResult,
  PAYMENT_CHANNELS,
  type PaymentChannel,
  type PaymentChannelKind,
} from '../../../api/contracts/commerce';
import { getErrorMessage } from '../../api-client';
import { monthsLabel } from '../../lib/months';
import { commerceApi, goToPayment } from '../../state/commerce';
import { channelKindLabel, channelLabel } from '../../state/payment-texts';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { CoursePackage } from './learning-types';
import { useTexts } from './use-texts';

const KINDS: PaymentChannelKind[] = ['va', 'qris', 'ewallet', 'card'];

export type CheckoutDialogProps = {
  pkg: CoursePackage;
  /** The channel chosen first (a retry keeps the earlier one); none by default. */
  initialChannel?: PaymentChannel | null;
  onClose: () => void;
};

export function CheckoutDialog({ pkg, initialChannel = null, onClose }: CheckoutDialogProps) {
  const { t, i18n } = useLingui();
  const { title, rupiah } = useTexts();
  const formId = useId();
  const [channel, setChannel] = useState<PaymentChannel | null>(initialChannel);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [existing, setExisting] = useState<CheckoutResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!channel) {
      setError(t`Pilih metode pembayaran dulu.`);
      return;
    }
    if (existing) {
      goToPayment(existing);
      return;
    }
    setError('');
    setSending(true);
    try {
      const { data } = await commerceApi.checkout(pkg.id, channel);
      if (data.channel !== channel) {
        setExisting(data);
        setSending(false);
        return;
      }
      // The browser is leaving for the payment page; keep the button busy until it does.
      goToPayment(data);
    } catch (e) {
      setError(getErrorMessage(e));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!sending}
      title={t`Beli ${pkg.name}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={sending}>
            <Trans>Batal</Trans>
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {existing ? <Trans>Lanjutkan tagihan itu</Trans> : <Trans>Lanjut ke pembayaran</Trans>}
          </Button>
        </>
      }
    >
      <form id={formId} className="kk-checkout" onSubmit={(e) => void submit(e)} noValidate>
        <dl className="kk-checkout__summary">
          <div>
            <dt>
              <Trans>Kursus</Trans>
            </dt>
            <dd>{title(pkg.course.title)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Masa akses</Trans>
            </dt>
            <dd>{monthsLabel(pkg.duration_in_month)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd className="kk-checkout__price">{rupiah(pkg.price)}</dd>
          </div>
        </dl>
        <p className="kk-checkout__lead">
          <Trans>Pilih cara kamu membayar. Kamu akan diarahkan ke halaman pembayaran.</Trans>
        </p>
        {KINDS.map((kind) => (
          <fieldset key={kind} className="kk-checkout__group">
            <legend>{channelKindLabel(i18n, kind)}</legend>
            <div className="kk-checkout__options">
              {PAYMENT_CHANNELS.filter((c) => c.kind === kind).map((c) => (
                <label
                  key={c.id}
                  className={[
                    'kk-checkout__option',
                    c.kind === 'card' ? 'kk-checkout__option--wide' : '',
                    c.id === channel ? 'is-checked' : '',
                  ].join(' ')}
                >
                  <input
                    type="radio"
                    name="channel"
                    value={c.id}
                    // The group's legend says the kind; the name alone says it too ("Virtual account BCA").
                    aria-label={channelLabel(i18n, c.id)}
                    checked={c.id === channel}
                    onChange={() => {
                      setChannel(c.id);
                      setError('');
                    }}
                  />
                  <span>{c.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {existing ? (
          <p className="kk-checkout__notice" role="status">
            <Trans>
              Paket ini masih punya tagihan yang belum dibayar dengan {channelLabel(i18n, existing.channel)}. Selesaikan
              tagihan itu dulu; metode lain bisa dipilih setelah tagihan itu kedaluwarsa.
            </Trans>
          </p>
        ) : null}
        {error ? (
          <p className="kk-checkout__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
