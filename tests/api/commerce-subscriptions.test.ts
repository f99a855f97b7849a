/**
 * Subscriptions bought through payments: renewals extend without overlap, invoices expire (sweep and
 * lazily), and the reminder job sends each reminder once, under a lease, with an injected clock.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentSubscription, StudentInvoice } from '../../api/contracts/commerce';
import { notifications, payments, subscriptions } from '../../api/db/schema';
import { runCommerceJob } from '../../api/services/commerce/commerce-jobs';
import { expireOverdue } from '../../api/services/commerce/payment-expiry';
import { addCalendarMonths } from '../../api/services/commerce/subscription-periods';
import { acquireLease } from '../../api/services/job-lease';
import { fromFixture, ONE_MONTH_PACKAGE, setupCommerce } from './commerce-fixture';

const f = setupCommerce();
const DAY = 86_400_000;

async function buy(cookie: string, packageId: number, price: number) {
  const { invoiceId } = (await f.checkout(cookie, packageId, 'bri')).body.data;
  const res = await f.notify(fromFixture('notification-bank-transfer-settlement', invoiceId, price));
  expect(res.status).toBe(200);
  return invoiceId;
}

const subsOf = async (studentId: number) =>
  await f.db.select().from(subscriptions).where(eq(subscriptions.studentId, studentId)).orderBy(subscriptions.start);
const notesOf = async (studentId: number, type: string) =>
  await f.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, studentId), eq(notifications.type, type)));

describe('renewal', () => {
  it('starts a renewal when the current subscription ends, months counted from there', async () => {
    const s = await f.newStudent();
    await buy(s.cookie, f.packageId, ONE_MONTH_PACKAGE.price);
    await buy(s.cookie, f.package3Id, 399_000);
    const [first, second] = await subsOf(s.id);
    expect(second!.start.getTime()).toBe(first!.end.getTime());
    expect(second!.end.toISOString()).toBe(addCalendarMonths(first!.end, 3).toISOString());
    const current = await f.call<{ data: CurrentSubscription }>(s.cookie, 'GET', '/api/student/subscription');
    expect(current.body.data).toMatchObject({
      status: 'active',
      current: { id: first!.id, end: second!.end.toISOString() },
      renewalPackageId: f.packageId,
      pendingInvoice: null,
    });
    const paid = (await notesOf(s.id, 'payment.paid')).map((n) => n.body.id);
    expect(paid[1]).toContain('diperpanjang');
  });

  it('also follows a granted subscription, and a refund of the first moves the renewal up', async () => {
    const s = await f.newStudent();
    const grant = await f.call<{ data: { start: string; end: string } }>(
      f.admin,
      'POST',
      '/api/admin/subscriptions/grant',
      {
        studentId: s.id,
        packageId: f.packageId,
        reason: 'Beasiswa',
      },
    );
    expect(grant.status).toBe(201);
    const invoiceId = await buy(s.cookie, f.packageId, ONE_MONTH_PACKAGE.price);
    const [granted, bought] = await subsOf(s.id);
    expect(bought!.start.toISOString()).toBe(grant.body.data.end);
    // Ending the granted one now pulls the bought month forward, keeping its length.
    const length = bought!.end.getTime() - bought!.start.getTime();
    const ended = await f.call(f.admin, 'POST', `/api/admin/subscriptions/${granted!.id}/end`, { reason: 'salah' });
    expect(ended.status).toBe(200);
    const moved = (await subsOf(s.id)).find((x) => x.id === bought!.id)!;
    expect(moved.start.getTime()).toBeLessThanOrEqual(Date.now());
    expect(moved.end.getTime() - moved.start.getTime()).toBe(length);
    expect((await f.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)))[0]?.status).toBe('paid');
  });
});

describe('expiry', () => {
  it('expires overdue invoices by the sweep, notifies the student, and a late settlement changes nothing', async () => {
    const s = await f.newStudent();
    const { invoiceId, expiresAt } = (await f.checkout(s.cookie, f.packageId, 'bca')).body.data;
    expect(await expireOverdue(f.db, new Date(Date.parse(expiresAt) - 1000), s.id)).toBe(0);
    // The sweep of everyone's invoices (seeded ones expire too).
    expect(await expireOverdue(f.db, new Date(Date.parse(expiresAt) + 1000))).toBeGreaterThanOrEqual(1);
    const invoice = await f.call<{ data: StudentInvoice }>(s.cookie, 'GET', `/api/student/payments/${invoiceId}`);
    expect(invoice.body.data).toMatchObject({ status: 'expired', instructions: null, paymentLink: null });
    expect(await notesOf(s.id, 'payment.expired')).toHaveLength(1);
    const late = await f.notify(
      fromFixture('notification-bank-transfer-settlement', invoiceId, ONE_MONTH_PACKAGE.price),
    );
    expect(late.body.data?.outcome).toBe('ignored-final');
    expect(await subsOf(s.id)).toHaveLength(0);
    // With the old invoice expired, a new checkout opens a new one.
    const next = await f.checkout(s.cookie, f.packageId, 'bca');
    expect(next.status).toBe(201);
    expect(next.body.data.invoiceId).not.toBe(invoiceId);
  });

  it('expires an overdue invoice when the student reads it, before any sweep', async () => {
    const s = await f.newStudent();
    const { invoiceId } = (await f.checkout(s.cookie, f.packageId, 'bca')).body.data;
    await f.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.invoiceId, invoiceId));
    const invoice = await f.call<{ data: StudentInvoice }>(s.cookie, 'GET', `/api/student/payments/${invoiceId}`);
    expect(invoice.body.data.status).toBe('expired');
  });
});

describe('reminders', () => {
  it('sends the 7-day and the 1-day reminder once each, however often the job runs', async () => {
    const s = await f.newStudent();
    await buy(s.cookie, f.packageId, ONE_MONTH_PACKAGE.price);
    const [sub] = await subsOf(s.id);
    const end = sub!.end.getTime();
    const at = (t: number) => () => t;

    await runCommerceJob(f.db, at(end - 8 * DAY));
    expect(await notesOf(s.id, 'subscription.reminder-7d')).toHaveLength(0);
    for (let i = 0; i < 3; i++) await runCommerceJob(f.db, at(end - 6 * DAY));
    await runCommerceJob(f.db, at(end - 2 * DAY));
    const week = await notesOf(s.id, 'subscription.reminder-7d');
    expect(week).toHaveLength(1);
    expect(week[0]!.title).toEqual({
      id: 'Langganan kamu berakhir 7 hari lagi',
      en: 'Your subscription ends in 7 days',
    });
    for (let i = 0; i < 3; i++) await runCommerceJob(f.db, at(end - 12 * 3600_000));
    expect(await notesOf(s.id, 'subscription.reminder-1d')).toHaveLength(1);
    await runCommerceJob(f.db, at(end + DAY));
    expect(await notesOf(s.id, 'subscription.reminder-7d')).toHaveLength(1);
    expect(await notesOf(s.id, 'subscription.reminder-1d')).toHaveLength(1);
  });

  it('sends only the 1-day reminder when the job first sees a subscription on its last day', async () => {
    const s = await f.newStudent();
    await buy(s.cookie, f.packageId, ONE_MONTH_PACKAGE.price);
    const end = (await subsOf(s.id))[0]!.end.getTime();
    await runCommerceJob(f.db, () => end - 3600_000);
    await runCommerceJob(f.db, () => end - 1800_000);
    expect(await notesOf(s.id, 'subscription.reminder-1d')).toHaveLength(1);
    expect(await notesOf(s.id, 'subscription.reminder-7d')).toHaveLength(0);
  });

  it('sends none for a subscription already renewed', async () => {
    const s = await f.newStudent();
    await buy(s.cookie, f.packageId, ONE_MONTH_PACKAGE.price);
    await buy(s.cookie, f.packageId, ONE_MONTH_PACKAGE.price);
    const [first] = await subsOf(s.id);
    await runCommerceJob(f.db, () => first!.end.getTime() - 3 * DAY);
    expect(await notesOf(s.id, 'subscription.reminder-7d')).toHaveLength(0);
  });

  it('runs in one process at a time: a held lease makes another run skip', async () => {
    const now = Date.now();
    expect(await acquireLease(f.db, 'commerce', 'other-process', now, 60_000)).toBe(true);
    expect(await runCommerceJob(f.db, () => now, 'this-process')).toBeNull();
    expect(await acquireLease(f.db, 'commerce', 'other-process', now, 60_000)).toBe(true); // renews its own
    // Once the other holder's lease runs out, this one may run.
    expect(await runCommerceJob(f.db, () => now + 61_000, 'this-process')).toEqual({
      expired: expect.any(Number),
      reminders: expect.any(Number),
    });
  });
});
