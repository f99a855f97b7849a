/**
 * One student's progress writes racing each other (two tabs, a double click, an autosave beside a finish), on both
 * engines: every finish and opening answers 200 and the stored percentage counts exactly the finished rows. On
 * PostgreSQL these transactions run SERIALIZABLE and collide on the same progress; the load benchmark
 * (tests/bench/load.mjs) found them answering 500 when a serialization failure outlived the retries.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';

type Material = {
  id: number;
  relation: string;
  is_unlock: boolean;
  is_finish: boolean;
  topic_id: number;
  chapter_id: number;
};
type MapBody = {
  data: { topics: { materials: Material[] }[] }[];
  meta: { progress: { id: number; percentage: number }; total_materials: number };
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.cleanup());

async function courseMap(cookie: string): Promise<MapBody> {
  const res = await jsonRequest(app, 'GET', '/api/student/courses/2/chapters', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as MapBody;
}

it('answers every concurrent finish and opening of one student, and the percentage counts every finished row', async () => {
  const cookie = await login(app, 'student', demo.student, demo.password);
  const before = await courseMap(cookie);
  const materials = before.data.flatMap((c) => c.topics.flatMap((tp) => tp.materials));
  const open = materials.filter((m) => m.is_unlock && (m.relation === 'slide' || m.relation === 'video'));
  expect(open.length).toBeGreaterThanOrEqual(3);
  const progressId = before.meta.progress.id;
  const ref = (m: Material) => ({ chapterId: m.chapter_id, topicId: m.topic_id, materialId: m.id });

  const requests = open.flatMap((m) => [
    jsonRequest(app, 'PUT', `/api/student/progresses/${progressId}`, { cookie, body: ref(m) }),
    jsonRequest(app, 'PUT', `/api/student/progresses/${progressId}`, { cookie, body: ref(m) }),
    jsonRequest(app, 'POST', `/api/student/progresses/${progressId}/progress-topic`, { cookie, body: ref(m) }),
  ]);
  const answers = await Promise.all(requests);
  expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));

  const after = await courseMap(cookie);
  const finished = after.data.flatMap((c) => c.topics.flatMap((tp) => tp.materials)).filter((m) => m.is_finish);
  for (const m of open) expect(finished.map((f) => f.id)).toContain(m.id);
  const expected = Math.round((finished.length / after.meta.total_materials) * 10000) / 100;
  expect(after.meta.progress.percentage).toBeCloseTo(expected, 2);
});
