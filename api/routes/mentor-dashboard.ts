/**
 * GET /api/mentor/dashboard (the mentor's students), /dashboard/student-overview/:progressId and
 * /dashboard/:progressId (that student's submissions). Mentor only; other mentors' students are 403.
 */
import { Hono } from 'hono';
import { mentorStudentsQuery, pagingQuery } from '../contracts/mentor';
import { requireRole } from '../middleware/auth';
import { idParam, parseQuery } from '../middleware/request';
import { getStudentOverview, getStudentSubmissions, listMentorStudents } from '../services/mentor-dashboard';
import type { AppEnv } from '../types';

export const mentorDashboardRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/', (c) => {
    const q = parseQuery(c, mentorStudentsQuery);
    return c.json(
      listMentorStudents(
        c.var.db,
        c.var.user.id,
        {
          search: q.search,
          start: q.start,
          length: q.length,
          column: q['order[column]'],
          dir: q['order[dir]'],
          chapterId: q.chapterId,
        },
        c.var.locale,
      ),
    );
  })
  .get('/student-overview/:id', (c) => {
    const q = parseQuery(c, pagingQuery);
    return c.json(getStudentOverview(c.var.db, c.var.user.id, idParam(c), q, c.var.locale));
  })
  .get('/:id', (c) => c.json(getStudentSubmissions(c.var.db, c.var.user.id, idParam(c), c.var.locale)));
