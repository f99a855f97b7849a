/**
 * Reminders 7 days and 1 day before a subscription ends. Each (subscription, kind) is sent at most once,
 * however often and by however many processes the job runs: the stored marker (unique index) is written in
 * the same transaction as the notification. A subscription already followed by a renewal gets none, and
 * one that enters its last day before the 7-day reminder went out gets only the 1-day one.
 */
import { sql } from 'drizzle-orm';
import { type Db, rows, transaction } from '../../db/client';
import { subscriptionReminders } from '../../db/schema';
import { createNotification } from '../notifications';
import { reminderNotice } from './commerce-texts';

const DAY = 24 * 3600_000;

/** A due subscription as the engine returns it (PostgreSQL gives its bigint `end` as a string). */
type Due = { id: number; studentId: number; name: string; end: number | string };

/** Sends every reminder due at `now`; returns how many notifications it created. */
export async function sendSubscriptionReminders(db: Db, now: number): Promise<number> {
  const due = async (kind: '7d' | '1d', within: number) =>
    await rows<Due>(
      db,
      sql`
      SELECT s.id, s.student_id AS "studentId", s.name, s."end" AS "end" FROM subscriptions s
      WHERE s.deleted_at IS NULL AND s.start <= ${now} AND s."end" > ${now} AND s."end" <= ${now + within}
        AND NOT EXISTS (SELECT 1 FROM subscription_reminders r WHERE r.subscription_id = s.id AND r.kind = ${kind})
        AND NOT EXISTS (SELECT 1 FROM subscriptions n WHERE n.student_id = s.student_id AND n.course_id = s.course_id
          AND n.deleted_at IS NULL AND n.id <> s.id AND n.start >= s."end" - 1000 AND n.start <= s."end" + 1000)`,
    );
  let sent = 0;
  for (const [kind, within] of [
    ['1d', DAY],
    ['7d', 7 * DAY],
  ] as const) {
    for (const s of await due(kind, within)) {
      await transaction(db, async (tx) => {
        const marked = await tx
          .insert(subscriptionReminders)
          .values({ subscriptionId: s.id, kind, createdAt: new Date(now) })
          .onConflictDoNothing()
          .returning({ id: subscriptionReminders.id });
        if (marked.length !== 1) return;
        if (kind === '1d') {
          // The 7-day reminder would come after this one: it is no longer news.
          await tx
            .insert(subscriptionReminders)
            .values({ subscriptionId: s.id, kind: '7d', createdAt: new Date(now) })
            .onConflictDoNothing();
        }
        await createNotification(tx, {
          userId: s.studentId,
          type: `subscription.reminder-${kind}`,
          ...reminderNotice(kind, s.name, new Date(Number(s.end))),
          link: '/subscription',
        });
        sent++;
      });
    }
  }
  return sent;
}
