/**
 * The mentor dashboard's stored sort keys (migration 0012, docs/decisions/0017-speed-targets.md): each student's progress on the students'
 * course and current position, kept on student_details so every order is read from an index. They must follow
 * every write, whoever makes it: the fixture's direct inserts, a sign-up, a finish, and the admin reordering,
 * trashing and restoring content. After each, the stored keys are checked against the position worked out here from
 * the rows themselves (the furthest live material reached, in course order), and the dashboard's orders against the
 * values its rows show.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, materials, progresses, progressMaterials, studentDetails, topics } from '../../api/db/schema';
import { cookieHeader, createTestApp, dataOf, demo, jsonRequest, login, type TestApp, withBotCheck } from './helpers';
import { type MentorFixture, seedMentorFixture } from './mentor-fixture';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const COURSE = 2;
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let fx: MentorFixture;
let mentorCookie: string;
let adminCookie: string;

type Row = {
  name: string;
  progress: number;
  lastLearning: number | null;
  startDate: number | null;
  chapterId: number | null;
  chapterOrder: number | null;
  isTrialChapter: boolean;
  topicOrder: number | null;
  topicTitle: string;
};

beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal', now: NOW });
  app = t.app;
  fx = await seedMentorFixture(t.db, NOW);
  mentorCookie = await login(app, 'mentor', fx.mentorA.email, fx.password);
  adminCookie = await login(app, 'admin', demo.admin, demo.password);
});
afterAll(() => t.cleanup());

/** What student_details should store for every student, worked out from the content and progress rows. */
async function expectedKeys() {
  const live = await t.db
    .select({
      id: materials.id,
      order: materials.order,
      topicId: topics.id,
      topicOrder: topics.order,
      chapterId: chapters.id,
      chapterOrder: chapters.order,
      isTrial: chapters.isTrial,
    })
    .from(materials)
    .innerJoin(topics, and(eq(topics.id, materials.topicId), isNull(topics.deletedAt), eq(topics.status, 'published')))
    .innerJoin(
      chapters,
      and(eq(chapters.id, topics.chapterId), isNull(chapters.deletedAt), eq(chapters.status, 'published')),
    )
    .where(and(eq(chapters.courseId, COURSE), isNull(materials.deletedAt), eq(materials.status, 'published')));
  // Course order: the trial chapter first, then chapter, topic and material order.
  live.sort(
    (a, b) =>
      Number(b.isTrial) - Number(a.isTrial) ||
      a.chapterOrder - b.chapterOrder ||
      a.topicOrder - b.topicOrder ||
      a.order - b.order ||
      a.id - b.id,
  );
  const rank = new Map(live.map((m, i) => [m.id, i]));
  const allChapters = await t.db.select().from(chapters).where(eq(chapters.courseId, COURSE));
  // The number students see: live chapters of the same kind, counted in order.
  const numberOf = (id: number) => {
    const c = allChapters.find((x) => x.id === id);
    if (!c) return 0;
    return allChapters.filter(
      (x) =>
        x.isTrial === c.isTrial &&
        ((x.deletedAt === null && x.status === 'published') || x.id === c.id) &&
        (x.order < c.order || (x.order === c.order && x.id <= c.id)),
    ).length;
  };
  const reached = await t.db
    .select({ progressId: progressMaterials.progressId, materialId: progressMaterials.materialId })
    .from(progressMaterials)
    .where(and(eq(progressMaterials.isUnlock, true)));
  const finished = await t.db
    .select({ progressId: progressMaterials.progressId, materialId: progressMaterials.materialId })
    .from(progressMaterials)
    .where(eq(progressMaterials.isFinish, true));
  const furthest = new Map<number, number>();
  for (const r of [...reached, ...finished]) {
    const at = rank.get(r.materialId);
    if (at !== undefined && at > (furthest.get(r.progressId) ?? -1)) furthest.set(r.progressId, at);
  }
  const students = await t.db
    .select({ userId: studentDetails.userId, progress: progresses })
    .from(studentDetails)
    .leftJoin(progresses, and(eq(progresses.studentId, studentDetails.userId), eq(progresses.courseId, COURSE)));
  return students
    .map(({ userId, progress }) => {
      const at = progress ? furthest.get(progress.id) : undefined;
      const m = at === undefined ? undefined : live[at];
      return {
        userId,
        courseJoinDate: progress?.joinDate.getTime() ?? null,
        courseLastLearning: progress?.lastLearningDate?.getTime() ?? null,
        coursePercentage: progress?.percentage ?? 0,
        positionTopicId: m?.topicId ?? null,
        positionChapterId: m?.chapterId ?? null,
        positionGroup: m === undefined ? 0 : m.isTrial ? 1 : 2,
        positionChapter: m === undefined ? 0 : numberOf(m.chapterId),
        positionTopic: m?.topicOrder ?? 0,
      };
    })
    .sort((a, b) => a.userId - b.userId);
}

