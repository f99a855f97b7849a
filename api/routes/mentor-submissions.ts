/**
 * The review queue and the review actions under /api/mentor/submissions. Every action is limited to
 * the mentor's own students (403 otherwise) and answers the submission as the review screen shows it.
 */
import { Hono } from 'hono';
import { mentorSubmissionsQuery, reviewCommentBody, reviewCompleteBody, reviewDraftBody } from '../contracts/mentor';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { jsonBody, queryOf } from '../middleware/validate';
import { countMentorSubmissions, listMentorSubmissions } from '../services/mentor-submissions';
import {
  addReviewComment,
  completeReview,
  deleteReviewComment,
  getSubmissionReview,
  openSubmission,
  saveReviewDraft,
} from '../services/review';
import type { AppEnv } from '../types';

export const mentorSubmissionRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/', queryOf(mentorSubmissionsQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(
      await listMentorSubmissions(
        c.var.db,
        c.var.user.id,
        {
          search: q.search,
          start: q.start,
          length: q.length,
          column: q['order[column]'],
          dir: q['order[dir]'],
          chapterId: q.chapterId,
          status: q.status,
        },
        c.var.locale,
      ),
    );
  })
  .get('/counts', async (c) => c.json({ data: await countMentorSubmissions(c.var.db, c.var.user.id) }))
  .get('/get-submission-code/:id', async (c) =>
    c.json({ data: await getSubmissionReview(c.var.db, c.var.user.id, idParam(c), c.var.locale) }),
  )
  .post('/:id/open', async (c) =>
    c.json({ data: await openSubmission(c.var.db, c.var.user.id, idParam(c), c.var.locale) }),
  )
  .post('/:id/comments', jsonBody(reviewCommentBody), async (c) => {
    const id = idParam(c);
    const body = c.req.valid('json');
    return c.json({ data: await addReviewComment(c.var.db, c.var.user.id, id, body, c.var.locale) }, 201);
  })
  .delete('/:id/comments/:commentId', async (c) => {
    await deleteReviewComment(c.var.db, c.var.user.id, idParam(c), idParam(c, 'commentId'), c.var.locale);
    return c.json({ data: { deleted: true } });
  })
  .put('/:id/review', jsonBody(reviewDraftBody), async (c) => {
    const id = idParam(c);
    const body = c.req.valid('json');
    return c.json({ data: await saveReviewDraft(c.var.db, c.var.user.id, id, body, c.var.locale) });
  })
  .post('/:id/reviewed', jsonBody(reviewCompleteBody), async (c) => {
    const id = idParam(c);
    const body = c.req.valid('json');
    return c.json({ data: await completeReview(c.var.db, c.var.user.id, id, body, c.var.locale) });
  });
