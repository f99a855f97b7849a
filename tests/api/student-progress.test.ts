/**
 * The student learning API on the real app and a seeded SQLite file: gating (trial vs paid, order, locked
 * materials refused, unlocking the next), server-side quiz scores (a forged materialScore is ignored),
 * practice finishes re-checked with the pure checker, and percentages.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/client';
import { practices, progressMaterials, questions, quizzes } from '../../api/db/schema';
import { blankTexts, keyOptionIds, puzzleOrder } from '../../api/services/learning/progress-quiz-score';
import { toCheckFiles } from '../../workers/workspace/flatten';
import { createTestApp, demo, jsonRequest, login, type TestApp, userIdOf, withBotCheck } from './helpers';

type Material = {
  id: number;
  relation: string;
  is_finish: boolean;
  is_unlock: boolean;
  is_current: boolean;
  lock_reason: string | null;
  progress_material_id: number | null;
  topic_id: number;
  chapter_id: number;
};
type Chapter = {
  id: number;
  order: number;
  is_trial: boolean;
  is_unlock: boolean;
  is_finish: boolean;
  topics: { materials: Material[] }[];
};
type ChaptersBody = {
  data: Chapter[];
  meta: {
    progress: { id: number; percentage: number; score: number };
    subscribed: boolean;
    trial_finished: boolean;
    total_materials: number;
  };
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  db = t.db;
});
afterAll(() => t.cleanup());

const userId = (email: string) => userIdOf(db, email);

async function registerStudent(email: string): Promise<{ cookie: string; id: number }> {
  const res = await jsonRequest(app, 'POST', '/api/student/register', {
    body: await withBotCheck(app, {
      fullName: 'Siswa Uji',
      email,
      password: 'rahasia123',
      phoneNumber: '081234567890',
    }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, id: await userId(email) };
}

async function chapters(cookie: string, studentId: number): Promise<ChaptersBody> {
  const res = await jsonRequest(app, 'GET', `/api/student/courses/2/chapters?studentId=${studentId}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as ChaptersBody;
}

const allMaterials = (body: ChaptersBody) => body.data.flatMap((c) => c.topics.flatMap((t) => t.materials));
const ref = (m: Material) => ({ chapterId: m.chapter_id, topicId: m.topic_id, materialId: m.id });

/** Right answers for a quiz material, read from the stored keys. */
async function rightAnswers(materialId: number) {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.materialId, materialId));
  const rows = await db.select().from(questions).where(eq(questions.quizId, quiz!.id)).orderBy(asc(questions.order));
  return rows.map((q) => {
    const value =
      q.type === 'puzzle'
        ? puzzleOrder(q.answer)
        : q.type === 'fillblank'
          ? blankTexts(q.answer)
          : q.type === 'fill'
            ? [blankTexts(q.answer)[0] ?? '']
            : q.type === 'multiple'
              ? keyOptionIds(q.answer)
              : [keyOptionIds(q.answer)[0] ?? ''];
    return { questionId: q.id, value };
  });
}

async function solutionFiles(materialId: number) {
  const [practice] = await db.select().from(practices).where(eq(practices.materialId, materialId));
  return { solution: toCheckFiles(practice!.solution), starter: toCheckFiles(practice!.starter) };
}

async function finish(cookie: string, progressId: number, m: Material, extra: Record<string, unknown> = {}) {
  return jsonRequest(app, 'PUT', `/api/student/progresses/${progressId}`, { cookie, body: { ...ref(m), ...extra } });
}

