/**
 * The words for payments that several screens share (the student's checkout, payment result and
 * receipt; the admin's payment list and forms): channel names, channel kinds and payment statuses.
 * Channel ids and brand names come from the commerce contract; a code this build does not know is
 * shown as it is rather than hidden.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAYMENT_CHANNELS, type PaymentChannelKind, type PaymentStatus } from '../../api/contracts/commerce';

const KIND_LABELS: Record<PaymentChannelKind, MessageDescriptor> = {
  va: msg`Virtual account bank`,
  qris: msg`QRIS`,
  ewallet: msg`Dompet digital`,
  card: msg`Kartu kredit/debit`,
};

/** The name of a group of channels ("Virtual account bank", "Dompet digital"). */
export function channelKindLabel(i18n: I18n, kind: PaymentChannelKind): string {
  return i18n._(KIND_LABELS[kind]);
}

/** The channel's name in the active language (`bca` → "Virtual account BCA", `transfer` → "Transfer bank"). */
export function channelLabel(i18n: I18n, code: string | null | undefined): string {
  if (!code) return '—';
  if (code === 'transfer') return i18n._(msg`Transfer bank`);
  if (code === 'cash') return i18n._(msg`Tunai`);
  const channel = PAYMENT_CHANNELS.find((c) => c.id === code);
  if (!channel) return code;
  if (channel.kind === 'va') return i18n._(msg`Virtual account ${channel.name}`);
  if (channel.kind === 'card') return i18n._(msg`Kartu kredit/debit (${channel.name})`);
  return channel.name;
}

const STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg`Menunggu pembayaran`,
  paid: msg`Lunas`,
  failed: msg`Gagal`,
  expired: msg`Kedaluwarsa`,
  refunded: msg`Dikembalikan`,
};

/** The payment status in the active language (`paid` → "Lunas"). */
export function paymentStatusLabel(i18n: I18n, status: string): string {
  const label = STATUS_LABELS[status as PaymentStatus];
  return label ? i18n._(label) : status;
}

/** The badge tone of a status, for the `kk-badge`-style classes of lists. */
export function paymentStatusTone(status: string): 'green' | 'yellow' | 'red' | 'grey' {
  if (status === 'paid') return 'green';
  if (status === 'pending') return 'yellow';
  if (status === 'failed') return 'red';
  return 'grey';
}
