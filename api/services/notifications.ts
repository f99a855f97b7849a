/**
 * Notifications stored for a user (mentor: new or resubmitted project; student: finished review).
 * Other services call `createNotification` inside the same transaction as the change they announce.
 */
import type { Db } from '../db/client';
import { type LocalizedText, notifications } from '../db/schema';

export type NewNotification = {
  userId: number;
  /** Machine type, e.g. 'submission.new', 'submission.resubmitted', 'submission.reviewed'. */
  type: string;
  title: LocalizedText;
  body: LocalizedText;
  /** App route the notification opens, e.g. '/mentor/submission?progressMaterialId=12'. */
  link?: string | null;
};

export function createNotification(db: Db, notification: NewNotification): number {
  const row = db
    .insert(notifications)
    .values({ ...notification, link: notification.link ?? null })
    .returning({ id: notifications.id })
    .get();
  return row.id;
}
