/** Drafts: new content stays out of students' and mentors' sight (and out of progress) until published; unfinished quiz questions likewise. */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupAdminApp } from './admin-fixture';
import { demo, jsonRequest, login } from './helpers';

type MapMaterial = { id: number; relation: string; is_unlock: boolean };
type StudentMap = {
  data: { id: number; topics: { id: number; materials: MapMaterial[] }[] }[];
  meta: { total_materials: number };
};
type Rec = { data: { id: number; status: string } };

const f = setupAdminApp();
let student: string;
let mentor: string;

beforeAll(async () => {
  student = await login(f.app, 'student', demo.student, demo.password);
  mentor = await login(f.app, 'mentor', demo.mentor, demo.password);
});

async function studentMap(): Promise<StudentMap> {
  const res = await jsonRequest(f.app, 'GET', '/api/student/courses/2/chapters', { cookie: student });
  expect(res.status).toBe(200);
  return (await res.json()) as StudentMap;
}

const materialIds = (map: StudentMap) => map.data.flatMap((c) => c.topics.flatMap((t) => t.materials.map((m) => m.id)));

async function create(path: string, body: unknown): Promise<Rec['data']> {
  const res = await f.call<Rec>('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function publish(kind: 'chapters' | 'topics' | 'materials', id: number, status = 'published') {
  const res = await f.call<Rec>('PUT', `/api/admin/${kind}/${id}`, { status });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.status).toBe(status);
}

describe('drafts', () => {
  it('a new material is a draft: 404 for students and mentors, not counted, until published', async () => {
    const start = await studentMap();
    const topic = start.data[0]?.topics[0];
    if (!topic) throw new Error('course 2 has no topic');
    const material = await create('/api/admin/materials', {
      topicId: topic.id,
      title: { id: 'Materi draf' },
      relation: 'slide',
    });
    expect(material.status).toBe('draft');
    const listed = await f.call<{ data: { id: number; status: string }[] }>(
      'GET',
      `/api/admin/materials?topicId=${topic.id}&length=100`,
    );
    expect(listed.body.data.find((m) => m.id === material.id)?.status).toBe('draft');

    const asStudent = await jsonRequest(f.app, 'GET', `/api/student/materials/${material.id}`, { cookie: student });
    expect(asStudent.status).toBe(404);
    const asMentor = await jsonRequest(f.app, 'GET', `/api/mentor/material/${material.id}`, { cookie: mentor });
    expect(asMentor.status).toBe(404);
    const drafted = await studentMap();
    expect(materialIds(drafted)).not.toContain(material.id);
    expect(drafted.meta.total_materials).toBe(start.meta.total_materials);

    await publish('materials', material.id);
    const published = await studentMap();
    expect(materialIds(published)).toContain(material.id);
    expect(published.meta.total_materials).toBe(start.meta.total_materials + 1);
    expect((await jsonRequest(f.app, 'GET', `/api/mentor/material/${material.id}`, { cookie: mentor })).status).toBe(
      200,
    );

    // Back to draft: hidden again, and the count follows.
    await publish('materials', material.id, 'draft');
    expect((await studentMap()).meta.total_materials).toBe(start.meta.total_materials);
  });

  it('a published material inside a draft chapter or topic stays hidden until its parents are published', async () => {
    const chapter = await create('/api/admin/chapters', { courseId: 2, title: { id: 'Bab draf' } });
    const topic = await create('/api/admin/topics', { chapterId: chapter.id, title: { id: 'Topik draf' } });
    const material = await create('/api/admin/materials', {
      topicId: topic.id,
      title: { id: 'Video draf' },
      relation: 'video',
    });
    expect([chapter.status, topic.status]).toEqual(['draft', 'draft']);
    await publish('materials', material.id);
    expect(materialIds(await studentMap())).not.toContain(material.id);
    await publish('topics', topic.id);
    expect((await studentMap()).data.map((c) => c.id)).not.toContain(chapter.id);
    await publish('chapters', chapter.id);
    const map = await studentMap();
    expect(map.data.map((c) => c.id)).toContain(chapter.id);
    expect(materialIds(map)).toContain(material.id);
  });

  it('refuses an unknown status with a field error', async () => {
    const map = await studentMap();
    const res = await f.call<{ error: { code: string; fields?: Record<string, string> } }>(
      'PUT',
      `/api/admin/materials/${map.data[0]?.topics[0]?.materials[0]?.id}`,
      { status: 'live' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.status).toBeTruthy();
  });
});

describe('unfinished quiz questions', () => {
  it('stay out of the quiz students see and of its score until they are complete', async () => {
    const map = await studentMap();
    const quiz = map.data.flatMap((c) => c.topics.flatMap((t) => t.materials)).find((m) => m.relation === 'quiz');
    if (!quiz) throw new Error('course 2 has no quiz');
    type Screen = { data: { content: { questions: { id: number }[] } } };
    const questionsSeen = async () => {
      const res = await jsonRequest(f.app, 'GET', `/api/student/materials/${quiz.id}`, { cookie: student });
      expect(res.status).toBe(200);
      return ((await res.json()) as Screen).data.content.questions.map((q) => q.id);
    };
    const before = await questionsSeen();
    const settings = await f.call<{ data: { id: number }[] }>('GET', `/api/admin/quizes?materialId=${quiz.id}`);
    const quizId = settings.body.data[0]?.id;
    if (!quizId) throw new Error('quiz settings missing');

    // "Add question" makes an empty one: the admin sees it, students do not.
    const added = await create('/api/admin/questions', { quizId, question: { id: 'Apa itu HTML?' } });
    expect(await questionsSeen()).toEqual(before);
    // Options without a key are still not a question anyone can answer.
    const options = [
      { id: 'a', text: 'Bahasa markah', key: false },
      { id: 'b', text: 'Basis data', key: false },
    ];
    await f.call('PUT', `/api/admin/questions/${added.id}`, { answer: { options, key: [] } });
    expect(await questionsSeen()).toEqual(before);
    const keyed = options.map((o) => ({ ...o, key: o.id === 'a' }));
    const done = await f.call('PUT', `/api/admin/questions/${added.id}`, { answer: { options: keyed, key: ['a'] } });
    expect(done.status).toBe(200);
    expect(await questionsSeen()).toEqual([...before, added.id]);
  });
});
