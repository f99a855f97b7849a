/**
 * Help requests: a learner asks about an unlocked practice or project with the state of the editor, at most a few
 * waiting at once; only their mentor (or an admin) reads, comments on lines and answers, with a suggested change the
 * learner applies; the learner is notified; the waiting time stops at the first answer; automatic mentor
 * assignment gives a learner without a mentor one.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returned } from '../../api/db/client';
import { helpRequests, notifications, progressMaterials, studentDetails, users } from '../../api/db/schema';
import type { Workspace } from '../../workers/workspace/types';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';
import {
  assignMentor,
  courseMaterials,
  openMaterial,
  reachTrialMaterial,
  registerStudent,
  type Student,
} from './practice-helpers';

type View = {
  id: number;
  progressMaterialId: number;
  kind: string;
  status: string;
  studentName: string;
  tried: string;
  stuck: string;
  files: Workspace;
  failing: { reason: string; hint: string; line?: number }[];
  console: { level: string; text: string }[];
  previewHtml: string | null;
  replay: string | null;
  answer: string | null;
  answeredByName: string | null;
  suggestion: { path: string; value: string } | null;
  appliedAt: number | null;
  createdAt: number;
  answeredAt: number | null;
  waitingMs: number;
  comments: { path: string; line: number; body: string; authorName: string }[];
};
type List = { data: View[]; total: number; filtered: number };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const workspace: Workspace = {
  files: [
    {
      id: 'FL-a',
      name: 'index',
      ext: 'html',
      lang: 'html',
      path: 'index.html',
      type: 'code',
      value: '<!doctype html>\n<html>\n<body>\n<h1>Halo</h1>\n</body>\n</html>',
    },
  ],
  activeFile: 'FL-a',
  activeFolder: null,
  openedFiles: ['FL-a'],
  copied: null,
};

const ask = (overrides: Record<string, unknown> = {}) => ({
  tried: 'Saya menambah tag p',
  stuck: 'Aturan paragraf tetap gagal',
  workspace,
  failing: [{ index: 0, kind: 'html', reason: 'missing-tag', hint: 'Tambahkan <p>', file: 'index.html', line: 4 }],
  console: [{ level: 'error', text: 'Uncaught ReferenceError: x is not defined' }],
  previewHtml: '<html><body><h1>Halo</h1></body></html>',
  replay: 'S0sBAAAA',
  ...overrides,
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let student: Student;
let pmId: number;
let mentorId: number;
let mentorCookie: string;
let mentor2Cookie: string;
let adminCookie: string;

async function asStudent(s: Student, id: number, body: unknown, locale?: 'id' | 'en') {
  return await jsonRequest(app, 'POST', `/api/student/help-requests/${id}`, { cookie: s.cookie, body, locale });
}

async function json<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const [mentor] = await t.db.select().from(users).where(eq(users.email, demo.mentor));
  if (!mentor) throw new Error('no demo mentor');
  mentorId = mentor.id;
  student = await registerStudent(app, 'help');
  await assignMentor(t.db, student.userId, mentorId);
  const practice = await reachTrialMaterial(app, t.db, student, 'practice');
  pmId = await openMaterial(app, student, practice);
  mentorCookie = await login(app, 'mentor', demo.mentor, demo.password);
  mentor2Cookie = await login(app, 'mentor', demo.mentor2, demo.password);
  adminCookie = await login(app, 'admin', demo.admin, demo.password);
});
afterAll(() => t.cleanup());

async function closeAllOf(s: Student) {
  const list = await json<List>(
    await jsonRequest(app, 'GET', '/api/student/help-requests?length=200', { cookie: s.cookie }),
    200,
  );
  for (const r of list.data.filter((x) => x.status !== 'closed')) {
    await json(await jsonRequest(app, 'POST', `/api/student/help-requests/${r.id}/close`, { cookie: s.cookie }), 200);
  }
}

describe('asking for help', () => {
  it('stores the question with the exact state, open, and tells the mentor', async () => {
    const { data } = await json<{ data: View }>(await asStudent(student, pmId, ask()), 201);
    expect(data).toMatchObject({
      progressMaterialId: pmId,
      kind: 'practice',
      status: 'open',
      tried: 'Saya menambah tag p',
      stuck: 'Aturan paragraf tetap gagal',
      previewHtml: '<html><body><h1>Halo</h1></body></html>',
      replay: 'S0sBAAAA',
      answer: null,
      suggestion: null,
      comments: [],
    });
    expect(data.files).toEqual(workspace);
    expect(data.failing).toEqual([
      { index: 0, kind: 'html', reason: 'missing-tag', hint: 'Tambahkan <p>', file: 'index.html', line: 4 },
    ]);
    expect(data.console).toEqual([{ level: 'error', text: 'Uncaught ReferenceError: x is not defined' }]);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, mentorId), eq(notifications.type, 'help.new')));
    expect(notes.map((n) => n.link)).toEqual([`/mentor/help?request=${data.id}`]);
    await closeAllOf(student);
  });

  it('validates the form and the state with field messages', async () => {
    const empty = await json<ErrorBody>(await asStudent(student, pmId, ask({ stuck: '  ' }), 'en'), 400);
    expect(empty.error.code).toBe('validation');
    expect(Object.keys(empty.error.fields ?? {})).toContain('stuck');
    const badReplay = await json<ErrorBody>(await asStudent(student, pmId, ask({ replay: 'not base64!' })), 400);
    expect(Object.keys(badReplay.error.fields ?? {})).toContain('replay');
    const badFiles = await json<ErrorBody>(
      await asStudent(student, pmId, ask({ workspace: { files: [{ path: '../x' }] } })),
      400,
    );
    expect(badFiles.error.code).toBe('validation');
    const notJson = await app.request(`/api/student/help-requests/${pmId}`, {
      method: 'POST',
      headers: { cookie: student.cookie, 'content-type': 'text/plain', origin: 'http://localhost' },
      body: 'x',
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
  });

  it('is only about the learner’s own unlocked practice or project', async () => {
    const other = await registerStudent(app, 'help-other');
    expect((await asStudent(other, pmId, ask())).status).toBe(404);
    const locked = await returned(
      t.db
        .insert(progressMaterials)
        .values({ progressId: other.progressId, materialId: (await materialOf(pmId)) as number, isUnlock: false })
        .returning({ id: progressMaterials.id }),
    );
    expect((await json<ErrorBody>(await asStudent(other, locked.id, ask()), 403)).error.code).toBe('locked');
    const first = (await courseMaterials(app, other))[0];
    if (!first) throw new Error('no material');
    const slidePm = await openMaterial(app, other, first);
    expect(first.relation).not.toBe('practice');
    expect((await json<ErrorBody>(await asStudent(other, slidePm, ask(), 'en'), 400)).error.message).toContain(
      'practice or a project',
    );
    expect((await asStudent(other, 999_999, ask())).status).toBe(404);
    const mentorAsks = await jsonRequest(app, 'POST', `/api/student/help-requests/${pmId}`, {
      cookie: mentorCookie,
      body: ask(),
    });
    expect(mentorAsks.status).toBe(403);
    expect((await jsonRequest(app, 'POST', `/api/student/help-requests/${pmId}`, { body: ask() })).status).toBe(401);
  });

  it('works on a project too', async () => {
    const learner = await registerStudent(app, 'help-project');
    const project = await reachTrialMaterial(app, t.db, learner, 'submission');
    const projectPm = await openMaterial(app, learner, project);
    const { data } = await json<{ data: View }>(await asStudent(learner, projectPm, ask()), 201);
    expect(data.kind).toBe('project');
  });

  it('allows a few open requests at a time; closing one makes room', async () => {
    const made: number[] = [];
    for (let i = 0; i < 3; i++)
      made.push((await json<{ data: View }>(await asStudent(student, pmId, ask()), 201)).data.id);
    const refused = await json<ErrorBody>(await asStudent(student, pmId, ask(), 'en'), 409);
    expect(refused.error.message).toContain('3 requests');
    await json(
      await jsonRequest(app, 'POST', `/api/student/help-requests/${made[0]}/close`, { cookie: student.cookie }),
      200,
    );
    await json(await asStudent(student, pmId, ask()), 201);
    await closeAllOf(student);
  });

  it('never lets two requests sent at once pass the limit together', async () => {
    for (let i = 0; i < 2; i++) await json(await asStudent(student, pmId, ask()), 201);
    const both = await Promise.all([asStudent(student, pmId, ask()), asStudent(student, pmId, ask())]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const open = await t.db
      .select()
      .from(helpRequests)
      .where(and(eq(helpRequests.studentId, student.userId), eq(helpRequests.status, 'open')));
    expect(open).toHaveLength(3);
    await closeAllOf(student);
  });
});

async function materialOf(progressMaterialId: number) {
  const [row] = await t.db.select().from(progressMaterials).where(eq(progressMaterials.id, progressMaterialId));
  return row?.materialId;
}

describe('the mentor’s side', () => {
  let requestId: number;
  beforeAll(async () => {
    requestId = (await json<{ data: View }>(await asStudent(student, pmId, ask()), 201)).data.id;
  });

  it('queues the mentor’s students’ open requests oldest first, with waiting times and counts', async () => {
    const second = (await json<{ data: View }>(await asStudent(student, pmId, ask({ stuck: 'kedua' })), 201)).data.id;
    const queue = await json<List>(
      await jsonRequest(app, 'GET', '/api/mentor/help-requests', { cookie: mentorCookie }),
      200,
    );
    expect(queue.data.map((r) => r.id)).toEqual([requestId, second]);
    expect(queue.total).toBe(2);
    expect(queue.data[0]?.waitingMs).toBeGreaterThanOrEqual(0);
    expect(queue.data[0]?.studentName).toContain('Siswa help');
    const counts = await json<{ data: { open: number; answered: number } }>(
      await jsonRequest(app, 'GET', '/api/mentor/help-requests/counts', { cookie: mentorCookie }),
      200,
    );
    expect(counts.data.open).toBe(2);
    const paged = await json<List>(
      await jsonRequest(app, 'GET', '/api/mentor/help-requests?start=1&length=1', { cookie: mentorCookie }),
      200,
    );
    expect(paged.data.map((r) => r.id)).toEqual([second]);
    const others = await json<List>(
      await jsonRequest(app, 'GET', '/api/mentor/help-requests', { cookie: mentor2Cookie }),
      200,
    );
    expect(others.data.map((r) => r.studentName)).not.toContain(queue.data[0]?.studentName);
    expect(
      (await jsonRequest(app, 'GET', '/api/mentor/help-requests?status=done', { cookie: mentorCookie })).status,
    ).toBe(400);
    await json(
      await jsonRequest(app, 'POST', `/api/student/help-requests/${second}/close`, { cookie: student.cookie }),
      200,
    );
  });

  it('lets only the learner’s mentor or an admin read it', async () => {
    const mine = await json<{ data: View }>(
      await jsonRequest(app, 'GET', `/api/mentor/help-requests/${requestId}`, { cookie: mentorCookie }),
      200,
    );
    expect(mine.data.files).toEqual(workspace);
    expect(
      (await jsonRequest(app, 'GET', `/api/mentor/help-requests/${requestId}`, { cookie: mentor2Cookie })).status,
    ).toBe(403);
    expect((await jsonRequest(app, 'GET', '/api/mentor/help-requests/999999', { cookie: mentorCookie })).status).toBe(
      404,
    );
    expect(
      (await jsonRequest(app, 'GET', `/api/mentor/help-requests/${requestId}`, { cookie: student.cookie })).status,
    ).toBe(403);
    expect((await jsonRequest(app, 'GET', `/api/mentor/help-requests/${requestId}`)).status).toBe(401);
    await json(await jsonRequest(app, 'GET', `/api/admin/help-requests/${requestId}`, { cookie: adminCookie }), 200);
    expect(
      (await jsonRequest(app, 'GET', `/api/admin/help-requests/${requestId}`, { cookie: mentorCookie })).status,
    ).toBe(403);
    const other = await registerStudent(app, 'help-peek');
    expect(
      (await jsonRequest(app, 'GET', `/api/student/help-requests/${requestId}`, { cookie: other.cookie })).status,
    ).toBe(404);
  });

  it('comments on existing lines of existing files only', async () => {
    const comment = (body: unknown, cookie = mentorCookie) =>
      jsonRequest(app, 'POST', `/api/mentor/help-requests/${requestId}/comments`, { cookie, body, locale: 'en' });
    const { data } = await json<{ data: View }>(
      await comment({ path: 'index.html', line: 4, body: 'Tambahkan <p> di bawah judul' }),
      201,
    );
    expect(data.comments).toMatchObject([{ path: 'index.html', line: 4, body: 'Tambahkan <p> di bawah judul' }]);
    expect(
      (await json<ErrorBody>(await comment({ path: 'nope.html', line: 1, body: 'x' }), 400)).error.fields,
    ).toHaveProperty('path');
    expect(
      (await json<ErrorBody>(await comment({ path: 'index.html', line: 99, body: 'x' }), 400)).error.fields,
    ).toHaveProperty('line');
    expect((await comment({ path: 'index.html', line: 0, body: 'x' })).status).toBe(400);
    expect((await comment({ path: 'index.html', line: 1, body: 'x' }, mentor2Cookie)).status).toBe(403);
  });

  it('answers with a suggested change, stops the waiting time and notifies the learner', async () => {
    const answer = (body: unknown, cookie = mentorCookie) =>
      jsonRequest(app, 'POST', `/api/mentor/help-requests/${requestId}/answer`, { cookie, body, locale: 'en' });
    const wrongFile = await json<ErrorBody>(
      await answer({ answer: 'Coba ini', suggestion: { path: 'other.html', value: 'x' } }),
      400,
    );
    expect(wrongFile.error.fields).toHaveProperty(['suggestion.path']);
    expect((await answer({ answer: '' })).status).toBe(400);
    expect((await answer({ answer: 'x' }, mentor2Cookie)).status).toBe(403);
    const fixed = '<!doctype html>\n<html>\n<body>\n<h1>Halo</h1>\n<p>Paragraf</p>\n</body>\n</html>';
    const { data } = await json<{ data: View }>(
      await answer({ answer: 'Tambahkan paragraf', suggestion: { path: 'index.html', value: fixed } }),
      200,
    );
    expect(data).toMatchObject({
      status: 'answered',
      answer: 'Tambahkan paragraf',
      suggestion: { path: 'index.html', value: fixed },
      answeredByName: expect.any(String),
    });
    expect(data.answeredAt).toBe(data.createdAt + data.waitingMs);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.userId), eq(notifications.type, 'help.answered')));
    expect(notes.map((n) => n.link)).toEqual([
      `/learning/practice?materialId=${await materialOf(pmId)}&help=${requestId}`,
    ]);
    // A second answer replaces the text and keeps the first answer's time.
    const again = await json<{ data: View }>(await answer({ answer: 'Lihat baris 4' }), 200);
    expect(again.data.answeredAt).toBe(data.answeredAt);
    expect(again.data.suggestion).toBeNull();
    await json(await answer({ answer: 'Tambahkan paragraf', suggestion: { path: 'index.html', value: fixed } }), 200);
  });

  it('shows the learner the answer; applying the suggestion is recorded', async () => {
    const history = await json<List>(
      await jsonRequest(app, 'GET', `/api/student/help-requests?progressMaterialId=${pmId}`, {
        cookie: student.cookie,
      }),
      200,
    );
    expect(history.data.slice(0, 2).map((r) => r.status)).toEqual(['closed', 'answered']);
    expect(history.total).toBe(10);
    expect(history.data[1]).toMatchObject({ id: requestId, status: 'answered' });
    const { data } = await json<{ data: View }>(
      await jsonRequest(app, 'GET', `/api/student/help-requests/${requestId}`, { cookie: student.cookie }),
      200,
    );
    expect(data.comments).toHaveLength(1);
    const applied = await json<{ data: View }>(
      await jsonRequest(app, 'POST', `/api/student/help-requests/${requestId}/apply`, { cookie: student.cookie }),
      200,
    );
    expect(applied.data.appliedAt).toEqual(expect.any(Number));
    const counts = await json<{ data: { open: number; answered: number } }>(
      await jsonRequest(app, 'GET', '/api/mentor/help-requests/counts', { cookie: mentorCookie }),
      200,
    );
    expect(counts.data).toEqual({ open: 0, answered: 1 });
  });

  it('refuses to apply without a suggestion and to comment or answer once closed', async () => {
    const bare = (await json<{ data: View }>(await asStudent(student, pmId, ask()), 201)).data.id;
    expect(
      (await jsonRequest(app, 'POST', `/api/student/help-requests/${bare}/apply`, { cookie: student.cookie })).status,
    ).toBe(409);
    await json(
      await jsonRequest(app, 'POST', `/api/mentor/help-requests/${bare}/close`, { cookie: mentorCookie }),
      200,
    );
    const answer = await jsonRequest(app, 'POST', `/api/mentor/help-requests/${bare}/answer`, {
      cookie: mentorCookie,
      body: { answer: 'x' },
    });
    expect(answer.status).toBe(409);
    const comment = await jsonRequest(app, 'POST', `/api/mentor/help-requests/${bare}/comments`, {
      cookie: mentorCookie,
      body: { path: 'index.html', line: 1, body: 'x' },
    });
    expect(comment.status).toBe(409);
    const closed = await json<List>(
      await jsonRequest(app, 'GET', '/api/mentor/help-requests?status=closed', { cookie: mentorCookie }),
      200,
    );
    expect(closed.data.map((r) => r.id)).toContain(bare);
  });

  it('lets an admin see every queue and answer', async () => {
    const id = (await json<{ data: View }>(await asStudent(student, pmId, ask()), 201)).data.id;
    const queue = await json<List>(
      await jsonRequest(app, 'GET', '/api/admin/help-requests', { cookie: adminCookie }),
      200,
    );
    expect(queue.data.map((r) => r.id)).toContain(id);
    const { data } = await json<{ data: View }>(
      await jsonRequest(app, 'POST', `/api/admin/help-requests/${id}/answer`, {
        cookie: adminCookie,
        body: { answer: 'Dari admin' },
      }),
      200,
    );
    expect(data.status).toBe('answered');
  });
});

describe('admin dashboard figures', () => {
  it('counts requests per mentor and gives the median first-answer time', async () => {
    const res = await jsonRequest(app, 'GET', '/api/admin/help-stats', { cookie: adminCookie });
    const { data } = await json<{
      data: {
        mentorId: number;
        requests: number;
        open: number;
        answered: number;
        medianFirstAnswerMs: number | null;
      }[];
    }>(res, 200);
    const mine = data.find((r) => r.mentorId === mentorId);
    const rows = await t.db.select().from(helpRequests).where(eq(helpRequests.studentId, student.userId));
    expect(mine?.requests).toBe(rows.length);
    expect(mine?.open).toBe(rows.filter((r) => r.status === 'open').length);
    const mentorWaits = rows
      .filter((r) => r.answeredBy === mentorId && r.answeredAt)
      .map((r) => (r.answeredAt as Date).getTime() - r.createdAt.getTime())
      .sort((a, b) => a - b);
    expect(mine?.answered).toBe(mentorWaits.length);
    expect(mine?.medianFirstAnswerMs).toBe(mentorWaits[Math.floor(mentorWaits.length / 2)]);
    expect((await jsonRequest(app, 'GET', '/api/admin/help-stats', { cookie: mentorCookie })).status).toBe(403);
  });
});

describe('mentor assignment', () => {
  it('gives a learner without a mentor the least-loaded one when asking', async () => {
    const lone = await registerStudent(app, 'help-lone');
    await assignMentor(t.db, lone.userId, null);
    const practice = await reachTrialMaterial(app, t.db, lone, 'practice');
    const lonePm = await openMaterial(app, lone, practice);
    const { data } = await json<{ data: View }>(await asStudent(lone, lonePm, ask()), 201);
    const [details] = await t.db.select().from(studentDetails).where(eq(studentDetails.userId, lone.userId));
    expect(details?.mentorId).toEqual(expect.any(Number));
    const mentor = await t.db
      .select()
      .from(users)
      .where(eq(users.id, details?.mentorId as number));
    const cookie = await login(app, 'mentor', mentor[0]?.email as string, demo.password);
    await json(await jsonRequest(app, 'GET', `/api/mentor/help-requests/${data.id}`, { cookie }), 200);
  });

  it('leaves the request to an admin when automatic assignment is off', async () => {
    const off = await createTestApp({ env: { MENTOR_AUTO_ASSIGN: 'off' } });
    try {
      const lone = await registerStudent(off.app, 'help-off');
      const practice = await reachTrialMaterial(off.app, off.db, lone, 'practice');
      const lonePm = await openMaterial(off.app, lone, practice);
      const res = await jsonRequest(off.app, 'POST', `/api/student/help-requests/${lonePm}`, {
        cookie: lone.cookie,
        body: ask(),
      });
      expect(res.status).toBe(201);
      const id = ((await res.json()) as { data: View }).data.id;
      const mentor = await login(off.app, 'mentor', demo.mentor, demo.password);
      expect((await jsonRequest(off.app, 'GET', `/api/mentor/help-requests/${id}`, { cookie: mentor })).status).toBe(
        403,
      );
      const admin = await login(off.app, 'admin', demo.admin, demo.password);
      expect((await jsonRequest(off.app, 'GET', `/api/admin/help-requests/${id}`, { cookie: admin })).status).toBe(200);
    } finally {
      await off.cleanup();
    }
  });
});
