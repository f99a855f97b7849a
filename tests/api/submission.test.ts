import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  materials,
  notifications,
  progressMaterials,
  reviewComments,
  submissionEvents,
  users,
} from '../../api/db/schema';
import type { Workspace } from '../../workers/workspace/types';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';
import {
  assignMentor,
  type CourseMaterial,
  courseMaterials,
  finishMaterial,
  openMaterial,
  reachTrialMaterial,
  registerStudent,
  type Student,
} from './practice-helpers';

type ProjectBody = {
  data: {
    progressMaterialId: number;
    title: { id?: string; en?: string };
    brief: { id?: string };
    isExam: boolean;
    starter: Workspace;
    answers: unknown[];
    files: Workspace | null;
    status: string | null;
    canSubmit: boolean;
  };
};
type ListBody = {
  data: {
    progressMaterialId: number;
    title: { id?: string };
    isExam: boolean;
    status: string;
    score: number | null;
    chapterOrder: number;
    isTrialChapter: boolean;
    topicOrder: number;
  }[];
  total: number;
  filtered: number;
};
type CodeBody = {
  data: {
    files: Workspace | null;
    status: string;
    feedback: string | null;
    score: number | null;
    comments: { path: string | null; line: number | null; body: string; createdAt: number; mentorName: string }[];
  };
};

const file = (path: string, value: string, type: 'code' | 'image' = 'code') => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return {
    id: `FL-${path}`,
    name: dot > 0 ? name.slice(0, dot) : name,
    ext: dot > 0 ? name.slice(dot + 1) : '',
    lang: 'html' as const,
    path,
    type,
    value,
  };
};
const ws = (...files: ReturnType<typeof file>[]): Workspace => ({
  files,
  activeFile: null,
  activeFolder: null,
  openedFiles: [],
  copied: null,
});
const good = ws(
  file('index.html', '<h1>Andi</h1><img src="a.png" alt="Andi"><p>Satu</p><p>Dua</p>'),
  file('a.png', 'data:image/png;base64,iVBORw0KGgo=', 'image'),
);

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let student: Student;
let project: CourseMaterial;
let pmId: number;
let mentorId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  student = await registerStudent(app, 'project');
  project = await reachTrialMaterial(app, t.db, student, 'submission');
  pmId = await openMaterial(app, student, project);
  const mentor = (await t.db.select().from(users).where(eq(users.email, demo.mentor)))[0];
  if (!mentor) throw new Error('no demo mentor');
  mentorId = mentor.id;
  await assignMentor(t.db, student.userId, mentorId);
});
afterAll(() => t.cleanup());

const submit = (workspace: unknown, cookie = student.cookie, locale?: 'id' | 'en') =>
  jsonRequest(app, 'POST', `/api/student/submissions/${pmId}`, { cookie, body: { workspace }, locale });

