/**
 * `GET /api/admin/dashboard?period=day|week`: the admin dashboard's counts and time series, and revenue per month.
 * `GET /api/admin/dashboard/review?start=&length=`: the review's figures per rule and its first-retry pass rates
 * (docs/decisions/0028-review-insights.md).
 */
import { Hono } from 'hono';
import { type DashboardAnswer, dashboardAnswer, dashboardQuery } from '../contracts/admin-dashboard';
import { dataOf } from '../contracts/answers';
import { reviewFigures, reviewFiguresQuery } from '../contracts/review';
import { requireRole } from '../middleware/auth';
import { answers, queryOf } from '../middleware/validate';
import { dashboardStats } from '../services/admin-dashboard';
import { revenueByMonth } from '../services/commerce/admin-commerce';
import { reviewFiguresOf } from '../services/review/insights';
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
  })
  .get('/review', answers(dataOf(reviewFigures)), queryOf(reviewFiguresQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json({ data: await reviewFiguresOf(c.var.db, { ...query, locale: c.var.locale }) });
  });
