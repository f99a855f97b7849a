/**
 * The admin's commerce actions (contracts/commerce.ts): grant and end subscriptions, record a manual
 * payment, record a refund (POST /admin/payments/{id}/refund → { data: { status: 'refunded' } }), and a payment's
 * notification history. Mounted at /api/admin before the generic resources.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { dataOf } from '../contracts/answers';
import {
  adminSubscriptionResult,
  endSubscriptionBody,
  grantSubscriptionBody,
  manualPaymentBody,
  manualPaymentResult,
  paymentNotificationRow,
} from '../contracts/commerce';
import { requireRole } from '../middleware/auth';
import { idParam, readJsonBody } from '../middleware/request';
import { answers, declaredJson, jsonBody } from '../middleware/validate';
import {
  adminPaymentHistory,
  endSubscriptionByAdmin,
  grantSubscription,
  recordManualPayment,
  refundPayment,
} from '../services/commerce/admin-commerce';
import type { AppEnv } from '../types';

// Guarded per route: a `use` here would also catch /api/admin/login, which is mounted beside it.
const admin = requireRole('admin');

export const adminCommerceRoutes = new Hono<AppEnv>()
  .post(
    '/subscriptions/grant',
    admin,
    answers(dataOf(adminSubscriptionResult), 201),
    jsonBody(grantSubscriptionBody),
    async (c) => {
      const input = c.req.valid('json');
      return c.json({ data: await grantSubscription(c.var.db, c.var.user.id, input, c.var.locale) }, 201);
    },
  )
  .post(
    '/subscriptions/:id/end',
    admin,
    answers(dataOf(adminSubscriptionResult)),
    declaredJson(endSubscriptionBody),
    async (c) => {
      const id = idParam(c);
      // The reason is optional, and so is the body that would carry it.
      const hasBody = Number(c.req.header('content-length') ?? '0') > 0;
      const input = endSubscriptionBody.parse(hasBody ? await readJsonBody(c) : {});
      return c.json({ data: await endSubscriptionByAdmin(c.var.db, id, input, c.var.locale) });
    },
  )
  .post(
    '/payments/manual',
    admin,
    answers(dataOf(manualPaymentResult), 201),
    jsonBody(manualPaymentBody),
    async (c) => {
      const input = c.req.valid('json');
      return c.json({ data: await recordManualPayment(c.var.db, c.var.user.id, input, c.var.locale) }, 201);
    },
  )
  .post('/payments/:id/refund', admin, answers(dataOf(z.object({ status: z.literal('refunded') }))), async (c) =>
    c.json({ data: await refundPayment(c.var.db, idParam(c), c.var.locale) }),
  )
  .get('/payments/:id/notifications', admin, answers(dataOf(z.array(paymentNotificationRow))), async (c) =>
    c.json({ data: await adminPaymentHistory(c.var.db, idParam(c), c.var.locale) }),
  );
