/**
 * Notifications stored for a user (mentor: new or resubmitted project; student: finished review).
 * Other services call `createNotification` inside the same transaction as the change they announce.
 */

import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { NotificationList } from '../contracts/mentor';
import { type Db, pipeline, returned } from '../db/client';
import { epochMs } from '../db/fragments';
import { perDatabase } from '../db/per-database';
import { unsampledId } from '../db/plan-stable';
import { type LocalizedText, notifications } from '../db/schema';
import type { Locale } from '../types';
import { pickText } from './mentoring/mentor-shared';

export type NewNotification = {
  userId: number;
  /** Machine type, e.g. 'submission.new', 'submission.resubmitted', 'submission.reviewed'. */
  type: string;
  title: LocalizedText;
  body: LocalizedText;
  /** App route the notification opens, e.g. '/mentor/submission?progressMaterialId=12'. */
  link?: string | null;
};

/** Stores a notification for `userId` and returns its id (call it inside the transaction of the change). */
export async function createNotification(db: Db, notification: NewNotification): Promise<number> {
  const row = await returned(
    db
      .insert(notifications)
      .values({ ...notification, link: notification.link ?? null })
      .returning({ id: notifications.id }),
  );
  return row.id;
}

function prepare(db: Db) {
  const mine = eq(notifications.userId, unsampledId('userId'));
  return {
    page: db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        readAt: epochMs(notifications.readAt),
        createdAt: epochMs<number>(notifications.createdAt),
      })
      .from(notifications)
      .where(and(mine, or(sql`${sql.placeholder('all')} = 1`, isNull(notifications.readAt))))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('length'))
      .offset(sql.placeholder('start'))
      .prepare(),
    counts: db
      .select({
        total: count(),
        unread: sql<number>`coalesce(sum(case when ${notifications.readAt} is null then 1 else 0 end), 0)`.mapWith(
          Number,
        ),
      })
      .from(notifications)
      .where(mine)
      .prepare(),
    markRead: db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${sql.placeholder('now')})` })
      .where(and(eq(notifications.id, sql.placeholder('id')), mine))
      .returning({ id: notifications.id })
      .prepare(),
    markAllRead: db
      .update(notifications)
      .set({ readAt: sql`${sql.placeholder('now')}` })
      .where(and(mine, isNull(notifications.readAt)))
      .returning({ id: notifications.id })
      .prepare(),
  };
}

const queries = perDatabase(prepare);

/** The user's notifications, newest first, paged; `unreadOnly` keeps the unread ones. */
export async function listNotifications(
  db: Db,
  userId: number,
  options: { start: number; length: number; unreadOnly: boolean },
  locale: Locale,
): Promise<NotificationList> {
  const [rows, [counts = { total: 0, unread: 0 }]] = await pipeline(db, (conn) => {
    const q = queries(conn);
    return Promise.all([
      q.page.execute({ userId, all: options.unreadOnly ? 0 : 1, length: options.length, start: options.start }),
      q.counts.execute({ userId }),
    ]);
  });
  return {
    data: rows.map((r) => ({ ...r, title: pickText(r.title, locale), body: pickText(r.body, locale) })),
    total: counts.total,
    filtered: options.unreadOnly ? counts.unread : counts.total,
    unread: counts.unread,
  };
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<boolean> {
  return (await queries(db).markRead.execute({ now: Date.now(), id, userId })).length === 1;
}

/** Marks all of the user's notifications read; returns how many were unread. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<number> {
  return (await queries(db).markAllRead.execute({ now: Date.now(), userId })).length;
}
