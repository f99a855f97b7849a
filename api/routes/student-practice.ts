/**
 * Practice materials: `GET /api/student/practice/:progressMaterialId` (tasks, rules, starter and
 * saved code) and `PUT /api/student/practice/:progressMaterialId/code` (save the student's code with the
 * material's progress; 409 `stale_save` when the stored code was edited later than the save) and `POST /api/student/practice/:progressMaterialId/check` (judge the current code in the
 * server's check pool: Laravel practices, docs/decisions/0018-php-runtime.md). Mounted at `/student`; each route carries its own guard.
 */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import { checkCodeBody, saveCodeBody } from '../contracts/practice';
import { practiceCheckView, practiceView, savedCode } from '../contracts/practice-views';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, declaredJson } from '../middleware/validate';
import { warmCodeChecker } from '../services/practice/checking/index';
import { getPractice, savePracticeCode } from '../services/practice/practice';
import { checkPracticeCode, warmForPractice } from '../services/practice/practice-check';
import { recordRuleMistakes } from '../services/review/cards';
import type { AppEnv } from '../types';
import { limitBody, parsePracticeBody } from './student-practice-body';

export const studentPracticeRoutes = new Hono<AppEnv>()
  .get('/practice/:progressMaterialId', answers(dataOf(practiceView)), requireRole('student'), async (c) => {
    // A finish will follow: the check pool starts its worker now (once), not at the finish.
    warmCodeChecker(c.var.env);
    const data = await getPractice(c.var.db, {
      progressMaterialId: idParam(c, 'progressMaterialId'),
      studentId: c.var.user.id,
      locale: c.var.locale,
    });
    warmForPractice(c.var.env, data);
    return c.json({ data });
  })
  .put(
    '/practice/:progressMaterialId/code',
    answers(dataOf(savedCode)),
    requireRole('student'),
    limitBody(),
    declaredJson(saveCodeBody),
    async (c) => {
      const progressMaterialId = idParam(c, 'progressMaterialId');
      const body = await parsePracticeBody(c, saveCodeBody);
      const data = await savePracticeCode(c.var.db, {
        progressMaterialId,
        studentId: c.var.user.id,
        workspace: body.workspace,
        editedAt: body.editedAt,
        locale: c.var.locale,
      });
      if (body.mistakes && body.mistakes.length > 0) {
        await recordRuleMistakes(c.var.db, {
          progressMaterialId,
          studentId: c.var.user.id,
          mistakes: body.mistakes,
          workspace: body.workspace,
          locale: c.var.locale,
          now: c.var.clock(),
        });
      }
      return c.json({ data });
    },
  )
  .post(
    '/practice/:progressMaterialId/check',
    answers(dataOf(practiceCheckView)),
    requireRole('student'),
    limitBody(),
    declaredJson(checkCodeBody),
    async (c) => {
      const progressMaterialId = idParam(c, 'progressMaterialId');
      const body = await parsePracticeBody(c, checkCodeBody);
      const data = await checkPracticeCode(c.var.db, {
        progressMaterialId,
        studentId: c.var.user.id,
        workspace: body.workspace,
        locale: c.var.locale,
        checking: c.var.env,
      });
      return c.json({ data });
    },
  );
