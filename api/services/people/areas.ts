/**
 * The province and city list (docs/decisions/0004-data.md Area): every province with its cities, sorted by name as people read them.
 * It never changes while the server runs, so it is read once per database and kept as the JSON it is served as.
 */
import type { Area } from '../../contracts/areas';
import type { Db } from '../../db/client';
import { cities, provinces } from '../../db/schema';

export type AreasBody = { body: string; etag: string };

const collator = new Intl.Collator('id', { sensitivity: 'base' });
const cache = new WeakMap<Db, AreasBody>();

/** The serialised `{ data: Area[] }` with an ETag; an empty list (a database not seeded yet) is not cached. */
export async function loadAreas(db: Db): Promise<AreasBody> {
  const cached = await cache.get(db);
  if (cached) return cached;
  const byProvince = new Map<string, Area>();
  for (const p of await db.select().from(provinces)) byProvince.set(p.id, { id: p.id, name: p.name, cities: [] });
  for (const city of await db.select().from(cities)) {
    byProvince.get(city.provinceId)?.cities.push({ id: city.id, name: city.name });
  }
  // "DKI Jakarta" sorts between "Bengkulu" and "Gorontalo", not by byte order.
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  const data = [...byProvince.values()].sort(byName);
  for (const province of data) province.cities.sort(byName);
  const body = JSON.stringify({ data });
  const entry = { body, etag: `"areas-${data.length}-${body.length}"` };
  if (data.length > 0) cache.set(db, entry);
  return entry;
}