async function storedKeys() {
  const rows = await t.db
    .select({
      userId: studentDetails.userId,
      courseJoinDate: studentDetails.courseJoinDate,
      courseLastLearning: studentDetails.courseLastLearning,
      coursePercentage: studentDetails.coursePercentage,
      positionTopicId: studentDetails.positionTopicId,
      positionChapterId: studentDetails.positionChapterId,
      positionGroup: studentDetails.positionGroup,
      positionChapter: studentDetails.positionChapter,
      positionTopic: studentDetails.positionTopic,
    })
    .from(studentDetails);
  return rows
    .map((r) => ({
      ...r,
      courseJoinDate: r.courseJoinDate?.getTime() ?? null,
      courseLastLearning: r.courseLastLearning?.getTime() ?? null,
    }))
    .sort((a, b) => a.userId - b.userId);
}

async function dashboard(query: string): Promise<Row[]> {
  const res = await jsonRequest(app, 'GET', `/api/mentor/dashboard?length=100&${query}`, { cookie: mentorCookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Row[] }).data;
}

const byName = (a: Row, b: Row) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1);
/** The chapter order's rule on the values a row shows: not started, trial, paid chapters by number, topic order. */
const positionKey = (r: Row) => [
  r.chapterId === null ? 0 : r.isTrialChapter ? 1 : 2,
  r.chapterOrder ?? 0,
  r.topicOrder ?? 0,
];
function compareKeys(a: number[], b: number[]): number {
  for (const [i, x] of a.entries()) if (x !== b[i]) return x - (b[i] ?? 0);
  return 0;
}

/** Stored keys match the rows, and the dashboard's position and progress orders match the values it shows. */
async function expectInStep(): Promise<void> {
  expect(await storedKeys()).toEqual(await expectedKeys());
  for (const dir of ['asc', 'desc'] as const) {
    const sign = dir === 'asc' ? 1 : -1;
    const placed = await dashboard(`order[column]=chapterOrder&order[dir]=${dir}`);
    expect(placed.map((r) => r.name)).toEqual(
      [...placed].sort((a, b) => sign * compareKeys(positionKey(a), positionKey(b)) || byName(a, b)).map((r) => r.name),
    );
    const progress = await dashboard(`order[column]=progress&order[dir]=${dir}`);
    expect(progress.map((r) => r.name)).toEqual(
      [...progress].sort((a, b) => sign * (a.progress - b.progress) || byName(a, b)).map((r) => r.name),
    );
  }
}

const admin = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  jsonRequest(app, method, path, { cookie: adminCookie, ...(body === undefined ? {} : { body }) });

async function topicIdsOf(chapterId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: topics.id })
    .from(topics)
    .where(eq(topics.chapterId, chapterId))
    .orderBy(topics.order);
  return rows.map((r) => r.id);
}

