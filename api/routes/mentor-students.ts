/**
 * GET /api/mentor/students/:progressId: one of the mentor's students (join date, date of birth, gender).
 * GET /api/mentor/students/:progressId/review?timeZone=: their spaced review (streak, due cards, rules failed most),
 * for their mentor or an admin (docs/decisions/0028-review-insights.md).
 */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import { mentorStudentDetail } from '../contracts/mentor-views';
import { studentReviewOverview, studentReviewQuery } from '../contracts/review';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, queryOf } from '../middleware/validate';
import { getMentorStudent } from '../services/mentoring/mentor-dashboard';
import { studentReviewOverview as reviewOverviewOf } from '../services/review/insights';
import type { AppEnv } from '../types';

export const mentorStudentRoutes = new Hono<AppEnv>()
  .get('/:id', answers(dataOf(mentorStudentDetail)), requireRole('mentor'), async (c) =>
    c.json({ data: await getMentorStudent(c.var.db, c.var.user.id, idParam(c), c.var.locale) }),
  )
  .get(
    '/:id/review',
    answers(dataOf(studentReviewOverview)),
    requireRole('mentor', 'admin'),
    queryOf(studentReviewQuery),
    async (c) => {
      const data = await reviewOverviewOf(c.var.db, {
        viewer: c.var.user,
        progressId: idParam(c),
        timeZone: c.req.valid('query').timeZone,
        now: c.var.clock(),
        locale: c.var.locale,
      });
      return c.json({ data });
    },
  );
