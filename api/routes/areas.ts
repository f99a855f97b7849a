/**
 * `GET /api/areas` → `{ data: [{ id, name, cities: [{ id, name }] }] }`: every province with its
 * cities, sorted by name (Indonesian collation). Public (the sign-up form needs it). The list never changes while the
 * server runs, so it is read once per database and kept in memory.
 */
import { Hono } from 'hono';
import type { Area } from '../contracts/areas';
import type { Db } from '../db/client';
import { cities, provinces } from '../db/schema';
import type { AppEnv } from '../types';

const collator = new Intl.Collator('id', { sensitivity: 'base' });
const cache = new WeakMap<Db, { body: string; etag: string }>();

function loadAreas(db: Db): { body: string; etag: string } {
  const cached = cache.get(db);
  if (cached) return cached;
  const byProvince = new Map<string, Area>();
  for (const p of db.select().from(provinces).all()) byProvince.set(p.id, { id: p.id, name: p.name, cities: [] });
  for (const city of db.select().from(cities).all()) {
    byProvince.get(city.provinceId)?.cities.push({ id: city.id, name: city.name });
  }
  // Sorted as people read them ("DKI Jakarta" between "Bengkulu" and "Gorontalo"), not by byte order.
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  const data = [...byProvince.values()].sort(byName);
  for (const province of data) province.cities.sort(byName);
  const body = JSON.stringify({ data });
  const entry = { body, etag: `"areas-${data.length}-${body.length}"` };
  // An empty table (a database not seeded yet) is not cached, so seeding later shows up.
  if (data.length > 0) cache.set(db, entry);
  return entry;
}

export const areaRoutes = new Hono<AppEnv>().get('/areas', (c) => {
  const { body, etag } = loadAreas(c.var.db);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag });
  return c.body(body, 200, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Cache-Control': 'public, max-age=3600',
    ETag: etag,
  });
});
