import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returned } from '../../api/db/client';
import { chapters, materials, practices, progressMaterials, subscriptions, topics } from '../../api/db/schema';
import type { Workspace } from '../../workers/workspace/types';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';
import {
  type CourseMaterial,
  courseMaterials,
  openMaterial,
  practiceSolutionFiles,
  reachTrialMaterial,
  registerStudent,
  type Student,
} from './practice-helpers';

type PracticeBody = {
  data: {
    progressMaterialId: number;
    materialId: number;
    isFinish: boolean;
    tasks: { title: { id?: string }; answers: unknown[]; copyable: string[] }[];
    starter: Workspace;
    code: Workspace | null;
    codeUpdatedAt: number | null;
  };
};

const ws = (html: string): Workspace => ({
  files: [{ id: 'FL-a', name: 'index', ext: 'html', lang: 'html', path: 'index.html', type: 'code', value: html }],
  activeFile: 'FL-a',
  activeFolder: null,
  openedFiles: ['FL-a'],
  copied: null,
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let student: Student;
let practice: CourseMaterial;
let pmId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  student = await registerStudent(app, 'practice');
  practice = await reachTrialMaterial(app, t.db, student, 'practice');
  pmId = await openMaterial(app, student, practice);
});
afterAll(() => t.cleanup());

