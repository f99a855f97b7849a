/**
 * Midtrans Snap (PAYMENT_GATEWAY=midtrans), following its published API:
 * - create: `POST {snap}/snap/v1/transactions` with Basic auth (server key as user, empty password) answers
 *   201 `{ token, redirect_url }`; the redirect URL is the invoice's paymentLink (Snap's redirect mode);
 * - notification: Midtrans POSTs the HTTP notification to /api/payments/notification (payment-notification.ts);
 * - status: `GET {api}/v2/{order_id}/status` answers in the notification's shape, signature included, and is
 *   verified and applied like a notification (the "check status" button).
 * Base URLs follow MIDTRANS_IS_PRODUCTION unless MIDTRANS_SNAP_URL / MIDTRANS_API_URL override them (tests
 * point them at a local fake server).
 */
import type { PaymentChannel } from '../../../contracts/commerce';
import type { Env } from '../../../env';
import { type CreatedTransaction, GatewayError, type GatewayInvoice, type PaymentGateway } from './gateway';

/** Snap's `enabled_payments` value for each of our channels. */
export const SNAP_PAYMENT: Record<PaymentChannel, string> = {
  bca: 'bca_va',
  bni: 'bni_va',
  bri: 'bri_va',
  mandiri: 'echannel',
  qris: 'other_qris',
  gopay: 'gopay',
  shopeepay: 'shopeepay',
  card: 'credit_card',
};

const TIMEOUT_MS = 15_000;

export type MidtransConfig = { serverKey: string; snapUrl: string; apiUrl: string };

/** Base URLs and key from the environment. */
export function midtransConfig(env: Env, serverKey: string): MidtransConfig {
  const production = env.MIDTRANS_IS_PRODUCTION;
  return {
    serverKey,
    snapUrl: (
      env.MIDTRANS_SNAP_URL || (production ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com')
    ).replace(/\/$/, ''),
    apiUrl: (
      env.MIDTRANS_API_URL || (production ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com')
    ).replace(/\/$/, ''),
  };
}

/** The Snap request body for one invoice. */
export function snapRequest(invoice: GatewayInvoice) {
  const [firstName, ...rest] = invoice.customer.name.trim().split(/\s+/);
  return {
    transaction_details: { order_id: invoice.invoiceId, gross_amount: invoice.amount },
    item_details: [
      { id: `PKG-${invoice.packageId}`, price: invoice.amount, quantity: 1, name: invoice.packageName.slice(0, 50) },
    ],
    customer_details: {
      first_name: firstName || invoice.customer.email,
      last_name: rest.join(' '),
      email: invoice.customer.email,
      ...(invoice.customer.phone ? { phone: invoice.customer.phone } : {}),
    },
    enabled_payments: [SNAP_PAYMENT[invoice.channel]],
    expiry: { unit: 'minutes', duration: invoice.expiryMinutes },
    callbacks: { finish: `${invoice.origin}/payment/pending?invoice=${encodeURIComponent(invoice.invoiceId)}` },
  };
}

async function call(
  config: MidtransConfig,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  const auth = Buffer.from(`${config.serverKey}:`).toString('base64');
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Basic ${auth}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new GatewayError(`Midtrans unreachable: ${(err as Error).message}`);
  }
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    throw new GatewayError(`Midtrans answered ${res.status} with a body that is not JSON`);
  }
}

/** The Midtrans gateway with `config`. */
export function midtransGateway(config: MidtransConfig): PaymentGateway {
  return {
    name: 'midtrans',
    async createTransaction(invoice): Promise<CreatedTransaction> {
      const { status, body } = await call(config, `${config.snapUrl}/snap/v1/transactions`, {
        method: 'POST',
        body: JSON.stringify(snapRequest(invoice)),
      });
      const reply = (body ?? {}) as { token?: unknown; redirect_url?: unknown; error_messages?: unknown };
      if (status !== 201 && status !== 200) {
        throw new GatewayError(`Midtrans refused the transaction (${status}): ${JSON.stringify(reply.error_messages)}`);
      }
      if (typeof reply.redirect_url !== 'string' || !/^https?:\/\//.test(reply.redirect_url)) {
        throw new GatewayError('Midtrans answered without a redirect_url');
      }
      return {
        paymentLink: reply.redirect_url,
        instructions: null,
        reference: typeof reply.token === 'string' ? reply.token : null,
      };
    },
    async fetchStatus(invoiceId) {
      const { status, body } = await call(config, `${config.apiUrl}/v2/${encodeURIComponent(invoiceId)}/status`, {
        method: 'GET',
      });
      const reply = (body ?? {}) as { status_code?: unknown };
      // Midtrans answers an order it has never seen (the student never chose a channel) with status_code 404.
      if (status === 404 || reply.status_code === '404') return null;
      if (status >= 400) throw new GatewayError(`Midtrans status call failed (${status})`);
      return body;
    },
  };
}
