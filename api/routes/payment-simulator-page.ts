/**
 * The simulator's payment page as server-rendered HTML (no script at all, so its CSP can forbid every
 * script): the invoice, the channel's instructions (VA number or QR code) and three buttons in a
 * same-origin multipart form. Texts in the visitor's locale cookie's language.
 */
import { PAYMENT_CHANNELS } from '../contracts/commerce';
import type { Locale } from '../types';

const texts = {
  id: {
    title: 'Simulator pembayaran',
    banner: 'Simulator: tidak ada uang sungguhan. Tombol di bawah mengirim notifikasi persis seperti gateway asli.',
    invoice: 'Nomor tagihan',
    package: 'Paket',
    amount: 'Jumlah',
    channel: 'Metode',
    expires: 'Bayar sebelum',
    va: 'Nomor Virtual Account',
    vaHelp: 'Transfer jumlah di atas ke nomor ini lewat m-banking atau ATM.',
    qr: 'Pindai kode QR ini dengan aplikasi pembayaranmu.',
    card: 'Masukkan kartu Visa, Mastercard atau JCB di halaman gateway.',
    pay: 'Bayar',
    fail: 'Gagalkan pembayaran',
    expire: 'Biarkan kedaluwarsa',
    signIn: 'Masuk dulu untuk membayar tagihan ini.',
    signInLink: 'Masuk',
    forbidden: 'Halaman ini hanya untuk siswa pemilik tagihan.',
    notFound: 'Tagihan tidak ditemukan.',
    home: 'Kembali ke beranda',
    kinds: { va: 'Virtual Account', qris: 'QRIS', ewallet: 'E-wallet', card: 'Kartu kredit/debit' },
  },
  en: {
    title: 'Payment simulator',
    banner: 'Simulator: no real money. The buttons below send a notification exactly as the real gateway would.',
    invoice: 'Invoice number',
    package: 'Package',
    amount: 'Amount',
    channel: 'Method',
    expires: 'Pay before',
    va: 'Virtual account number',
    vaHelp: 'Transfer the amount above to this number with mobile banking or an ATM.',
    qr: 'Scan this QR code with your payment app.',
    card: 'Enter a Visa, Mastercard or JCB card on the gateway page.',
    pay: 'Pay',
    fail: 'Fail the payment',
    expire: 'Let it expire',
    signIn: 'Sign in first to pay this invoice.',
    signInLink: 'Sign in',
    forbidden: 'This page is only for the student the invoice belongs to.',
    notFound: 'Invoice not found.',
    home: 'Back to home',
    kinds: { va: 'Virtual Account', qris: 'QRIS', ewallet: 'E-wallet', card: 'Credit/debit card' },
  },
} as const;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f5f9; color: #1d2433; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem 2rem;
    box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  .banner { background: #fff6d6; border: 1px solid #f0d36b; border-radius: 8px; padding: .5rem .75rem; font-size: .9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #5a6478; } dd { margin: 0; font-weight: 600; }
  .va { font: 600 1.5rem/1.2 ui-monospace, monospace; letter-spacing: .08em; }
  .qr svg { width: 14rem; height: 14rem; display: block; margin: .5rem auto; }
  .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1.1rem; border-radius: 8px; border: 1px solid #c5cbd8; background: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #2f6fed; outline-offset: 2px; }
  button.pay { background: #2f6fed; border-color: #2f6fed; color: #fff; font-weight: 600; }
`;

function page(locale: Locale, nonce: string, body: string): string {
  const t = texts[locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title} · KelasKoding</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export type SimulatorInvoice = {
  invoiceId: string;
  packageName: string;
  amount: number;
  channel: string;
  expiresAt: Date | null;
  instructions: Record<string, string> | null;
  qrSvg: string | null;
};

/** The payment page of a pending invoice. */
export function simulatorPage(locale: Locale, nonce: string, invoice: SimulatorInvoice): string {
  const t = texts[locale];
  const channel = PAYMENT_CHANNELS.find((c) => c.id === invoice.channel);
  const money = new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    style: 'currency',
    currency: 'IDR',
    maximumFractionDigits: 0,
  }).format(invoice.amount);
  const expires = invoice.expiresAt
    ? `${new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Asia/Jakarta',
      }).format(invoice.expiresAt)} WIB`
    : '';
  const kind = channel ? t.kinds[channel.kind] : '';
  const channelName = !channel ? invoice.channel : channel.name === kind ? kind : `${channel.name} (${kind})`;
  let how = '';
  const ins = invoice.instructions;
  if (ins?.kind === 'va' && ins.vaNumber) {
    how = `<h2>${t.va}</h2><p class="va" data-testid="va-number">${escapeHtml(ins.vaNumber)}</p><p>${t.vaHelp}</p>`;
  } else if (invoice.qrSvg) {
    // The SVG is made by the qrcode package from our own payload: paths only, no script.
    how = `<div class="qr" role="img" aria-label="QR">${invoice.qrSvg}</div><p>${t.qr}</p>`;
  } else {
    how = `<p>${t.card}</p>`;
  }
  return page(
    locale,
    nonce,
    `<p class="banner">${t.banner}</p>
<h1>${t.title}</h1>
<dl><dt>${t.invoice}</dt><dd>${escapeHtml(invoice.invoiceId)}</dd>
<dt>${t.package}</dt><dd>${escapeHtml(invoice.packageName)}</dd>
<dt>${t.amount}</dt><dd>${money}</dd>
<dt>${t.channel}</dt><dd>${escapeHtml(channelName)}</dd>
<dt>${t.expires}</dt><dd>${escapeHtml(expires)}</dd></dl>
${how}
<form method="post" enctype="multipart/form-data" class="actions">
<button class="pay" name="action" value="pay">${t.pay}</button>
<button name="action" value="fail">${t.fail}</button>
<button name="action" value="expire">${t.expire}</button>
</form>`,
  );
}

/** The page for a visitor who may not see the invoice (signed out, or not theirs). */
export function simulatorRefusal(locale: Locale, nonce: string, reason: 'signIn' | 'forbidden' | 'notFound'): string {
  const t = texts[locale];
  const link = reason === 'signIn' ? `<a href="/signin">${t.signInLink}</a>` : `<a href="/">${t.home}</a>`;
  return page(locale, nonce, `<h1>${t.title}</h1><p>${t[reason]}</p><p>${link}</p>`);
}
