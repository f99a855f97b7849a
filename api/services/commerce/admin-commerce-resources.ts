/**
 * Admin resources of commerce: packages (name, price, course, duration), payments and subscriptions,
 * the last two listed with the student's name (and the course title) for search and order.
 */

import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { adminMessage } from '../../contracts/admin-messages';
import * as contracts from '../../contracts/admin-people';
import type { Db } from '../../db/client';
import { returned } from '../../db/client';
import { courses, packages, payments, studentDetails, subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { assertActive, bothLanguages, inLanguage, updateStamped } from '../content/admin-resource-helpers';
import { defineResource } from '../content/resource';
import { commerceMessage } from './commerce-texts';

const now = () => new Date();
const studentScope = eq(users.role, 'student');

export const packagesResource = defineResource({
  name: 'packages',
  table: packages,
  join: (q) => q.innerJoin(courses, eq(courses.id, packages.courseId)),
  fields: {
    id: packages.id,
    name: packages.name,
    price: packages.price,
    course: { id: courses.id, title: courses.title },
    duration_in_month: packages.durationInMonth,
    created_at: packages.createdAt,
    deleted_at: packages.deletedAt,
  },
  searchColumns: [packages.name, ...bothLanguages(courses.title)],
  orderColumns: {
    name: sql`lower(${packages.name})`,
    price: packages.price,
    duration_in_month: packages.durationInMonth,
    course: inLanguage(courses.title),
    created_at: packages.createdAt,
    id: packages.id,
  },
  defaultOrder: { column: 'name', dir: 'asc' },
  filters: { courseId: { column: packages.courseId } },
  createSchema: contracts.packageCreate,
  updateSchema: contracts.packageUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.packageCreate>) => {
    await assertActive(db, courses, input.courseId, 'course', locale, 'unknownCourse');
    return (await returned(db.insert(packages).values(input).returning({ id: packages.id }))).id;
  },
  update: async ({ db, locale }, id, input: z.output<typeof contracts.packageUpdate>) => {
    if (input.courseId) await assertActive(db, courses, input.courseId, 'course', locale, 'unknownCourse');
    await updateStamped(db, packages, id, input);
  },
});

export const paymentsResource = defineResource({
  name: 'payments',
  table: payments,
  join: (q) => q.innerJoin(studentDetails, eq(studentDetails.userId, payments.studentId)),
  fields: {
    id: payments.id,
    status: payments.status,
    invoiceId: payments.invoiceId,
    paymentLink: payments.paymentLink,
    paymentChannel: payments.paymentChannel,
    studentName: studentDetails.fullName,
    studentId: payments.studentId,
    packageId: payments.packageId,
    amount: payments.amount,
    paidAt: payments.paidAt,
    created_at: payments.createdAt,
    deleted_at: payments.deletedAt,
  },
  searchColumns: [studentDetails.fullName, payments.invoiceId, payments.status, payments.paymentChannel],
  orderColumns: {
    id: payments.id,
    status: payments.status,
    invoiceId: payments.invoiceId,
    paymentChannel: payments.paymentChannel,
    studentName: sql`lower(${studentDetails.fullName})`,
    amount: payments.amount,
    created_at: payments.createdAt,
  },
  defaultOrder: { column: 'created_at', dir: 'desc' },
  filters: { studentId: { column: payments.studentId } },
  createSchema: contracts.paymentCreate,
  updateSchema: contracts.paymentUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.paymentCreate>) => {
    await assertActive(db, users, input.studentId, 'studentId', locale, 'unknownStudent', studentScope);
    await assertActive(db, packages, input.packageId, 'packageId', locale, 'unknownPackage');
    await assertInvoiceFree(db, input.invoiceId, null, locale);
    return (
      await returned(
        db
          .insert(payments)
          .values({ ...input, paidAt: input.status === 'paid' ? now() : null })
          .returning({ id: payments.id }),
      )
    ).id;
  },
  update: async ({ db, locale }, id, input: z.output<typeof contracts.paymentUpdate>) => {
    // A payment's status belongs to its state machine (gateway, expiry, manual record): an edit here would
    // make a paid invoice without its subscription, or reopen a final one.
    const stored = (
      await db
        .select({
          status: payments.status,
          gateway: payments.gateway,
          amount: payments.amount,
          packageId: payments.packageId,
          invoiceId: payments.invoiceId,
        })
        .from(payments)
        .where(eq(payments.id, id))
        .limit(1)
    )[0];
    if (input.status !== undefined && stored && input.status !== stored.status) {
      const text = commerceMessage(locale, 'statusManaged');
      throw new AppError('conflict', text, { status: text });
    }
    if (input.packageId) await assertActive(db, packages, input.packageId, 'packageId', locale, 'unknownPackage');
    if (input.invoiceId !== undefined) await assertInvoiceFree(db, input.invoiceId, id, locale);
    // Once a gateway was told about the invoice, it holds these terms: a change here would settle a different
    // amount (or package) than the one the student paid.
    if (stored?.gateway) {
      const changed = (['amount', 'packageId', 'invoiceId'] as const).filter(
        (field) => input[field] !== undefined && input[field] !== stored[field],
      );
      if (changed.length > 0) {
        const text = commerceMessage(locale, 'gatewayHoldsTerms');
        throw new AppError('conflict', text, Object.fromEntries(changed.map((field) => [field, text])));
      }
    }
    const paidAt = input.status === 'paid' ? { paidAt: now() } : input.status ? { paidAt: null } : {};
    await updateStamped(db, payments, id, { ...input, ...paidAt });
  },
});

