/**
 * The admin's commerce actions beyond the generic lists: grant a subscription, end one, record a payment
 * received outside the gateway (it then makes its subscription exactly as a settlement does), read a
 * payment's notification history, and revenue per month for the dashboard.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type {
  AdminSubscriptionResult,
  EndSubscriptionBody,
  GrantSubscriptionBody,
  ManualPaymentBody,
  ManualPaymentResult,
  PaymentNotificationRow,
  RevenueMonth,
} from '../../contracts/commerce';
import { message } from '../../contracts/common-messages';
import { type Db, returned, transaction } from '../../db/client';
import { monthOf } from '../../db/fragments';
import { payments, subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { assertActive } from '../content/admin-resource-helpers';
import { createNotification } from '../notifications';
import { newInvoiceId, packageOnSale } from './checkout';
import { commerceMessage, endedNotice, grantNotice } from './commerce-texts';
import { paymentHistory, recordPaymentEvent } from './payment-notifications';
import { applyTarget, createPaidSubscription } from './payment-transitions';
import { endSubscription, insertSubscription } from './subscription-periods';

const studentScope = eq(users.role, 'student');

function resultOf(row: typeof subscriptions.$inferSelect): AdminSubscriptionResult {
  return {
    id: row.id,
    studentId: row.studentId,
    courseId: row.courseId,
    name: row.name,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
  };
}

/** Grants the package's subscription without a payment; it follows any running one, as a renewal would. */
export async function grantSubscription(
  db: Db,
  adminId: number,
  input: GrantSubscriptionBody,
  locale: Locale,
  now = new Date(),
): Promise<AdminSubscriptionResult> {
  await assertActive(db, users, input.studentId, 'studentId', locale, 'unknownStudent', studentScope);
  const pkg = await packageOnSale(db, input.packageId, locale);
  return await transaction(db, async (tx) => {
    const sub = await insertSubscription(
      tx,
      {
        studentId: input.studentId,
        courseId: pkg.courseId,
        packageId: pkg.id,
        paymentId: null,
        name: pkg.name,
        months: pkg.months,
        price: 0,
        grantReason: input.reason,
        grantedBy: adminId,
      },
      now,
    );
    await createNotification(tx, {
      userId: input.studentId,
      type: 'subscription.granted',
      ...grantNotice(pkg.name, sub.start, sub.end),
      link: '/subscription',
    });
    return resultOf(sub);
  });
}

/** Ends a running or future subscription now (404 unknown, 409 already over). */
export async function endSubscriptionByAdmin(
  db: Db,
  id: number,
  input: EndSubscriptionBody,
  locale: Locale,
  now = new Date(),
): Promise<AdminSubscriptionResult> {
  return await transaction(db, async (tx) => {
    const row = (
      await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), isNull(subscriptions.deletedAt)))
        .limit(1)
    )[0];
    if (!row) throw new AppError('not_found', commerceMessage(locale, 'subscriptionNotFound'));
    if (row.end <= now) throw new AppError('conflict', commerceMessage(locale, 'subscriptionEnded'));
    const ended = await endSubscription(tx, id, input.reason ? `admin: ${input.reason}` : 'admin', now);
    await createNotification(tx, {
      userId: row.studentId,
      type: 'subscription.ended',
      ...endedNotice(row.name),
      link: '/subscription',
    });
    return resultOf(ended ?? row);
  });
}

/** Records a payment received outside the gateway: a paid invoice and its subscription, in one transaction. */
export async function recordManualPayment(
  db: Db,
  adminId: number,
  input: ManualPaymentBody,
  locale: Locale,
  now = new Date(),
): Promise<ManualPaymentResult> {
  await assertActive(db, users, input.studentId, 'studentId', locale, 'unknownStudent', studentScope);
  const pkg = await packageOnSale(db, input.packageId, locale);
  return await transaction(db, async (tx) => {
    const payment = await returned(
      tx
        .insert(payments)
        .values({
          studentId: input.studentId,
          packageId: pkg.id,
          status: 'paid',
          invoiceId: newInvoiceId(now),
          paymentChannel: input.channel,
          amount: pkg.price,
          paidAt: input.paidAt ?? now,
          gateway: 'manual',
          reference: input.reference ?? null,
          recordedBy: adminId,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    const sub = await createPaidSubscription(tx, payment, now);
    await recordPaymentEvent(
      tx,
      payment.id,
      { source: 'admin', transactionStatus: 'settlement', outcome: 'applied', statusAfter: 'paid' },
      now,
    );
    return { paymentId: payment.id, invoiceId: payment.invoiceId, subscription: resultOf(sub) };
  });
}

/**
 * Records that a paid payment's money went back to the student (through the gateway's dashboard or a bank
 * transfer): the payment becomes `refunded` and the subscription it paid for ends now, as a gateway's refund
 * notification does; the step is kept in the payment's history. 404 unknown, 409 when it is not paid.
 */
export async function refundPayment(
  db: Db,
  id: number,
  locale: Locale,
  now = new Date(),
): Promise<{ status: 'refunded' }> {
  return await transaction(db, async (tx) => {
    const payment = (await tx.select().from(payments).where(eq(payments.id, id)).limit(1))[0];
    if (!payment) throw new AppError('not_found', message(locale, 'notFound'));
    if (payment.status !== 'paid') throw new AppError('conflict', commerceMessage(locale, 'refundNotPaid'));
    const outcome = await applyTarget(tx, payment, 'refunded', now);
    await recordPaymentEvent(
      tx,
      payment.id,
      { source: 'admin', transactionStatus: 'refund', outcome, statusAfter: 'refunded' },
      now,
    );
    return { status: 'refunded' as const };
  });
}

/** A payment's notification history (404 for an unknown payment). */
export async function adminPaymentHistory(
  db: Db,
  paymentId: number,
  locale: Locale,
): Promise<PaymentNotificationRow[]> {
  const found = (await db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).limit(1))[0];
  if (!found) throw new AppError('not_found', message(locale, 'notFound'));
  return await paymentHistory(db, paymentId);
}

const JAKARTA = 7 * 3600_000;

/** Paid revenue of the last `months` months (Jakarta calendar months, by paid date), oldest first. */
export async function revenueByMonth(db: Db, now = Date.now(), months = 12): Promise<RevenueMonth[]> {
  const local = new Date(now + JAKARTA);
  const firstMonth = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (months - 1), 1) - JAKARTA;
  const month = monthOf(payments.paidAt, JAKARTA);
  const rows = await db
    .select({ month, revenue: sql<number>`coalesce(sum(${payments.amount}), 0)`, n: sql<number>`count(*)` })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), isNull(payments.deletedAt), gte(payments.paidAt, new Date(firstMonth))))
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (months - 1) + i, 1));
    const month = d.toISOString().slice(0, 7);
    const row = byMonth.get(month);
    return { month, revenue: Number(row?.revenue ?? 0), payments: Number(row?.n ?? 0) };
  });
}
