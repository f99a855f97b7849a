/**
 * Notifications stored for a user (mentor: new or resubmitted project; student: finished review).
 * Other services call `createNotification` inside the same transaction as the change they announce.
 */

import type { NotificationItem, NotificationList } from '../contracts/mentor';
import type { Db } from '../db/client';
import { returned } from '../db/client';
import { type LocalizedText, notifications } from '../db/schema';
import type { Locale } from '../types';
import { pickText, prepared } from './mentor-shared';

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

type RawNotification = Omit<NotificationItem, 'title' | 'body'> & { title: string; body: string };

/** The user's notifications, newest first, paged; `unreadOnly` keeps the unread ones. */
export async function listNotifications(
  db: Db,
  userId: number,
  options: { start: number; length: number; unreadOnly: boolean },
  locale: Locale,
): Promise<NotificationList> {
  const rows = (await prepared(
    db,
    `SELECT id, type, title, body, link, read_at AS readAt, created_at AS createdAt FROM notifications
       WHERE user_id = ? AND (? = 0 OR read_at IS NULL) ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(userId, options.unreadOnly ? 1 : 0, options.length, options.start)) as RawNotification[];
  const counts = (await prepared(
    db,
    `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN read_at IS NULL THEN 1 ELSE 0 END), 0) AS unread
       FROM notifications WHERE user_id = ?`,
  ).get(userId)) as { total: number; unread: number };
  return {
    data: rows.map((r) => ({ ...r, title: pickText(r.title, locale), body: pickText(r.body, locale) })),
    total: counts.total,
    filtered: options.unreadOnly ? counts.unread : counts.total,
    unread: counts.unread,
  };
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<boolean> {
  const found = await prepared(
    db,
    'UPDATE notifications SET read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?',
  ).run(Date.now(), id, userId);
  return found.changes === 1;
}

/** Marks all of the user's notifications read; returns how many were unread. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<number> {
  return (
    await prepared(db, 'UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(
      Date.now(),
      userId,
    )
  ).changes;
}
