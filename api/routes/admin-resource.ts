/**
 * Turns a `ResourceDef` into its Hono sub-app (admin session required on every route):
 * `GET /` list · `GET /:id` · `POST /` create · `PUT /:id` update · `DELETE /:id` soft delete ·
 * `PUT /:id/restore` · `POST /re-order` with `{ ids }`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { listOf } from '../contracts/admin-rows';
import { type ListQuery, listQuery } from '../contracts/common';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, jsonBody, queryOf } from '../middleware/validate';
import {
  createResource,
  deleteResource,
  getResource,
  type ListParams,
  listResource,
  type ResourceContext,
  type ResourceDef,
  reorderResource,
  restoreResource,
  updateResource,
} from '../services/content/resource';
import type { AppEnv } from '../types';

/** `POST /re-order`: each record's new position. */
const reorderAnswer = z.object({ data: z.array(z.object({ id: z.number(), order: z.number() })) });

const reorderBody = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1, 'required').max(1000) });

/** The engine's context for this request. */
export const resourceContext = (c: Context<AppEnv>): ResourceContext => ({
  db: c.var.db,
  locale: c.var.locale ?? 'id',
  mentorAutoAssign: c.var.env.MENTOR_AUTO_ASSIGN,
});

/** List parameters from the validated query, plus the filters the resource declares (read as written). */
export function listParams(c: Context<AppEnv>, q: ListQuery, filterNames: string[]): ListParams {
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = c.req.query(name);
    if (value !== undefined) filters[name] = value;
  }
  return {
    search: q.search,
    start: q.start,
    length: q.length,
    orderColumn: q['order[column]'],
    orderDir: q['order[dir]'],
    trash: q.trash,
    filters,
  };
}

/**
 * Optional async work before a write (hashing a password, the publish QA in the check pool), outside the write
 * transaction; `id` is the record's on an update.
 */
export type BeforeWrite<T> = (c: Context<AppEnv>, input: T, id?: number) => Promise<T>;

/** The sub-app serving `def`; mount it with `app.route('/admin/<name>', resourceRoutes(def))`. */
export function resourceRoutes<Row, C, U>(
  def: ResourceDef<Row, C, U>,
  hooks: { beforeCreate?: BeforeWrite<C>; beforeUpdate?: BeforeWrite<U>; row?: z.ZodType } = {},
) {
  const filterNames = Object.keys(def.filters ?? {});
  // The row's contract (api/contracts/admin-rows.ts) documents every answer in the OpenAPI document.
  const one = hooks.row && z.object({ data: hooks.row });
  return new Hono<AppEnv>()
    .use(requireRole('admin'))
    .get('/', answers(hooks.row && listOf(hooks.row)), queryOf(listQuery), async (c) =>
      c.json(await listResource(resourceContext(c), def, listParams(c, c.req.valid('query'), filterNames))),
    )
    .post('/re-order', answers(reorderAnswer), jsonBody(reorderBody), async (c) => {
      const { ids } = c.req.valid('json');
      return c.json({ data: await reorderResource(resourceContext(c), def, ids) });
    })
    .get('/:id', answers(one), async (c) => c.json({ data: await getResource(resourceContext(c), def, idParam(c)) }))
    .post('/', answers(one, 201), jsonBody(def.createSchema), async (c) => {
      let input = c.req.valid('json');
      if (hooks.beforeCreate) input = await hooks.beforeCreate(c, input);
      return c.json({ data: await createResource(resourceContext(c), def, input) }, 201);
    })
    .put('/:id/restore', answers(one), async (c) =>
      c.json({ data: await restoreResource(resourceContext(c), def, idParam(c)) }),
    )
    .put('/:id', answers(one), jsonBody(def.updateSchema), async (c) => {
      const id = idParam(c);
      let input = c.req.valid('json');
      if (hooks.beforeUpdate) input = await hooks.beforeUpdate(c, input, id);
      return c.json({ data: await updateResource(resourceContext(c), def, id, input) });
    })
    .delete('/:id', answers(one), async (c) =>
      c.json({ data: await deleteResource(resourceContext(c), def, idParam(c)) }),
    );
}
