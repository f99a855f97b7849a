/**
 * GET /api/notifications (the signed-in user's, any role, with the unread count), PUT /:id/read and
 * PUT /read-all.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { dataOf } from '../contracts/answers';
import { message } from '../contracts/common-messages';
import { notificationsQuery } from '../contracts/mentor';
import { notificationList } from '../contracts/mentor-views';
import { AppError } from '../errors';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, queryOf } from '../middleware/validate';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../services/notifications';
import type { AppEnv } from '../types';

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireRole('student', 'mentor', 'admin'))
  .get('/', answers(notificationList), queryOf(notificationsQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(
      await listNotifications(
        c.var.db,
        c.var.user.id,
        { start: q.start, length: q.length, unreadOnly: q.unread },
        c.var.locale,
      ),
    );
  })
  .put('/read-all', answers(dataOf(z.object({ updated: z.number() }))), async (c) =>
    c.json({ data: { updated: await markAllNotificationsRead(c.var.db, c.var.user.id) } }),
  )
  .put('/:id/read', answers(dataOf(z.object({ read: z.literal(true) }))), async (c) => {
    if (!(await markNotificationRead(c.var.db, c.var.user.id, idParam(c)))) {
      throw new AppError('not_found', message(c.var.locale, 'notFound'));
    }
    return c.json({ data: { read: true } });
  });
