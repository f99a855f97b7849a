/**
 * `POST /api/payments/notification`: the gateway's server-to-server HTTP notification (Midtrans format).
 * No session and no Origin (app.ts exempts this path from the same-origin guard only); the SHA-512
 * signature is what authenticates it. Answers 200 `{ data: { outcome } }` once handled, so the gateway
 * stops retrying; 401, 404 and 400 otherwise (services/payment-notifications.ts).
 */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import { notificationReply } from '../contracts/platform';
import { readJsonBody } from '../middleware/request';
import { answers } from '../middleware/validate';
import { receiveNotification } from '../services/payment-notifications';
import { paymentServerKey } from '../services/payments';
import type { AppEnv } from '../types';

export const paymentNotificationRoutes = new Hono<AppEnv>().post('/', answers(dataOf(notificationReply)), async (c) => {
  const { db, env } = c.var;
  const raw = await readJsonBody(c);
  const result = await receiveNotification(db, await paymentServerKey(db, env), raw, 'gateway', c.var.locale);
  return c.json({ data: { outcome: result.outcome } });
});
