/**
 * When a new subscription runs, and writing it: it starts now, or when the student's latest running or
 * future subscription of the same course ends (a renewal extends, never overlaps), and ends
 * `months` calendar months later (31 January + 1 month = 28/29 February), counted in Jakarta time.
 * Callers run these inside the transaction of the change that makes the subscription.
 */

import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockRow, returned } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

const JAKARTA = 7 * 3600_000;

/** `from` plus `months` calendar months (Jakarta calendar), the day clamped to the target month's last day. */
export function addCalendarMonths(from: Date, months: number): Date {
  const local = new Date(from.getTime() + JAKARTA);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(target - JAKARTA);
}

/** Start of a new subscription of `courseId` for the student: now, or the end of the latest one still running. */
export async function nextStart(db: Db, studentId: number, courseId: number, now: Date): Promise<Date> {
  const latest = (
    await db
      .select({ end: subscriptions.end })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.studentId, studentId),
          eq(subscriptions.courseId, courseId),
          isNull(subscriptions.deletedAt),
          gt(subscriptions.end, now),
        ),
      )
      .orderBy(desc(subscriptions.end))
      .limit(1)
  )[0];
  return latest ? latest.end : now;
}

export type NewSubscription = {
  studentId: number;
  courseId: number;
  packageId: number;
  paymentId: number | null;
  name: string;
  months: number;
  price: number;
  grantReason?: string | null;
  grantedBy?: number | null;
};

/**
 * Writes the subscription at its place in the student's timeline and returns it. The student's row is locked
 * first, so two payments of one student settling at once (each in its own READ COMMITTED transaction on
 * PostgreSQL) place their periods one after the other instead of on the same start.
 */
export async function insertSubscription(db: Db, input: NewSubscription, now: Date) {
  await lockRow(db, users, input.studentId);
  const start = await nextStart(db, input.studentId, input.courseId, now);
  const end = addCalendarMonths(start, input.months);
  return await returned(
    db
      .insert(subscriptions)
      .values({
        studentId: input.studentId,
        courseId: input.courseId,
        packageId: input.packageId,
        paymentId: input.paymentId,
        name: input.name,
        duration: input.months,
        price: input.price,
        start,
        end,
        grantReason: input.grantReason ?? null,
        grantedBy: input.grantedBy ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
}

/**
 * Ends a subscription at `now` (or, when it has not started yet, at its start: it never runs). Later
 * subscriptions of the course move up so the student's timeline keeps no gap they paid for.
 */
export async function endSubscription(db: Db, id: number, reason: string, now: Date) {
  const owner = (
    await db.select({ studentId: subscriptions.studentId }).from(subscriptions).where(eq(subscriptions.id, id)).limit(1)
  )[0];
  if (!owner) return null;
  // The timeline is read after the student's lock (as insertSubscription takes it), so it is the latest one.
  await lockRow(db, users, owner.studentId);
  const row = (await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1))[0];
  if (!row) return null;
  const endAt = row.start > now ? row.start : now;
  const cut = row.end.getTime() - endAt.getTime();
  await db
    .update(subscriptions)
    .set({ end: endAt, endedAt: now, endReason: reason, updatedAt: now })
    .where(eq(subscriptions.id, id));
  if (cut > 0) {
    const later = (
      await db
        .select({ id: subscriptions.id, start: subscriptions.start, end: subscriptions.end })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.studentId, row.studentId),
            eq(subscriptions.courseId, row.courseId),
            isNull(subscriptions.deletedAt),
            gt(subscriptions.start, endAt),
          ),
        )
    ).filter((s) => s.id !== id && s.start.getTime() >= row.end.getTime() - 1000);
    for (const s of later) {
      const start = new Date(Math.max(now.getTime(), s.start.getTime() - cut));
      const end = new Date(s.end.getTime() - (s.start.getTime() - start.getTime()));
      await db.update(subscriptions).set({ start, end, updatedAt: now }).where(eq(subscriptions.id, s.id));
    }
  }
  return (await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1))[0] ?? null;
}
