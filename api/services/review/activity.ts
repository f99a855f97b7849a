/**
 * Learning actions dated for the streak and the activity calendar, and the dated history of finished materials.
 * Actions are stored as instants (UTC epoch ms); the learner's days are counted when read, in the time zone the
 * client names, so a learner who travels sees their own days (learning-days.ts, streak.ts).
 */
import { and, count, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { ActivityView, HistoryRow } from '../../contracts/review';
import type { Db } from '../../db/client';
import { type LearningEventKind, learningEvents, materials, progresses, progressMaterials } from '../../db/schema';
import { dayIso, localDay } from './learning-days';
import { computeStreak } from './streak';

/** The calendar covers this many days up to today; the streak reads a little further back. */
export const CALENDAR_DAYS = 365;
const READ_BACK_MS = (CALENDAR_DAYS + 35) * 86_400_000;

/** Records one learning action of a student at `now`. */
export async function recordLearningEvent(
  db: Db,
  input: { studentId: number; kind: LearningEventKind; materialId?: number | null; now: Date },
): Promise<void> {
  await db.insert(learningEvents).values({
    studentId: input.studentId,
    kind: input.kind,
    materialId: input.materialId ?? null,
    at: input.now,
  });
}

/** The learner's streak and last year of activity, counted in `timeZone`; `dueToday` comes from the review queue. */
export async function activityOf(
  db: Db,
  input: { studentId: number; timeZone: string; now: Date; dueToday: number },
): Promise<ActivityView> {
  const events = await db
    .select({ kind: learningEvents.kind, at: learningEvents.at })
    .from(learningEvents)
    .where(
      and(
        eq(learningEvents.studentId, input.studentId),
        gte(learningEvents.at, new Date(input.now.getTime() - READ_BACK_MS)),
      ),
    );
  const today = localDay(input.now, input.timeZone);
  const from = today - CALENDAR_DAYS + 1;
  const active = new Set<number>();
  const cleared = new Set<number>();
  const perDay = new Map<number, number>();
  for (const event of events) {
    const day = localDay(event.at, input.timeZone);
    if (day > today) continue;
    if (event.kind === 'review-cleared') {
      cleared.add(day);
      continue;
    }
    active.add(day);
    if (day >= from) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const calendar = [...perDay.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([day, n]) => ({ date: dayIso(day), count: n }));
  return {
    streak: computeStreak(active, cleared, today),
    dueToday: input.dueToday,
    calendar,
    from: dayIso(from),
    today: dayIso(today),
  };
}

/** The finished materials of a student, newest first, a page at a time; dates in `timeZone`. */
export async function finishedHistory(
  db: Db,
  input: { studentId: number; timeZone: string; start: number; length: number },
): Promise<{ data: HistoryRow[]; total: number; filtered: number }> {
  const where = and(
    eq(progresses.studentId, input.studentId),
    eq(progressMaterials.isFinish, true),
    isNotNull(progressMaterials.finishedAt),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        at: progressMaterials.finishedAt,
        materialId: progressMaterials.materialId,
        relation: materials.relation,
        title: materials.title,
      })
      .from(progressMaterials)
      .innerJoin(progresses, eq(progresses.id, progressMaterials.progressId))
      .innerJoin(materials, eq(materials.id, progressMaterials.materialId))
      .where(where)
      .orderBy(desc(progressMaterials.finishedAt), desc(progressMaterials.id))
      .limit(input.length)
      .offset(input.start),
    db
      .select({ n: count() })
      .from(progressMaterials)
      .innerJoin(progresses, eq(progresses.id, progressMaterials.progressId))
      .where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    data: rows.map((row) => {
      const at = row.at?.getTime() ?? 0;
      return {
        at,
        date: dayIso(localDay(at, input.timeZone)),
        materialId: row.materialId,
        relation: row.relation,
        title: row.title,
      };
    }),
    total,
    filtered: total,
  };
}
