/**
 * Checkout: a student buys a package through the configured gateway. The amount is the package's price
 * read here, never the client's. A pending invoice of the same package is returned instead of a second
 * one (checked and inserted in one transaction, before the gateway is called, so two clicks make one).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CheckoutBody, CheckoutResult, PaymentChannel, PaymentStatus } from '../../contracts/commerce';
import { type Db, returned, transaction } from '../../db/client';
import { courses, packages, payments, studentDetails, users } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { commerceMessage } from './commerce-texts';
import { expireOverdue } from './payment-expiry';
import { recordPaymentEvent } from './payment-notifications';
import { GatewayError, type PaymentGateway } from './payments';

const INVOICE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new invoice number: `KK-YYYYMMDD-` and eight random letters and digits (Midtrans accepts up to 50). */
export function newInvoiceId(now: Date): string {
  const day = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const bytes = randomBytes(8);
  let tail = '';
  for (const b of bytes) tail += INVOICE_ALPHABET[b % INVOICE_ALPHABET.length];
  return `KK-${day}-${tail}`;
}

/** A package on sale (itself and its course not trashed), or a validation error on `packageId`. */
export async function packageOnSale(db: Db, packageId: number, locale: Locale) {
  const pkg = (
    await db
      .select({
        id: packages.id,
        name: packages.name,
        price: packages.price,
        courseId: packages.courseId,
        months: packages.durationInMonth,
      })
      .from(packages)
      .innerJoin(courses, eq(courses.id, packages.courseId))
      .where(and(eq(packages.id, packageId), isNull(packages.deletedAt), isNull(courses.deletedAt)))
      .limit(1)
  )[0];
  if (!pkg) {
    const text = commerceMessage(locale, 'packageUnavailable');
    throw new AppError('validation', text, { packageId: text });
  }
  return pkg;
}

type PaymentRow = typeof payments.$inferSelect;

function resultOf(p: PaymentRow): CheckoutResult {
  return {
    invoiceId: p.invoiceId,
    status: p.status,
    amount: p.amount,
    channel: (p.paymentChannel ?? 'card') as PaymentChannel,
    paymentLink: p.paymentLink ?? '',
    expiresAt: (p.expiresAt ?? p.createdAt).toISOString(),
  };
}

export type CheckoutInput = CheckoutBody & { studentId: number; origin: string };

/** Opens (or returns the pending) invoice; `created` says which. Throws 502 `bad_gateway` when the gateway fails. */
export async function checkout(
  db: Db,
  env: Env,
  gateway: PaymentGateway,
  input: CheckoutInput,
  locale: Locale,
  now = new Date(),
): Promise<{ created: boolean; data: CheckoutResult }> {
  await expireOverdue(db, now, input.studentId);
  const pkg = await packageOnSale(db, input.packageId, locale);
  const expiresAt = new Date(now.getTime() + env.PAYMENT_EXPIRY_MINUTES * 60_000);

  const opened = await transaction(db, async (tx) => {
    const pending = (
      await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.studentId, input.studentId),
            eq(payments.packageId, pkg.id),
            eq(payments.status, 'pending' satisfies PaymentStatus),
            isNull(payments.deletedAt),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1)
    )[0];
    if (pending) return { created: false, payment: pending };
    const payment = await returned(
      tx
        .insert(payments)
        .values({
          studentId: input.studentId,
          packageId: pkg.id,
          status: 'pending',
          invoiceId: newInvoiceId(now),
          paymentChannel: input.channel,
          amount: pkg.price,
          gateway: gateway.name,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    return { created: true, payment };
  });
  if (!opened.created) return { created: false, data: resultOf(opened.payment) };

  const customer = (
    await db
      .select({ email: users.email, name: studentDetails.fullName, phone: studentDetails.phone })
      .from(users)
      .leftJoin(studentDetails, eq(studentDetails.userId, users.id))
      .where(eq(users.id, input.studentId))
      .limit(1)
  )[0];
  try {
    const tx = await gateway.createTransaction({
      invoiceId: opened.payment.invoiceId,
      amount: pkg.price,
      channel: input.channel,
      packageId: pkg.id,
      packageName: pkg.name,
      customer: { name: customer?.name ?? '', email: customer?.email ?? '', phone: customer?.phone ?? null },
      expiresAt,
      expiryMinutes: env.PAYMENT_EXPIRY_MINUTES,
      origin: input.origin,
    });
    const saved = (
      await db
        .update(payments)
        .set({
          paymentLink: tx.paymentLink,
          instructions: tx.instructions,
          reference: tx.reference,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, opened.payment.id))
        .returning()
    )[0];
    return { created: true, data: resultOf(saved ?? opened.payment) };
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    console.warn(`[checkout] ${opened.payment.invoiceId}: ${err.message}`);
    // The invoice never reached the gateway: it fails, so the next checkout opens a fresh one.
    await transaction(db, async (tx) => {
      await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(eq(payments.id, opened.payment.id));
      await recordPaymentEvent(
        tx,
        opened.payment.id,
        { source: 'system', transactionStatus: 'failure', outcome: 'applied', statusAfter: 'failed' },
        now,
      );
    });
    throw new AppError('bad_gateway', commerceMessage(locale, 'gatewayFailed'));
  }
}
