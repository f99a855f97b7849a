/** `GET /api/admin/dashboard?period=day|week`: the admin dashboard's counts and time series, and revenue per month. */
import { Hono } from 'hono';
import { type DashboardAnswer, dashboardAnswer, dashboardQuery } from '../contracts/admin-dashboard';
import { dataOf } from '../contracts/answers';
import { requireRole } from '../middleware/auth';
import { answers, queryOf } from '../middleware/validate';
import { dashboardStats } from '../services/admin-dashboard';
import { revenueByMonth } from '../services/commerce/admin-commerce';
import type { AppEnv } from '../types';

export const adminDashboardRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', answers(dataOf(dashboardAnswer)), queryOf(dashboardQuery), async (c) => {
    // Typed by the contract: a service that drifts from the documented answer is a type error here.
    const data: DashboardAnswer = {
      ...(await dashboardStats(c.var.db, c.req.valid('query').period)),
      revenueByMonth: await revenueByMonth(c.var.db),
    };
    return c.json({ data });
  });
