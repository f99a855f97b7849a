/** The student's subscriptions (active first) and the packages on sale, for the subscription page. */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PackageView, SubscriptionSummary, SubscriptionView } from '../../contracts/student-learning';
import type { Db } from '../../db/client';
import { courses, packages, subscriptions } from '../../db/schema';

/** Every live subscription of the student: active ones first, then by end date, latest first. */
export async function listStudentSubscriptions(
  db: Db,
  studentId: number,
  now = new Date(),
): Promise<SubscriptionView[]> {
  const t = now.getTime();
  const activeExpr = sql<number>`case when ${subscriptions.start} <= ${t} and ${subscriptions.end} >= ${t} then 1 else 0 end`;
  return (
    await db
      .select({
        id: subscriptions.id,
        name: subscriptions.name,
        duration: subscriptions.duration,
        price: subscriptions.price,
        start: subscriptions.start,
        end: subscriptions.end,
        active: activeExpr,
        courseId: courses.id,
        courseTitle: courses.title,
      })
      .from(subscriptions)
      .innerJoin(courses, eq(courses.id, subscriptions.courseId))
      .where(and(eq(subscriptions.studentId, studentId), isNull(subscriptions.deletedAt)))
      .orderBy(desc(activeExpr), desc(subscriptions.end), desc(subscriptions.id))
  ).map((r) => ({
    id: r.id,
    name: r.name,
    duration: r.duration,
    price: r.price,
    start: r.start.toISOString(),
    end: r.end.toISOString(),
    is_active: r.active === 1,
    course: { id: r.courseId, title: r.courseTitle },
  }));
}

/** Whether the student subscribes now, had a subscription that ran out, or never had one. */
export async function subscriptionSummary(db: Db, studentId: number, now = new Date()): Promise<SubscriptionSummary> {
  const [first] = await listStudentSubscriptions(db, studentId, now);
  if (!first) return { status: 'none', current: null };
  return { status: first.is_active ? 'active' : 'expired', current: first };
}

/** Packages on sale (not trashed), cheapest first; `courseId` narrows to one course. */
export async function listAvailablePackages(db: Db, courseId?: number): Promise<PackageView[]> {
  return (
    await db
      .select({
        id: packages.id,
        name: packages.name,
        price: packages.price,
        duration: packages.durationInMonth,
        courseId: courses.id,
        courseTitle: courses.title,
      })
      .from(packages)
      .innerJoin(courses, eq(courses.id, packages.courseId))
      .where(
        and(
          isNull(packages.deletedAt),
          isNull(courses.deletedAt),
          courseId === undefined ? undefined : eq(packages.courseId, courseId),
        ),
      )
      .orderBy(asc(packages.price), asc(packages.id))
  ).map((r) => ({
    id: r.id,
    name: r.name,
    price: r.price,
    duration_in_month: r.duration,
    course: { id: r.courseId, title: r.courseTitle },
  }));
}
