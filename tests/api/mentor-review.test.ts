import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, progresses, progressMaterials, reviewComments, submissionEvents } from '../../api/db/schema';
import { type createTestApp, getJson, jsonRequest, type TestApp } from './helpers';
import { type MentorFixture, startMentorWorld } from './mentor-fixture';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let fx: MentorFixture;
let cookieA: string;
let cookieB: string;

type Row = Record<string, unknown>;
type List = { data: Row[]; total: number; filtered: number };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const get = <T>(path: string, cookie = cookieA) => getJson<T>(app, path, cookie);

beforeAll(async () => {
  ({ t, app, fx, cookieA, cookieB } = await startMentorWorld(NOW));
});
afterAll(() => t.cleanup());

describe('GET /api/mentor/submissions', () => {
  it('lists the mentor’s projects by name by default, with the spec’s row fields', async () => {
    const body = await get<List>('/api/mentor/submissions');
    expect(body.total).toBe(5);
    expect(body.data.map((r) => r.name)).toEqual([
      'ani Wijaya',
      'Bambang Sutrisno',
      'Citra Lestari',
      'Dewi Anggraini',
      'Dewi Anggraini',
    ]);
    const bambang = body.data[1] as Row;
    expect(bambang).toMatchObject({
      progressMaterialId: fx.projects.bambangNew,
      progressId: fx.students['Bambang Sutrisno']?.progressId,
      materialId: fx.projectMaterialId,
      chapterOrder: 1,
      topicOrder: 2,
      topicTitle: 'Proyek HTML',
      status: 'new',
      lastUpdate: NOW - 3 * DAY,
      submittedAt: NOW - 3 * DAY,
      submissionTitle: 'Halaman profil',
      isExam: false,
    });
  });

  it('is the queue oldest first when asked, filtered by status and chapter', async () => {
    const queue = await get<List>('/api/mentor/submissions?status=new&order[column]=submittedAt&order[dir]=asc');
    expect(queue.data.map((r) => r.progressMaterialId)).toEqual([
      fx.projects.dewiExam,
      fx.projects.bambangNew,
      fx.projects.citraNew,
    ]);
    expect(queue.filtered).toBe(3);
    expect(queue.total).toBe(5);
    const css = await get<List>(`/api/mentor/submissions?chapterId=${fx.chapterIds.css}`);
    expect(css.data.map((r) => [r.submissionTitle, r.isExam])).toEqual([['Final Exam', true]]);
    const reviewed = await get<List>('/api/mentor/submissions?status=reviewed');
    expect(reviewed.data.map((r) => r.name)).toEqual(['ani Wijaya']);
    const paged = await get<List>('/api/mentor/submissions?length=2&start=2');
    expect(paged.data.map((r) => r.name)).toEqual(['Citra Lestari', 'Dewi Anggraini']);
  });

  it('rejects an unknown status with 400', async () => {
    const res = await jsonRequest(app, 'GET', '/api/mentor/submissions?status=done', { cookie: cookieA });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields?.status).toBeTruthy();
  });

  it('counts waiting projects for the red dot', async () => {
    const { data } = await get<{ data: { new: number; inReview: number; reviewed: number } }>(
      '/api/mentor/submissions/counts',
    );
    expect(data).toEqual({ new: 3, inReview: 1, reviewed: 1 });
    const other = await get<{ data: { new: number } }>('/api/mentor/submissions/counts', cookieB);
    expect(other.data.new).toBe(1);
  });
});

