/**
 * `GET /api/areas` → `{ data: [{ id, name, cities: [{ id, name }] }] }`: every province with its cities, sorted by
 * name (Indonesian collation). Public (the sign-up form needs it); cached by the browser and revalidated by ETag.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { dataOf } from '../contracts/answers';
import { area } from '../contracts/areas';
import { answers } from '../middleware/validate';
import { loadAreas } from '../services/people/areas';
import type { AppEnv } from '../types';

export const areaRoutes = new Hono<AppEnv>().get('/areas', answers(dataOf(z.array(area))), async (c) => {
  const { body, etag } = await loadAreas(c.var.db);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag });
  return c.body(body, 200, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Cache-Control': 'public, max-age=3600',
    ETag: etag,
  });
});
