/** `GET /api/student/subscriptions` (active first) and `GET /api/student/packages` (packages on sale). */
import { Hono } from 'hono';
import { listOf } from '../contracts/answers';
import * as shapes from '../contracts/student-learning';
import { requireRole } from '../middleware/auth';
import { answers } from '../middleware/validate';
import { listAvailablePackages, listStudentSubscriptions } from '../services/commerce/student-subscriptions';
import type { AppEnv } from '../types';

export const studentSubscriptionsRoutes = new Hono<AppEnv>().get(
  '/',
  answers(listOf(shapes.subscriptionView)),
  requireRole('student'),
  async (c) => {
    const data = await listStudentSubscriptions(c.var.db, c.var.user.id);
    return c.json({ data, total: data.length, filtered: data.length });
  },
);

export const studentPackagesRoutes = new Hono<AppEnv>().get(
  '/',
  answers(listOf(shapes.packageView)),
  requireRole('student'),
  async (c) => {
    const courseId = Number(c.req.query('courseId'));
    const data = await listAvailablePackages(
      c.var.db,
      Number.isSafeInteger(courseId) && courseId > 0 ? courseId : undefined,
    );
    return c.json({ data, total: data.length, filtered: data.length });
  },
);