describe('GET /api/student/submissions/:progressMaterialId', () => {
  it('returns the brief, starter and rules, not submitted yet', async () => {
    const res = await jsonRequest(app, 'GET', `/api/student/submissions/${pmId}`, { cookie: student.cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as ProjectBody;
    expect(data).toMatchObject({ progressMaterialId: pmId, isExam: false, status: null, files: null, canSubmit: true });
    expect(data.brief.id).toBeTruthy();
    expect(data.starter.files.length).toBeGreaterThan(0);
    expect(data.answers.length).toBeGreaterThan(0);
  });
});

describe('POST /api/student/submissions/:progressMaterialId', () => {
  it('refuses an empty project and files of other types, with clear messages', async () => {
    const empty = await submit(ws(), student.cookie, 'en');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toContain('no files');
    const exe = await submit(ws(file('index.html', '<h1>x</h1>'), file('tool.exe', 'MZ')));
    expect(exe.status).toBe(400);
    expect(((await exe.json()) as { error: { message: string } }).error.message).toContain('tool.exe');
  });

  it('stores the files with status new, records the event and tells the mentor', async () => {
    const res = await submit(good);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { status: string; resubmitted: boolean } };
    expect(data).toMatchObject({ status: 'new', resubmitted: false });

    const row = (await t.db.select().from(progressMaterials).where(eq(progressMaterials.id, pmId)))[0];
    expect(row?.submissionStatus).toBe('new');
    expect(row?.code).toEqual(good);
    expect(row?.submittedAt).toBeInstanceOf(Date);
    const events = await t.db.select().from(submissionEvents).where(eq(submissionEvents.progressMaterialId, pmId));
    expect(events.map((e) => [e.status, e.actorId])).toEqual([['new', student.userId]]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, mentorId));
    const mine = notes.filter((n) => n.link?.endsWith(`progressMaterialId=${pmId}`));
    expect(mine.map((n) => n.type)).toEqual(['submission.new']);
    expect(mine[0]?.title.id).toContain('Siswa project');
  });

  it('lets the student resubmit while not reviewed: status new again, mentor told of the resubmission', async () => {
    await t.db.update(progressMaterials).set({ submissionStatus: 'in review' }).where(eq(progressMaterials.id, pmId));
    const changed = ws(
      ...(good.files.map((f) =>
        'value' in f && f.path === 'index.html' ? { ...f, value: `${f.value}<p>Tiga</p>` } : f,
      ) as ReturnType<typeof file>[]),
    );
    const res = await submit(changed);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { resubmitted: boolean } }).data.resubmitted).toBe(true);
    const row = (await t.db.select().from(progressMaterials).where(eq(progressMaterials.id, pmId)))[0];
    expect(row?.submissionStatus).toBe('new');
    expect(row?.code).toEqual(changed);
    const types = (await t.db.select().from(notifications).where(eq(notifications.userId, mentorId)))
      .filter((n) => n.link?.endsWith(`progressMaterialId=${pmId}`))
      .map((n) => n.type);
    expect(types).toEqual(['submission.new', 'submission.resubmitted']);
    const events = await t.db.select().from(submissionEvents).where(eq(submissionEvents.progressMaterialId, pmId));
    expect(events).toHaveLength(2);
  });

  it("refuses another student's project and non-students", async () => {
    const other = await registerStudent(app, 'intruder');
    expect((await submit(good, other.cookie)).status).toBe(404);
    const mentor = await login(app, 'mentor', demo.mentor, demo.password);
    expect((await submit(good, mentor)).status).toBe(403);
    expect(
      (await jsonRequest(app, 'POST', `/api/student/submissions/${pmId}`, { body: { workspace: good } })).status,
    ).toBe(401);
  });

  it('submits without a mentor too, with no notification', async () => {
    const lone = await registerStudent(app, 'lone');
    // Signed up with an automatic mentor; an admin took it away again.
    await assignMentor(t.db, lone.userId, null);
    const target = await reachTrialMaterial(app, t.db, lone, 'submission');
    const lonePm = await openMaterial(app, lone, target);
    const before = (await t.db.select().from(notifications)).length;
    const res = await jsonRequest(app, 'POST', `/api/student/submissions/${lonePm}`, {
      cookie: lone.cookie,
      body: { workspace: good },
    });
    expect(res.status).toBe(201);
    expect((await t.db.select().from(notifications)).length).toBe(before);
    const map = await courseMaterials(app, lone);
    const submitted = map.find((m) => m.id === target.id) as CourseMaterial & { is_unlock: boolean };
    expect(submitted.is_unlock).toBe(true);
  });

  it('finishing the whole trial chapter stores no unlock on the first paid material without a subscription', async () => {
    const learner = await registerStudent(app, 'unpaid');
    const all = await courseMaterials(app, learner);
    const lastTrial = all.filter((m) => m.is_trial).at(-1);
    const firstPaid = all.find((m) => !m.is_trial);
    if (!lastTrial || !firstPaid) throw new Error('the seed needs a trial and a paid chapter');
    for (const m of all) {
      await finishMaterial(app, t.db, learner, m);
      if (m.id === lastTrial.id) break;
    }
    const stored = (
      await t.db
        .select({ isUnlock: progressMaterials.isUnlock })
        .from(progressMaterials)
        .where(
          and(eq(progressMaterials.progressId, learner.progressId), eq(progressMaterials.materialId, firstPaid.id)),
        )
    )[0];
    expect(stored?.isUnlock ?? false).toBe(false);
    const after = await courseMaterials(app, learner);
    expect((after.find((m) => m.id === firstPaid.id) as CourseMaterial & { is_unlock: boolean }).is_unlock).toBe(false);
  });
});

