/**
 * GET /api/mentor/dashboard (the mentor's students), /dashboard/student-overview/:progressId and
 * /dashboard/:progressId (that student's submissions). Mentor only; other mentors' students are 403.
 */
import { Hono } from 'hono';
import { listOf } from '../contracts/answers';
import { mentorStudentsQuery, pagingQuery } from '../contracts/mentor';
import { mentorOverviewRow, mentorStudentRow, mentorStudentSubmission } from '../contracts/mentor-views';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, queryOf } from '../middleware/validate';
import { getStudentOverview, getStudentSubmissions, listMentorStudents } from '../services/mentoring/mentor-dashboard';
import type { AppEnv } from '../types';
import { mentorListParams } from './mentor-list-params';

export const mentorDashboardRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/', answers(listOf(mentorStudentRow)), queryOf(mentorStudentsQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(await listMentorStudents(c.var.db, c.var.user.id, mentorListParams(q), c.var.locale));
  })
  .get('/student-overview/:id', answers(listOf(mentorOverviewRow)), queryOf(pagingQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(await getStudentOverview(c.var.db, c.var.user.id, idParam(c), q, c.var.locale));
  })
  .get('/:id', answers(listOf(mentorStudentSubmission)), async (c) =>
    c.json(await getStudentSubmissions(c.var.db, c.var.user.id, idParam(c), c.var.locale)),
  );
