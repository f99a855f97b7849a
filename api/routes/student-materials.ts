/** `GET /api/student/materials/:materialId`: a material screen's data, only while the material is unlocked. */
import { Hono } from 'hono';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { getStudentMaterial } from '../services/student-materials';
import type { AppEnv } from '../types';

export const studentMaterialsRoutes = new Hono<AppEnv>().get('/:materialId', requireRole('student'), (c) => {
  const data = getStudentMaterial(c.var.db, {
    materialId: idParam(c, 'materialId'),
    studentId: c.var.user.id,
    locale: c.var.locale,
  });
  return c.json({ data });
});