describe('GET /api/student/submissions and get-submission-code', () => {
  it('lists the student’s submissions with status, searchable and paged', async () => {
    const res = await jsonRequest(app, 'GET', '/api/student/submissions', { cookie: student.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ListBody;
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ progressMaterialId: pmId, status: 'new', isExam: false });
    // The trial project sits in the first trial chapter; its number is the one the course map shows.
    expect(body.data[0]).toMatchObject({ chapterOrder: 1, isTrialChapter: true });
    expect(body.data[0]?.topicOrder).toBeGreaterThan(0);
    const title = body.data[0]?.title.id ?? '';
    const hit = (await (
      await jsonRequest(
        app,
        'GET',
        `/api/student/submissions?search=${encodeURIComponent(title.slice(0, 8).toUpperCase())}`,
        {
          cookie: student.cookie,
        },
      )
    ).json()) as ListBody;
    expect(hit.filtered).toBe(1);
    const miss = (await (
      await jsonRequest(app, 'GET', '/api/student/submissions?search=zzz_tidak_ada', { cookie: student.cookie })
    ).json()) as ListBody;
    expect(miss).toMatchObject({ total: 1, filtered: 0, data: [] });
    // The stored title is JSON: its keys and quotes are not text a student can find.
    for (const term of ['"id"', 'en"', '{'])
      expect(
        (
          (await (
            await jsonRequest(app, 'GET', `/api/student/submissions?search=${encodeURIComponent(term)}`, {
              cookie: student.cookie,
            })
          ).json()) as ListBody
        ).filtered,
      ).toBe(0);
    const english = (await (
      await jsonRequest(app, 'GET', '/api/student/submissions?search=profile', { cookie: student.cookie })
    ).json()) as ListBody;
    expect(english.filtered).toBe(1);
    const page2 = (await (
      await jsonRequest(app, 'GET', '/api/student/submissions?start=1&length=1', { cookie: student.cookie })
    ).json()) as ListBody;
    expect(page2.data).toEqual([]);
  });

  it('returns the saved files with the review: feedback, score and line comments with the mentor name', async () => {
    await t.db.insert(reviewComments).values([
      { progressMaterialId: pmId, mentorId, path: 'index.html', line: 1, body: 'Judulnya bagus!' },
      { progressMaterialId: pmId, mentorId, path: null, line: null, body: 'Secara umum rapi.' },
    ]);
    await t.db
      .update(progressMaterials)
      .set({
        submissionStatus: 'reviewed',
        feedback: 'Kerja bagus',
        score: 90,
        reviewedAt: new Date(),
        reviewedBy: mentorId,
      })
      .where(eq(progressMaterials.id, pmId));
    const res = await jsonRequest(app, 'GET', `/api/student/get-submission-code/${pmId}`, { cookie: student.cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as CodeBody;
    expect(data).toMatchObject({ status: 'reviewed', feedback: 'Kerja bagus', score: 90 });
    expect(data.files?.files.map((f) => f.path)).toEqual(['index.html', 'a.png']);
    expect(data.comments).toHaveLength(2);
    const line = data.comments.find((c) => c.line === 1);
    expect(line).toMatchObject({ path: 'index.html', body: 'Judulnya bagus!' });
    expect(line?.mentorName).toBeTruthy();
    expect(typeof line?.createdAt).toBe('number');
  });

  it('refuses to resubmit once reviewed (409) and says so on the project', async () => {
    const res = await submit(good);
    expect(res.status).toBe(409);
    const got = (await (
      await jsonRequest(app, 'GET', `/api/student/submissions/${pmId}`, { cookie: student.cookie })
    ).json()) as ProjectBody;
    expect(got.data).toMatchObject({ status: 'reviewed', canSubmit: false });
  });

  it('shows the code to its owner only', async () => {
    const other = await registerStudent(app, 'peek');
    const res = await jsonRequest(app, 'GET', `/api/student/get-submission-code/${pmId}`, { cookie: other.cookie });
    expect(res.status).toBe(404);
    const mentor = await login(app, 'mentor', demo.mentor, demo.password);
    expect((await jsonRequest(app, 'GET', `/api/student/get-submission-code/${pmId}`, { cookie: mentor })).status).toBe(
      403,
    );
    expect((await jsonRequest(app, 'GET', '/api/student/submissions')).status).toBe(401);
  });

  it("titles the final exam 'Final Exam' in the list", async () => {
    const exam = (await t.db.select().from(materials).where(eq(materials.relation, 'submission-exam')))[0];
    if (!exam) throw new Error('no exam material');
    await t.db.insert(progressMaterials).values({
      progressId: student.progressId,
      materialId: exam.id,
      isUnlock: true,
      code: good,
      submissionStatus: 'new',
      submittedAt: new Date(),
    });
    const body = (await (
      await jsonRequest(app, 'GET', '/api/student/submissions?search=final', { cookie: student.cookie })
    ).json()) as ListBody;
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ isExam: true, title: { id: 'Final Exam', en: 'Final Exam' } });
    const row = (
      await t.db
        .select()
        .from(progressMaterials)
        .where(and(eq(progressMaterials.progressId, student.progressId), eq(progressMaterials.materialId, exam.id)))
    )[0];
    const code = (await (
      await jsonRequest(app, 'GET', `/api/student/get-submission-code/${row?.id}`, { cookie: student.cookie })
    ).json()) as { data: { title: { en?: string }; isExam: boolean } };
    expect(code.data).toMatchObject({ isExam: true, title: { en: 'Final Exam' } });
  });
});
