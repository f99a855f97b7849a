/**
 * Receiving a payment notification in Midtrans's format, whoever sends it: the gateway's HTTP call, the
 * answer of its status API, or the simulator's buttons. Order of checks: shape (400), signature in
 * constant time (401), status agreeing with its signed status code (400, payments/status-codes.ts), the
 * gateway's confirmation of a payment or refund where it has a status API (400), known order (404), amount (400): a refused message changes nothing and, except
 * for a signed one with the wrong amount, is not stored (forgeries and strangers' orders are the sender's
 * noise, not the payment's history). Then, in one transaction that holds the payment's row lock, the state
 * machine runs and the message is stored with its outcome.
 */
import { asc, eq } from 'drizzle-orm';
import {
  type MidtransNotification,
  midtransNotification,
  type NotificationOutcome,
  type PaymentNotificationRow,
  type PaymentStatus,
} from '../../contracts/commerce';
import { type Db, lockedTransaction } from '../../db/client';
import { paymentNotifications, payments } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { commerceMessage } from './commerce-texts';
import { applyTarget, targetStatus } from './payment-transitions';
import { signatureMatches } from './payments/signature';
import { statusAgrees } from './payments/status-codes';

export type NotificationSource = 'gateway' | 'reconcile' | 'admin' | 'system';

const MAX_STORED_PAYLOAD = 16 * 1024;

/** Whether Midtrans's gross_amount text ("149000.00") is exactly the invoice's whole-rupiah amount. */
export function amountMatches(grossAmount: string, amount: number): boolean {
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(grossAmount)) return false;
  const [whole, fraction = ''] = grossAmount.split('.');
  return Number(whole) === amount && /^0*$/.test(fraction);
}

/** A virtual-account number the gateway reported, as instructions for the student. */
function reportedInstructions(body: Record<string, unknown>): Record<string, string> | null {
  const va = Array.isArray(body.va_numbers) ? (body.va_numbers[0] as Record<string, unknown> | undefined) : undefined;
  if (va && typeof va.va_number === 'string' && typeof va.bank === 'string') {
    return { kind: 'va', bank: va.bank, vaNumber: va.va_number };
  }
  if (typeof body.permata_va_number === 'string') {
    return { kind: 'va', bank: 'permata', vaNumber: body.permata_va_number };
  }
  if (typeof body.bill_key === 'string' && typeof body.biller_code === 'string') {
    return { kind: 'va', bank: 'mandiri', vaNumber: `${body.biller_code} ${body.bill_key}` };
  }
  return null;
}

/**
 * Asks the gateway for an invoice's current status (its status API), in the notification's shape; null when it
 * knows nothing of the invoice. Given for a gateway that has one (Midtrans).
 */
export type ConfirmStatus = (invoiceId: string) => Promise<unknown | null>;

/** A message in the notification's shape, signed with `serverKey`, whose status agrees with its code; else throws. */
function verified(raw: unknown, serverKey: string, locale: Locale): MidtransNotification {
  const body = midtransNotification.parse(raw);
  if (!signatureMatches(body, serverKey)) {
    throw new AppError('unauthenticated', commerceMessage(locale, 'badSignature'));
  }
  if (!statusAgrees(body)) throw new AppError('bad_request', commerceMessage(locale, 'statusMismatch'));
  return body;
}

/**
 * A notification that would pay or refund an invoice, checked against the gateway's status API (Midtrans's own
 * advice for notifications): the answer, verified like a notification, is what is applied, and it must ask for the
 * same move; otherwise 400 and nothing changes.
 */
async function confirmedByGateway(
  body: MidtransNotification,
  confirm: ConfirmStatus,
  serverKey: string,
  locale: Locale,
): Promise<{ body: MidtransNotification; raw: unknown }> {
  const raw = await confirm(body.order_id);
  if (raw === null) throw new AppError('bad_request', commerceMessage(locale, 'notConfirmed'));
  const confirmed = verified(raw, serverKey, locale);
  const asked = targetStatus(body.transaction_status, body.fraud_status);
  if (
    confirmed.order_id !== body.order_id ||
    targetStatus(confirmed.transaction_status, confirmed.fraud_status) !== asked
  ) {
    throw new AppError('bad_request', commerceMessage(locale, 'notConfirmed'));
  }
  return { body: confirmed, raw };
}