describe('the dashboard’s stored keys', () => {
  it('are placed by the rows written directly (the fixture) and order the dashboard as its rows show', async () => {
    await expectInStep();
    const dewi = (await dashboard('search=dewi'))[0];
    expect(dewi).toMatchObject({ chapterId: fx.chapterIds.css, chapterOrder: 2, topicOrder: 1 });
  });

  it('follow a sign-up and a finish', async () => {
    const signUp = await jsonRequest(app, 'POST', '/api/student/register', {
      body: await withBotCheck(app, {
        fullName: 'Posisi Baru',
        email: 'posisi.baru@fixture.test',
        password: 'rahasia-sekali-123',
        phoneNumber: '081234567899',
        gender: 'female',
        birthday: '2001-04-17',
        province: '32',
        city: '32.73',
        occupation: 'Mahasiswa',
      }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(201);
    const student = (await dataOf(signUp)) as { id: number; progressId: number };
    await expectInStep();
    const before = (await storedKeys()).find((r) => r.userId === student.id);
    expect(before).toMatchObject({
      positionGroup: 1,
      positionChapter: 1,
      coursePercentage: 0,
      courseLastLearning: null,
    });

    const [slide] = await t.db
      .select({ id: materials.id, topicId: materials.topicId, chapterId: topics.chapterId })
      .from(materials)
      .innerJoin(topics, eq(topics.id, materials.topicId))
      .where(and(eq(topics.chapterId, fx.chapterIds.trial), eq(materials.relation, 'slide')));
    const ref = { chapterId: slide?.chapterId, topicId: slide?.topicId, materialId: slide?.id };
    const finished = await jsonRequest(app, 'PUT', `/api/student/progresses/${student.progressId}`, {
      cookie: cookieHeader(signUp),
      body: ref,
    });
    expect(finished.status, await finished.clone().text()).toBe(200);
    await expectInStep();
    const after = (await storedKeys()).find((r) => r.userId === student.id);
    expect(after?.coursePercentage).toBeGreaterThan(0);
    expect(after?.courseLastLearning).not.toBeNull();
  });

  it('follow the admin reordering chapters: the furthest material reached and the chapter numbers change', async () => {
    const reordered = await admin('POST', '/api/admin/chapters/re-order', {
      ids: [fx.chapterIds.css, fx.chapterIds.html],
    });
    expect(reordered.status, await reordered.clone().text()).toBe(200);
    await expectInStep();
    // Dewi reached the CSS exam and the HTML practice: with CSS first, the HTML practice is the furthest.
    expect((await dashboard('search=dewi'))[0]).toMatchObject({ chapterId: fx.chapterIds.html, chapterOrder: 2 });
    expect((await dashboard(`chapterId=${fx.chapterIds.html}`)).map((r) => r.name)).toContain('Dewi Anggraini');

    const back = await admin('POST', '/api/admin/chapters/re-order', { ids: [fx.chapterIds.html, fx.chapterIds.css] });
    expect(back.status).toBe(200);
    await expectInStep();
    expect((await dashboard('search=dewi'))[0]).toMatchObject({ chapterId: fx.chapterIds.css, chapterOrder: 2 });
  });

  it('follow the admin trashing and restoring a topic and a chapter', async () => {
    const [, projectTopic] = await topicIdsOf(fx.chapterIds.html);
    expect((await admin('DELETE', `/api/admin/topics/${projectTopic}`)).status).toBe(200);
    await expectInStep();
    expect((await admin('PUT', `/api/admin/topics/${projectTopic}/restore`)).status).toBe(200);
    await expectInStep();

    expect((await admin('DELETE', `/api/admin/chapters/${fx.chapterIds.css}`)).status).toBe(200);
    await expectInStep();
    expect(await dashboard(`chapterId=${fx.chapterIds.css}`)).toEqual([]);
    expect((await admin('PUT', `/api/admin/chapters/${fx.chapterIds.css}/restore`)).status).toBe(200);
    await expectInStep();
    expect((await dashboard(`chapterId=${fx.chapterIds.css}`)).map((r) => r.name)).toEqual(['Dewi Anggraini']);
  });

  it('follow the admin unpublishing a chapter and turning a paid chapter into a trial one', async () => {
    expect((await admin('PUT', `/api/admin/chapters/${fx.chapterIds.css}`, { status: 'draft' })).status).toBe(200);
    await expectInStep();
    expect((await admin('PUT', `/api/admin/chapters/${fx.chapterIds.css}`, { status: 'published' })).status).toBe(200);
    expect((await admin('PUT', `/api/admin/chapters/${fx.chapterIds.html}`, { isTrial: true })).status).toBe(200);
    await expectInStep();
  });
});
