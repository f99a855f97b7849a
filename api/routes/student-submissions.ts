/**
 * Projects from the student's side: `GET /api/student/submissions` (their submissions, paged),
 * `GET /api/student/submissions/:progressMaterialId` (brief, starter, state), `POST` the same path (submit
 * or resubmit the files), and `GET /api/student/get-submission-code/:progressMaterialId` (saved code with
 * the mentor's feedback, score and line comments). Mounted at `/student`; each route carries its guard.
 */
import { Hono } from 'hono';
import { dataOf, listOf } from '../contracts/answers';
import { listQuery } from '../contracts/common';
import { submitProjectBody } from '../contracts/practice';
import { projectView, studentSubmissionRow, submissionCode, submitResult } from '../contracts/practice-views';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, declaredJson } from '../middleware/validate';
import { getProject, submitProject } from '../services/practice/submission';
import { getSubmissionCode, listStudentSubmissions } from '../services/practice/submission-list';
import type { AppEnv } from '../types';
import { limitBody, parsePracticeBody } from './student-practice-body';

export const studentSubmissionRoutes = new Hono<AppEnv>()
  .get('/submissions', answers(listOf(studentSubmissionRow)), requireRole('student'), async (c) => {
    const query = listQuery.parse(c.req.query());
    const result = await listStudentSubmissions(c.var.db, {
      studentId: c.var.user.id,
      search: query.search,
      start: query.start,
      length: query.length,
      ...(query['order[column]'] ? { column: query['order[column]'] } : {}),
      dir: query['order[dir]'],
    });
    return c.json(result);
  })
  .get('/submissions/:progressMaterialId', answers(dataOf(projectView)), requireRole('student'), async (c) => {
    const data = await getProject(c.var.db, {
      progressMaterialId: idParam(c, 'progressMaterialId'),
      studentId: c.var.user.id,
      locale: c.var.locale,
    });
    return c.json({ data });
  })
  .post(
    '/submissions/:progressMaterialId',
    answers(dataOf(submitResult), 201),
    requireRole('student'),
    limitBody(),
    declaredJson(submitProjectBody),
    async (c) => {
      const progressMaterialId = idParam(c, 'progressMaterialId');
      const body = await parsePracticeBody(c, submitProjectBody);
      const data = await submitProject(c.var.db, {
        progressMaterialId,
        studentId: c.var.user.id,
        workspace: body.workspace,
        replay: body.replay,
        locale: c.var.locale,
      });
      return c.json({ data }, 201);
    },
  )
  .get(
    '/get-submission-code/:progressMaterialId',
    answers(dataOf(submissionCode)),
    requireRole('student'),
    async (c) => {
      const data = await getSubmissionCode(c.var.db, {
        progressMaterialId: idParam(c, 'progressMaterialId'),
        studentId: c.var.user.id,
        locale: c.var.locale,
      });
      return c.json({ data });
    },
  );