describe('GET /api/student/practice/:progressMaterialId', () => {
  it('returns the tasks with their rules and the starter code, never the reference solution', async () => {
    const res = await jsonRequest(app, 'GET', `/api/student/practice/${pmId}`, { cookie: student.cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as PracticeBody;
    expect(body.data).toMatchObject({ progressMaterialId: pmId, materialId: practice.id, isFinish: false, code: null });
    expect(body.data.tasks.length).toBeGreaterThan(0);
    for (const task of body.data.tasks) expect(task.answers.length).toBeGreaterThan(0);
    expect(body.data.starter.files.length).toBeGreaterThan(0);
    const [stored] = await t.db.select().from(practices).where(eq(practices.materialId, practice.id));
    const solution = stored?.solution;
    const solutionHtml = solution?.files.find((f) => !('folder' in f) && f.path === 'index.html');
    expect(solutionHtml && 'value' in solutionHtml).toBe(true);
    if (solutionHtml && 'value' in solutionHtml) expect(text).not.toContain(JSON.stringify(solutionHtml.value));
    expect(text).not.toContain('"solution"');
  });

  it('answers 401 signed out and 403 for a mentor', async () => {
    expect((await jsonRequest(app, 'GET', `/api/student/practice/${pmId}`)).status).toBe(401);
    const mentor = await login(app, 'mentor', demo.mentor, demo.password);
    const res = await jsonRequest(app, 'GET', `/api/student/practice/${pmId}`, { cookie: mentor });
    expect(res.status).toBe(403);
  });

  it("hides another student's practice behind a 404", async () => {
    const other = await registerStudent(app, 'other');
    const res = await jsonRequest(app, 'GET', `/api/student/practice/${pmId}`, { cookie: other.cookie });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const put = await jsonRequest(app, 'PUT', `/api/student/practice/${pmId}/code`, {
      cookie: other.cookie,
      body: { workspace: ws('<h1>x</h1>') },
    });
    expect(put.status).toBe(404);
  });

  it('refuses a material of another kind and unknown ids', async () => {
    const all = await courseMaterials(app, student);
    const quiz = all.find((m) => m.relation === 'quiz' && m.is_trial);
    if (!quiz) throw new Error('no trial quiz');
    const quizPm = await openMaterial(app, student, quiz);
    const res = await jsonRequest(app, 'GET', `/api/student/practice/${quizPm}`, { cookie: student.cookie });
    expect(res.status).toBe(400);
    expect((await jsonRequest(app, 'GET', '/api/student/practice/99999999', { cookie: student.cookie })).status).toBe(
      404,
    );
    expect((await jsonRequest(app, 'GET', '/api/student/practice/abc', { cookie: student.cookie })).status).toBe(404);
  });

  it('will not open a locked practice', async () => {
    const fresh = await registerStudent(app, 'locked');
    const res = await jsonRequest(app, 'POST', `/api/student/progresses/${fresh.progressId}/progress-topic`, {
      cookie: fresh.cookie,
      body: { chapterId: practice.chapter_id, topicId: practice.topic_id, materialId: practice.id },
    });
    expect(res.status).toBe(403);
  });
});

describe('access to a saved practice row (the draft save checks it from the row itself)', () => {
  // Both kinds of save: with the client's edit time (today's client) and without (an old one). Each is written by one
  // statement that checks access in its own WHERE when the row is open, and asks the full check otherwise.
  const saves = [
    { kind: 'untimed', body: (html: string) => ({ workspace: ws(html) }) },
    { kind: 'timed', body: (html: string) => ({ workspace: ws(html), editedAt: Date.now() }) },
  ] as const;
  const saveWith = (body: unknown, id: number, cookie: string) =>
    jsonRequest(app, 'PUT', `/api/student/practice/${id}/code`, { cookie, body });
  const save = (id: number, cookie: string) => saveWith({ workspace: ws('<p>x</p>') }, id, cookie);
  const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
  const storedCode = async (id: number) =>
    (await t.db.select({ code: progressMaterials.code }).from(progressMaterials).where(eq(progressMaterials.id, id)))[0]
      ?.code ?? null;

  it('keeps a row not marked unlocked to the course order (403 locked, previous material first)', async () => {
    const fresh = await registerStudent(app, 'order');
    const row = await returned(
      t.db
        .insert(progressMaterials)
        .values({ progressId: fresh.progressId, materialId: practice.id, isUnlock: false })
        .returning({ id: progressMaterials.id }),
    );
    for (const { kind, body } of saves) {
      const res = await saveWith(body('<p>locked</p>'), row.id, fresh.cookie);
      expect(res.status, kind).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'locked', message: expect.stringContaining('sebelumnya') });
    }
    expect(await storedCode(row.id)).toBeNull();
  });

  it('saves a row not marked unlocked that the course order opens (the full check lets it through)', async () => {
    await t.db.update(progressMaterials).set({ isUnlock: false }).where(eq(progressMaterials.id, pmId));
    try {
      for (const { kind, body } of saves) {
        const res = await saveWith(body(`<p>by order, ${kind}</p>`), pmId, student.cookie);
        expect(res.status, kind).toBe(200);
        expect(JSON.stringify(await storedCode(pmId))).toContain(`by order, ${kind}`);
      }
    } finally {
      await t.db.update(progressMaterials).set({ isUnlock: true }).where(eq(progressMaterials.id, pmId));
    }
  });

  it("hides another student's row behind a 404 and leaves its code alone", async () => {
    const other = await registerStudent(app, 'other-saver');
    const before = await storedCode(pmId);
    for (const { kind, body } of saves) {
      const res = await saveWith(body('<p>not mine</p>'), pmId, other.cookie);
      expect(res.status, kind).toBe(404);
    }
    expect(await storedCode(pmId)).toEqual(before);
  });

  it('refuses an unlocked row in a paid chapter without a subscription (403), saves it while one is active', async () => {
    const fresh = await registerStudent(app, 'paid');
    const paid = (await courseMaterials(app, fresh)).find((m) => m.relation === 'practice' && !m.is_trial);
    if (!paid) throw new Error('no paid practice');
    const row = await returned(
      t.db
        .insert(progressMaterials)
        .values({ progressId: fresh.progressId, materialId: paid.id, isUnlock: true })
        .returning({ id: progressMaterials.id }),
    );
    for (const { kind, body } of saves) {
      const res = await saveWith(body('<p>paid</p>'), row.id, fresh.cookie);
      expect(res.status, kind).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'locked', message: expect.stringContaining('pelanggan') });
    }
    expect(await storedCode(row.id)).toBeNull();
    const open = await jsonRequest(app, 'GET', `/api/student/practice/${row.id}`, { cookie: fresh.cookie });
    expect(open.status).toBe(403);

    const day = 24 * 3600 * 1000;
    const [course] = await t.db
      .select({ courseId: chapters.courseId })
      .from(chapters)
      .where(eq(chapters.id, paid.chapter_id));
    const [subscription] = await t.db
      .insert(subscriptions)
      .values({
        studentId: fresh.userId,
        courseId: course?.courseId as number,
        name: 'Test',
        duration: 1,
        price: 0,
        start: new Date(Date.now() - day),
        end: new Date(Date.now() + 30 * day),
      })
      .returning({ id: subscriptions.id });
    for (const { kind, body } of saves) {
      const res = await saveWith(body(`<p>subscribed, ${kind}</p>`), row.id, fresh.cookie);
      expect(res.status, kind).toBe(200);
      expect(JSON.stringify(await storedCode(row.id))).toContain(`subscribed, ${kind}`);
    }
    // Ended (as an admin or a refund ends one: its end moves to the past): refused again, the code kept as it was.
    await t.db
      .update(subscriptions)
      .set({ end: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, subscription?.id as number));
    const kept = await storedCode(row.id);
    for (const { kind, body } of saves) {
      expect((await saveWith(body('<p>after the end</p>'), row.id, fresh.cookie)).status, kind).toBe(403);
    }
    expect(await storedCode(row.id)).toEqual(kept);
  });

  it('hides an unlocked row whose material, topic or chapter is a draft or trashed (404), and opens it again after', async () => {
    const cases = [
      { table: materials, id: practice.id },
      { table: topics, id: practice.topic_id },
      { table: chapters, id: practice.chapter_id },
    ] as const;
    expect((await save(pmId, student.cookie)).status).toBe(200);
    const before = await storedCode(pmId);
    for (const { table, id } of cases) {
      for (const { kind, body } of saves) {
        await t.db.update(table).set({ status: 'draft' }).where(eq(table.id, id));
        const drafted = await saveWith(body('<p>hidden</p>'), pmId, student.cookie);
        await t.db.update(table).set({ status: 'published' }).where(eq(table.id, id));
        expect(drafted.status, `${id} as a draft, ${kind}`).toBe(404);
        await t.db.update(table).set({ deletedAt: new Date() }).where(eq(table.id, id));
        const trashed = await saveWith(body('<p>hidden</p>'), pmId, student.cookie);
        await t.db.update(table).set({ deletedAt: null }).where(eq(table.id, id));
        expect(trashed.status, `${id} trashed, ${kind}`).toBe(404);
      }
    }
    expect(await storedCode(pmId)).toEqual(before);
    expect((await save(pmId, student.cookie)).status).toBe(200);
  });
});

