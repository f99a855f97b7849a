import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type createTestApp, demo, getJson, jsonRequest, login, type TestApp } from './helpers';
import { type MentorFixture, startMentorWorld } from './mentor-fixture';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let fx: MentorFixture;
let cookieA: string;
let cookieB: string;

type Row = Record<string, unknown>;
type List = { data: Row[]; total: number; filtered: number };

const list = (path: string, cookie = cookieA) => getJson<List>(app, path, cookie);

beforeAll(async () => {
  ({ t, app, fx, cookieA, cookieB } = await startMentorWorld(NOW));
});
afterAll(() => t.cleanup());

describe('GET /api/mentor/dashboard', () => {
  it('lists only the mentor’s own students, 10 a page, by name ascending (case-insensitive)', async () => {
    const page1 = await list('/api/mentor/dashboard');
    expect(page1.total).toBe(12);
    expect(page1.filtered).toBe(12);
    expect(page1.data).toHaveLength(10);
    expect(page1.data.map((r) => r.name).slice(0, 3)).toEqual(['ani Wijaya', 'Bambang Sutrisno', 'Citra Lestari']);
    expect(page1.data.some((r) => r.name === 'Orang Lain')).toBe(false);
    const page2 = await list('/api/mentor/dashboard?start=10&length=10');
    expect(page2.data.map((r) => r.name)).toEqual(['Kiki Amalia', 'Zaki Akbar']);
  });

  it('answers the spec’s row fields with the current chapter and topic', async () => {
    const { data } = await list('/api/mentor/dashboard?search=dewi');
    expect(data).toHaveLength(1);
    const row = data[0] as Row;
    expect(row).toMatchObject({
      progressId: fx.students['Dewi Anggraini']?.progressId,
      name: 'Dewi Anggraini',
      progress: 20,
      chapterOrder: 2,
      chapterId: fx.chapterIds.css,
      topicOrder: 1,
      topicTitle: 'Ujian CSS',
      phone: '0812000000',
    });
    expect(row.startDate).toBe(NOW - 34 * 24 * 60 * 60 * 1000);
    expect(typeof row.lastLearning).toBe('number');
  });

  it('falls back to the other language for a missing title', async () => {
    const res = await jsonRequest(app, 'GET', '/api/mentor/dashboard?search=bambang', {
      cookie: cookieA,
      locale: 'en',
    });
    const body = (await res.json()) as List;
    expect(body.data[0]?.topicTitle).toBe('Proyek HTML [id]');
  });

  it('searches by name case-insensitively and treats LIKE wildcards literally', async () => {
    expect((await list('/api/mentor/dashboard?search=WIJAYA')).data.map((r) => r.name)).toEqual(['ani Wijaya']);
    const wild = await list('/api/mentor/dashboard?search=%25');
    expect(wild.filtered).toBe(0);
    expect(wild.total).toBe(12);
  });

  it('filters by the chapter the student is in', async () => {
    const html = await list(`/api/mentor/dashboard?chapterId=${fx.chapterIds.html}`);
    expect(html.data.map((r) => r.name)).toEqual(['ani Wijaya', 'Bambang Sutrisno', 'Citra Lestari']);
    expect(html.filtered).toBe(3);
    const trial = await list(`/api/mentor/dashboard?chapterId=${fx.chapterIds.trial}`);
    expect(trial.data.map((r) => r.name)).toEqual(['Zaki Akbar']);
  });

  it('orders by any listed column in both directions', async () => {
    const desc = await list('/api/mentor/dashboard?order[column]=name&order[dir]=desc&length=3');
    expect(desc.data.map((r) => r.name)).toEqual(['Zaki Akbar', 'Kiki Amalia', 'Joni Iskandar']);
    const byProgress = await list('/api/mentor/dashboard?order[column]=progress&order[dir]=desc&length=2');
    expect(byProgress.data.map((r) => r.progress)).toEqual([55, 50]);
    const byStart = await list('/api/mentor/dashboard?order[column]=startDate&order[dir]=asc&length=1');
    expect(byStart.data[0]?.name).toBe('Kiki Amalia');
    const byChapter = await list('/api/mentor/dashboard?order[column]=chapterOrder&order[dir]=desc&length=1');
    expect(byChapter.data[0]?.name).toBe('Dewi Anggraini');
  });

  it('pages past the middle (cut from the far end) in exactly the order of one long page, in every order', async () => {
    const columns = [
      'name',
      'startDate',
      'lastLearning',
      'progress',
      'chapterOrder',
      'topicOrder',
      'topicTitle',
      'phone',
    ];
    for (const column of columns) {
      for (const dir of ['asc', 'desc']) {
        for (const filter of ['', '&search=a']) {
          const base = `/api/mentor/dashboard?order[column]=${column}&order[dir]=${dir}${filter}`;
          const whole = await list(`${base}&length=100`);
          expect(whole.data.length, base).toBe(whole.filtered);
          const walked: unknown[] = [];
          for (let start = 0; start < whole.filtered; start += 3) {
            const page = await list(`${base}&start=${start}&length=3`);
            expect(page.filtered, `${base} start=${start}`).toBe(whole.filtered);
            walked.push(...page.data.map((r) => r.studentId));
          }
          expect(walked, base).toEqual(whole.data.map((r) => r.studentId));
          const past = await list(`${base}&start=${whole.filtered}&length=3`);
          expect(past.data, `${base} past the end`).toEqual([]);
        }
      }
    }
  });

  it('rejects bad paging with 400 validation', async () => {
    const res = await jsonRequest(app, 'GET', '/api/mentor/dashboard?start=-1&length=abc', { cookie: cookieA });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation');
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['start', 'length']));
  });

  it('is for mentors only: 401 signed out, 403 for a student or an admin', async () => {
    expect((await jsonRequest(app, 'GET', '/api/mentor/dashboard')).status).toBe(401);
    const admin = await login(app, 'admin', demo.admin, demo.password);
    expect((await jsonRequest(app, 'GET', '/api/mentor/dashboard', { cookie: admin })).status).toBe(403);
  });
});