/** Invoice numbers are unique (trashed payments keep theirs); a taken one is a field error, not a 500. */
async function assertInvoiceFree(db: Db, invoiceId: string, exceptId: number | null, locale: Locale): Promise<void> {
  const taken = (
    await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), exceptId === null ? undefined : ne(payments.id, exceptId)))
      .limit(1)
  )[0];
  if (taken) {
    const text = adminMessage(locale, 'invoiceTaken');
    throw new AppError('validation', text, { invoiceId: text });
  }
}

export const subscriptionsResource = defineResource({
  name: 'subscriptions',
  table: subscriptions,
  join: (q) =>
    q
      .innerJoin(studentDetails, eq(studentDetails.userId, subscriptions.studentId))
      .innerJoin(courses, eq(courses.id, subscriptions.courseId)),
  fields: {
    id: subscriptions.id,
    studentName: studentDetails.fullName,
    courseTitle: courses.title,
    start: subscriptions.start,
    end: subscriptions.end,
    name: subscriptions.name,
    duration: subscriptions.duration,
    price: subscriptions.price,
    studentId: subscriptions.studentId,
    courseId: subscriptions.courseId,
    deleted_at: subscriptions.deletedAt,
  },
  searchColumns: [studentDetails.fullName, subscriptions.name, ...bothLanguages(courses.title)],
  orderColumns: {
    id: subscriptions.id,
    studentName: sql`lower(${studentDetails.fullName})`,
    courseTitle: inLanguage(courses.title),
    start: subscriptions.start,
    end: subscriptions.end,
    name: subscriptions.name,
    price: subscriptions.price,
  },
  defaultOrder: { column: 'start', dir: 'desc' },
  filters: { studentId: { column: subscriptions.studentId }, courseId: { column: subscriptions.courseId } },
  createSchema: contracts.subscriptionCreate,
  updateSchema: contracts.subscriptionUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.subscriptionCreate>) => {
    await assertActive(db, users, input.studentId, 'studentId', locale, 'unknownStudent', studentScope);
    await assertActive(db, courses, input.courseId, 'courseId', locale, 'unknownCourse');
    if (input.packageId) await assertActive(db, packages, input.packageId, 'packageId', locale, 'unknownPackage');
    return (
      await returned(
        db
          .insert(subscriptions)
          .values({ ...input, packageId: input.packageId ?? null })
          .returning({ id: subscriptions.id }),
      )
    ).id;
  },
  update: async ({ db, locale }, id, input: z.output<typeof contracts.subscriptionUpdate>) => {
    // The end stays after the start, also when only one of them changes.
    const stored = (
      await db
        .select({ start: subscriptions.start, end: subscriptions.end })
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .limit(1)
    )[0];
    const start = input.start ?? stored?.start;
    const end = input.end ?? stored?.end;
    if (start && end && end <= start) {
      const text = adminMessage(locale, 'endBeforeStart');
      throw new AppError('validation', text, { end: text });
    }
    await updateStamped(db, subscriptions, id, input);
  },
});
