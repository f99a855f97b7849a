/**
 * The review queue and the review actions under /api/mentor/submissions. Every action is limited to
 * the mentor's own students (403 otherwise) and answers the submission as the review screen shows it.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { dataOf, listOf } from '../contracts/answers';
import { mentorSubmissionsQuery, reviewCommentBody, reviewCompleteBody, reviewDraftBody } from '../contracts/mentor';
import { mentorSubmissionRow, reviewComment, submissionCounts, submissionReview } from '../contracts/mentor-views';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, jsonBody, queryOf } from '../middleware/validate';
import { countMentorSubmissions, listMentorSubmissions } from '../services/mentoring/mentor-submissions';
import {
  addReviewComment,
  completeReview,
  deleteReviewComment,
  getSubmissionReview,
  openSubmission,
  saveReviewDraft,
} from '../services/mentoring/review';
import type { AppEnv } from '../types';
import { awardAfter } from './certificate-award';
import { mentorListParams } from './mentor-list-params';

export const mentorSubmissionRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/', answers(listOf(mentorSubmissionRow)), queryOf(mentorSubmissionsQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(
      await listMentorSubmissions(c.var.db, c.var.user.id, { ...mentorListParams(q), status: q.status }, c.var.locale),
    );
  })
  .get('/counts', answers(dataOf(submissionCounts)), async (c) =>
    c.json({ data: await countMentorSubmissions(c.var.db, c.var.user.id) }),
  )
  .get('/get-submission-code/:id', answers(dataOf(submissionReview)), async (c) =>
    c.json({ data: await getSubmissionReview(c.var.db, c.var.user.id, idParam(c), c.var.locale) }),
  )
  .post('/:id/open', answers(dataOf(submissionReview)), async (c) =>
    c.json({ data: await openSubmission(c.var.db, c.var.user.id, idParam(c), c.var.locale) }),
  )
  .post('/:id/comments', answers(dataOf(reviewComment), 201), jsonBody(reviewCommentBody), async (c) => {
    const id = idParam(c);
    const body = c.req.valid('json');
    return c.json({ data: await addReviewComment(c.var.db, c.var.user.id, id, body, c.var.locale) }, 201);
  })
  .delete('/:id/comments/:commentId', answers(dataOf(z.object({ deleted: z.literal(true) }))), async (c) => {
    await deleteReviewComment(c.var.db, c.var.user.id, idParam(c), idParam(c, 'commentId'), c.var.locale);
    return c.json({ data: { deleted: true } });
  })
  .put('/:id/review', answers(dataOf(submissionReview)), jsonBody(reviewDraftBody), async (c) => {
    const id = idParam(c);
    const body = c.req.valid('json');
    return c.json({ data: await saveReviewDraft(c.var.db, c.var.user.id, id, body, c.var.locale) });
  })
  .post('/:id/reviewed', answers(dataOf(submissionReview)), jsonBody(reviewCompleteBody), async (c) => {
    const id = idParam(c);
    const body = c.req.valid('json');
    const data = await completeReview(c.var.db, c.var.user.id, id, body, c.var.locale);
    // An accepted project may complete a chapter or the course: issue what the student has now earned.
    await awardAfter(c, data.progressId);
    return c.json({ data });
  });
