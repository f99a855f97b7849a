/** `GET /api/student/profile` and `PUT /api/student/profile`: the signed-in student's own profile. */
import { Hono } from 'hono';
import { profileBody } from '../contracts/student';
import { requireRole } from '../middleware/auth';
import { parseJsonBody } from '../middleware/request';
import { getStudentProfile, updateStudentProfile } from '../services/student-profile';
import type { AppEnv } from '../types';

export const studentProfileRoutes = new Hono<AppEnv>()
  .get('/', requireRole('student'), (c) => c.json({ data: getStudentProfile(c.var.db, c.var.user.id, c.var.locale) }))
  .put('/', requireRole('student'), async (c) => {
    const body = await parseJsonBody(c, profileBody);
    return c.json({ data: updateStudentProfile(c.var.db, c.var.user.id, body, c.var.locale) });
  });
