/**
 * `POST /api/payments/notification`: the gateway's server-to-server HTTP notification (Midtrans format).
 * No session and no Origin (app.ts exempts this path from the same-origin guard only); the SHA-512
 * signature is what authenticates it, and with the Midtrans gateway a payment or refund is confirmed through
 * its status API before it is applied. Answers 200 `{ data: { outcome } }` once handled, so the gateway
 * stops retrying; 401, 404 and 400 otherwise (services/payment-notifications.ts).
 */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import { notificationReply } from '../contracts/platform';
import { AppError } from '../errors';
import { readJsonBody } from '../middleware/request';
import { answers } from '../middleware/validate';
import { commerceMessage } from '../services/commerce/commerce-texts';
import { receiveNotification } from '../services/commerce/payment-notifications';
import { GatewayError, type PaymentGateway, paymentGateway, paymentServerKey } from '../services/commerce/payments';
import type { AppEnv, Locale } from '../types';

/** The gateway's status of an invoice; 502 when it cannot be reached, so the gateway sends its notification again. */
async function statusOrUnavailable(gateway: PaymentGateway, invoiceId: string, locale: Locale): Promise<unknown> {
  try {
    return await gateway.fetchStatus(invoiceId);
  } catch (err) {
    if (err instanceof GatewayError) throw new AppError('bad_gateway', commerceMessage(locale, 'gatewayFailed'));
    throw err;
  }
}

export const paymentNotificationRoutes = new Hono<AppEnv>().post('/', answers(dataOf(notificationReply)), async (c) => {
  const { db, env } = c.var;
  const raw = await readJsonBody(c);
  // Midtrans has a status API: a payment or refund is applied only as it confirms (the simulator's own
  // notifications come from this server and need no confirmation).
  const gateway = await paymentGateway(db, env);
  const confirm =
    gateway.name === 'midtrans'
      ? (invoiceId: string) => statusOrUnavailable(gateway, invoiceId, c.var.locale)
      : undefined;
  const serverKey = await paymentServerKey(db, env);
  const result = await receiveNotification(db, serverKey, raw, 'gateway', c.var.locale, new Date(), confirm);
  return c.json({ data: { outcome: result.outcome } });
});
