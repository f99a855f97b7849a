/** Shared setup of the admin API tests: one seeded app per file and an admin cookie. */
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';

export type AdminFixture = {
  app: TestApp;
  admin: string;
  db: Awaited<ReturnType<typeof createTestApp>>['db'];
  call: <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    cookie?: string,
  ) => Promise<{ status: number; body: T }>;
};

/** Registers beforeAll/afterAll hooks and returns a fixture filled once they have run. */
export function setupAdminApp(): AdminFixture {
  const fixture = {} as AdminFixture;
  let cleanup = () => {};
  beforeAll(async () => {
    const t = await createTestApp();
    cleanup = t.cleanup;
    fixture.app = t.app;
    fixture.db = t.db;
    fixture.admin = await login(t.app, 'admin', demo.admin, demo.password);
    fixture.call = async <T>(method: string, path: string, body?: unknown, cookie = fixture.admin) => {
      const res = await jsonRequest(t.app, method, path, { cookie, body });
      return { status: res.status, body: (await res.json()) as T };
    };
  });
  afterAll(() => cleanup());
  return fixture;
}

/** A new material of `relation` in its own new course → chapter → topic, created through the admin API. */
export async function newMaterial(
  f: AdminFixture,
  relation: string,
  description?: Record<string, string>,
): Promise<{ id: number } & Record<string, unknown>> {
  type Rec = { data: { id: number } & Record<string, unknown> };
  const course = await f.call<Rec>('POST', '/api/admin/courses', { title: { id: `Kursus ${relation}` } });
  const chapter = await f.call<Rec>('POST', '/api/admin/chapters', {
    courseId: course.body.data.id,
    title: { id: 'Bab' },
  });
  const topic = await f.call<Rec>('POST', '/api/admin/topics', {
    chapterId: chapter.body.data.id,
    title: { id: 'Topik' },
  });
  const m = await f.call<Rec>('POST', '/api/admin/materials', {
    topicId: topic.body.data.id,
    title: { id: `Materi ${relation}` },
    relation,
    description,
  });
  expect(m.status).toBe(201);
  return m.body.data;
}

export type ListBody<T> = { data: T[]; total: number; filtered: number };
export type { ErrorBody } from './helpers';
