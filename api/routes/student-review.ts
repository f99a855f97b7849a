/**
 * The spaced review of a student (docs/decisions/0023-spaced-review.md), mounted at `/student/review`:
 * `GET /` today's cards, `POST /cards/:cardId/answer` answer one, `GET /activity` the streak and the year's
 * calendar, `GET /history` the finished materials by date. Every call names the learner's IANA time zone.
 */
import { Hono } from 'hono';
import { dataOf, listOf } from '../contracts/answers';
import {
  activityView,
  historyQuery,
  historyRow,
  reviewAnswerBody,
  reviewAnswerView,
  reviewQuery,
  reviewQueueView,
} from '../contracts/review';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, jsonBody, queryOf } from '../middleware/validate';
import { warmCodeChecker } from '../services/practice/checking/index';
import { activityOf, finishedHistory } from '../services/review/activity';
import { answerCard, dueTodayCount, reviewQueue } from '../services/review/session';
import type { AppEnv } from '../types';

export const studentReviewRoutes = new Hono<AppEnv>()
  .get('/', answers(dataOf(reviewQueueView)), requireRole('student'), queryOf(reviewQuery), async (c) => {
    const { timeZone } = c.req.valid('query');
    const data = await reviewQueue(c.var.db, { studentId: c.var.user.id, timeZone, now: c.var.clock() });
    // A rule card will be checked in the pool: its worker starts now, not at the first answer.
    if (data.cards.some((card) => card.kind === 'rule')) warmCodeChecker(c.var.env);
    return c.json({ data });
  })
  .post(
    '/cards/:cardId/answer',
    answers(dataOf(reviewAnswerView)),
    requireRole('student'),
    jsonBody(reviewAnswerBody),
    async (c) => {
      const body = c.req.valid('json');
      const data = await answerCard(c.var.db, {
        cardId: idParam(c, 'cardId'),
        studentId: c.var.user.id,
        timeZone: body.timeZone,
        ...(body.options ? { options: body.options } : {}),
        ...(body.files ? { files: body.files } : {}),
        ...(body.answeredAt === undefined ? {} : { answeredAt: body.answeredAt }),
        ...(body.seenDue === undefined ? {} : { seenDue: body.seenDue }),
        checking: c.var.env,
        locale: c.var.locale,
        now: c.var.clock(),
      });
      return c.json({ data });
    },
  )
  .get('/activity', answers(dataOf(activityView)), requireRole('student'), queryOf(reviewQuery), async (c) => {
    const { timeZone } = c.req.valid('query');
    const input = { studentId: c.var.user.id, timeZone, now: c.var.clock() };
    const dueToday = await dueTodayCount(c.var.db, input);
    return c.json({ data: await activityOf(c.var.db, { ...input, dueToday }) });
  })
  .get('/history', answers(listOf(historyRow)), requireRole('student'), queryOf(historyQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json(await finishedHistory(c.var.db, { studentId: c.var.user.id, ...query }));
  });
