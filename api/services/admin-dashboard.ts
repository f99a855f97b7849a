/**
 * The admin dashboard: headline counts and sign-ups + payments per day (last 30 days) or per week
 * (last 12 weeks). Buckets are UTC days; weeks end today.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, sum } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { payments, progresses, progressMaterials, studentDetails, subscriptions, users } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

export type DashboardPeriod = 'day' | 'week';
export type DashboardPoint = { start: string; signups: number; payments: number; revenue: number };
/** A student without a mentor whose project waits for a review nobody will do. */
export type UnassignedWaiting = { id: number; fullName: string; email: string; waiting: number };
export type DashboardStats = {
  students: number;
  activeSubscriptions: number;
  revenueThisMonth: number;
  submissionsWaiting: number;
  /** Students without a mentor who have projects waiting: how many, and the first few to assign. */
  unassignedWaiting: { total: number; students: UnassignedWaiting[] };
  period: DashboardPeriod;
  series: DashboardPoint[];
};

/** Counts and the time series for the admin dashboard at `now`. */
export async function dashboardStats(db: Db, period: DashboardPeriod, now = Date.now()): Promise<DashboardStats> {
  const today = Math.floor(now / DAY) * DAY;
  const size = period === 'day' ? DAY : 7 * DAY;
  const buckets = period === 'day' ? 30 : 12;
  const from = today + DAY - buckets * size;
  const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);

  const students =
    (
      await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'student'), isNull(users.deletedAt)))
        .limit(1)
    )[0]?.n ?? 0;
  const activeSubscriptions =
    (
      await db
        .select({ n: count() })
        .from(subscriptions)
        // Counted for students still on the books, as the student count is (and as mentors see them).
        .innerJoin(users, eq(users.id, subscriptions.studentId))
        .where(
          and(
            isNull(subscriptions.deletedAt),
            isNull(users.deletedAt),
            lte(subscriptions.start, new Date(now)),
            gte(subscriptions.end, new Date(now)),
          ),
        )
        .limit(1)
    )[0]?.n ?? 0;
  const revenue = (
    await db
      .select({ total: sum(payments.amount) })
      .from(payments)
      .where(and(eq(payments.status, 'paid'), isNull(payments.deletedAt), gte(payments.paidAt, new Date(monthStart))))
      .limit(1)
  )[0];
  const submissionsWaiting =
    (
      await db
        .select({ n: count() })
        .from(progressMaterials)
        .innerJoin(progresses, eq(progresses.id, progressMaterials.progressId))
        .innerJoin(users, eq(users.id, progresses.studentId))
        .where(and(inArray(progressMaterials.submissionStatus, ['new', 'in review']), isNull(users.deletedAt)))
        .limit(1)
    )[0]?.n ?? 0;

  // The bounds are written into the SQL (whole numbers): PostgreSQL matches a grouped expression to the
  // selected one by its text, and two bound parameters never match.
  const bucketOf = (column: SQLiteColumn) =>
    sql<number>`cast((${column} - ${sql.raw(String(Math.trunc(from)))}) / ${sql.raw(String(Math.trunc(size)))} as integer)`.mapWith(
      Number,
    );
  const signups = await db
    .select({ bucket: bucketOf(users.createdAt), n: count() })
    .from(users)
    .where(and(eq(users.role, 'student'), gte(users.createdAt, new Date(from))))
    .groupBy(bucketOf(users.createdAt));
  const paid = await db
    .select({ bucket: bucketOf(payments.paidAt), n: count(), total: sum(payments.amount) })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), isNull(payments.deletedAt), gte(payments.paidAt, new Date(from))))
    .groupBy(bucketOf(payments.paidAt));

  const series: DashboardPoint[] = Array.from({ length: buckets }, (_, i) => ({
    start: new Date(from + i * size).toISOString().slice(0, 10),
    signups: 0,
    payments: 0,
    revenue: 0,
  }));
  for (const row of signups) {
    const point = series[row.bucket];
    if (point) point.signups = row.n;
  }
  for (const row of paid) {
    const point = series[row.bucket];
    if (point) {
      point.payments = row.n;
      point.revenue = Number(row.total ?? 0);
    }
  }
  return {
    students,
    activeSubscriptions,
    revenueThisMonth: Number(revenue?.total ?? 0),
    submissionsWaiting,
    unassignedWaiting: await unassignedWaiting(db),
    period,
    series,
  };
}

/** How many students without a mentor have projects waiting, and the five with the most. */
async function unassignedWaiting(db: Db, first = 5): Promise<DashboardStats['unassignedWaiting']> {
  const waiting = count(progressMaterials.id);
  const rows = await db
    .select({ id: studentDetails.userId, fullName: studentDetails.fullName, email: users.email, waiting })
    .from(progressMaterials)
    .innerJoin(progresses, eq(progresses.id, progressMaterials.progressId))
    .innerJoin(studentDetails, eq(studentDetails.userId, progresses.studentId))
    .innerJoin(users, eq(users.id, studentDetails.userId))
    .where(
      and(
        eq(progressMaterials.submissionStatus, 'new'),
        isNull(studentDetails.mentorId),
        isNull(studentDetails.deletedAt),
      ),
    )
    .groupBy(studentDetails.userId, studentDetails.fullName, users.email)
    .orderBy(desc(waiting), asc(studentDetails.userId));
  return { total: rows.length, students: rows.slice(0, first) };
}
