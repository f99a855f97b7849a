/** GET /api/mentor/students/:progressId: one of the mentor's students (join date, date of birth, gender). */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import { mentorStudentDetail } from '../contracts/mentor-views';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers } from '../middleware/validate';
import { getMentorStudent } from '../services/mentoring/mentor-dashboard';
import type { AppEnv } from '../types';

export const mentorStudentRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/:id', answers(dataOf(mentorStudentDetail)), async (c) =>
    c.json({ data: await getMentorStudent(c.var.db, c.var.user.id, idParam(c), c.var.locale) }),
  );