describe('chapters and gating', () => {
  it('opens the trial chapter and locks the paid ones for a student without a subscription', async () => {
    const { cookie, id } = await registerStudent('gating@kelaskoding.test');
    const body = await chapters(cookie, id);
    const trial = body.data.filter((c) => c.is_trial);
    const paid = body.data.filter((c) => !c.is_trial);
    expect(trial.length).toBeGreaterThan(0);
    expect(paid.length).toBeGreaterThan(0);
    // Order numbers start from 1 separately for trial and paid chapters.
    expect(trial.map((c) => c.order)).toEqual(trial.map((_, i) => i + 1));
    expect(paid.map((c) => c.order)).toEqual(paid.map((_, i) => i + 1));
    expect(trial.every((c) => c.is_unlock)).toBe(true);
    expect(paid.every((c) => !c.is_unlock)).toBe(true);

    const materials = allMaterials(body);
    expect(materials[0]).toMatchObject({ is_unlock: true, is_current: true, is_finish: false });
    expect(materials[1]).toMatchObject({ is_unlock: false, lock_reason: 'order' });
    const paidMaterials = paid.flatMap((c) => c.topics.flatMap((t) => t.materials));
    expect(paidMaterials.every((m) => !m.is_unlock && m.lock_reason === 'subscription')).toBe(true);
    expect(body.meta).toMatchObject({ subscribed: false, trial_finished: false });
    expect(body.meta.progress.percentage).toBe(0);
  });

  it("refuses another student's chapters and progress with 403", async () => {
    const { cookie, id } = await registerStudent('nosy@kelaskoding.test');
    const other = await userId(demo.student);
    const res = await jsonRequest(app, 'GET', `/api/student/courses/2/chapters?studentId=${other}`, { cookie });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    expect((await jsonRequest(app, 'GET', `/api/student/show-progress/${other}/2`, { cookie })).status).toBe(403);
    const own = await jsonRequest(app, 'GET', `/api/student/show-progress/${id}/2`, { cookie });
    expect(own.status).toBe(200);
    const progress = ((await own.json()) as { data: Record<string, unknown>[] }).data[0];
    expect(Object.keys(progress ?? {}).sort()).toEqual(
      [
        'course_id',
        'id',
        'join_date',
        'last_learning_date',
        'percentage',
        'score',
        'student_id',
        'submission_project_path',
      ].sort(),
    );
  });

  it('needs a student session', async () => {
    expect((await jsonRequest(app, 'GET', '/api/student/courses/2/chapters')).status).toBe(401);
    const mentor = await login(app, 'mentor', demo.mentor, demo.password);
    expect((await jsonRequest(app, 'GET', '/api/student/courses/2/chapters', { cookie: mentor })).status).toBe(403);
  });

  it('answers 404 for an unknown course', async () => {
    const { cookie } = await registerStudent('nocourse@kelaskoding.test');
    expect((await jsonRequest(app, 'GET', '/api/student/courses/999/chapters', { cookie })).status).toBe(404);
  });

  it('opens the paid chapters for the subscribed demo student', async () => {
    const cookie = await login(app, 'student', demo.student, demo.password);
    const body = await chapters(cookie, await userId(demo.student));
    expect(body.meta.subscribed).toBe(true);
    expect(body.meta.trial_finished).toBe(true);
    const paid = body.data.filter((c) => !c.is_trial);
    expect(paid.every((c) => c.is_unlock)).toBe(true);
    const firstPaid = paid[0]!.topics[0]!.materials[0]!;
    expect(firstPaid.is_unlock).toBe(true);
    expect(body.meta.progress.percentage).toBeGreaterThan(0);
  });
});

