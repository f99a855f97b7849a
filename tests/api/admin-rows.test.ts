/**
 * Every admin resource answers rows of its one contract schema (api/contracts/admin-rows.ts): its list, a single
 * record and its trash, on the seeded database.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as rows from '../../api/contracts/admin-rows';
import { setupAdminApp } from './admin-fixture';

const f = setupAdminApp();

const resources: Array<[string, z.ZodType]> = [
  ['students', rows.studentRow],
  ['mentors', rows.mentorRow],
  ['courses', rows.courseRow],
  ['chapters', rows.chapterRow],
  ['topics', rows.topicRow],
  ['materials', rows.materialRow],
  ['packages', rows.packageRow],
  ['payments', rows.paymentRow],
  ['subscriptions', rows.subscriptionRow],
  ['slides', rows.slideRow],
  ['videos', rows.videoRow],
  ['quizes', rows.quizRow],
  ['questions', rows.questionRow],
  ['practices', rows.practiceRow],
  ['tasks', rows.taskRow],
  ['submissions', rows.projectRow],
];

describe.each(resources)('admin %s', (name, row) => {
  it('lists, shows and trashes rows of its contract', async () => {
    const list = await f.call<{ data: Array<{ id: number }> }>('GET', `/api/admin/${name}?length=50`);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    rows.listOf(row).parse(list.body);
    const first = list.body.data[0] as { id: number };
    const one = await f.call<{ data: unknown }>('GET', `/api/admin/${name}/${first.id}`);
    row.parse(one.body.data);
    const trash = await f.call('GET', `/api/admin/${name}?trash=1`);
    rows.listOf(row).parse(trash.body);
  });
});
