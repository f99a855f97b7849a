/** Admin commerce: grant and end subscriptions, record a manual payment, revenue per month on the dashboard. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminSubscriptionResult,
  ManualPaymentResult,
  PaymentNotificationRow,
  RevenueMonth,
} from '../../api/contracts/commerce';
import { payments, subscriptions } from '../../api/db/schema';
import { revenueByMonth } from '../../api/services/commerce/admin-commerce';
import { fromFixture, ONE_MONTH_PACKAGE, setupCommerce } from './commerce-fixture';

const f = setupCommerce();
const subscribed = async (cookie: string) =>
  (await f.call<{ meta: { subscribed: boolean } }>(cookie, 'GET', '/api/student/courses/2/chapters')).body.meta
    .subscribed;

describe('grant and end', () => {
  it('grants a subscription with a reason: it opens the paid chapters and tells the student', async () => {
    const s = await f.newStudent();
    const res = await f.call<{ data: AdminSubscriptionResult }>(f.admin, 'POST', '/api/admin/subscriptions/grant', {
      studentId: s.id,
      packageId: f.package3Id,
      reason: 'Pemenang lomba',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ studentId: s.id, courseId: 2, name: 'Paket 3 Bulan' });
    expect(await subscribed(s.cookie)).toBe(true);
    const notes = await f.call<{ data: { type: string; title: string }[] }>(
      s.cookie,
      'GET',
      '/api/notifications',
      undefined,
    );
    expect(notes.body.data.map((n) => n.type)).toContain('subscription.granted');
    const list = await f.call<{ data: { id: number; price: number }[] }>(
      f.admin,
      'GET',
      `/api/admin/subscriptions?studentId=${s.id}`,
    );
    expect(list.body.data).toEqual([expect.objectContaining({ id: res.body.data.id, price: 0 })]);
  });

  it('refuses a grant without a reason, for a non-student or an unknown package, and for non-admins', async () => {
    const s = await f.newStudent();
    const missing = await f.call<{ error: { fields: Record<string, string> } }>(
      f.admin,
      'POST',
      '/api/admin/subscriptions/grant',
      {
        studentId: s.id,
        packageId: f.packageId,
        reason: '  ',
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.reason).toBe('This field is required.');
    expect(
      (
        await f.call(f.admin, 'POST', '/api/admin/subscriptions/grant', {
          studentId: 1,
          packageId: f.packageId,
          reason: 'x',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await f.call(f.admin, 'POST', '/api/admin/subscriptions/grant', {
          studentId: s.id,
          packageId: 99999,
          reason: 'x',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await f.call(s.cookie, 'POST', '/api/admin/subscriptions/grant', {
          studentId: s.id,
          packageId: f.packageId,
          reason: 'x',
        })
      ).status,
    ).toBe(403);
  });

  it('ends a running subscription now; a second end is a conflict; unknown is 404', async () => {
    const s = await f.newStudent();
    const granted = await f.call<{ data: AdminSubscriptionResult }>(f.admin, 'POST', '/api/admin/subscriptions/grant', {
      studentId: s.id,
      packageId: f.packageId,
      reason: 'Uji coba',
    });
    const id = granted.body.data.id;
    expect((await f.call(s.cookie, 'POST', `/api/admin/subscriptions/${id}/end`)).status).toBe(403);
    const ended = await f.call<{ data: AdminSubscriptionResult }>(
      f.admin,
      'POST',
      `/api/admin/subscriptions/${id}/end`,
    );
    expect(ended.status).toBe(200);
    expect(Date.parse(ended.body.data.end)).toBeLessThanOrEqual(Date.now());
    expect(await subscribed(s.cookie)).toBe(false);
    expect((await f.call(f.admin, 'POST', `/api/admin/subscriptions/${id}/end`, {})).status).toBe(409);
    expect((await f.call(f.admin, 'POST', '/api/admin/subscriptions/999999/end', {})).status).toBe(404);
  });
});

describe('manual payment', () => {
  it('records a paid invoice at the package price with its subscription and history', async () => {
    const s = await f.newStudent();
    const paidAt = new Date(Date.now() - 3600_000).toISOString();
    const res = await f.call<{ data: ManualPaymentResult }>(f.admin, 'POST', '/api/admin/payments/manual', {
      studentId: s.id,
      packageId: f.packageId,
      channel: 'transfer',
      reference: 'TRF-BCA-0042',
      paidAt,
    });
    expect(res.status).toBe(201);
    const payment = (await f.db.select().from(payments).where(eq(payments.id, res.body.data.paymentId)))[0]!;
    expect(payment).toMatchObject({
      status: 'paid',
      amount: ONE_MONTH_PACKAGE.price,
      paymentChannel: 'transfer',
      reference: 'TRF-BCA-0042',
      gateway: 'manual',
    });
    expect(payment.paidAt?.toISOString()).toBe(paidAt);
    expect(await subscribed(s.cookie)).toBe(true);
    const history = await f.call<{ data: PaymentNotificationRow[] }>(
      f.admin,
      'GET',
      `/api/admin/payments/${payment.id}/notifications`,
    );
    expect(history.body.data).toEqual([
      expect.objectContaining({
        source: 'admin',
        transactionStatus: 'settlement',
        outcome: 'applied',
        statusAfter: 'paid',
      }),
    ]);
    const invoices = await f.call<{ data: { invoiceId: string; status: string }[] }>(
      s.cookie,
      'GET',
      '/api/student/payments',
    );
    expect(invoices.body.data).toEqual([
      expect.objectContaining({ invoiceId: res.body.data.invoiceId, status: 'paid' }),
    ]);
  });

  it('refuses a future paidAt, an unknown channel and a non-admin', async () => {
    const s = await f.newStudent();
    const base = { studentId: s.id, packageId: f.packageId, channel: 'transfer' };
    expect(
      (await f.call(f.admin, 'POST', '/api/admin/payments/manual', { ...base, paidAt: '2999-01-01T00:00:00Z' })).status,
    ).toBe(400);
    expect((await f.call(f.admin, 'POST', '/api/admin/payments/manual', { ...base, channel: 'bitcoin' })).status).toBe(
      400,
    );
    expect((await f.call(s.cookie, 'POST', '/api/admin/payments/manual', base)).status).toBe(403);
  });
});

describe('refund', () => {
  it('refunds a paid payment: its subscription ends now, the student is told, and it is in the history', async () => {
    const s = await f.newStudent();
    const recorded = await f.call<{ data: ManualPaymentResult }>(f.admin, 'POST', '/api/admin/payments/manual', {
      studentId: s.id,
      packageId: f.packageId,
      channel: 'transfer',
    });
    const id = recorded.body.data.paymentId;
    expect(await subscribed(s.cookie)).toBe(true);

    const res = await f.call<{ data: { status: string } }>(f.admin, 'POST', `/api/admin/payments/${id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'refunded' });
    expect((await f.db.select().from(payments).where(eq(payments.id, id)))[0]?.status).toBe('refunded');
    expect(await subscribed(s.cookie)).toBe(false);
    const history = await f.call<{ data: PaymentNotificationRow[] }>(
      f.admin,
      'GET',
      `/api/admin/payments/${id}/notifications`,
    );
    expect(history.body.data.at(-1)).toMatchObject({
      source: 'admin',
      transactionStatus: 'refund',
      outcome: 'applied',
      statusAfter: 'refunded',
    });
    const notes = await f.call<{ data: { type: string }[] }>(s.cookie, 'GET', '/api/notifications');
    expect(notes.body.data.map((n) => n.type)).toContain('payment.refunded');

    const again = await f.call<{ error: { code: string } }>(f.admin, 'POST', `/api/admin/payments/${id}/refund`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
  });

  it('refuses an unpaid or unknown payment, and anyone but an admin', async () => {
    const s = await f.newStudent();
    const pending = await f.call<{ data: { invoiceId: string } }>(s.cookie, 'POST', '/api/student/checkout', {
      packageId: f.packageId,
      channel: 'bca',
    });
    const row = (await f.db.select().from(payments).where(eq(payments.invoiceId, pending.body.data.invoiceId)))[0]!;
    expect((await f.call(f.admin, 'POST', `/api/admin/payments/${row.id}/refund`)).status).toBe(409);
    expect((await f.call(f.admin, 'POST', '/api/admin/payments/999999/refund')).status).toBe(404);
    expect((await f.call(s.cookie, 'POST', `/api/admin/payments/${row.id}/refund`)).status).toBe(403);
  });
});

describe('revenue per month', () => {
  it('is on the dashboard: twelve Jakarta months, paid payments only', async () => {
    const res = await f.call<{ data: { revenueByMonth: RevenueMonth[] } }>(f.admin, 'GET', '/api/admin/dashboard');
    const months = res.body.data.revenueByMonth;
    expect(months).toHaveLength(12);
    const thisMonth = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);
    expect(months.at(-1)?.month).toBe(thisMonth);
    const before = months.at(-1)!;
    const s = await f.newStudent();
    await f.call(f.admin, 'POST', '/api/admin/payments/manual', {
      studentId: s.id,
      packageId: f.packageId,
      channel: 'cash',
    });
    const after = (await revenueByMonth(f.db)).at(-1)!;
    expect(after.revenue - before.revenue).toBe(ONE_MONTH_PACKAGE.price);
    expect(after.payments - before.payments).toBe(1);
  });

  it('puts a payment at 23:30 UTC on the last day of a month into the next Jakarta month', async () => {
    const s = (await f.db.select({ id: payments.studentId, packageId: payments.packageId }).from(payments))[0]!;
    await f.db.insert(payments).values({
      studentId: s.id,
      packageId: s.packageId,
      status: 'paid',
      invoiceId: 'KK-TEST-MONTHEDGE',
      amount: 7,
      paidAt: new Date('2030-01-31T23:30:00Z'),
    });
    const months = await revenueByMonth(f.db, Date.parse('2030-02-10T00:00:00Z'), 2);
    expect(months).toEqual([
      { month: '2030-01', revenue: 0, payments: 0 },
      { month: '2030-02', revenue: 7, payments: 1 },
    ]);
  });
});

describe('generic payment edits', () => {
  it('cannot change a payment status: that belongs to the gateway and the manual record', async () => {
    const s = await f.newStudent();
    const { invoiceId } = (await f.checkout(s.cookie, f.packageId, 'bca')).body.data;
    const id = (await f.db.select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, invoiceId)))[0]!.id;
    const res = await f.call<{ error: { code: string } }>(f.admin, 'PUT', `/api/admin/payments/${id}`, {
      status: 'paid',
    });
    expect(res.status).toBe(409);
    expect(await subscribed(s.cookie)).toBe(false);
    expect((await f.db.select().from(payments).where(eq(payments.id, id)))[0]?.status).toBe('pending');
    // Its own status again, with another field, is no change of status.
    expect(
      (await f.call(f.admin, 'PUT', `/api/admin/payments/${id}`, { status: 'pending', paymentChannel: 'bni' })).status,
    ).toBe(200);
  });
});

describe('a pending invoice the gateway was told about', () => {
  const pending = async () => {
    const s = await f.newStudent();
    const { invoiceId } = (await f.checkout(s.cookie, f.packageId, 'bni')).body.data;
    const row = (await f.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)))[0]!;
    return { ...s, invoiceId, row };
  };

  it('keeps its amount, package and number: the gateway holds them', async () => {
    const { row } = await pending();
    const res = await f.call<{ error: { code: string; fields: Record<string, string> } }>(
      f.admin,
      'PUT',
      `/api/admin/payments/${row.id}`,
      { amount: 1000, invoiceId: 'KK-OTHER' },
    );
    expect(res.status).toBe(409);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['amount', 'invoiceId']);
    const after = (await f.db.select().from(payments).where(eq(payments.id, row.id)))[0]!;
    expect(after.amount).toBe(row.amount);
    // What the gateway does not hold may still change, and sending the same amount back is no change.
    const same = await f.call(f.admin, 'PUT', `/api/admin/payments/${row.id}`, { amount: row.amount });
    expect(same.status).toBe(200);
  });

  it('does not settle once trashed', async () => {
    const s = await pending();
    expect((await f.call(f.admin, 'DELETE', `/api/admin/payments/${s.row.id}`)).status).toBe(200);
    const res = await f.notify(fromFixture('notification-bank-transfer-settlement', s.invoiceId, s.row.amount));
    expect(res.status).toBe(200);
    expect(res.body.data?.outcome).toBe('ignored-final');
    expect((await f.db.select().from(payments).where(eq(payments.id, s.row.id)))[0]?.status).toBe('pending');
    expect(await f.db.select().from(subscriptions).where(eq(subscriptions.studentId, s.id))).toEqual([]);
  });
});
