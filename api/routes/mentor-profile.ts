/** GET/PUT /api/mentor/profile: the signed-in mentor's own profile (email read-only). */
import { Hono } from 'hono';
import { mentorProfileBody } from '../contracts/mentor';
import { requireRole } from '../middleware/auth';
import { parseJsonBody } from '../middleware/request';
import { getMentorProfile, updateMentorProfile } from '../services/mentor-profile';
import type { AppEnv } from '../types';

export const mentorProfileRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/', (c) => c.json({ data: getMentorProfile(c.var.db, c.var.user.id, c.var.locale) }))
  .put('/', async (c) => {
    const body = await parseJsonBody(c, mentorProfileBody);
    return c.json({ data: updateMentorProfile(c.var.db, c.var.user.id, body, c.var.locale) });
  });
