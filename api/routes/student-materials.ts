/** `GET /api/student/materials/:materialId`: a material screen's data, only while the material is unlocked. */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import * as shapes from '../contracts/student-learning';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers } from '../middleware/validate';
import { getStudentMaterial } from '../services/student-materials';
import type { AppEnv } from '../types';

export const studentMaterialsRoutes = new Hono<AppEnv>().get(
  '/:materialId',
  answers(dataOf(shapes.materialScreen)),
  requireRole('student'),
  async (c) => {
    const data = await getStudentMaterial(c.var.db, {
      materialId: idParam(c, 'materialId'),
      studentId: c.var.user.id,
      locale: c.var.locale,
    });
    return c.json({ data });
  },
);
