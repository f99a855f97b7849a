/**
 * Help requests from the answering side, mounted at `/mentor/help-requests` (the mentor's own students) and
 * `/admin/help-requests` (every request): the queue oldest first, counts, one request, line comments, the answer
 * with an optional suggested change, and closing.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { dataOf, listOf } from '../contracts/answers';
import {
  helpAnswerBody,
  helpCommentBody,
  helpCounts,
  helpListQuery,
  helpMentorStats,
  helpRequestRow,
  helpRequestView,
} from '../contracts/help';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, jsonBody, queryOf } from '../middleware/validate';
import {
  addHelpComment,
  answerHelpRequest,
  closeHelpRequest,
  countHelpRequests,
  deleteHelpComment,
  getHelpRequest,
  helpStatsByMentor,
  listHelpQueue,
} from '../services/mentoring/help-answers';
import type { AppEnv } from '../types';

/** The routes for `role`; the service keeps a mentor to their own students. */
export function helpQueueRoutes(role: 'mentor' | 'admin') {
  return new Hono<AppEnv>()
    .use(requireRole(role))
    .get('/', answers(listOf(helpRequestRow)), queryOf(helpListQuery), async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await listHelpQueue(c.var.db, c.var.user, {
          status: q.status,
          start: q.start,
          length: q.length,
          locale: c.var.locale,
        }),
      );
    })
    .get('/counts', answers(dataOf(helpCounts)), async (c) =>
      c.json({ data: await countHelpRequests(c.var.db, c.var.user) }),
    )
    .get('/:id', answers(dataOf(helpRequestView)), async (c) =>
      c.json({ data: await getHelpRequest(c.var.db, c.var.user, idParam(c), c.var.locale) }),
    )
    .post('/:id/comments', answers(dataOf(helpRequestView), 201), jsonBody(helpCommentBody), async (c) => {
      const data = await addHelpComment(c.var.db, c.var.user, idParam(c), c.req.valid('json'), c.var.locale);
      return c.json({ data }, 201);
    })
    .delete('/:id/comments/:commentId', answers(dataOf(z.object({ deleted: z.literal(true) }))), async (c) => {
      await deleteHelpComment(c.var.db, c.var.user, idParam(c), idParam(c, 'commentId'), c.var.locale);
      return c.json({ data: { deleted: true as const } });
    })
    .post('/:id/answer', answers(dataOf(helpRequestView)), jsonBody(helpAnswerBody), async (c) =>
      c.json({ data: await answerHelpRequest(c.var.db, c.var.user, idParam(c), c.req.valid('json'), c.var.locale) }),
    )
    .post('/:id/close', answers(dataOf(helpRequestView)), async (c) =>
      c.json({ data: await closeHelpRequest(c.var.db, c.var.user, idParam(c), c.var.locale) }),
    );
}

/** `GET /api/admin/help-stats`: request counts and the median first-answer time per mentor (the admin dashboard). */
export const adminHelpStatsRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', answers(dataOf(z.array(helpMentorStats))), async (c) =>
    c.json({ data: await helpStatsByMentor(c.var.db) }),
  );
