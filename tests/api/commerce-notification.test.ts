/**
 * `POST /api/payments/notification` in Midtrans's format: signature, unknown order, amount, idempotency,
 * order safety, settlement → subscription, refund, and the stored history the admin reads.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../../api/contracts/answers';
import type { PaymentNotificationRow, StudentInvoice } from '../../api/contracts/commerce';
import { notificationReply } from '../../api/contracts/platform';
import { payments, subscriptions } from '../../api/db/schema';
import { fromFixture, ONE_MONTH_PACKAGE, setupCommerce } from './commerce-fixture';

const f = setupCommerce();
const price = ONE_MONTH_PACKAGE.price;

async function pendingInvoice(channel = 'bca') {
  const s = await f.newStudent();
  const { invoiceId } = (await f.checkout(s.cookie, f.packageId, channel)).body.data;
  return { ...s, invoiceId };
}

const paymentOf = async (invoiceId: string) =>
  (await f.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)))[0]!;
const subscriptionsOf = async (studentId: number) =>
  await f.db.select().from(subscriptions).where(eq(subscriptions.studentId, studentId));
const history = async (invoiceId: string) =>
  (
    await f.call<{ data: PaymentNotificationRow[] }>(
      f.admin,
      'GET',
      `/api/admin/payments/${(await paymentOf(invoiceId)).id}/notifications`,
    )
  ).body.data;
const subscribed = async (cookie: string) =>
  (await f.call<{ meta: { subscribed: boolean } }>(cookie, 'GET', '/api/student/courses/2/chapters')).body.meta
    .subscribed;

describe('payment notification', () => {
  it('settles: the payment is paid, the subscription starts now for one calendar month, paid chapters open', async () => {
    const s = await pendingInvoice();
    expect(await subscribed(s.cookie)).toBe(false);
    const before = Date.now();
    const res = await f.notify(fromFixture('notification-bank-transfer-settlement', s.invoiceId, price));
    expect(res).toEqual({ status: 200, body: { data: { outcome: 'applied' } } });
    dataOf(notificationReply).parse(res.body);

    const payment = await paymentOf(s.invoiceId);
    expect(payment.status).toBe('paid');
    expect(payment.paidAt!.getTime()).toBeGreaterThanOrEqual(before);
    const [sub, ...more] = await subscriptionsOf(s.id);
    expect(more).toHaveLength(0);
    expect(sub).toMatchObject({ paymentId: payment.id, courseId: 2, duration: 1, price, name: 'Paket 1 Bulan' });
    expect(sub!.start.getTime()).toBeGreaterThanOrEqual(before);
    const end = new Date(sub!.start);
    const jakarta = new Date(end.getTime() + 7 * 3600_000);
    // One calendar month later (the day clamped to the month's end), in Jakarta time.
    const days = (sub!.end.getTime() - sub!.start.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(new Date(sub!.end.getTime() + 7 * 3600_000).getUTCMonth()).toBe((jakarta.getUTCMonth() + 1) % 12);
    expect(await subscribed(s.cookie)).toBe(true);

    const invoice = await f.call<{ data: StudentInvoice }>(s.cookie, 'GET', `/api/student/payments/${s.invoiceId}`);
    expect(invoice.body.data).toMatchObject({ status: 'paid', instructions: null, paymentLink: null });
    expect(invoice.body.data.subscription).toEqual({ start: sub!.start.toISOString(), end: sub!.end.toISOString() });
    const notes = await f.call<{ data: { type: string; title: string; body: string; link: string }[] }>(
      s.cookie,
      'GET',
      '/api/notifications',
    );
    const paid = notes.body.data.find((n) => n.type === 'payment.paid');
    expect(paid?.title).toBe('Pembayaran berhasil');
    expect(paid?.body).toContain('kamu');
    expect(paid?.link).toBe(`/payment/success?invoice=${s.invoiceId}`);
  });

  it('ignores repeats and late pending or expire after settlement: no second subscription', async () => {
    const s = await pendingInvoice();
    const settle = fromFixture('notification-bank-transfer-settlement', s.invoiceId, price);
    await f.notify(settle);
    const again = await f.notify(settle);
    expect(again.body.data?.outcome).toBe('duplicate');
    const late = await f.notify(fromFixture('notification-bank-transfer-pending', s.invoiceId, price));
    expect(late.body.data?.outcome).toBe('ignored-final');
    const expired = await f.notify(fromFixture('notification-bank-transfer-expire', s.invoiceId, price));
    expect(expired.body.data?.outcome).toBe('ignored-final');
    expect((await paymentOf(s.invoiceId)).status).toBe('paid');
    expect(await subscriptionsOf(s.id)).toHaveLength(1);
    expect((await history(s.invoiceId)).map((h) => [h.transactionStatus, h.outcome, h.statusAfter])).toEqual([
      ['settlement', 'applied', 'paid'],
      ['settlement', 'duplicate', 'paid'],
      ['pending', 'ignored-final', 'paid'],
      ['expire', 'ignored-final', 'paid'],
    ]);
  });

  it('keeps a final failure or expiry: a later settlement changes nothing', async () => {
    const s = await pendingInvoice();
    await f.notify(fromFixture('notification-bank-transfer-pending', s.invoiceId, price));
    expect((await paymentOf(s.invoiceId)).status).toBe('pending');
    await f.notify(fromFixture('notification-bank-transfer-expire', s.invoiceId, price));
    expect((await paymentOf(s.invoiceId)).status).toBe('expired');
    const late = await f.notify(fromFixture('notification-bank-transfer-settlement', s.invoiceId, price));
    expect(late.body.data?.outcome).toBe('ignored-final');
    expect((await paymentOf(s.invoiceId)).status).toBe('expired');
    expect(await subscriptionsOf(s.id)).toHaveLength(0);

    const d = await pendingInvoice('card');
    const denied = fromFixture('notification-credit-card-capture', d.invoiceId, price, {
      transaction_status: 'deny',
      status_code: '202',
      fraud_status: 'deny',
    });
    expect((await f.notify(denied)).body.data?.outcome).toBe('applied');
    expect((await paymentOf(d.invoiceId)).status).toBe('failed');
    await f.notify(fromFixture('notification-credit-card-capture', d.invoiceId, price));
    expect((await paymentOf(d.invoiceId)).status).toBe('failed');
  });

  it('pays a card capture only when the fraud check accepts it', async () => {
    const s = await pendingInvoice('card');
    // Midtrans sends a challenged capture with 201 (pending), as the fraud check has not decided yet.
    const challenge = fromFixture('notification-credit-card-capture', s.invoiceId, price, {
      fraud_status: 'challenge',
      status_code: '201',
    });
    expect((await f.notify(challenge)).body.data?.outcome).toBe('duplicate');
    expect((await paymentOf(s.invoiceId)).status).toBe('pending');
    expect(
      (await f.notify(fromFixture('notification-credit-card-capture', s.invoiceId, price))).body.data?.outcome,
    ).toBe('applied');
    expect((await paymentOf(s.invoiceId)).status).toBe('paid');
    expect(await subscriptionsOf(s.id)).toHaveLength(1);
  });

  it('refuses a signed status re-sent with another transaction_status that its status code does not allow', async () => {
    const s = await pendingInvoice();
    // A signed "pending" (201) re-sent as "settlement": the signature holds, the status does not agree with it.
    const pendingAsSettlement = fromFixture('notification-bank-transfer-pending', s.invoiceId, price, {
      transaction_status: 'settlement',
    });
    const res = await f.notify(pendingAsSettlement);
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('bad_request');
    expect((await paymentOf(s.invoiceId)).status).toBe('pending');
    // A signed expiry (407) re-sent as a capture, and a denial (202) as a settlement: refused alike.
    for (const [fixture, status] of [
      ['notification-bank-transfer-expire', 'capture'],
      ['notification-bank-transfer-expire', 'refund'],
    ] as const) {
      const forged = fromFixture(fixture, s.invoiceId, price, { transaction_status: status });
      expect((await f.notify(forged)).status).toBe(400);
    }
    const deniedAsSettlement = fromFixture('notification-bank-transfer-settlement', s.invoiceId, price, {
      status_code: '202',
    });
    expect((await f.notify(deniedAsSettlement)).status).toBe(400);
    // A settlement whose fraud check did not accept it is no settlement Midtrans sends.
    const challenged = fromFixture('notification-bank-transfer-settlement', s.invoiceId, price, {
      fraud_status: 'challenge',
    });
    expect((await f.notify(challenged)).status).toBe(400);
    expect((await paymentOf(s.invoiceId)).status).toBe('pending');
    expect(await subscriptionsOf(s.id)).toHaveLength(0);
    // The documented pairs apply: a denial with 202.
    const denied = fromFixture('notification-bank-transfer-expire', s.invoiceId, price, {
      transaction_status: 'deny',
      status_code: '202',
    });
    expect((await f.notify(denied)).body.data?.outcome).toBe('applied');
  });

  it('refuses a bad signature with 401 and changes nothing', async () => {
    const s = await pendingInvoice();
    const forged = fromFixture('notification-bank-transfer-settlement', s.invoiceId, price, {}, 'not-the-key');
    expect((await f.notify(forged)).status).toBe(401);
    const tampered = {
      ...fromFixture('notification-bank-transfer-settlement', s.invoiceId, price),
      status_code: '201',
    };
    expect((await f.notify(tampered)).status).toBe(401);
    const short = { ...fromFixture('notification-bank-transfer-settlement', s.invoiceId, price), signature_key: 'abc' };
    const res = await f.notify(short);
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('unauthenticated');
    expect((await paymentOf(s.invoiceId)).status).toBe('pending');
    expect(await subscriptionsOf(s.id)).toHaveLength(0);
    expect(await history(s.invoiceId)).toEqual([]);
  });

  it('answers 404 for an unknown order and 400 for malformed bodies', async () => {
    const res = await f.notify(fromFixture('notification-bank-transfer-settlement', 'KK-20990101-UNKNOWN1', price));
    expect(res.status).toBe(404);
    expect((await f.notify({ order_id: 'x' })).status).toBe(400);
    expect((await f.notify('settlement')).status).toBe(400);
    const raw = await f.app.request('/api/payments/notification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"order_id":',
    });
    expect(raw.status).toBe(400);
    const form = await f.app.request('/api/payments/notification', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'order_id=x',
    });
    expect(form.status).toBe(415);
  });

  it('refuses a signed notification whose gross_amount differs from the invoice, and stores it', async () => {
    const s = await pendingInvoice();
    for (const amount of [1000, '149000.50', '149000.0001', '0149000.00x']) {
      const res = await f.notify(fromFixture('notification-bank-transfer-settlement', s.invoiceId, amount));
      expect(res.status).toBe(400);
    }
    expect((await paymentOf(s.invoiceId)).status).toBe('pending');
    expect(await subscriptionsOf(s.id)).toHaveLength(0);
    const rows = await history(s.invoiceId);
    expect(rows.every((r) => r.outcome === 'amount-mismatch' && r.statusAfter === 'pending')).toBe(true);
    // "149000" and "149000.0" are the same amount written differently.
    const plain = await f.notify(fromFixture('notification-bank-transfer-settlement', s.invoiceId, '149000'));
    expect(plain.body.data?.outcome).toBe('applied');
  });

  it('ends the subscription a refunded payment made', async () => {
    const s = await pendingInvoice('card');
    await f.notify(fromFixture('notification-credit-card-capture', s.invoiceId, price));
    expect(await subscribed(s.cookie)).toBe(true);
    const refund = await f.notify(fromFixture('notification-refund', s.invoiceId, price));
    expect(refund.body.data?.outcome).toBe('applied');
    expect((await paymentOf(s.invoiceId)).status).toBe('refunded');
    const [sub] = await subscriptionsOf(s.id);
    expect(sub!.end.getTime()).toBeLessThanOrEqual(Date.now());
    expect(sub!.endReason).toBe('refund');
    expect(await subscribed(s.cookie)).toBe(false);
    // A repeated refund does nothing more.
    expect((await f.notify(fromFixture('notification-refund', s.invoiceId, price))).body.data?.outcome).toBe(
      'duplicate',
    );
  });

  it('needs no session or Origin (server to server), stores statuses it does not act on', async () => {
    const s = await pendingInvoice();
    const odd = fromFixture('notification-bank-transfer-pending', s.invoiceId, price, {
      transaction_status: 'authorize',
    });
    const res = await f.app.request('/api/payments/notification', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://notification.midtrans.test' },
      body: JSON.stringify(odd),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { outcome: string } }).data.outcome).toBe('ignored');
    expect((await history(s.invoiceId))[0]).toMatchObject({
      source: 'gateway',
      transactionStatus: 'authorize',
      outcome: 'ignored',
    });
  });

  it('lets only admins read a payment history', async () => {
    const s = await pendingInvoice();
    const id = (await paymentOf(s.invoiceId)).id;
    expect((await f.call(s.cookie, 'GET', `/api/admin/payments/${id}/notifications`)).status).toBe(403);
    expect((await f.call(undefined, 'GET', `/api/admin/payments/${id}/notifications`)).status).toBe(401);
    expect((await f.call(f.admin, 'GET', '/api/admin/payments/999999/notifications')).status).toBe(404);
  });
});
