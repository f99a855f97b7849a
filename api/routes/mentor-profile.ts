/** GET/PUT /api/mentor/profile: the signed-in mentor's own profile (email read-only). */
import { Hono } from 'hono';
import { mentorProfileBody } from '../contracts/mentor';
import { requireRole } from '../middleware/auth';
import { jsonBody } from '../middleware/validate';
import { getMentorProfile, updateMentorProfile } from '../services/mentor-profile';
import type { AppEnv } from '../types';

export const mentorProfileRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/', async (c) => c.json({ data: await getMentorProfile(c.var.db, c.var.user.id, c.var.locale) }))
  .put('/', jsonBody(mentorProfileBody), async (c) => {
    const body = c.req.valid('json');
    return c.json({ data: await updateMentorProfile(c.var.db, c.var.user.id, body, c.var.locale) });
  });
