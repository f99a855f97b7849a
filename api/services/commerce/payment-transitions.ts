/**
 * The payment state machine, shared by the gateway's notifications, status checks, the expiry sweep and
 * the admin's manual payments. pending → paid | failed | expired; paid → refunded; nothing else moves a
 * final state, so repeats and late or out-of-order messages change nothing. Settling creates the
 * subscription (at most one per payment: a unique index holds that too) and tells the student.
 * Every function here runs inside the caller's transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { NotificationOutcome, PaymentStatus } from '../../contracts/commerce';
import type { Db } from '../../db/client';
import { packages, payments, subscriptions } from '../../db/schema';
import { createNotification } from '../notifications';
import { paidNotice, refundNotice, unpaidNotice } from './commerce-texts';
import { endSubscription, insertSubscription } from './subscription-periods';

type PaymentRow = typeof payments.$inferSelect;

/** The status a Midtrans transaction_status (with fraud_status) asks for; null: it never moves a payment. */
export function targetStatus(transactionStatus: string, fraudStatus: string | undefined): PaymentStatus | null {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      // A card capture is money only when the fraud check accepted it; 'challenge' waits for the merchant.
      if (fraudStatus === undefined || fraudStatus === 'accept') return 'paid';
      return fraudStatus === 'deny' ? 'failed' : 'pending';
    case 'pending':
      return 'pending';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    case 'expire':
      return 'expired';
    case 'refund':
      return 'refunded';
    default:
      return null; // authorize, partial_refund, anything new
  }
}

/** Receipt/notification link of an invoice. */
export const invoiceLink = (invoiceId: string, status: PaymentStatus) =>
  `/payment/${status === 'paid' ? 'success' : status === 'pending' ? 'pending' : status === 'expired' ? 'expired' : 'failed'}?invoice=${encodeURIComponent(invoiceId)}`;

/** Marks a pending payment paid and creates its subscription. False when it was no longer pending. */
export async function settlePayment(db: Db, payment: PaymentRow, now: Date): Promise<boolean> {
  const moved = await db
    .update(payments)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  if (moved.length !== 1) return false;
  await createPaidSubscription(db, payment, now);
  return true;
}

/** The subscription a paid payment buys, with the student's notification. */
export async function createPaidSubscription(db: Db, payment: PaymentRow, now: Date) {
  const pkg = (await db.select().from(packages).where(eq(packages.id, payment.packageId)).limit(1))[0];
  if (!pkg) throw new Error(`payment ${payment.id} names a missing package`);
  const sub = await insertSubscription(
    db,
    {
      studentId: payment.studentId,
      courseId: pkg.courseId,
      packageId: pkg.id,
      paymentId: payment.id,
      name: pkg.name,
      months: pkg.durationInMonth,
      price: payment.amount,
    },
    now,
  );
  await createNotification(db, {
    userId: payment.studentId,
    type: 'payment.paid',
    ...paidNotice(payment.invoiceId, pkg.name, payment.amount, sub.start, sub.end),
    link: invoiceLink(payment.invoiceId, 'paid'),
  });
  return sub;
}

async function packageName(db: Db, packageId: number): Promise<string> {
  return (
    (await db.select({ name: packages.name }).from(packages).where(eq(packages.id, packageId)).limit(1))[0]?.name ?? ''
  );
}

/**
 * Moves `payment` toward `target` if the state machine allows it; returns what happened.
 * `payment` must have been read inside the same transaction.
 */
export async function applyTarget(
  db: Db,
  payment: PaymentRow,
  target: PaymentStatus | null,
  now: Date,
): Promise<NotificationOutcome> {
  if (target === null) return 'ignored';
  if (target === payment.status) return 'duplicate';
  if (payment.status === 'pending') {
    if (target === 'paid') return (await settlePayment(db, payment, now)) ? 'applied' : 'ignored-final';
    if (target === 'failed' || target === 'expired') {
      await db
        .update(payments)
        .set({ status: target, updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
      await createNotification(db, {
        userId: payment.studentId,
        type: `payment.${target}`,
        ...unpaidNotice(payment.invoiceId, await packageName(db, payment.packageId), target),
        link: invoiceLink(payment.invoiceId, target),
      });
      return 'applied';
    }
    return 'ignored'; // a refund of money never received
  }
  if (payment.status === 'paid' && target === 'refunded') {
    await db.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
    const sub = (
      await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.paymentId, payment.id))
        .limit(1)
    )[0];
    if (sub) await endSubscription(db, sub.id, 'refund', now);
    await createNotification(db, {
      userId: payment.studentId,
      type: 'payment.refunded',
      ...refundNotice(payment.invoiceId, await packageName(db, payment.packageId)),
      link: '/subscription',
    });
    return 'applied';
  }
  return 'ignored-final';
}
