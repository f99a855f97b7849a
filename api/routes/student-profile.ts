/** `GET /api/student/profile` and `PUT /api/student/profile`: the signed-in student's own profile. */
import { Hono } from 'hono';
import { profileBody } from '../contracts/student';
import { requireRole } from '../middleware/auth';
import { jsonBody } from '../middleware/validate';
import { getStudentProfile, updateStudentProfile } from '../services/student-profile';
import type { AppEnv } from '../types';

export const studentProfileRoutes = new Hono<AppEnv>()
  .get('/', requireRole('student'), (c) => c.json({ data: getStudentProfile(c.var.db, c.var.user.id, c.var.locale) }))
  .put('/', requireRole('student'), jsonBody(profileBody), async (c) => {
    const body = c.req.valid('json');
    return c.json({ data: updateStudentProfile(c.var.db, c.var.user.id, body, c.var.locale) });
  });
