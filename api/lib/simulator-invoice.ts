/**
 * What an invoice looks like on the simulator gateway: its payment page and the instructions a student copies
 * (a VA number, a QR payload). Pure, so the simulator gateway and the demo seeder, which writes pending invoices
 * the simulator can pay, produce the same thing.
 */
import { createHash } from 'node:crypto';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../contracts/commerce';

// Company prefixes in the style of each bank's virtual accounts; the rest of the number is per invoice.
const VA_PREFIX: Record<string, string> = { bca: '70012', bni: '8808', bri: '26215', mandiri: '89608' };

function digitsOf(text: string, count: number): string {
  const hash = createHash('sha256').update(text).digest();
  let digits = '';
  for (const byte of hash) {
    digits += String(byte % 10);
    if (digits.length === count) break;
  }
  return digits;
}

/** Instructions for an invoice on the simulator: a VA number, a QR payload, or nothing to copy (card). */
export function simulatorInstructions(
  invoiceId: string,
  channel: PaymentChannel,
  amount: number,
): Record<string, string> {
  const kind = PAYMENT_CHANNELS.find((c) => c.id === channel)?.kind ?? 'card';
  if (kind === 'va') {
    const prefix = VA_PREFIX[channel] ?? '9';
    return { kind, bank: channel, vaNumber: prefix + digitsOf(invoiceId, 16 - prefix.length) };
  }
  if (kind === 'qris' || kind === 'ewallet') {
    return { kind, qrString: `KELASKODING-SIMULATOR|${channel}|${invoiceId}|${amount}` };
  }
  return { kind };
}

/** Path of an invoice's simulator payment page. */
export const simulatorPath = (invoiceId: string) => `/api/payments/simulator/${encodeURIComponent(invoiceId)}`;
