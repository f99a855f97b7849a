/**
 * `GET /api/student/courses`, `GET /api/student/courses/:id` and
 * `GET /api/student/courses/:courseId/chapters?studentId=` (the signed-in student's own map only).
 */
import { Hono } from 'hono';
import { dataOf, listOf } from '../contracts/answers';
import { chaptersQuery } from '../contracts/student';
import * as shapes from '../contracts/student-learning';
import { studentMessage } from '../contracts/student-messages';
import { AppError } from '../errors';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, queryOf } from '../middleware/validate';
import { listStudentChapters } from '../services/learning/student-chapters';
import { getStudentCourse, listStudentCourses } from '../services/learning/student-courses';
import type { AppEnv } from '../types';

export const studentCoursesRoutes = new Hono<AppEnv>()
  .get('/', answers(listOf(shapes.courseListItem)), requireRole('student'), async (c) => {
    const data = await listStudentCourses(c.var.db, c.var.user.id);
    return c.json({ data, total: data.length, filtered: data.length });
  })
  .get('/:id', answers(dataOf(shapes.courseDetail)), requireRole('student'), async (c) => {
    const data = await getStudentCourse(c.var.db, {
      courseId: idParam(c),
      studentId: c.var.user.id,
      locale: c.var.locale,
    });
    return c.json({ data });
  })
  .get(
    '/:courseId/chapters',
    answers(shapes.chapterList),
    requireRole('student'),
    queryOf(chaptersQuery),
    async (c) => {
      const { studentId } = c.req.valid('query');
      const user = c.var.user;
      if (studentId !== undefined && studentId !== user.id) {
        throw new AppError('forbidden', studentMessage(c.var.locale, 'otherStudent'));
      }
      const result = await listStudentChapters(c.var.db, {
        courseId: idParam(c, 'courseId'),
        studentId: user.id,
        locale: c.var.locale,
      });
      return c.json({ ...result, total: result.data.length, filtered: result.data.length });
    },
  );