describe('the review flow', () => {
  const id = () => fx.projects.citraNew as number;

  it('get-submission-code answers files, rules, comments, status, feedback and score without changing status', async () => {
    const { data } = await get<{ data: Row }>(`/api/mentor/submissions/get-submission-code/${id()}`);
    expect(data).toMatchObject({ status: 'new', feedback: null, score: null, comments: [], title: 'Halaman profil' });
    expect((data.rules as unknown[]).length).toBe(2);
    expect(JSON.stringify(data.files)).toContain('css/style.css');
  });

  it('comments, scores and finishing need the submission opened first', async () => {
    const res = await jsonRequest(app, 'POST', `/api/mentor/submissions/${id()}/comments`, {
      cookie: cookieA,
      body: { path: 'index.html', line: 2, body: 'Indentasi' },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.code).toBe('conflict');
  });

  it('opening moves new → in review once, recorded with the mentor and time', async () => {
    const before = Date.now();
    const res = await jsonRequest(app, 'POST', `/api/mentor/submissions/${id()}/open`, { cookie: cookieA });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Row }).data.status).toBe('in review');
    await jsonRequest(app, 'POST', `/api/mentor/submissions/${id()}/open`, { cookie: cookieA });
    const events = await t.db.select().from(submissionEvents).where(eq(submissionEvents.progressMaterialId, id()));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: 'in review', actorId: fx.mentorA.id });
    expect(events[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('another mentor cannot open, comment on or finish it', async () => {
    for (const [method, path, body] of [
      ['POST', `/api/mentor/submissions/${id()}/open`, undefined],
      ['POST', `/api/mentor/submissions/${id()}/comments`, { path: 'index.html', line: 1, body: 'x' }],
      ['POST', `/api/mentor/submissions/${id()}/reviewed`, { feedback: 'x', score: 10 }],
    ] as const) {
      const res = await jsonRequest(app, method, path, { cookie: cookieB, body });
      expect(res.status, path).toBe(403);
    }
  });

  it('adds line comments on existing files and lines only, and deletes them', async () => {
    const add = (body: unknown) =>
      jsonRequest(app, 'POST', `/api/mentor/submissions/${id()}/comments`, { cookie: cookieA, body });
    const ok = await add({ path: 'css/style.css', line: 2, body: 'Warna harus biru.' });
    expect(ok.status).toBe(201);
    const comment = ((await ok.json()) as { data: Row }).data;
    expect(comment).toMatchObject({
      path: 'css/style.css',
      line: 2,
      body: 'Warna harus biru.',
      mentorName: 'Mentor A',
    });

    const missingFile = await add({ path: 'nope.html', line: 1, body: 'x' });
    expect(missingFile.status).toBe(400);
    expect(((await missingFile.json()) as ErrorBody).error.fields?.path).toBeTruthy();
    const pastEnd = await add({ path: 'css/style.css', line: 4, body: 'x' });
    expect(((await pastEnd.json()) as ErrorBody).error.fields?.line).toContain('3');
    const empty = await add({ path: 'index.html', line: 0, body: '  ' });
    const emptyBody = (await empty.json()) as ErrorBody;
    expect(empty.status).toBe(400);
    expect(emptyBody.error.fields).toMatchObject({ line: expect.any(String), body: 'This field is required.' });

    const temp = ((await (await add({ path: 'index.html', line: 5, body: 'Hapus saya' })).json()) as { data: Row })
      .data;
    const del = await jsonRequest(app, 'DELETE', `/api/mentor/submissions/${id()}/comments/${temp.id}`, {
      cookie: cookieA,
    });
    expect(del.status).toBe(200);
    const again = await jsonRequest(app, 'DELETE', `/api/mentor/submissions/${id()}/comments/${temp.id}`, {
      cookie: cookieA,
    });
    expect(again.status).toBe(404);
    const stored = await t.db.select().from(reviewComments).where(eq(reviewComments.progressMaterialId, id()));
    expect(stored.map((c) => [c.path, c.line, c.body])).toEqual([['css/style.css', 2, 'Warna harus biru.']]);
  });

  it('saves a draft of feedback and score, validating the score', async () => {
    const bad = await jsonRequest(app, 'PUT', `/api/mentor/submissions/${id()}/review`, {
      cookie: cookieA,
      body: { score: 101 },
    });
    expect(bad.status).toBe(400);
    const res = await jsonRequest(app, 'PUT', `/api/mentor/submissions/${id()}/review`, {
      cookie: cookieA,
      body: { feedback: 'Draf', score: 70 },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Row }).data).toMatchObject({
      feedback: 'Draf',
      score: 70,
      status: 'in review',
    });
  });

  it('finishing requires feedback and a score, then marks it reviewed and notifies the student', async () => {
    const missing = await jsonRequest(app, 'POST', `/api/mentor/submissions/${id()}/reviewed`, {
      cookie: cookieA,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields).toEqual({
      feedback: 'This field is required.',
      score: 'This field is required.',
    });

    const res = await jsonRequest(app, 'POST', `/api/mentor/submissions/${id()}/reviewed`, {
      cookie: cookieA,
      body: { feedback: 'Bagus, perbaiki warna judul.', score: 85 },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Row };
    expect(data).toMatchObject({ status: 'reviewed', score: 85, feedback: 'Bagus, perbaiki warna judul.' });
    expect((data.events as Row[]).map((e) => [e.status, e.actorName])).toEqual([
      ['in review', 'Mentor A'],
      ['reviewed', 'Mentor A'],
    ]);

    const row = (await t.db.select().from(progressMaterials).where(eq(progressMaterials.id, id())))[0];
    expect(row).toMatchObject({ submissionStatus: 'reviewed', score: 85, reviewedBy: fx.mentorA.id, isFinish: true });
    // The student's progress is recomputed: 4 of the course's 5 materials are now finished.
    const progress = (
      await t.db
        .select()
        .from(progresses)
        .where(eq(progresses.id, row?.progressId as number))
    )[0];
    expect(progress?.percentage).toBe(80);
    expect(row?.reviewedAt).toBeInstanceOf(Date);

    const studentId = fx.students['Citra Lestari']?.userId as number;
    const sent = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, studentId), eq(notifications.type, 'submission.reviewed')));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.link).toBe(`/submissions?progressMaterialId=${id()}`);
    expect(sent[0]?.body.id).toContain('85');

    // A reviewed submission is final until the student resubmits.
    const late = await jsonRequest(app, 'PUT', `/api/mentor/submissions/${id()}/review`, {
      cookie: cookieA,
      body: { score: 10 },
    });
    expect(late.status).toBe(409);
  });

  it('the queue reflects the new statuses', async () => {
    const counts = await get<{ data: { new: number; inReview: number; reviewed: number } }>(
      '/api/mentor/submissions/counts',
    );
    expect(counts.data).toEqual({ new: 2, inReview: 1, reviewed: 2 });
  });

  it('unknown or non-project rows are 404', async () => {
    expect((await jsonRequest(app, 'POST', '/api/mentor/submissions/999999/open', { cookie: cookieA })).status).toBe(
      404,
    );
    const malformed = await jsonRequest(app, 'POST', `/api/mentor/submissions/${id()}/comments`, {
      cookie: cookieA,
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });
});
