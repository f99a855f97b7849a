/**
 * Chapter numbers in the mentor's views follow the student's course map (trial and paid chapters
 * counted apart, drafts left out), also after the admin re-orders the course tree, which numbers all chapters as one list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupAdminApp } from './admin-fixture';
import { demo, jsonRequest, login } from './helpers';

type Chapter = { id: number; order: number; isTrial: boolean };
type Numbered = { chapterId: number; chapterOrder: number; isTrialChapter: boolean | number };

const f = setupAdminApp();
let mentor: string;
/** Chapter id → the number the student's course map shows. */
const expected = new Map<number, number>();

async function get<T>(path: string, cookie: string): Promise<T> {
  const res = await jsonRequest(f.app, 'GET', path, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  mentor = await login(f.app, 'mentor', demo.mentor, demo.password);
  const { data } = await get<{ data: Chapter[] }>('/api/admin/chapters?courseId=2&length=100', f.admin);
  const inCourseOrder = [...data].sort((a, b) => Number(b.isTrial) - Number(a.isTrial) || a.order - b.order);
  let trial = 0;
  let paid = 0;
  for (const c of inCourseOrder) expected.set(c.id, c.isTrial ? ++trial : ++paid);
  expect(paid).toBeGreaterThan(1);
  // A draft paid chapter placed first among the paid ones: students never see it, so it takes no number.
  const draft = await jsonRequest(f.app, 'POST', '/api/admin/chapters', {
    cookie: f.admin,
    body: { courseId: 2, title: { id: 'Bab draf' }, isTrial: false },
  });
  expect(draft.status, await draft.clone().text()).toBe(201);
  const draftId = ((await draft.json()) as { data: { id: number } }).data.id;
  const ids = inCourseOrder.map((c) => c.id);
  ids.splice(trial, 0, draftId);
  // Saving the order numbers the chapters 1..n as one list.
  const res = await jsonRequest(f.app, 'POST', '/api/admin/chapters/re-order', { cookie: f.admin, body: { ids } });
  expect(res.status, await res.clone().text()).toBe(200);
  const after = await get<{ data: Chapter[] }>('/api/admin/chapters?courseId=2&length=100', f.admin);
  expect(after.data.map((c) => c.order).sort((a, b) => a - b)).toEqual(ids.map((_, i) => i + 1));
});

const check = (rows: Numbered[]) => {
  const positioned = rows.filter((r) => r.chapterId != null && r.chapterOrder != null);
  expect(positioned.length).toBeGreaterThan(0);
  for (const r of positioned) expect(r.chapterOrder, `chapter ${r.chapterId}`).toBe(expected.get(r.chapterId));
  expect(positioned.some((r) => !r.isTrialChapter)).toBe(true);
};

describe('mentor chapter numbers after an admin re-order', () => {
  it('dashboard rows', async () => {
    check((await get<{ data: Numbered[] }>('/api/mentor/dashboard?length=100', mentor)).data);
  });

  it('review queue rows', async () => {
    check((await get<{ data: Numbered[] }>('/api/mentor/submissions?length=100', mentor)).data);
  });

  it('a student’s overview and submissions', async () => {
    // The student furthest along, so the overview reaches the last chapter.
    const students = await get<{ data: { progressId: number | null }[] }>(
      '/api/mentor/dashboard?order[column]=chapterOrder&order[dir]=desc&length=1',
      mentor,
    );
    const numbers = [...expected.values()];
    const progressId = students.data.find((s) => s.progressId !== null)?.progressId;
    const overview = await get<{ data: { chapterOrder: number; isTrialChapter: boolean | number }[] }>(
      `/api/mentor/dashboard/student-overview/${progressId}?length=100`,
      mentor,
    );
    const paid = overview.data.filter((r) => !r.isTrialChapter).map((r) => r.chapterOrder);
    expect(paid.length).toBeGreaterThan(0);
    for (const n of paid) expect(numbers).toContain(n);
    // Stored orders now run 1..5; the last paid chapter is still number 4.
    expect(Math.max(...paid)).toBeLessThan(expected.size);
    const submissions = await get<{ data: { chapterOrder: number; isTrialChapter: boolean | number }[] }>(
      `/api/mentor/dashboard/${progressId}?length=100`,
      mentor,
    );
    expect(submissions.data.length).toBeGreaterThan(0);
    for (const r of submissions.data) expect(r.chapterOrder).toBeLessThan(expected.size);
  });

  it('course material outline', async () => {
    const { data } = await get<{ data: { id: number; order: number; isTrial: boolean }[] }>(
      '/api/mentor/material',
      mentor,
    );
    check(data.map((c) => ({ chapterId: c.id, chapterOrder: c.order, isTrialChapter: c.isTrial })));
  });
});
