/** The per-type records of materials through the generic engine: every endpoint's CRUD, filters and order. */
import { describe, expect, it } from 'vitest';
import { type ErrorBody, type ListBody, newMaterial, setupAdminApp } from './admin-fixture';
import { demo, login } from './helpers';

type Rec = { id: number; order?: number; deleted_at: string | null } & Record<string, unknown>;

const f = setupAdminApp();

const material = async (relation: string) => (await newMaterial(f, relation)).id;

const first = async (endpoint: string, query: string) =>
  (await f.call<ListBody<Rec>>('GET', `/api/admin/${endpoint}?${query}`)).body.data[0] as Rec;

describe('admin material records', () => {
  it('slides: create in order, search, update, re-order, trash and restore', async () => {
    const materialId = await material('slide');
    for (const title of ['Kedua', 'Ketiga']) {
      const res = await f.call<{ data: Rec }>('POST', '/api/admin/slides', {
        materialId,
        title: { id: title },
        content: { id: `<p>Isi ${title}</p>` },
      });
      expect(res.status).toBe(201);
    }
    const list = await f.call<ListBody<Rec>>('GET', `/api/admin/slides?materialId=${materialId}`);
    expect(list.body.data.map((s) => s.order)).toEqual([1, 2, 3]);
    expect(
      (await f.call<ListBody<Rec>>('GET', `/api/admin/slides?materialId=${materialId}&search=isi keti`)).body.filtered,
    ).toBe(1);
    const ids = list.body.data.map((s) => s.id);
    await f.call('POST', '/api/admin/slides/re-order', { ids: [ids[2], ids[0], ids[1]] });
    const reordered = await f.call<ListBody<Rec>>('GET', `/api/admin/slides?materialId=${materialId}`);
    expect(reordered.body.data.map((s) => s.id)).toEqual([ids[2], ids[0], ids[1]]);
    const updated = await f.call<{ data: Rec }>('PUT', `/api/admin/slides/${ids[0]}`, { video: '/media/intro.webm' });
    expect(updated.body.data.video).toBe('/media/intro.webm');
    await f.call('DELETE', `/api/admin/slides/${ids[2]}`);
    const restored = await f.call<{ data: Rec }>('PUT', `/api/admin/slides/${ids[2]}/restore`);
    expect(restored.body.data.order).toBe(3);
  });

  it('videos: update the url, refuse an empty one', async () => {
    const materialId = await material('video');
    const video = await first('videos', `materialId=${materialId}`);
    const ok = await f.call<{ data: Rec }>('PUT', `/api/admin/videos/${video.id}`, {
      url: '/media/css.webm',
      durationSeconds: 12,
    });
    expect(ok.body.data).toMatchObject({ url: '/media/css.webm', durationSeconds: 12 });
    const bad = await f.call<ErrorBody>('PUT', `/api/admin/videos/${video.id}`, { url: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.url).toBe('This field is required.');
    expect((await f.call<ErrorBody>('POST', '/api/admin/videos', { materialId: 999999, url: 'x' })).status).toBe(400);
  });

  it('quizes and questions: passing score, questions with answers, order by type', async () => {
    const materialId = await material('quiz');
    const quiz = await first('quizes', `materialId=${materialId}`);
    expect(
      (await f.call<{ data: Rec }>('PUT', `/api/admin/quizes/${quiz.id}`, { passingScore: 70 })).body.data.passingScore,
    ).toBe(70);
    expect((await f.call<ErrorBody>('PUT', `/api/admin/quizes/${quiz.id}`, { passingScore: 150 })).status).toBe(400);
    for (const type of ['puzzle', 'multiplechoice']) {
      const res = await f.call<{ data: Rec }>('POST', '/api/admin/questions', {
        quizId: quiz.id,
        type,
        question: { id: `Soal ${type}` },
        answer: { options: [{ id: 'a', text: 'A', key: true }], key: ['a'] },
      });
      expect(res.status).toBe(201);
    }
    const byType = await f.call<ListBody<Rec>>('GET', `/api/admin/questions?quizId=${quiz.id}&order[column]=type`);
    expect(byType.body.data.map((q) => q.type)).toEqual(['multiplechoice', 'puzzle']);
    expect(
      (
        await f.call<ErrorBody>('POST', '/api/admin/questions', {
          quizId: quiz.id,
          type: 'essay',
          question: { id: 'X' },
        })
      ).status,
    ).toBe(400);
    const strayKey = await f.call<ErrorBody>('POST', '/api/admin/questions', {
      quizId: quiz.id,
      question: { id: 'Kunci' },
      answer: { options: [{ id: 'a', text: 'A', key: false }], key: ['z'] },
    });
    expect(strayKey.body.error.fields).toEqual({ 'answer.key': 'Nilai tidak valid.' });
  });

  it('practices and tasks: workspaces and ordered tasks', async () => {
    const materialId = await material('practice');
    const practice = await first('practices', `materialId=${materialId}`);
    const starter = {
      files: [
        { id: 'FL-1', name: 'index', ext: 'html', lang: 'html', path: 'index.html', type: 'code', value: '<p></p>' },
      ],
      activeFile: 'FL-1',
      activeFolder: null,
      openedFiles: ['FL-1'],
      copied: null,
    };
    const solution = {
      ...starter,
      files: [{ ...starter.files[0], value: '<h1>Judul</h1>' }],
    };
    const updated = await f.call<{ data: Rec }>('PUT', `/api/admin/practices/${practice.id}`, { starter, solution });
    expect(updated.body.data.starter).toEqual(starter);
    for (const title of ['Tugas 1', 'Tugas 2']) {
      await f.call('POST', '/api/admin/tasks', {
        practiceId: practice.id,
        title: { id: title },
        question: { id: `Soal ${title}` },
        answers: [{ kind: 'html', tag: 'h1' }],
      });
    }
    const tasks = await f.call<ListBody<Rec>>('GET', `/api/admin/tasks?practiceId=${practice.id}&search=tugas 2`);
    expect(tasks.body.data.map((t) => t.order)).toEqual([2]);
    expect(
      (await f.call<ErrorBody>('POST', '/api/admin/tasks', { practiceId: practice.id })).body.error.fields,
    ).toMatchObject({
      question: 'This field is required.',
    });
  });

  it('submissions: project brief and exam flag', async () => {
    const materialId = await material('submission');
    const project = await first('submissions', `materialId=${materialId}`);
    const updated = await f.call<{ data: Rec }>('PUT', `/api/admin/submissions/${project.id}`, {
      brief: { id: '<p>Buat halaman</p>', en: '<p>Build a page</p>' },
      isExam: true,
    });
    expect(updated.body.data).toMatchObject({ isExam: true, brief: { en: '<p>Build a page</p>' } });
    expect(
      (await f.call<ErrorBody>('PUT', `/api/admin/submissions/${project.id}`, { title: { id: '', en: '' } })).status,
    ).toBe(400);
    await f.call('DELETE', `/api/admin/submissions/${project.id}`);
    expect(
      (await f.call<ListBody<Rec>>('GET', `/api/admin/submissions?materialId=${materialId}&trash=1`)).body.total,
    ).toBe(1);
  });

  it('keeps one practice or quiz per material, each on a material of its own type', async () => {
    const practiceMaterial = await material('practice');
    const quizMaterial = await material('quiz');
    const slideMaterial = await material('slide');
    const secondPractice = await f.call<ErrorBody>('POST', '/api/admin/practices', {
      materialId: practiceMaterial,
    });
    expect(secondPractice.status).toBe(409);
    expect(secondPractice.body.error.fields?.materialId).toBe('Materi ini sudah punya latihan.');
    const onSlide = await f.call<ErrorBody>('POST', '/api/admin/practices', {
      materialId: slideMaterial,
    });
    expect(onSlide.status).toBe(400);
    expect(onSlide.body.error.fields?.materialId).toBe('Latihan hanya bisa ditambahkan ke materi berjenis latihan.');
    const quizOnPractice = await f.call<ErrorBody>('POST', '/api/admin/quizes', {
      materialId: practiceMaterial,
      passingScore: 70,
    });
    expect(quizOnPractice.status).toBe(400);
    const secondQuiz = await f.call<ErrorBody>('POST', '/api/admin/quizes', {
      materialId: quizMaterial,
      passingScore: 70,
    });
    expect(secondQuiz.status).toBe(409);
    expect((await f.call<ListBody<Rec>>('GET', `/api/admin/practices?materialId=${slideMaterial}`)).body.total).toBe(0);
  });

  it('refuses other roles on every material endpoint', async () => {
    const mentor = await login(f.app, 'mentor', demo.mentor, demo.password);
    for (const endpoint of [
      'slides',
      'videos',
      'quizes',
      'questions',
      'practices',
      'tasks',
      'submissions',
      'materials',
    ]) {
      expect((await f.call('GET', `/api/admin/${endpoint}`, undefined, mentor)).status).toBe(403);
      expect((await f.call('GET', `/api/admin/${endpoint}`, undefined, '')).status).toBe(401);
    }
  });
});
