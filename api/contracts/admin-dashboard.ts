/**
 * `GET /api/admin/dashboard?period=day|week`: its query and its answer as zod schemas, for the route, the OpenAPI
 * document and tests/api/admin-answers.test.ts (api/services/admin-dashboard.ts builds the same shape).
 */
import { z } from 'zod';
import { revenueMonth } from './commerce';

export const dashboardQuery = z.object({ period: z.enum(['day', 'week']).optional().default('day') });

export const dashboardPoint = z.object({
  start: z.string(),
  signups: z.number(),
  payments: z.number(),
  revenue: z.number(),
});

/** Headline counts, the time series of the period, and paid revenue of the last 12 months. */
export const dashboardAnswer = z.object({
  students: z.number(),
  activeSubscriptions: z.number(),
  revenueThisMonth: z.number(),
  submissionsWaiting: z.number(),
  /** Students without a mentor who have projects waiting: how many, and the first few to assign. */
  unassignedWaiting: z.object({
    total: z.number(),
    students: z.array(z.object({ id: z.number(), fullName: z.string(), email: z.string(), waiting: z.number() })),
  }),
  period: z.enum(['day', 'week']),
  series: z.array(dashboardPoint),
  revenueByMonth: z.array(revenueMonth),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
