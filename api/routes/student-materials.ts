/**
 * `GET /api/student/materials/:materialId`: a material screen's data, only while the material is unlocked.
 * `GET /api/student/materials/:materialId/practice`: the same, opened, with the practice's tasks and code (for the first verdict on a slow link:
 * the practice screen's three reads in one round trip; its document preloads it, api/web.ts). Opening is what
 * `POST /api/student/progresses/:progressId/progress-topic` does, with the same checks: it creates the material's
 * progress row once and answers the same row after, so repeating this read changes nothing more than the
 * progress's last activity, as reopening the screen does.
 */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import { practiceOpeningQuery } from '../contracts/student';
import * as shapes from '../contracts/student-learning';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, queryOf } from '../middleware/validate';
import { openMaterial } from '../services/learning/progress-actions';
import { getStudentMaterial } from '../services/learning/student-materials';
import { warmCodeChecker } from '../services/practice/checking/index';
import { getPractice } from '../services/practice/practice';
import { warmForPractice } from '../services/practice/practice-check';
import type { AppEnv } from '../types';

export const studentMaterialsRoutes = new Hono<AppEnv>()
  .get('/:materialId', answers(dataOf(shapes.materialScreen)), requireRole('student'), async (c) => {
    const data = await getStudentMaterial(c.var.db, {
      materialId: idParam(c, 'materialId'),
      studentId: c.var.user.id,
      locale: c.var.locale,
    });
    return c.json({ data });
  })
  .get(
    '/:materialId/practice',
    answers(dataOf(shapes.practiceOpening)),
    requireRole('student'),
    queryOf(practiceOpeningQuery),
    async (c) => {
      const locale = c.req.valid('query').locale ?? c.var.locale;
      const studentId = c.var.user.id;
      const screen = await getStudentMaterial(c.var.db, { materialId: idParam(c, 'materialId'), studentId, locale });
      const m = screen.material;
      let data: shapes.PracticeOpening = { screen, progressMaterialId: null, practice: null };
      if (m.relation === 'practice') {
        const { progressMaterialId } = await openMaterial(c.var.db, {
          progressId: screen.progress_id,
          chapterId: m.chapter_id,
          topicId: m.topic_id,
          materialId: m.id,
          studentId,
          locale,
        });
        // As GET /practice/:progressMaterialId: a finish will follow, so the check pool starts its worker now (once).
        warmCodeChecker(c.var.env);
        const practice = await getPractice(c.var.db, { progressMaterialId, studentId, locale });
        warmForPractice(c.var.env, practice);
        data = { screen, progressMaterialId, practice };
      }
      return c.json({ data });
    },
  );
