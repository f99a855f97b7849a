/**
 * Every admin resource of docs/decisions/0007-api.md's endpoint list as its own sub-app under /api/admin/<name>,
 * all served by the generic engine (`admin-resource.ts`). People resources hash the password
 * before the write; students also answer `PUT /:id/mentor` (assignment, docs/decisions/0005-behaviour.md and 0003).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Workspace } from '../../workers/workspace/types';
import { assignMentor as assignBody } from '../contracts/admin-people';
import * as rows from '../contracts/admin-rows';
import { hashPassword } from '../lib/password';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, jsonBody } from '../middleware/validate';
import {
  packagesResource,
  paymentsResource,
  subscriptionsResource,
} from '../services/commerce/admin-commerce-resources';
import {
  chaptersResource,
  coursesResource,
  materialsResource,
  topicsResource,
} from '../services/content/admin-content-resources';
import {
  practicesResource,
  questionsResource,
  quizesResource,
  slidesResource,
  submissionsResource,
  tasksResource,
  videosResource,
} from '../services/content/admin-material-resources';
import { assertPracticeQa, assertProjectQa, assertTaskWriteQa } from '../services/content/admin-practice-qa';
import { assignMentor, mentorsResource, studentsResource } from '../services/people/admin-people-resources';
import type { AppEnv } from '../types';
import { resourceContext, resourceRoutes } from './admin-resource';

/** Replaces a given `password` by its argon2id hash. */
async function withHash<T extends { password?: string; passwordHash?: string }>(
  _c: Context<AppEnv>,
  input: T,
): Promise<T> {
  return { ...input, passwordHash: input.password ? await hashPassword(input.password) : undefined };
}

/** A practice's new starter or solution must keep every task's QA (starter fails, solution passes). */
async function practiceQa<T extends { starter?: unknown; solution?: unknown }>(
  c: Context<AppEnv>,
  input: T,
  id?: number,
): Promise<T> {
  if (id !== undefined && (input.starter || input.solution)) {
    await assertPracticeQa(c.var.db, c.var.env, c.var.locale, id, {
      starter: input.starter as Workspace | undefined,
      solution: input.solution as Workspace | undefined,
    });
  }
  return input;
}

/** A task's rules must fail on the practice's starter and pass on its solution. */
async function taskQa<T extends { practiceId?: number; answers?: unknown }>(
  c: Context<AppEnv>,
  input: T,
  id?: number,
): Promise<T> {
  await assertTaskWriteQa(c.var.db, c.var.env, c.var.locale, input, id);
  return input;
}

/** A project's checklist must fail on its starter and pass on its reference solution, when it has one. */
async function projectQa<T extends { starter?: unknown; solution?: unknown; answers?: unknown }>(
  c: Context<AppEnv>,
  input: T,
  id?: number,
): Promise<T> {
  await assertProjectQa(c.var.db, c.var.env, c.var.locale, input, id);
  return input;
}

const assignment = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .put('/:id/mentor', answers(z.object({ data: rows.studentRow })), jsonBody(assignBody), async (c) => {
    const id = idParam(c);
    const { mentorId } = c.req.valid('json');
    return c.json({ data: await assignMentor(resourceContext(c), id, mentorId) });
  });

/** Mounted at /api/admin. */
export const adminResourceRoutes = new Hono<AppEnv>()
  .route('/students', assignment)
  .route(
    '/students',
    resourceRoutes(studentsResource, { beforeCreate: withHash, beforeUpdate: withHash, row: rows.studentRow }),
  )
  .route(
    '/mentors',
    resourceRoutes(mentorsResource, { beforeCreate: withHash, beforeUpdate: withHash, row: rows.mentorRow }),
  )
  .route('/packages', resourceRoutes(packagesResource, { row: rows.packageRow }))
  .route('/payments', resourceRoutes(paymentsResource, { row: rows.paymentRow }))
  .route('/subscriptions', resourceRoutes(subscriptionsResource, { row: rows.subscriptionRow }))
  .route('/courses', resourceRoutes(coursesResource, { row: rows.courseRow }))
  .route('/chapters', resourceRoutes(chaptersResource, { row: rows.chapterRow }))
  .route('/topics', resourceRoutes(topicsResource, { row: rows.topicRow }))
  .route('/materials', resourceRoutes(materialsResource, { row: rows.materialRow }))
  .route('/slides', resourceRoutes(slidesResource, { row: rows.slideRow }))
  .route('/videos', resourceRoutes(videosResource, { row: rows.videoRow }))
  .route('/quizes', resourceRoutes(quizesResource, { row: rows.quizRow }))
  .route('/questions', resourceRoutes(questionsResource, { row: rows.questionRow }))
  .route('/practices', resourceRoutes(practicesResource, { beforeUpdate: practiceQa, row: rows.practiceRow }))
  .route('/tasks', resourceRoutes(tasksResource, { beforeCreate: taskQa, beforeUpdate: taskQa, row: rows.taskRow }))
  .route(
    '/submissions',
    resourceRoutes(submissionsResource, { beforeCreate: projectQa, beforeUpdate: projectQa, row: rows.projectRow }),
  );
