/**
 * "Preview as student" for admins (`api/services/content/admin-preview.ts`): a material's student screen data,
 * its practice or project, and a quiz scored without storing anything.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { dataOf } from '../contracts/answers';
import { practiceView, projectView } from '../contracts/practice-views';
import { quizReply } from '../contracts/student';
import { materialFinishResult, materialScreen } from '../contracts/student-learning';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, jsonBody } from '../middleware/validate';
import { previewFinish, previewMaterial, previewPractice, previewProject } from '../services/content/admin-preview';
import type { AppEnv } from '../types';

const previewFinishBody = z.object({ answers: z.array(quizReply).max(500).optional() });

export const adminPreviewRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/materials/:id', answers(dataOf(materialScreen)), async (c) =>
    c.json({ data: await previewMaterial(c.var.db, idParam(c), c.var.locale) }),
  )
  .post(
    '/materials/:id/finish',
    answers(z.object({ result: materialFinishResult })),
    jsonBody(previewFinishBody),
    async (c) => {
      const body = c.req.valid('json');
      return c.json({ result: await previewFinish(c.var.db, idParam(c), body.answers, c.var.locale) });
    },
  )
  .get('/practice/:id', answers(dataOf(practiceView)), async (c) =>
    c.json({ data: await previewPractice(c.var.db, idParam(c), c.var.locale) }),
  )
  .get('/project/:id', answers(dataOf(projectView)), async (c) =>
    c.json({ data: await previewProject(c.var.db, idParam(c), c.var.locale) }),
  );
