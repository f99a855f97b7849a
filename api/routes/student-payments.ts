/**
 * The student's commerce calls: `POST /api/student/checkout`, `GET /api/student/payments` (+ one invoice,
 * its status check, receipt and QR image) and `GET /api/student/subscription` (contracts/commerce.ts).
 */
import { Hono } from 'hono';
import { dataOf, listOf } from '../contracts/answers';
import * as shapes from '../contracts/commerce';
import { checkoutBody } from '../contracts/commerce';
import { AppError } from '../errors';
import { requireRole } from '../middleware/auth';
import { answers, jsonBody } from '../middleware/validate';
import { checkout } from '../services/commerce/checkout';
import { commerceMessage } from '../services/commerce/commerce-texts';
import { paymentGateway, paymentServerKey } from '../services/commerce/payments';
import {
  checkInvoice,
  currentSubscription,
  invoiceQrSvg,
  listStudentInvoices,
  studentInvoice,
  studentReceipt,
} from '../services/commerce/student-payments';
import type { AppEnv } from '../types';
import { absoluteLink, publicOrigin } from './public-origin';

export const studentCheckoutRoutes = new Hono<AppEnv>().post(
  '/',
  answers(dataOf(shapes.checkoutResult), 201),
  requireRole('student'),
  jsonBody(checkoutBody),
  async (c) => {
    const input = c.req.valid('json');
    const gateway = await paymentGateway(c.var.db, c.var.env);
    const result = await checkout(
      c.var.db,
      c.var.env,
      gateway,
      { ...input, studentId: c.var.user.id, origin: publicOrigin(c) },
      c.var.locale,
    );
    const data = { ...result.data, paymentLink: absoluteLink(c, result.data.paymentLink) ?? '' };
    return c.json({ data }, result.created ? 201 : 200);
  },
);

export const studentPaymentRoutes = new Hono<AppEnv>()
  .use(requireRole('student'))
  .get('/', answers(listOf(shapes.studentInvoiceRow)), async (c) => {
    const data = await listStudentInvoices(c.var.db, c.var.user.id);
    return c.json({ data, total: data.length, filtered: data.length });
  })
  .get('/:invoiceId', answers(dataOf(shapes.studentInvoice)), async (c) => {
    const data = await studentInvoice(c.var.db, c.var.user.id, c.req.param('invoiceId'), c.var.locale);
    return c.json({ data: { ...data, paymentLink: absoluteLink(c, data.paymentLink) } });
  })
  .post('/:invoiceId/check', answers(dataOf(shapes.studentInvoice)), async (c) => {
    const { db, env } = c.var;
    const data = await checkInvoice(
      db,
      await paymentGateway(db, env),
      await paymentServerKey(db, env),
      c.var.user.id,
      c.req.param('invoiceId'),
      c.var.locale,
    );
    return c.json({ data: { ...data, paymentLink: absoluteLink(c, data.paymentLink) } });
  })
  .get('/:invoiceId/receipt', answers(dataOf(shapes.receipt)), async (c) =>
    c.json({ data: await studentReceipt(c.var.db, c.var.user.id, c.req.param('invoiceId'), c.var.locale) }),
  )
  .get('/:invoiceId/qr.svg', async (c) => {
    const svg = await invoiceQrSvg(c.var.db, c.var.user.id, c.req.param('invoiceId'), c.var.locale);
    if (svg === null) throw new AppError('not_found', commerceMessage(c.var.locale, 'invoiceNotFound'));
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'private, no-store' });
  });

export const studentCurrentSubscriptionRoutes = new Hono<AppEnv>().get(
  '/',
  answers(dataOf(shapes.currentSubscription)),
  requireRole('student'),
  async (c) => c.json({ data: await currentSubscription(c.var.db, c.var.user.id) }),
);
