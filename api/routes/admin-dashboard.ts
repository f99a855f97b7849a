/** `GET /api/admin/dashboard?period=day|week`: the admin dashboard's counts and time series, and revenue per month. */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireRole } from '../middleware/auth';
import { queryOf } from '../middleware/validate';
import { revenueByMonth } from '../services/admin-commerce';
import { dashboardStats } from '../services/admin-dashboard';
import type { AppEnv } from '../types';

const query = z.object({ period: z.enum(['day', 'week']).optional().default('day') });

export const adminDashboardRoutes = new Hono<AppEnv>().use(requireRole('admin')).get('/', queryOf(query), async (c) =>
  c.json({
    data: {
      ...(await dashboardStats(c.var.db, c.req.valid('query').period)),
      revenueByMonth: await revenueByMonth(c.var.db),
    },
  }),
);