/**
 * Verifies and applies one notification (`raw` straight from the request body or the status API). With
 * `confirm` (the Midtrans gateway's status API), a settlement or refund is applied only as the status API
 * confirms it.
 * Throws AppError: validation 400, unauthenticated 401, bad_request 400 (status and code disagree, not
 * confirmed), not_found 404, bad_request 400 (amount).
 */
export async function receiveNotification(
  db: Db,
  serverKey: string,
  received: unknown,
  source: NotificationSource,
  locale: Locale,
  now = new Date(),
  confirm?: ConfirmStatus,
): Promise<{ outcome: NotificationOutcome; status: PaymentStatus; invoiceId: string }> {
  let body = verified(received, serverKey, locale);
  let raw = received;
  const target = targetStatus(body.transaction_status, body.fraud_status);
  if (confirm && (target === 'paid' || target === 'refunded')) {
    ({ body, raw } = await confirmedByGateway(body, confirm, serverKey, locale));
  }
  const known = (
    await db.select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, body.order_id)).limit(1)
  )[0];
  if (!known) throw new AppError('not_found', commerceMessage(locale, 'unknownOrder'));

  const payload = JSON.stringify(raw).slice(0, MAX_STORED_PAYLOAD);
  // The payment's row is locked first, so notifications of one payment (the gateway retrying, a status check,
  // the simulator) queue on it and each sees what the one before it committed: no serialization failures.
  const result = await lockedTransaction(db, payments, known.id, async (tx) => {
    const payment = (await tx.select().from(payments).where(eq(payments.id, known.id)).limit(1))[0];
    if (!payment) throw new Error('payment vanished inside its transaction');
    let outcome: NotificationOutcome;
    if (!amountMatches(body.gross_amount, payment.amount)) {
      outcome = 'amount-mismatch';
    } else if (payment.deletedAt !== null) {
      // An admin trashed the invoice: it is final as it stands (restoring it lets the next message apply).
      outcome = 'ignored-final';
    } else {
      outcome = await applyTarget(tx, payment, targetStatus(body.transaction_status, body.fraud_status), now);
      const instructions = payment.instructions ?? reportedInstructions(body);
      const reference = payment.reference ?? body.transaction_id ?? null;
      if (instructions !== payment.instructions || reference !== payment.reference) {
        await tx.update(payments).set({ instructions, reference }).where(eq(payments.id, payment.id));
      }
    }
    const statusAfter =
      (await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id)).limit(1))[0]
        ?.status ?? payment.status;
    await tx.insert(paymentNotifications).values({
      paymentId: payment.id,
      source,
      transactionStatus: body.transaction_status,
      statusCode: body.status_code,
      grossAmount: body.gross_amount,
      paymentType: body.payment_type ?? null,
      transactionId: body.transaction_id ?? null,
      fraudStatus: body.fraud_status ?? null,
      outcome,
      statusAfter,
      payload,
      createdAt: now,
    });
    return { outcome, status: statusAfter, invoiceId: payment.invoiceId };
  });
  if (result.outcome === 'amount-mismatch') {
    throw new AppError('bad_request', commerceMessage(locale, 'amountMismatch'));
  }
  return result;
}

/** Stores an entry in a payment's history that no gateway sent (admin record, expiry sweep). */
export async function recordPaymentEvent(
  db: Db,
  paymentId: number,
  entry: {
    source: NotificationSource;
    transactionStatus: string;
    outcome: NotificationOutcome;
    statusAfter: PaymentStatus;
  },
  now: Date,
): Promise<void> {
  await db.insert(paymentNotifications).values({ paymentId, ...entry, createdAt: now });
}

/** A payment's history, oldest first. */
export async function paymentHistory(db: Db, paymentId: number): Promise<PaymentNotificationRow[]> {
  return (
    await db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, paymentId))
      .orderBy(asc(paymentNotifications.createdAt), asc(paymentNotifications.id))
  ).map((r) => ({
    id: r.id,
    receivedAt: r.createdAt.toISOString(),
    source: r.source,
    transactionStatus: r.transactionStatus,
    statusCode: r.statusCode,
    grossAmount: r.grossAmount,
    paymentType: r.paymentType,
    transactionId: r.transactionId,
    fraudStatus: r.fraudStatus,
    outcome: r.outcome as NotificationOutcome,
    statusAfter: r.statusAfter,
  }));
}
