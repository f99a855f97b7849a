/**
 * Students' percentages follow the course's content: a material the admin adds, trashes or restores
 * (or a topic holding materials) changes every student's finished ÷ all at once, not at their next finish.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { progresses } from '../../api/db/schema';
import { recomputeCourseProgress } from '../../api/services/learning/progress-recompute';
import { setupAdminApp } from './admin-fixture';
import { demo, jsonRequest, login } from './helpers';

type Map = {
  data: { id: number; topics: { id: number; materials: { id: number; is_finish: boolean }[] }[] }[];
  meta: {
    total_materials: number;
    finished_materials: number;
    progress: { id: number; percentage: number; score: number };
  };
};

const f = setupAdminApp();
let student: string;

beforeAll(async () => {
  student = await login(f.app, 'student', demo.student, demo.password);
});

async function studentMap(): Promise<Map> {
  const res = await jsonRequest(f.app, 'GET', '/api/student/courses/2/chapters', { cookie: student });
  expect(res.status).toBe(200);
  return (await res.json()) as Map;
}

async function adminCall(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const res = await jsonRequest(f.app, method, path, { cookie: f.admin, body });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: number } }).data;
}

/** The stored percentage agrees with the map's own counts (it is stored to two decimals, so 34.375 reads 34.38). */
const consistent = (map: Map) => {
  const exact = (100 * map.meta.finished_materials) / map.meta.total_materials;
  expect(Math.abs(map.meta.progress.percentage - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
};

describe('progress after admin content changes', () => {
  it('the course-wide recompute agrees with the per-student one every finish runs', async () => {
    const read = async () =>
      await f.db
        .select({ id: progresses.id, percentage: progresses.percentage, score: progresses.score })
        .from(progresses)
        .where(eq(progresses.courseId, 2))
        .orderBy(progresses.id);
    const stored = await read();
    expect(stored.length).toBeGreaterThan(10);
    await recomputeCourseProgress(f.db, 2);
    expect(await read()).toEqual(stored);
  });

  it('a trashed course holds nothing a student can open, until it is restored', async () => {
    const map = await studentMap();
    const chapter = map.data[0];
    const topic = chapter?.topics[0];
    const material = topic?.materials[0];
    if (!chapter || !topic || !material) throw new Error('course 2 has no material');
    const open = () =>
      jsonRequest(f.app, 'POST', `/api/student/progresses/${map.meta.progress.id}/progress-topic`, {
        cookie: student,
        body: { chapterId: chapter.id, topicId: topic.id, materialId: material.id },
      });
    expect((await open()).status).toBe(200);
    await adminCall('DELETE', '/api/admin/courses/2');
    const refused = await open();
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    await adminCall('PUT', '/api/admin/courses/2/restore');
    expect((await open()).status).toBe(200);
  });

  it('a published new material, a trashed finished one and a trashed topic change every percentage at once', async () => {
    const start = await studentMap();
    consistent(start);
    const { finished_materials: finished, total_materials: total } = start.meta;
    expect(finished).toBeGreaterThan(0);
    const topic = start.data[0]?.topics[0];
    if (!topic) throw new Error('no topic in course 2');

    const added = await adminCall('POST', '/api/admin/materials', {
      topicId: topic.id,
      title: { id: 'Materi tambahan' },
      relation: 'slide',
    });
    // A new material starts as a draft: students neither see it nor count it, until it is published.
    const drafted = await studentMap();
    expect(drafted.meta.total_materials).toBe(total);
    expect(drafted.data[0]?.topics[0]?.materials.map((m) => m.id)).not.toContain(added.id);
    await adminCall('PUT', `/api/admin/materials/${added.id}`, { status: 'published' });
    const grown = await studentMap();
    expect(grown.meta.total_materials).toBe(total + 1);
    expect(grown.data[0]?.topics[0]?.materials.map((m) => m.id)).toContain(added.id);
    consistent(grown);
    expect(grown.meta.progress.percentage).toBeLessThan(start.meta.progress.percentage);

    await adminCall('DELETE', `/api/admin/materials/${added.id}`);
    expect((await studentMap()).meta.progress.percentage).toBe(start.meta.progress.percentage);

    const done = topic.materials.find((m) => m.is_finish);
    if (!done) throw new Error('the demo student has finished nothing in the first topic');
    await adminCall('DELETE', `/api/admin/materials/${done.id}`);
    const fewer = await studentMap();
    expect(fewer.meta).toMatchObject({ total_materials: total - 1, finished_materials: finished - 1 });
    consistent(fewer);
    await adminCall('PUT', `/api/admin/materials/${done.id}/restore`);
    expect((await studentMap()).meta.progress).toMatchObject(start.meta.progress);

    await adminCall('DELETE', `/api/admin/topics/${topic.id}`);
    const noTopic = await studentMap();
    expect(noTopic.meta.total_materials).toBe(total - topic.materials.length);
    consistent(noTopic);
    await adminCall('PUT', `/api/admin/topics/${topic.id}/restore`);
    expect((await studentMap()).meta.progress).toMatchObject(start.meta.progress);
  });
});
