/** GET /api/mentor/material (the course outline) and /material/:materialId (one material's content), read-only. */
import { Hono } from 'hono';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { getCourseOutline, getMaterialContent } from '../services/mentor-material';
import type { AppEnv } from '../types';

export const mentorMaterialRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/', async (c) => c.json({ data: await getCourseOutline(c.var.db, c.var.locale) }))
  .get('/:id', async (c) => c.json({ data: await getMaterialContent(c.var.db, idParam(c), c.var.locale) }));
