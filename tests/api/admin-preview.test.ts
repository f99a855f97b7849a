/** "Preview as student": any material, draft or published, as a student's screens get it; nothing stored. */
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { progressMaterials } from '../../api/db/schema';
import { setupAdminApp } from './admin-fixture';
import { demo, jsonRequest, login } from './helpers';

const f = setupAdminApp();
let student: string;
let mentor: string;

beforeAll(async () => {
  student = await login(f.app, 'student', demo.student, demo.password);
  mentor = await login(f.app, 'mentor', demo.mentor, demo.password);
});

type Rec = { data: { id: number } };
const storedProgress = async () => (await f.db.select({ n: count() }).from(progressMaterials))[0]?.n ?? 0;

async function draftMaterial(relation: string): Promise<number> {
  const map = (await (
    await jsonRequest(f.app, 'GET', '/api/student/courses/2/chapters', { cookie: student })
  ).json()) as { data: { topics: { id: number }[] }[] };
  const topicId = map.data[0]?.topics[0]?.id;
  const res = await f.call<Rec>('POST', '/api/admin/materials', {
    topicId,
    title: { id: `Pratinjau ${relation}` },
    relation,
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

describe('preview as student', () => {
  it('shows a draft quiz as a student sees it and scores it without storing anything', async () => {
    const id = await draftMaterial('quiz');
    const quiz = await f.call<{ data: { id: number }[] }>('GET', `/api/admin/quizes?materialId=${id}`);
    const quizId = quiz.body.data[0]?.id;
    const question = await f.call<Rec>('POST', '/api/admin/questions', {
      quizId,
      question: { id: 'Tag untuk judul utama?' },
      answer: {
        options: [
          { id: 'a', text: '<h1>', key: true },
          { id: 'b', text: '<p>', key: false },
        ],
        key: ['a'],
      },
    });
    expect(question.status).toBe(201);
    // An unfinished one stays out, as for students.
    await f.call('POST', '/api/admin/questions', { quizId, question: { id: 'Belum selesai' } });

    const screen = await f.call<{
      data: { progress_id: number; material: { is_unlock: boolean }; content: { questions: { id: number }[] } };
    }>('GET', `/api/admin/preview/materials/${id}`);
    expect(screen.status).toBe(200);
    expect(screen.body.data.progress_id).toBe(0);
    expect(screen.body.data.material.is_unlock).toBe(true);
    expect(screen.body.data.content.questions.map((q) => q.id)).toEqual([question.body.data.id]);

    const before = await storedProgress();
    const right = await f.call<{ result: { passed: boolean; score: number } }>(
      'POST',
      `/api/admin/preview/materials/${id}/finish`,
      { answers: [{ questionId: question.body.data.id, value: ['a'] }] },
    );
    expect(right.status).toBe(200);
    expect(right.body.result).toMatchObject({ passed: true, score: 100 });
    const wrong = await f.call<{ result: { passed: boolean; score: number } }>(
      'POST',
      `/api/admin/preview/materials/${id}/finish`,
      { answers: [{ questionId: question.body.data.id, value: ['b'] }] },
    );
    expect(wrong.body.result).toMatchObject({ passed: false, score: 0 });
    expect(await storedProgress()).toBe(before);
  });

  it('gives a practice its starter and complete tasks, and a project its brief, not yet submitted', async () => {
    const practice = await draftMaterial('practice');
    const p = await f.call<{ data: { starter: unknown; tasks: unknown[]; code: unknown } }>(
      'GET',
      `/api/admin/preview/practice/${practice}`,
    );
    expect(p.status).toBe(200);
    expect(p.body.data).toMatchObject({ tasks: [], code: null });
    const project = await draftMaterial('submission');
    const s = await f.call<{ data: { canSubmit: boolean; status: null } }>(
      'GET',
      `/api/admin/preview/project/${project}`,
    );
    expect(s.status).toBe(200);
    expect(s.body.data).toMatchObject({ canSubmit: true, status: null, files: null });
  });

  it('is for admins only, and answers 404 for a trashed or unknown material', async () => {
    const id = await draftMaterial('slide');
    for (const cookie of [student, mentor]) {
      const res = await jsonRequest(f.app, 'GET', `/api/admin/preview/materials/${id}`, { cookie });
      expect(res.status).toBe(403);
    }
    expect((await jsonRequest(f.app, 'GET', `/api/admin/preview/materials/${id}`)).status).toBe(401);
    await f.call('DELETE', `/api/admin/materials/${id}`);
    expect((await f.call('GET', `/api/admin/preview/materials/${id}`)).status).toBe(404);
    expect((await f.call('GET', '/api/admin/preview/materials/999999')).status).toBe(404);
    expect((await f.call('GET', '/api/admin/preview/practice/999999')).status).toBe(404);
  });

  it("numbers the chapter as the student's course map does (trial and paid chapters apart)", async () => {
    // With a paid chapter trashed, the stored order and the number a student sees part ways.
    const trashedId = 4;
    expect((await f.call('DELETE', `/api/admin/chapters/${trashedId}`)).status).toBe(200);
    const map = (await (
      await jsonRequest(f.app, 'GET', '/api/student/courses/2/chapters', { cookie: student })
    ).json()) as {
      data: { id: number; order: number; is_trial: boolean; topics: { materials: { id: number }[] }[] }[];
    };
    const paid = map.data.filter((c) => !c.is_trial);
    expect(paid.map((c) => c.id)).not.toContain(trashedId);
    expect(paid.map((c) => c.order)).toEqual(paid.map((_, i) => i + 1));
    for (const chapter of [map.data[0], ...paid]) {
      const materialId = chapter?.topics[0]?.materials[0]?.id;
      const screen = await f.call<{ data: { chapter: { order: number; is_trial: boolean } } }>(
        'GET',
        `/api/admin/preview/materials/${materialId}`,
      );
      expect(screen.body.data.chapter).toMatchObject({ order: chapter?.order, is_trial: chapter?.is_trial });
    }
  });
});
