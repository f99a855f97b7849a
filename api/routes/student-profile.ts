/** `GET /api/student/profile` and `PUT /api/student/profile`: the signed-in student's own profile. */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import { profileBody } from '../contracts/student';
import * as shapes from '../contracts/student-learning';
import { requireRole } from '../middleware/auth';
import { answers, jsonBody } from '../middleware/validate';
import { getStudentProfile, updateStudentProfile } from '../services/people/student-profile';
import type { AppEnv } from '../types';

export const studentProfileRoutes = new Hono<AppEnv>()
  .get('/', answers(dataOf(shapes.studentProfile)), requireRole('student'), async (c) =>
    c.json({ data: await getStudentProfile(c.var.db, c.var.user.id, c.var.locale) }),
  )
  .put('/', answers(dataOf(shapes.studentProfile)), requireRole('student'), jsonBody(profileBody), async (c) => {
    const body = c.req.valid('json');
    return c.json({ data: await updateStudentProfile(c.var.db, c.var.user.id, body, c.var.locale) });
  });
