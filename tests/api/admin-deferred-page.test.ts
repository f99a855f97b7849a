/**
 * The deferred-join paging of the admin students list (resource.ts `deferredPage`: ids from a covering
 * index, then the rows by id) gives the same page as the plain query that selects, orders and offsets
 * the joined rows, in every order, direction, depth, with a search, a filter and in the trash.
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rows } from '../../api/db/client';
import { seedLarge } from '../../api/db/seed/large';
import { deleteResource, type ListParams, listResource } from '../../api/services/content/resource';
import { studentsResource } from '../../api/services/people/admin-people-resources';
import { createTestApp } from './helpers';

let db: Db;
let cleanup = () => {};

beforeAll(async () => {
  const t = await createTestApp();
  db = t.db;
  cleanup = t.cleanup;
  // 400 students with repeated names and shared join dates, so ties are broken by id.
  await seedLarge(db, { count: 400, perStudent: 0, now: Date.UTC(2026, 0, 1) });
  const ids = await rows<{ id: number }>(db, sql`select id from users where role = 'student' order by id`);
  for (const { id } of ids.filter((_, i) => i % 9 === 4))
    await deleteResource({ db, locale: 'id' }, studentsResource, id);
});
afterAll(() => cleanup());

const plain = { ...studentsResource, deferredPage: undefined };

async function page(params: Partial<ListParams>, deferred: boolean) {
  const full: ListParams = {
    search: '',
    start: 0,
    length: 10,
    orderColumn: undefined,
    orderDir: 'asc',
    trash: false,
    filters: {},
    ...params,
  };
  return await listResource({ db, locale: 'id' }, deferred ? studentsResource : plain, full);
}

describe('deferred-join page of admin students', () => {
  const orders = ['name', 'email', 'created_at', 'id', 'occupation'];
  const shapes: Partial<ListParams>[] = [
    {},
    { search: 'putri' },
    { search: 'a' },
    { filters: { unassigned: '1' } },
    { trash: true },
  ];

  for (const column of orders) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`equals the plain query's page ordered by ${column} ${dir}`, async () => {
        for (const shape of shapes) {
          for (const start of [0, 7, 120, 340, 395]) {
            const params = { ...shape, orderColumn: column, orderDir: dir, start, length: 25 };
            const expected = await page(params, false);
            expect(await page(params, true)).toEqual(expected);
            if (start === 0 && !shape.trash) expect(expected.data.length).toBeGreaterThan(0);
          }
        }
      });
    }
  }

  it('pages through every active student exactly once in join-date order', async () => {
    const seen: number[] = [];
    const { filtered } = await page({ orderColumn: 'created_at' }, true);
    for (let start = 0; start < filtered; start += 50) {
      seen.push(
        ...(await page({ orderColumn: 'created_at', start, length: 50 }, true)).data.map(
          (r) => (r as { id: number }).id,
        ),
      );
    }
    expect(seen).toHaveLength(filtered);
    expect(new Set(seen).size).toBe(filtered);
  });
});
