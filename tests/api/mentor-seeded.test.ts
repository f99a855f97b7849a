/** The mentor API on the full demo seed: scope per mentor and every submission status present. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentDetails, users } from '../../api/db/schema';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let mentor1: string;
let mentor2: string;

type List = { data: Record<string, unknown>[]; total: number; filtered: number };

async function list(path: string, cookie: string): Promise<List> {
  const res = await jsonRequest(app, 'GET', path, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as List;
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  mentor1 = await login(app, 'mentor', demo.mentor, demo.password);
  mentor2 = await login(app, 'mentor', demo.mentor2, demo.password);
});
afterAll(() => t.cleanup());

describe('mentor API on the demo seed', () => {
  it('each mentor sees exactly their assigned students, and the other’s are 403', async () => {
    const mine = await list('/api/mentor/dashboard?length=200', mentor1);
    const theirs = await list('/api/mentor/dashboard?length=200', mentor2);
    const [mentor] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demo.mentor));
    const [assigned] = await t.db
      .select({ n: count() })
      .from(studentDetails)
      .innerJoin(users, eq(users.id, studentDetails.userId))
      .where(eq(studentDetails.mentorId, mentor?.id ?? 0));
    expect(mine.total).toBe(assigned?.n);
    expect(mine.data.length).toBe(mine.total);
    expect(mine.data.map((r) => r.name)).toContain('Andi Pratama');
    const names = mine.data.map((r) => String(r.name).toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const foreign = theirs.data.find((r) => r.progressId !== null);
    expect(foreign).toBeDefined();
    const res = await jsonRequest(app, 'GET', `/api/mentor/students/${foreign?.progressId}`, { cookie: mentor1 });
    expect(res.status).toBe(403);
  });

  it('the default page is 10 rows and the queue holds every status', async () => {
    const page = await list('/api/mentor/dashboard', mentor1);
    expect(page.data.length).toBe(Math.min(10, page.total));
    const counts = (await (
      await jsonRequest(app, 'GET', '/api/mentor/submissions/counts', { cookie: mentor1 })
    ).json()) as {
      data: { new: number; inReview: number; reviewed: number };
    };
    expect(counts.data.new).toBeGreaterThan(0);
    expect(counts.data.reviewed).toBeGreaterThan(0);
    const queue = await list('/api/mentor/submissions?status=new&order[column]=submittedAt&order[dir]=asc', mentor1);
    expect(queue.filtered).toBe(counts.data.new);
    const times = queue.data.map((r) => r.submittedAt as number);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
