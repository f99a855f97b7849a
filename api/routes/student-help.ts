/**
 * Help requests from the learner's side, mounted at `/student/help-requests`: ask about a practice or project
 * (`POST /:progressMaterialId`), the history (`GET /`), one request (`GET /:id`), close it and record that its
 * suggested change was applied.
 */
import { Hono } from 'hono';
import { dataOf, listOf } from '../contracts/answers';
import { askHelpBody, helpListQuery, helpRequestRow, helpRequestView } from '../contracts/help';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, declaredJson, queryOf } from '../middleware/validate';
import {
  askForHelp,
  closeOwnHelpRequest,
  getOwnHelpRequest,
  listOwnHelpRequests,
  markSuggestionApplied,
} from '../services/mentoring/help-requests';
import type { AppEnv } from '../types';
import { limitBody, parsePracticeBody } from './student-practice-body';

export const studentHelpRoutes = new Hono<AppEnv>()
  .use(requireRole('student'))
  .get('/', answers(listOf(helpRequestRow)), queryOf(helpListQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(
      await listOwnHelpRequests(c.var.db, {
        studentId: c.var.user.id,
        progressMaterialId: q.progressMaterialId,
        start: q.start,
        length: q.length,
        locale: c.var.locale,
      }),
    );
  })
  .get('/:id', answers(dataOf(helpRequestView)), async (c) =>
    c.json({ data: await getOwnHelpRequest(c.var.db, c.var.user.id, idParam(c), c.var.locale) }),
  )
  .post(
    '/:progressMaterialId',
    answers(dataOf(helpRequestView), 201),
    limitBody(),
    declaredJson(askHelpBody),
    async (c) => {
      const body = await parsePracticeBody(c, askHelpBody);
      const data = await askForHelp(c.var.db, {
        progressMaterialId: idParam(c, 'progressMaterialId'),
        studentId: c.var.user.id,
        body,
        locale: c.var.locale,
        mentorPolicy: c.var.env.MENTOR_AUTO_ASSIGN,
      });
      return c.json({ data }, 201);
    },
  )
  .post('/:id/close', answers(dataOf(helpRequestView)), async (c) =>
    c.json({ data: await closeOwnHelpRequest(c.var.db, c.var.user.id, idParam(c), c.var.locale) }),
  )
  .post('/:id/apply', answers(dataOf(helpRequestView)), async (c) =>
    c.json({ data: await markSuggestionApplied(c.var.db, c.var.user.id, idParam(c), c.var.locale) }),
  );
