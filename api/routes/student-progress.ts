/**
 * The student's progress calls (docs/decisions/0007-api.md): `GET /api/student/chapters?courseId=&studentId=`,
 * `GET /api/student/show-progress/:userId/:courseId`,
 * `POST /api/student/progresses/:progressId/progress-topic` (open a material) and
 * `PUT /api/student/progresses/:progressId` (finish a material). Mounted at `/student`, so every route
 * carries its own guard (a `use('*')` here would also cover the sign-in routes of that prefix).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { chaptersListQuery, finishMaterialBody, openMaterialBody } from '../contracts/student';
import * as shapes from '../contracts/student-learning';
import { studentMessage } from '../contracts/student-messages';
import { AppError } from '../errors';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, jsonBody, queryOf } from '../middleware/validate';
import { finishMaterial, openMaterial } from '../services/learning/progress-actions';
import { assertCourseExists, ensureProgress } from '../services/learning/progress-state';
import { progressView } from '../services/learning/progress-view';
import { listStudentChapters } from '../services/learning/student-chapters';
import { afterFinish, afterOpen } from '../services/review/after-learning';
import type { AppEnv } from '../types';
import { awardAfter } from './certificate-award';

export const studentProgressRoutes = new Hono<AppEnv>()
  // The generic list endpoint `student/chapters` (docs/decisions/0007-api.md): the same map as /courses/:courseId/chapters.
  .get('/chapters', answers(shapes.chapterList), requireRole('student'), queryOf(chaptersListQuery), async (c) => {
    const { studentId, courseId } = c.req.valid('query');
    if (studentId !== undefined && studentId !== c.var.user.id) {
      throw new AppError('forbidden', studentMessage(c.var.locale, 'otherStudent'));
    }
    const result = await listStudentChapters(c.var.db, { courseId, studentId: c.var.user.id, locale: c.var.locale });
    return c.json({ ...result, total: result.data.length, filtered: result.data.length });
  })
  .get(
    '/show-progress/:userId/:courseId',
    answers(z.object({ data: z.array(shapes.progressView) })),
    requireRole('student'),
    async (c) => {
      const userId = idParam(c, 'userId');
      const courseId = idParam(c, 'courseId');
      if (userId !== c.var.user.id) throw new AppError('forbidden', studentMessage(c.var.locale, 'otherStudent'));
      await assertCourseExists(c.var.db, courseId, studentMessage(c.var.locale, 'courseNotFound'));
      const progress = await ensureProgress(c.var.db, userId, courseId);
      return c.json({ data: [progressView(progress)] });
    },
  )
  .post(
    '/progresses/:progressId/progress-topic',
    answers(shapes.openedMaterial),
    requireRole('student'),
    jsonBody(openMaterialBody),
    async (c) => {
      const body = c.req.valid('json');
      const now = c.var.clock();
      const result = await openMaterial(c.var.db, {
        ...body,
        progressId: idParam(c, 'progressId'),
        studentId: c.var.user.id,
        locale: c.var.locale,
        now,
      });
      await afterOpen(c.var.db, { studentId: c.var.user.id, materialId: body.materialId, now });
      // Both shapes: `data` by the API convention, the top-level field as docs/decisions/0007-api.md reads it.
      return c.json({ data: result, progressMaterialId: result.progressMaterialId });
    },
  )
  .put(
    '/progresses/:progressId',
    answers(shapes.materialFinish),
    requireRole('student'),
    jsonBody(finishMaterialBody),
    async (c) => {
      const body = c.req.valid('json');
      const now = c.var.clock();
      const { progress, result } = await finishMaterial(c.var.db, {
        checking: c.var.env,
        chapterId: body.chapterId,
        topicId: body.topicId,
        materialId: body.materialId,
        ...(body.materialScore !== undefined ? { materialScore: body.materialScore } : {}),
        ...(body.answers !== undefined ? { answers: body.answers } : {}),
        ...(body.files !== undefined ? { files: body.files } : {}),
        progressId: idParam(c, 'progressId'),
        studentId: c.var.user.id,
        locale: c.var.locale,
        now,
      });
      await afterFinish(c.var.db, {
        studentId: c.var.user.id,
        result,
        practice: body.files !== undefined,
        checking: c.var.env,
        locale: c.var.locale,
        now,
      });
      // A finished material may complete a chapter or the course: issue what the student has now earned.
      if (result.is_finish) await awardAfter(c, idParam(c, 'progressId'));
      return c.json({ data: progress, result });
    },
  );