describe('PUT /api/student/practice/:progressMaterialId/code', () => {
  it('stores the code with the progress and returns it on the next open (another device)', async () => {
    const before = Date.now();
    const saved = ws('<h1>Halo</h1>');
    const res = await jsonRequest(app, 'PUT', `/api/student/practice/${pmId}/code`, {
      cookie: student.cookie,
      body: { workspace: saved, editedAt: before },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { codeUpdatedAt: number } };
    expect(data.codeUpdatedAt).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await t.db.select().from(progressMaterials).where(eq(progressMaterials.id, pmId));
    expect(row?.code).toEqual(saved);
    expect(row?.codeUpdatedAt?.getTime()).toBe(data.codeUpdatedAt);

    const again = await jsonRequest(app, 'GET', `/api/student/practice/${pmId}`, { cookie: student.cookie });
    const body = (await again.json()) as PracticeBody;
    expect(body.data.code).toEqual(saved);
    expect(body.data.codeUpdatedAt).toBe(data.codeUpdatedAt);
  });

  it.each([
    ['no workspace', {}, 'workspace'],
    [
      'a path leaving the workspace',
      { workspace: { ...ws(''), files: [{ ...ws('').files[0], path: '../x.html' }] } },
      'workspace.files.0',
    ],
    [
      'a leading slash',
      { workspace: { ...ws(''), files: [{ ...ws('').files[0], path: '/index.html' }] } },
      'workspace.files.0',
    ],
    [
      'two files with one path',
      { workspace: { ...ws('a'), files: [...ws('a').files, { ...ws('b').files[0], id: 'FL-b' }] } },
      'workspace.files',
    ],
    [
      'an image that is not a data URL',
      { workspace: { ...ws(''), files: [{ ...ws('').files[0], type: 'image', value: 'http://x/y.png' }] } },
      'workspace.files.0',
    ],
  ])('refuses %s with 400 and the field', async (_label, body, field) => {
    const res = await jsonRequest(app, 'PUT', `/api/student/practice/${pmId}/code`, { cookie: student.cookie, body });
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { code: string; fields: Record<string, string> } }).error;
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields).some((k) => k.startsWith(field))).toBe(true);
  });

  it('refuses code over 2 MB with a translated message', async () => {
    const big = ws('x'.repeat(2 * 1024 * 1024 + 10));
    const res = await jsonRequest(app, 'PUT', `/api/student/practice/${pmId}/code`, {
      cookie: student.cookie,
      body: { workspace: big },
      locale: 'en',
    });
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { message: string } }).error;
    expect(error.message).toBe('The code is larger than the 2 MB limit.');
  });

  it('refuses a body that is not JSON, and an oversized body before reading it', async () => {
    const notJson = await app.request(`/api/student/practice/${pmId}/code`, {
      method: 'PUT',
      headers: { cookie: student.cookie, origin: 'http://localhost', 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
    const huge = await app.request(`/api/student/practice/${pmId}/code`, {
      method: 'PUT',
      headers: { cookie: student.cookie, origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ workspace: ws('y'.repeat(5 * 1024 * 1024)) }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });
});

describe('finishing a practice (server re-check of the sent files)', () => {
  it('refuses the starter code and finishes with the solution, after which the code can still be saved', async () => {
    const got = (await (
      await jsonRequest(app, 'GET', `/api/student/practice/${pmId}`, { cookie: student.cookie })
    ).json()) as PracticeBody;
    const starterFiles = got.data.starter.files.flatMap((f) =>
      'folder' in f ? [] : [{ path: f.path, value: f.value }],
    );
    const ref = { chapterId: practice.chapter_id, topicId: practice.topic_id, materialId: practice.id };
    const wrong = await jsonRequest(app, 'PUT', `/api/student/progresses/${student.progressId}`, {
      cookie: student.cookie,
      body: { ...ref, files: starterFiles },
    });
    expect(wrong.status).toBe(400);

    const right = await jsonRequest(app, 'PUT', `/api/student/progresses/${student.progressId}`, {
      cookie: student.cookie,
      body: { ...ref, files: await practiceSolutionFiles(t.db, practice.id) },
    });
    expect(right.status).toBe(200);
    const after = (await (
      await jsonRequest(app, 'GET', `/api/student/practice/${pmId}`, { cookie: student.cookie })
    ).json()) as PracticeBody;
    expect(after.data.isFinish).toBe(true);
    const save = await jsonRequest(app, 'PUT', `/api/student/practice/${pmId}/code`, {
      cookie: student.cookie,
      body: { workspace: ws('<h1>after</h1><p>x</p>') },
    });
    expect(save.status).toBe(200);
  });
});
