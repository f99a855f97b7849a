/**
 * The kept course outline (services/progress-outline.ts): every connection reuses the outline it read while the
 * database's outline token is unchanged, and any write to courses, chapters, topics or materials, by any process or
 * by plain SQL, changes the token (the triggers of SQLite migration 0015 and PostgreSQL migration 0006). Two apps on
 * one database stand for two server processes. Runs on both engines (the `api-pg` project).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { closeDb, type Db, openDb } from '../../api/db/client';
import { chapters, courses, materials, outlineVersion, topics } from '../../api/db/schema';
import { loadCourseOutline } from '../../api/services/learning/progress-outline';
import { createTestApp, jsonRequest, login, type TestApp } from './helpers';

type MapMaterial = { id: number; title: { id: string } };
type MapBody = { data: Array<{ id: number; topics: Array<{ id: number; materials: MapMaterial[] }> }> };

const COURSE = 2;

let t: Awaited<ReturnType<typeof createTestApp>>;
/** The same database through its own connection and app: another server process. */
let otherDb: Db;
let otherApp: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  otherDb = openDb(t.env.DATABASE_URL);
  otherApp = createApp({ db: otherDb, env: t.env });
  cookie = await login(t.app, 'student', 'student@kelaskoding.id', 'kelaskoding123');
});
afterAll(async () => {
  await closeDb(otherDb);
  await t.cleanup();
});

async function studentMap(app: TestApp): Promise<MapBody['data']> {
  const res = await jsonRequest(app, 'GET', `/api/student/courses/${COURSE}/chapters`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as MapBody).data;
}

const materialsOf = (map: MapBody['data']) => map.flatMap((c) => c.topics.flatMap((topic) => topic.materials));

describe('the kept course outline', () => {
  it('is shared while nothing changed, and frozen', async () => {
    const first = await loadCourseOutline(t.db, COURSE);
    expect(await loadCourseOutline(t.db, COURSE)).toBe(first);
    expect(Object.isFrozen(first.chapters[0])).toBe(true);
    expect(() => {
      (first.materials as unknown[]).push({});
    }).toThrow(TypeError);
    expect(() => {
      (first.chapters[0] as { order: number }).order = 99;
    }).toThrow(TypeError);
  });

  it('shows a write to each of its four tables, made on another connection, at the next request', async () => {
    const before = await studentMap(t.app);
    const material = materialsOf(before)[0] as MapMaterial;

    // A material renamed by plain SQL on the other connection (an operator, or another process).
    await otherDb
      .update(materials)
      .set({ title: { id: 'Judul baru dari proses lain', en: 'New title' } })
      .where(eq(materials.id, material.id));
    expect(materialsOf(await studentMap(t.app)).find((m) => m.id === material.id)?.title.id).toBe(
      'Judul baru dari proses lain',
    );

    // A topic trashed: its materials leave the map.
    const topic = before[0]?.topics[0] as MapBody['data'][number]['topics'][number];
    await otherDb.update(topics).set({ deletedAt: new Date() }).where(eq(topics.id, topic.id));
    const withoutTopic = await studentMap(t.app);
    expect(withoutTopic.flatMap((c) => c.topics).some((x) => x.id === topic.id)).toBe(false);

    // A chapter unpublished.
    const chapter = withoutTopic.at(-1) as MapBody['data'][number];
    await otherDb.update(chapters).set({ status: 'draft' }).where(eq(chapters.id, chapter.id));
    expect((await studentMap(t.app)).some((c) => c.id === chapter.id)).toBe(false);

    // Both put back, then the course trashed: nothing is left to open.
    await otherDb.update(topics).set({ deletedAt: null }).where(eq(topics.id, topic.id));
    await otherDb.update(chapters).set({ status: 'published' }).where(eq(chapters.id, chapter.id));
    expect(materialsOf(await studentMap(t.app))).toHaveLength(materialsOf(before).length);
    await otherDb.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, COURSE));
    expect((await loadCourseOutline(t.db, COURSE)).materials).toHaveLength(0);
    await otherDb.update(courses).set({ deletedAt: null }).where(eq(courses.id, COURSE));
    expect((await loadCourseOutline(t.db, COURSE)).materials).toHaveLength(materialsOf(before).length);
  });

  it("shows another process's admin trashing and restoring a material at once", async () => {
    const admin = await login(otherApp, 'admin', 'admin@kelaskoding.id', 'kelaskoding123');
    const slide = (await loadCourseOutline(t.db, COURSE)).materials.find((m) => m.relation === 'slide');
    if (!slide) throw new Error('the seeded course has no slide');
    expect(materialsOf(await studentMap(t.app)).some((m) => m.id === slide.id)).toBe(true);
    expect((await jsonRequest(otherApp, 'DELETE', `/api/admin/materials/${slide.id}`, { cookie: admin })).status).toBe(
      200,
    );
    expect(materialsOf(await studentMap(t.app)).some((m) => m.id === slide.id)).toBe(false);
    expect(
      (await jsonRequest(otherApp, 'PUT', `/api/admin/materials/${slide.id}/restore`, { cookie: admin })).status,
    ).toBe(200);
    expect(materialsOf(await studentMap(t.app)).some((m) => m.id === slide.id)).toBe(true);
  });

  it('keeps nothing while the token row is missing (a database being emptied), and stays right', async () => {
    await otherDb.delete(outlineVersion);
    const a = await loadCourseOutline(t.db, COURSE);
    const b = await loadCourseOutline(t.db, COURSE);
    expect(b).not.toBe(a);
    expect(b).toEqual(a);
    const first = a.materials[0] as { id: number };
    await otherDb
      .update(materials)
      .set({ title: { id: 'Setelah dikosongkan' } })
      .where(eq(materials.id, first.id));
    // The write brought the token back: the outline is read again, then kept.
    const c = await loadCourseOutline(t.db, COURSE);
    expect(c.materials[0]?.title.id).toBe('Setelah dikosongkan');
    expect(await loadCourseOutline(t.db, COURSE)).toBe(c);
  });
});