describe('one student of the mentor', () => {
  it('GET /api/mentor/students/:progressId gives join date, date of birth and gender', async () => {
    const progressId = fx.students['Dewi Anggraini']?.progressId;
    const res = await jsonRequest(app, 'GET', `/api/mentor/students/${progressId}`, { cookie: cookieA });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Row };
    expect(data).toMatchObject({ joinDate: NOW - 34 * 86_400_000, dateOfBirth: '2001-02-03', gender: 'male' });
    expect(data.name).toBe('Dewi Anggraini');
  });

  it('another mentor’s student is 403 on every student call, an unknown one 404', async () => {
    const other = fx.otherStudent.progressId;
    for (const path of [
      `/api/mentor/students/${other}`,
      `/api/mentor/dashboard/student-overview/${other}`,
      `/api/mentor/dashboard/${other}`,
      `/api/mentor/submissions/get-submission-code/${fx.projects.otherNew}`,
    ]) {
      const res = await jsonRequest(app, 'GET', path, { cookie: cookieA });
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    }
    // Mentor B does see their own student.
    expect((await jsonRequest(app, 'GET', `/api/mentor/students/${other}`, { cookie: cookieB })).status).toBe(200);
    expect((await jsonRequest(app, 'GET', '/api/mentor/students/999999', { cookie: cookieA })).status).toBe(404);
    expect((await jsonRequest(app, 'GET', '/api/mentor/students/abc', { cookie: cookieA })).status).toBe(404);
  });

  it('the overview lists what the student met in course order with topic percentages', async () => {
    const progressId = fx.students['ani Wijaya']?.progressId;
    const body = await list(`/api/mentor/dashboard/student-overview/${progressId}?length=50`);
    expect(body.total).toBe(4);
    expect(body.data.map((r) => [r.chapterTitle, r.topicOrder, r.materialType, r.materialTitle])).toEqual([
      ['Perkenalan', 1, 'slide', 'Slide pengantar'],
      ['Perkenalan', 1, 'quiz', 'Kuis pengantar'],
      ['HTML', 1, 'practice', 'Latihan tag'],
      ['HTML', 2, 'submission', 'Proyek profil'],
    ]);
    expect(body.data[0]).toMatchObject({ percentage: 100, score: 80, isFinish: true, durationSeconds: 86_400 });
    expect(body.data[2]).toMatchObject({ percentage: 0, isFinish: false, time: NOW - 5 * 86_400_000 });
    const paged = await list(`/api/mentor/dashboard/student-overview/${progressId}?start=2&length=1`);
    expect(paged.data.map((r) => r.materialType)).toEqual(['practice']);
  });

  it('GET /api/mentor/dashboard/:progressId lists their projects; the exam is titled Final Exam', async () => {
    const progressId = fx.students['Dewi Anggraini']?.progressId;
    const body = await list(`/api/mentor/dashboard/${progressId}`);
    expect(body.data.map((r) => [r.submissionTitle, r.isExam, r.status])).toEqual([
      ['Halaman profil', false, 'in review'],
      ['Final Exam', true, 'new'],
    ]);
    expect(body.data[1]).toMatchObject({ id: fx.projects.dewiExam, chapterOrder: 2, topicOrder: 1 });
    expect(body.data[1]?.updateDate).toBe(NOW - 5 * 86_400_000);
  });
});
