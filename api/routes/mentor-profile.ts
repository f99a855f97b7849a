/** GET/PUT /api/mentor/profile: the signed-in mentor's own profile (email read-only). */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import { mentorProfileBody } from '../contracts/mentor';
import { mentorProfile } from '../contracts/mentor-views';
import { requireRole } from '../middleware/auth';
import { answers, jsonBody } from '../middleware/validate';
import { getMentorProfile, updateMentorProfile } from '../services/people/mentor-profile';
import type { AppEnv } from '../types';

export const mentorProfileRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/', answers(dataOf(mentorProfile)), async (c) =>
    c.json({ data: await getMentorProfile(c.var.db, c.var.user.id, c.var.locale) }),
  )
  .put('/', answers(dataOf(mentorProfile)), jsonBody(mentorProfileBody), async (c) => {
    const body = c.req.valid('json');
    return c.json({ data: await updateMentorProfile(c.var.db, c.var.user.id, body, c.var.locale) });
  });