describe('opening and finishing materials', () => {
  it('refuses to open or finish a locked material, and unlocks the next one after a finish', async () => {
    const { cookie, id } = await registerStudent('order@kelaskoding.test');
    const body = await chapters(cookie, id);
    const progressId = body.meta.progress.id;
    const [first, second] = allMaterials(body) as [Material, Material];

    const lockedOpen = await jsonRequest(app, 'POST', `/api/student/progresses/${progressId}/progress-topic`, {
      cookie,
      body: ref(second),
    });
    expect(lockedOpen.status).toBe(403);
    expect(((await lockedOpen.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'locked',
      message: expect.stringMatching(/\S/),
    });
    expect((await finish(cookie, progressId, second)).status).toBe(403);
    expect((await jsonRequest(app, 'GET', `/api/student/materials/${second.id}`, { cookie })).status).toBe(403);

    const open = await jsonRequest(app, 'POST', `/api/student/progresses/${progressId}/progress-topic`, {
      cookie,
      body: ref(first),
    });
    expect(open.status).toBe(200);
    const opened = (await open.json()) as { progressMaterialId: number; data: { progressMaterialId: number } };
    expect(opened.progressMaterialId).toBeGreaterThan(0);
    expect(opened.data.progressMaterialId).toBe(opened.progressMaterialId);

    const done = await finish(cookie, progressId, first, { materialScore: 100 });
    expect(done.status).toBe(200);
    const result = (await done.json()) as {
      data: { percentage: number; score: number; last_learning_date: string };
      result: { is_finish: boolean; score: number | null; next_material: { id: number; is_unlock: boolean } };
    };
    expect(result.result).toMatchObject({
      is_finish: true,
      score: null,
      next_material: { id: second.id, is_unlock: true },
    });
    // A slide has no score, whatever the client sends.
    expect(result.data.score).toBe(0);
    expect(result.data.last_learning_date).not.toBeNull();
    const total = body.meta.total_materials;
    expect(result.data.percentage).toBeCloseTo(Math.round((1 / total) * 10000) / 100, 2);

    const after = await chapters(cookie, id);
    const [a, b] = allMaterials(after) as [Material, Material];
    expect(a).toMatchObject({ is_finish: true, progress_material_id: opened.progressMaterialId });
    expect(b).toMatchObject({ is_unlock: true, is_current: true });
  });

  it('starts a row the material before unlocked when it is finished or opened, and keeps its first start', async () => {
    const { cookie, id } = await registerStudent('started@kelaskoding.test');
    const body = await chapters(cookie, id);
    const progressId = body.meta.progress.id;
    const [first, second, third] = allMaterials(body) as [Material, Material, Material];
    expect(['slide', 'video']).toContain(first.relation);
    expect(['slide', 'video']).toContain(second.relation);
    const row = async (m: Material) =>
      (
        await db
          .select()
          .from(progressMaterials)
          .where(and(eq(progressMaterials.progressId, progressId), eq(progressMaterials.materialId, m.id)))
      )[0];

    expect((await finish(cookie, progressId, first)).status).toBe(200);
    expect(await row(second)).toMatchObject({ isUnlock: true, isFinish: false, startedAt: null });
    // Finished without being opened: the finish starts it.
    expect((await finish(cookie, progressId, second)).status).toBe(200);
    const finished = await row(second);
    expect(finished).toMatchObject({ isFinish: true });
    expect(finished?.startedAt).toBeInstanceOf(Date);
    await new Promise((done) => setTimeout(done, 5));
    expect((await finish(cookie, progressId, second)).status).toBe(200);
    expect((await row(second))?.startedAt).toEqual(finished?.startedAt);

    // Opened after the finish before it unlocked it: the opening starts it, and a second opening keeps that start.
    expect(await row(third)).toMatchObject({ isUnlock: true, startedAt: null });
    const open = () =>
      jsonRequest(app, 'POST', `/api/student/progresses/${progressId}/progress-topic`, { cookie, body: ref(third) });
    const opened = await open();
    expect(opened.status).toBe(200);
    const started = await row(third);
    expect(started?.startedAt).toBeInstanceOf(Date);
    expect(((await opened.json()) as { progressMaterialId: number }).progressMaterialId).toBe(started?.id);
    await new Promise((done) => setTimeout(done, 5));
    expect((await open()).status).toBe(200);
    expect((await row(third))?.startedAt).toEqual(started?.startedAt);
  });

  it('rejects a material that is not in the chapter and topic sent, and bad bodies', async () => {
    const { cookie, id } = await registerStudent('mismatch@kelaskoding.test');
    const body = await chapters(cookie, id);
    const first = allMaterials(body)[0]!;
    const progressId = body.meta.progress.id;
    const wrong = await jsonRequest(app, 'POST', `/api/student/progresses/${progressId}/progress-topic`, {
      cookie,
      body: { ...ref(first), topicId: first.topic_id + 1000 },
    });
    expect(wrong.status).toBe(400);
    const bad = await jsonRequest(app, 'PUT', `/api/student/progresses/${progressId}`, {
      cookie,
      body: { chapterId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string; fields: Record<string, string> } }).error).toMatchObject({
      code: 'validation',
      fields: { topicId: 'This field is required.' },
    });
    const otherProgress = await jsonRequest(app, 'PUT', `/api/student/progresses/1`, { cookie, body: ref(first) });
    expect(otherProgress.status).toBe(403);
  });
});

