/**
 * The editing replay of a submitted project: `GET /api/mentor/submissions/:id/replay` (the mentor's own students)
 * and `GET /api/admin/submission-replays/:id` (any). Apart from the review's own answer, which every review action
 * returns, so the replay is read once per screen.
 */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import { submissionReplay } from '../contracts/replay';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers } from '../middleware/validate';
import { getSubmissionReplay } from '../services/mentoring/submission-replay';
import type { AppEnv } from '../types';

export const mentorSubmissionReplayRoutes = new Hono<AppEnv>()
  .use(requireRole('mentor'))
  .get('/:id/replay', answers(dataOf(submissionReplay)), async (c) =>
    c.json({ data: await getSubmissionReplay(c.var.db, c.var.user, idParam(c), c.var.locale) }),
  );

export const adminSubmissionReplayRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/:id', answers(dataOf(submissionReplay)), async (c) =>
    c.json({ data: await getSubmissionReplay(c.var.db, c.var.user, idParam(c), c.var.locale) }),
  );
