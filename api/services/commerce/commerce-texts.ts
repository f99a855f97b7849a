/**
 * Texts of commerce in both languages: the student's notifications (informal Indonesian, "kamu") and the
 * API's error messages. Dates are written as the student reads them, in Jakarta time.
 */
import type { LocalizedText } from '../../db/schema';
import type { Locale } from '../../types';

const errors = {
  packageUnavailable: { id: 'Paket ini tidak tersedia.', en: 'This package is not available.' },
  invoiceNotFound: { id: 'Tagihan tidak ditemukan.', en: 'Invoice not found.' },
  gatewayFailed: {
    id: 'Layanan pembayaran sedang tidak bisa dihubungi. Coba lagi sebentar lagi.',
    en: 'The payment service cannot be reached right now. Please try again shortly.',
  },
  badSignature: { id: 'Tanda tangan notifikasi tidak valid.', en: 'The notification signature is not valid.' },
  unknownOrder: { id: 'Pesanan tidak dikenal.', en: 'Unknown order.' },
  amountMismatch: {
    id: 'Jumlah pembayaran tidak sama dengan tagihan.',
    en: 'The amount does not match the invoice.',
  },
  gatewayHoldsTerms: {
    id: 'Gateway pembayaran sudah menerima tagihan ini; jumlah, paket dan nomornya tidak bisa diubah lagi.',
    en: 'The payment gateway already has this invoice; its amount, package and number can no longer change.',
  },
  statusMismatch: {
    id: 'Status notifikasi tidak sesuai dengan kodenya.',
    en: 'The notification status does not match its status code.',
  },
  notConfirmed: {
    id: 'Gateway pembayaran tidak mengonfirmasi status ini.',
    en: 'The payment gateway does not confirm this status.',
  },
  subscriptionEnded: { id: 'Langganan ini sudah berakhir.', en: 'This subscription has already ended.' },
  refundNotPaid: {
    id: 'Hanya pembayaran yang sudah lunas yang bisa dikembalikan.',
    en: 'Only a paid payment can be refunded.',
  },
  subscriptionNotFound: { id: 'Langganan tidak ditemukan.', en: 'Subscription not found.' },
  statusManaged: {
    id: 'Status pembayaran hanya berubah lewat gateway atau catatan pembayaran manual.',
    en: 'A payment status changes only through the gateway or a recorded manual payment.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type CommerceError = keyof typeof errors;

/** An error text of commerce in `locale`. */
export function commerceMessage(locale: Locale, key: CommerceError): string {
  return errors[key][locale];
}

const dateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
const idDate = dateFormat('id-ID');
const enDate = dateFormat('en-GB');
const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

const both = (id: string, en: string): LocalizedText => ({ id, en });

/** Notification to the student when a payment settled and made a subscription. */
export function paidNotice(invoiceId: string, packageName: string, amount: number, start: Date, end: Date) {
  const renewal = start.getTime() > Date.now() + 60_000;
  return {
    title: both('Pembayaran berhasil', 'Payment received'),
    body: both(
      `Pembayaran ${rupiah.format(amount)} untuk ${packageName} (${invoiceId}) sudah kami terima. ` +
        (renewal
          ? `Langganan kamu diperpanjang: ${idDate.format(start)} sampai ${idDate.format(end)}.`
          : `Langganan kamu aktif sampai ${idDate.format(end)}, bab berbayar sudah terbuka. Selamat belajar!`),
      `We received ${rupiah.format(amount)} for ${packageName} (${invoiceId}). ` +
        (renewal
          ? `Your subscription is extended: ${enDate.format(start)} to ${enDate.format(end)}.`
          : `Your subscription runs until ${enDate.format(end)} and the paid chapters are open. Happy learning!`),
    ),
  };
}

/** Notification when an invoice expired or failed. */
export function unpaidNotice(invoiceId: string, packageName: string, status: 'expired' | 'failed') {
  return status === 'expired'
    ? {
        title: both('Tagihan kedaluwarsa', 'Invoice expired'),
        body: both(
          `Tagihan ${invoiceId} untuk ${packageName} sudah kedaluwarsa. Kamu bisa membuat tagihan baru kapan saja.`,
          `Invoice ${invoiceId} for ${packageName} has expired. You can start a new one at any time.`,
        ),
      }
    : {
        title: both('Pembayaran gagal', 'Payment failed'),
        body: both(
          `Pembayaran tagihan ${invoiceId} untuk ${packageName} gagal. Coba lagi dengan metode lain, ya.`,
          `The payment of invoice ${invoiceId} for ${packageName} failed. Please try again with another method.`,
        ),
      };
}

/** Notification when a refund ended the subscription a payment made. */
export function refundNotice(invoiceId: string, packageName: string) {
  return {
    title: both('Pembayaran dikembalikan', 'Payment refunded'),
    body: both(
      `Pembayaran ${invoiceId} untuk ${packageName} sudah dikembalikan, jadi langganan dari pembayaran itu berakhir.`,
      `Payment ${invoiceId} for ${packageName} was refunded, so the subscription it paid for has ended.`,
    ),
  };
}

/** Notification when an admin granted a subscription. */
export function grantNotice(packageName: string, start: Date, end: Date) {
  return {
    title: both('Kamu mendapat langganan', 'You were given a subscription'),
    body: both(
      `Admin memberikan ${packageName} untuk kamu: ${idDate.format(start)} sampai ${idDate.format(end)}.`,
      `An admin gave you ${packageName}: ${enDate.format(start)} to ${enDate.format(end)}.`,
    ),
  };
}

/** Notification when an admin ended a subscription. */
export function endedNotice(name: string) {
  return {
    title: both('Langganan diakhiri', 'Subscription ended'),
    body: both(`Langganan ${name} kamu diakhiri oleh admin.`, `Your ${name} subscription was ended by an admin.`),
  };
}

/** Reminder 7 days or 1 day before a subscription ends. */
export function reminderNotice(kind: '7d' | '1d', name: string, end: Date) {
  return kind === '7d'
    ? {
        title: both('Langganan kamu berakhir 7 hari lagi', 'Your subscription ends in 7 days'),
        body: both(
          `${name} berakhir pada ${idDate.format(end)}. Perpanjang sekarang supaya belajarmu tidak terputus.`,
          `${name} ends on ${enDate.format(end)}. Renew now so your learning is not interrupted.`,
        ),
      }
    : {
        title: both('Langganan kamu berakhir besok', 'Your subscription ends tomorrow'),
        body: both(
          `${name} berakhir pada ${idDate.format(end)}. Perpanjang hari ini supaya bab berbayar tetap terbuka.`,
          `${name} ends on ${enDate.format(end)}. Renew today to keep the paid chapters open.`,
        ),
      };
}