describe('scores and percentages through the trial chapter', () => {
  it('scores quizzes on the server, re-checks practices, refuses projects and finishes the trial', async () => {
    const { cookie, id } = await registerStudent('walker@kelaskoding.test');
    let body = await chapters(cookie, id);
    const progressId = body.meta.progress.id;
    const total = body.meta.total_materials;
    const trial = body.data.filter((c) => c.is_trial).flatMap((c) => c.topics.flatMap((t) => t.materials));
    let finished = 0;
    let checkedQuiz = false;
    let checkedPractice = false;

    for (const m of trial) {
      const content = await jsonRequest(app, 'GET', `/api/student/materials/${m.id}`, { cookie });
      expect(content.status).toBe(200);
      if (m.relation === 'quiz') {
        const data = ((await content.json()) as { data: { content: { questions: { options: object[] }[] } } }).data;
        // No answer keys reach the student.
        expect(JSON.stringify(data.content.questions)).not.toContain('"key"');
        if (!checkedQuiz) {
          // Wrong answers with a forged materialScore: the server's score wins, below passing, not finished.
          const forged = await finish(cookie, progressId, m, {
            materialScore: 100,
            answers: (await rightAnswers(m.id)).map((a) => ({ questionId: a.questionId, value: ['zzz'] })),
          });
          expect(forged.status).toBe(200);
          const f = (await forged.json()) as { result: { score: number; is_finish: boolean; passed: boolean } };
          expect(f.result).toMatchObject({ score: 0, is_finish: false, passed: false });
          const missing = await finish(cookie, progressId, m, { materialScore: 100 });
          expect(missing.status).toBe(400);
          checkedQuiz = true;
        }
        const res = await finish(cookie, progressId, m, { answers: await rightAnswers(m.id) });
        expect(res.status).toBe(200);
        const r = (await res.json()) as { data: { score: number }; result: { score: number; is_finish: boolean } };
        expect(r.result).toMatchObject({ score: 100, is_finish: true });
        expect(r.data.score).toBe(100);
      } else if (m.relation === 'practice') {
        const { solution, starter } = await solutionFiles(m.id);
        if (!checkedPractice) {
          const failing = await finish(cookie, progressId, m, { files: starter });
          expect(failing.status).toBe(400);
          const err = ((await failing.json()) as { error: { code: string; fields: Record<string, string> } }).error;
          expect(err.code).toBe('validation');
          expect(Object.keys(err.fields).some((k) => k.startsWith('tasks.'))).toBe(true);
          expect((await finish(cookie, progressId, m)).status).toBe(400);
          checkedPractice = true;
        }
        const res = await finish(cookie, progressId, m, { files: solution });
        expect(res.status).toBe(200);
      } else if (m.relation.startsWith('submission')) {
        const res = await finish(cookie, progressId, m);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_request');
        // Projects finish by review; the rest of the walk stops here.
        break;
      } else {
        expect((await finish(cookie, progressId, m)).status).toBe(200);
      }
      finished++;
      body = await chapters(cookie, id);
      expect(body.meta.progress.percentage).toBeCloseTo(Math.round((finished / total) * 10000) / 100, 2);
    }
    expect(checkedQuiz).toBe(true);
    expect(finished).toBeGreaterThan(2);
  });

  it('stamps a material finished once: a failed quiz stores no finish time, a later pass does, a retry keeps both it and the best score', async () => {
    const { cookie, id } = await registerStudent('retry@kelaskoding.test');
    const body = await chapters(cookie, id);
    const progressId = body.meta.progress.id;
    const materials = allMaterials(body);
    const quizIndex = materials.findIndex((m) => m.relation === 'quiz');
    expect(quizIndex).toBeGreaterThan(0);
    for (const m of materials.slice(0, quizIndex)) {
      // The walk before the quiz is slides and videos here; a practice would need its files.
      expect(['slide', 'video']).toContain(m.relation);
      expect((await finish(cookie, progressId, m)).status).toBe(200);
    }
    const quiz = materials[quizIndex]!;
    const stored = async () =>
      (
        await db
          .select()
          .from(progressMaterials)
          .where(and(eq(progressMaterials.progressId, progressId), eq(progressMaterials.materialId, quiz.id)))
      )[0]!;
    const wrong = (await rightAnswers(quiz.id)).map((a) => ({ questionId: a.questionId, value: ['zzz'] }));

    expect((await finish(cookie, progressId, quiz, { answers: wrong })).status).toBe(200);
    const failed = await stored();
    expect(failed).toMatchObject({ isFinish: false, isUnlock: true, score: 0, finishedAt: null });
    expect(failed.startedAt).toBeInstanceOf(Date);

    const passed = await finish(cookie, progressId, quiz, { answers: await rightAnswers(quiz.id) });
    expect(passed.status).toBe(200);
    const first = await stored();
    expect(first).toMatchObject({ isFinish: true, score: 100, startedAt: failed.startedAt });
    expect(first.finishedAt).toBeInstanceOf(Date);

    const retried = await finish(cookie, progressId, quiz, { answers: wrong });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { result: object }).result).toMatchObject({
      is_finish: true,
      passed: false,
      score: 0,
    });
    expect(await stored()).toMatchObject({ isFinish: true, score: 100, finishedAt: first.finishedAt });
  });

  it('counts the trial chapter as finished when all its materials are, and keeps paid chapters locked', async () => {
    const { cookie, id } = await registerStudent('trialdone@kelaskoding.test');
    let body = await chapters(cookie, id);
    const progressId = body.meta.progress.id;
    const trial = body.data.filter((c) => c.is_trial).flatMap((c) => c.topics.flatMap((t) => t.materials));
    for (const m of trial) {
      if (m.relation.startsWith('submission')) {
        // Stand in for the submission flow (H8): a submitted project lets the next material open.
        await db
          .insert(progressMaterials)
          .values({
            progressId,
            materialId: m.id,
            isUnlock: true,
            isFinish: true,
            score: 90,
            submissionStatus: 'reviewed',
          })
          .onConflictDoUpdate({
            target: [progressMaterials.progressId, progressMaterials.materialId],
            set: { isFinish: true, score: 90, submissionStatus: 'reviewed' },
          });
        continue;
      }
      const extra =
        m.relation === 'quiz'
          ? { answers: await rightAnswers(m.id) }
          : m.relation === 'practice'
            ? { files: (await solutionFiles(m.id)).solution }
            : {};
      expect((await finish(cookie, progressId, m, extra)).status).toBe(200);
    }
    body = await chapters(cookie, id);
    expect(body.meta.trial_finished).toBe(true);
    expect(body.data.filter((c) => c.is_trial).every((c) => c.is_finish)).toBe(true);
    const firstPaid = body.data.find((c) => !c.is_trial)!.topics[0]!.materials[0]!;
    expect(firstPaid).toMatchObject({ is_unlock: false, lock_reason: 'subscription' });
    const open = await jsonRequest(app, 'POST', `/api/student/progresses/${progressId}/progress-topic`, {
      cookie,
      body: ref(firstPaid),
    });
    expect(open.status).toBe(403);
    expect(((await open.json()) as { error: { code: string } }).error.code).toBe('locked');
  });
});
