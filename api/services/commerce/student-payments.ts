/**
 * The student's side of payments: their invoices, one invoice with what to do to pay it, its receipt, the
 * QR code of a QR channel, a status check against the gateway, and the current subscription for renewal.
 * Every read is scoped to the student: someone else's invoice is "not found", never "forbidden".
 */
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type {
  CurrentSubscription,
  PaymentInstructions,
  PaymentStatus,
  Receipt,
  StudentInvoice,
  StudentInvoiceRow,
} from '../../contracts/commerce';
import type { Db } from '../../db/client';
import { courses, packages, payments, studentDetails, subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { commerceMessage } from './commerce-texts';
import { expireOverdue } from './payment-expiry';
import { type NotificationSource, receiveNotification } from './payment-notifications';
import type { PaymentGateway } from './payments';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const invoiceColumns = {
  payment: payments,
  packageName: packages.name,
  packageMonths: packages.durationInMonth,
  courseId: courses.id,
  courseTitle: courses.title,
};

function invoiceQuery(db: Db) {
  return db
    .select(invoiceColumns)
    .from(payments)
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .innerJoin(courses, eq(courses.id, packages.courseId));
}

type InvoiceRecord = Awaited<ReturnType<ReturnType<typeof invoiceQuery>['get']>> & {};

function rowOf(r: InvoiceRecord): StudentInvoiceRow {
  return {
    invoiceId: r.payment.invoiceId,
    status: r.payment.status,
    amount: r.payment.amount,
    channel: r.payment.paymentChannel,
    packageName: r.packageName,
    course: { id: r.courseId, title: r.courseTitle },
    createdAt: r.payment.createdAt.toISOString(),
    paidAt: iso(r.payment.paidAt),
    expiresAt: iso(r.payment.expiresAt),
  };
}

/** The student's invoices, newest first. */
export async function listStudentInvoices(db: Db, studentId: number, now = new Date()): Promise<StudentInvoiceRow[]> {
  await expireOverdue(db, now, studentId);
  return (
    await invoiceQuery(db)
      .where(and(eq(payments.studentId, studentId), isNull(payments.deletedAt)))
      .orderBy(desc(payments.createdAt), desc(payments.id))
  ).map(rowOf);
}

async function ownInvoice(db: Db, studentId: number, invoiceId: string, locale: Locale): Promise<InvoiceRecord> {
  const found = (
    await invoiceQuery(db)
      .where(and(eq(payments.invoiceId, invoiceId), eq(payments.studentId, studentId), isNull(payments.deletedAt)))
      .limit(1)
  )[0];
  if (!found) throw new AppError('not_found', commerceMessage(locale, 'invoiceNotFound'));
  return found;
}

/** Path of an invoice's QR image. */
export const qrImagePath = (invoiceId: string) => `/api/student/payments/${encodeURIComponent(invoiceId)}/qr.svg`;

function instructionsOf(p: typeof payments.$inferSelect): PaymentInstructions | null {
  const stored = p.instructions;
  if (!stored) return null;
  if (stored.kind === 'va' && stored.vaNumber)
    return { kind: 'va', bank: stored.bank ?? '', vaNumber: stored.vaNumber };
  if ((stored.kind === 'qris' || stored.kind === 'ewallet') && stored.qrString) {
    return { kind: stored.kind, qrString: stored.qrString, qrImageUrl: qrImagePath(p.invoiceId) };
  }
  if (stored.kind === 'card') return { kind: 'card' };
  return null;
}

async function subscriptionOfPayment(db: Db, paymentId: number) {
  const sub = (
    await db
      .select({ start: subscriptions.start, end: subscriptions.end })
      .from(subscriptions)
      .where(eq(subscriptions.paymentId, paymentId))
      .limit(1)
  )[0];
  return sub ? { start: sub.start.toISOString(), end: sub.end.toISOString() } : null;
}

/** One of the student's invoices with its instructions (404 for anyone else's). */
export async function studentInvoice(
  db: Db,
  studentId: number,
  invoiceId: string,
  locale: Locale,
  now = new Date(),
): Promise<StudentInvoice> {
  await expireOverdue(db, now, studentId);
  const r = await ownInvoice(db, studentId, invoiceId, locale);
  const p = r.payment;
  return {
    ...rowOf(r),
    paymentLink: p.status === 'pending' ? p.paymentLink : null,
    package: { id: p.packageId, name: r.packageName, durationInMonth: r.packageMonths },
    instructions: p.status === 'pending' ? instructionsOf(p) : null,
    subscription: await subscriptionOfPayment(db, p.id),
    gateway: p.gateway ?? 'manual',
  };
}

/** The receipt of one of the student's invoices. */
export async function studentReceipt(db: Db, studentId: number, invoiceId: string, locale: Locale): Promise<Receipt> {
  const r = await ownInvoice(db, studentId, invoiceId, locale);
  const student = (
    await db
      .select({ email: users.email, name: studentDetails.fullName })
      .from(users)
      .leftJoin(studentDetails, eq(studentDetails.userId, users.id))
      .where(eq(users.id, studentId))
      .limit(1)
  )[0];
  return {
    invoiceId: r.payment.invoiceId,
    status: r.payment.status,
    createdAt: r.payment.createdAt.toISOString(),
    paidAt: iso(r.payment.paidAt),
    amount: r.payment.amount,
    channel: r.payment.paymentChannel,
    packageName: r.packageName,
    durationInMonth: r.packageMonths,
    course: { id: r.courseId, title: r.courseTitle },
    student: { name: student?.name ?? '', email: student?.email ?? '' },
    subscription: await subscriptionOfPayment(db, r.payment.id),
  };
}

/** The QR code of a pending QR-channel invoice as SVG, or null when it has none. */
export async function invoiceQrSvg(db: Db, studentId: number, invoiceId: string, locale: Locale) {
  const r = await ownInvoice(db, studentId, invoiceId, locale);
  const instructions = r.payment.status === 'pending' ? instructionsOf(r.payment) : null;
  if (!instructions || !('qrString' in instructions)) return null;
  // Loaded on the first QR code (a QRIS payment), not at every server start: ~10 MB resident otherwise.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(instructions.qrString, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * "Check status": asks the gateway for the invoice's status and applies its answer like a notification,
 * then expires it if its time ran out. A gateway that cannot be reached leaves the invoice as it was.
 */
export async function checkInvoice(
  db: Db,
  gateway: PaymentGateway,
  serverKey: string,
  studentId: number,
  invoiceId: string,
  locale: Locale,
  now = new Date(),
): Promise<StudentInvoice> {
  const r = await ownInvoice(db, studentId, invoiceId, locale);
  if (r.payment.status === 'pending' || r.payment.status === 'paid') {
    try {
      const reported = await gateway.fetchStatus(invoiceId);
      const source: NotificationSource = 'reconcile';
      if (reported !== null) await receiveNotification(db, serverKey, reported, source, locale, now);
    } catch (err) {
      // A refused or unreachable status call is not the student's error: they see the invoice as we know it.
      console.warn(`[payments] status check of ${invoiceId} failed: ${(err as Error).message}`);
    }
  }
  return await studentInvoice(db, studentId, invoiceId, locale, now);
}

/** The student's subscription for `/subscription`: the running one (else the last), renewal, a pending invoice. */
export async function currentSubscription(db: Db, studentId: number, now = new Date()): Promise<CurrentSubscription> {
  const base = db
    .select({
      id: subscriptions.id,
      name: subscriptions.name,
      start: subscriptions.start,
      end: subscriptions.end,
      packageId: subscriptions.packageId,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId));
  const live = and(eq(subscriptions.studentId, studentId), isNull(subscriptions.deletedAt));
  const running =
    (
      await base
        .where(and(live, lte(subscriptions.start, now), gt(subscriptions.end, now)))
        .orderBy(desc(subscriptions.end))
        .limit(1)
    )[0] ?? null;
  const shown =
    running ??
    (
      await base
        .where(and(live, lte(subscriptions.start, now)))
        .orderBy(desc(subscriptions.end))
        .limit(1)
    )[0];
  // The running subscription's end is the end of the whole paid-up run: renewals already bought follow it.
  const lastEnd = running
    ? (
        await db
          .select({ end: subscriptions.end })
          .from(subscriptions)
          .where(and(live, eq(subscriptions.courseId, running.courseId)))
          .orderBy(desc(subscriptions.end))
          .limit(1)
      )[0]?.end
    : undefined;
  let renewalPackageId: number | null = null;
  if (shown?.packageId) {
    const onSale = (
      await db
        .select({ id: packages.id })
        .from(packages)
        .where(and(eq(packages.id, shown.packageId), isNull(packages.deletedAt)))
        .limit(1)
    )[0];
    renewalPackageId = onSale?.id ?? null;
  }
  const pending = (await listStudentInvoices(db, studentId, now)).find(
    (i) => i.status === ('pending' satisfies PaymentStatus),
  );
  return {
    status: running ? 'active' : shown ? 'expired' : 'none',
    current: shown
      ? {
          id: shown.id,
          name: shown.name,
          start: shown.start.toISOString(),
          end: (lastEnd ?? shown.end).toISOString(),
          course: { id: shown.courseId, title: shown.courseTitle },
        }
      : null,
    renewalPackageId,
    pendingInvoice: pending ?? null,
  };
}
