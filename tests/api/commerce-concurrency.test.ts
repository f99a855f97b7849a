/**
 * Writes that arrive together (a gateway retrying its notifications, a class signing up at once) all succeed on
 * both engines: no answer is a 5xx, and each payment makes exactly one subscription. On PostgreSQL (the api-pg
 * suite) they used to run SERIALIZABLE with five quick retries, and 7–18 of 20–40 answered 500.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, subscriptions, users } from '../../api/db/schema';
import { fromFixture, ONE_MONTH_PACKAGE, setupCommerce } from './commerce-fixture';
import { jsonRequest, withBotCheck } from './helpers';

const f = setupCommerce();

describe('writes at once', () => {
  it('answers 40 settlements and 20 sign-ups sent together without a 5xx, one subscription per payment', async () => {
    const invoices: { studentId: number; invoiceId: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const s = await f.newStudent();
      const checkout = await f.checkout(s.cookie, f.packageId, 'bni');
      expect(checkout.status).toBe(201);
      invoices.push({ studentId: s.id, invoiceId: checkout.body.data.invoiceId });
    }
    // Every invoice settled twice (the gateway's retry racing its first try), interleaved.
    const settlements = [...invoices, ...invoices].map(({ invoiceId }) =>
      fromFixture('notification-bank-transfer-settlement', invoiceId, ONE_MONTH_PACKAGE.price),
    );
    const emails = Array.from({ length: 20 }, (_, i) => `together${i}@kelaskoding.test`);
    const forms = await Promise.all(
      emails.map((email) =>
        withBotCheck(f.app, { fullName: 'Siswa Bersama', email, password: 'rahasia123', phoneNumber: '081234567890' }),
      ),
    );
    const answers = await Promise.all([
      ...settlements.map(async (body) => (await f.notify(body)).status),
      ...forms.map(async (body) => (await jsonRequest(f.app, 'POST', '/api/student/register', { body })).status),
    ]);
    expect(answers.filter((status) => status >= 500)).toEqual([]);
    expect(answers.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(answers.slice(40).every((status) => status === 201)).toBe(true);

    const paid = await f.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(
        inArray(
          payments.invoiceId,
          invoices.map((invoice) => invoice.invoiceId),
        ),
      );
    expect(paid.map((payment) => payment.status)).toEqual(Array(20).fill('paid'));
    for (const payment of paid) {
      const made = await f.db.select().from(subscriptions).where(eq(subscriptions.paymentId, payment.id));
      expect(made).toHaveLength(1);
    }
    const created = await f.db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
    expect(created).toHaveLength(20);
  });
});
