/** GET /api/mentor/material (the course outline) and /material/:materialId (one material's content), read-only. */
import { Hono } from 'hono';
import { z } from 'zod';
import { dataOf } from '../contracts/answers';
import { mentorMaterialContent, outlineChapter } from '../contracts/mentor-views';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers } from '../middleware/validate';
import { getCourseOutline, getMaterialContent } from '../services/mentoring/mentor-material';
import type { AppEnv } from '../types';

export const mentorMaterialRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/', answers(dataOf(z.array(outlineChapter))), async (c) =>
    c.json({ data: await getCourseOutline(c.var.db, c.var.locale) }),
  )
  .get('/:id', answers(dataOf(mentorMaterialContent)), async (c) =>
    c.json({ data: await getMaterialContent(c.var.db, idParam(c), c.var.locale) }),
  );
