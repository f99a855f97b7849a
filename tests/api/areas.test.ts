/** GET /api/areas: every province with its cities, public, cached, with ETag revalidation. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows } from '../../api/db/client';
import { provinces } from '../../api/db/schema';
import { createTestApp, jsonRequest } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal' });
});
afterAll(() => t.cleanup());

type Area = { id: string; name: string; cities: Array<{ id: string; name: string }> };

it('lists all 38 provinces sorted by name, each with its own cities', async () => {
  const res = await jsonRequest(t.app, 'GET', '/api/areas');
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: Area[] };
  expect(data).toHaveLength(38);
  const names = data.map((p) => p.name);
  expect(names).toEqual([...names].sort(new Intl.Collator('id', { sensitivity: 'base' }).compare));
  expect(names.indexOf('DKI Jakarta')).toBeLessThan(names.indexOf('Gorontalo'));
  const jabar = data.find((p) => p.id === '32');
  expect(jabar?.name).toBe('Jawa Barat');
  expect(jabar?.cities).toContainEqual({ id: '32.73', name: 'Kota Bandung' });
  for (const province of data) {
    expect(province.cities.length).toBeGreaterThan(0);
    for (const city of province.cities) expect(city.id.startsWith(`${province.id}.`)).toBe(true);
  }
  const total = data.reduce((n, p) => n + p.cities.length, 0);
  const [cityCount] = await rows<{ n: number }>(t.db, sql`select count(*) n from cities`);
  expect(total).toBe(Number(cityCount?.n));
});

it('needs no session and answers 304 to a matching If-None-Match', async () => {
  const first = await jsonRequest(t.app, 'GET', '/api/areas');
  const etag = first.headers.get('etag');
  expect(etag).toBeTruthy();
  expect(first.headers.get('cache-control')).toContain('max-age');
  const again = await jsonRequest(t.app, 'GET', '/api/areas', { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status).toBe(304);
});

it('serves the same list from memory after the first read', async () => {
  const before = await (await jsonRequest(t.app, 'GET', '/api/areas')).text();
  // A change behind the server's back is not seen: the list is read once (areas never change at run time).
  await t.db.update(provinces).set({ name: 'Changed' }).where(eq(provinces.id, '11'));
  const after = await (await jsonRequest(t.app, 'GET', '/api/areas')).text();
  expect(after).toBe(before);
});
