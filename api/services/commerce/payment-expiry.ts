/**
 * Pending invoices whose time ran out become `expired`: swept by the scheduled job, and also checked
 * lazily before a student's invoices are read or a checkout runs, so correctness never waits for the job.
 * Midtrans invoices get a few minutes of grace, so its own expiry (or a last-second payment) arrives first.
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import { type Db, transaction } from '../../db/client';
import { payments } from '../../db/schema';
import { recordPaymentEvent } from './payment-notifications';
import { applyTarget } from './payment-transitions';

/** Extra time given to invoices of a real gateway before our own sweep expires them. */
export const GATEWAY_EXPIRY_GRACE_MS = 10 * 60_000;

/** Expires every overdue pending invoice (of one student when `studentId` is given); returns how many. */
export async function expireOverdue(db: Db, now: Date, studentId?: number): Promise<number> {
  const overdue = (
    await db
      .select({ id: payments.id, gateway: payments.gateway, expiresAt: payments.expiresAt })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'pending'),
          lte(payments.expiresAt, now),
          isNull(payments.deletedAt),
          studentId === undefined ? undefined : eq(payments.studentId, studentId),
        ),
      )
  ).filter(
    (p) =>
      p.expiresAt && p.expiresAt.getTime() + (p.gateway === 'midtrans' ? GATEWAY_EXPIRY_GRACE_MS : 0) <= now.getTime(),
  );
  let count = 0;
  for (const { id } of overdue) {
    await transaction(db, async (tx) => {
      const payment = (await tx.select().from(payments).where(eq(payments.id, id)).limit(1))[0];
      if (payment?.status !== 'pending') return;
      const outcome = await applyTarget(tx, payment, 'expired', now);
      await recordPaymentEvent(
        tx,
        id,
        { source: 'system', transactionStatus: 'expire', outcome, statusAfter: 'expired' },
        now,
      );
      count++;
    });
  }
  return count;
}
