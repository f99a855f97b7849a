/**
 * The generic admin engine over the course tree: create, list with every parameter, update,
 * soft delete, trash list, restore position, re-order, validation, unknown ids and roles.
 */
import { describe, expect, it } from 'vitest';
import { type ErrorBody, type ListBody, setupAdminApp } from './admin-fixture';
import { demo, login } from './helpers';

type Row = { id: number; order: number; title: { id?: string; en?: string }; deleted_at: string | null };

const f = setupAdminApp();

async function newCourse(name: string) {
  const res = await f.call<{ data: Row }>('POST', '/api/admin/courses', {
    title: { id: `${name} id`, en: `${name} en` },
    description: { id: '<p>Deskripsi</p>' },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function newChapters(courseId: number, titles: string[]) {
  const rows: Row[] = [];
  for (const title of titles) {
    const res = await f.call<{ data: Row }>('POST', '/api/admin/chapters', { courseId, title: { id: title } });
    expect(res.status).toBe(201);
    rows.push(res.body.data);
  }
  return rows;
}

const listChapters = async (courseId: number, query = '') =>
  (await f.call<ListBody<Row>>('GET', `/api/admin/chapters?courseId=${courseId}${query}`)).body;

describe('admin course tree', () => {
  it('creates records at the end of their siblings and reads them back', async () => {
    const course = await newCourse('Kursus Uji A');
    const chapters = await newChapters(course.id, ['Satu', 'Dua', 'Tiga']);
    expect(chapters.map((c) => c.order)).toEqual([1, 2, 3]);
    const one = await f.call<{ data: Row & { courseId: number } }>('GET', `/api/admin/chapters/${chapters[1]?.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ title: { id: 'Dua' }, order: 2, courseId: course.id });
  });

  it('numbers trial and paid chapters apart, each from 1, also after a re-order (docs/decisions/0005-behaviour.md)', async () => {
    const course = await newCourse('Kursus Nomor');
    const made: (Row & { isTrial: boolean })[] = [];
    for (const [title, isTrial] of [
      ['Uji coba', true],
      ['Berbayar 1', false],
      ['Berbayar 2', false],
      ['Berbayar 3', false],
    ] as const) {
      const res = await f.call<{ data: Row & { isTrial: boolean } }>('POST', '/api/admin/chapters', {
        courseId: course.id,
        title: { id: title },
        isTrial,
      });
      expect(res.status).toBe(201);
      made.push(res.body.data);
    }
    type Numbered = Row & { number: number; isTrial: boolean };
    const numbers = async () =>
      (await f.call<ListBody<Numbered>>('GET', `/api/admin/chapters?courseId=${course.id}`)).body.data.map(
        (c) => `${c.title.id}:${c.number}`,
      );
    expect(await numbers()).toEqual(['Uji coba:1', 'Berbayar 1:1', 'Berbayar 2:2', 'Berbayar 3:3']);
    // A new paid chapter is the fourth paid one, not the fifth chapter.
    const added = await f.call('POST', '/api/admin/chapters', { courseId: course.id, title: { id: 'Berbayar 4' } });
    expect(added.status).toBe(201);
    expect((await numbers()).at(-1)).toBe('Berbayar 4:4');
    // Re-ordered with a paid chapter first: each kind still counts from 1.
    const ids = made.map((c) => c.id);
    const reordered = await f.call('POST', '/api/admin/chapters/re-order', {
      ids: [ids[2], ids[0], ids[1], ids[3], (added.body as { data: Row }).data.id],
    });
    expect(reordered.status).toBe(200);
    expect(await numbers()).toEqual(['Berbayar 2:1', 'Uji coba:1', 'Berbayar 1:2', 'Berbayar 3:3', 'Berbayar 4:4']);
  });

  it('lists with the parent filter, search, paging and order', async () => {
    const course = await newCourse('Kursus Uji B');
    await newChapters(course.id, ['Alpha HTML', 'Beta CSS', 'Gamma HTML lanjut', 'Delta JS']);
    const all = await listChapters(course.id);
    expect(all.total).toBe(4);
    expect(all.data.map((r) => r.title.id)).toEqual(['Alpha HTML', 'Beta CSS', 'Gamma HTML lanjut', 'Delta JS']);

    const searched = await listChapters(course.id, '&search=html');
    expect(searched.filtered).toBe(2);
    expect(searched.total).toBe(4);
    expect(searched.data.map((r) => r.title.id)).toEqual(['Alpha HTML', 'Gamma HTML lanjut']);

    const page = await listChapters(course.id, '&start=1&length=2');
    expect(page.data.map((r) => r.order)).toEqual([2, 3]);
    expect(page.filtered).toBe(4);

    const byTitle = await listChapters(course.id, '&order[column]=title&order[dir]=desc');
    expect(byTitle.data.map((r) => r.title.id)).toEqual(['Gamma HTML lanjut', 'Delta JS', 'Beta CSS', 'Alpha HTML']);

    // An order column outside the whitelist falls back to the default order.
    const unknown = await listChapters(course.id, '&order[column]=password_hash');
    expect(unknown.data.map((r) => r.order)).toEqual([1, 2, 3, 4]);

    // LIKE wildcards in the search are taken literally.
    expect((await listChapters(course.id, '&search=%25')).filtered).toBe(0);
  });

  it("counts each row's own live children", async () => {
    const empty = await newCourse('Kursus Uji Kosong');
    const course = await newCourse('Kursus Uji Hitung');
    const [first, second] = await newChapters(course.id, ['Bab Satu', 'Bab Dua', 'Bab Tiga']);
    for (const title of ['Topik A', 'Topik B'])
      expect((await f.call('POST', '/api/admin/topics', { chapterId: first?.id, title: { id: title } })).status).toBe(
        201,
      );
    expect((await f.call('DELETE', `/api/admin/chapters/${second?.id}`)).status).toBe(200);

    type Counted = Row & { chapterCount?: number; topicCount?: number };
    const courses = (await f.call<ListBody<Counted>>('GET', '/api/admin/courses?length=100')).body.data;
    expect(courses.find((c) => c.id === course.id)?.chapterCount).toBe(2);
    expect(courses.find((c) => c.id === empty.id)?.chapterCount).toBe(0);
    const one = await f.call<{ data: Counted }>('GET', `/api/admin/courses/${course.id}`);
    expect(one.body.data.chapterCount).toBe(2);
    const chapters = (await listChapters(course.id)).data as Counted[];
    expect(chapters.map((c) => c.topicCount)).toEqual([2, 0]);
  });

  it('updates only the fields sent', async () => {
    const course = await newCourse('Kursus Uji C');
    const [chapter] = await newChapters(course.id, ['Lama']);
    const res = await f.call<{ data: Row & { isTrial: boolean; description: { id?: string } } }>(
      'PUT',
      `/api/admin/chapters/${chapter?.id}`,
      { title: { id: 'Baru', en: 'New' }, isTrial: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: { id: 'Baru', en: 'New' }, isTrial: true, order: 1 });
  });

  it('trashes, renumbers, lists the trash and restores at the end of the active ones', async () => {
    const course = await newCourse('Kursus Uji D');
    const [a, b, c, d] = await newChapters(course.id, ['A', 'B', 'C', 'D']);
    expect((await f.call('DELETE', `/api/admin/chapters/${b?.id}`)).status).toBe(200);
    expect((await f.call('DELETE', `/api/admin/chapters/${a?.id}`)).status).toBe(200);

    const active = await listChapters(course.id);
    expect(active.data.map((r) => [r.title.id, r.order])).toEqual([
      ['C', 1],
      ['D', 2],
    ]);
    const trash = await listChapters(course.id, '&trash=1');
    expect(trash.total).toBe(2);
    expect(trash.data.map((r) => [r.title.id, r.order])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
    expect(trash.data.every((r) => r.deleted_at !== null)).toBe(true);

    // Deleting again is a conflict, restoring an active one too.
    expect((await f.call<ErrorBody>('DELETE', `/api/admin/chapters/${a?.id}`)).status).toBe(409);
    expect((await f.call<ErrorBody>('PUT', `/api/admin/chapters/${c?.id}/restore`)).status).toBe(409);

    const restored = await f.call<{ data: Row }>('PUT', `/api/admin/chapters/${b?.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ deleted_at: null, order: 3 });
    expect((await listChapters(course.id)).data.map((r) => r.title.id)).toEqual(['C', 'D', 'B']);
    expect((await listChapters(course.id, '&trash=1')).data.map((r) => [r.title.id, r.order])).toEqual([['A', 1]]);
    expect(d).toBeDefined();
  });

  it('re-orders all or some siblings', async () => {
    const course = await newCourse('Kursus Uji E');
    const [a, b, c, d] = await newChapters(course.id, ['A', 'B', 'C', 'D']);
    const ids = (...rows: (Row | undefined)[]) => rows.map((r) => r?.id);
    const res = await f.call<{ data: { id: number; order: number }[] }>('POST', '/api/admin/chapters/re-order', {
      ids: ids(d, a, c, b),
    });
    expect(res.status).toBe(200);
    expect((await listChapters(course.id)).data.map((r) => r.title.id)).toEqual(['D', 'A', 'C', 'B']);
    // A subset swaps within the places it holds (here places 2 and 4).
    await f.call('POST', '/api/admin/chapters/re-order', { ids: ids(b, a) });
    expect((await listChapters(course.id)).data.map((r) => r.title.id)).toEqual(['D', 'B', 'C', 'A']);
  });

  it('refuses a re-order across parents, with trashed or duplicate ids', async () => {
    const one = await newCourse('Kursus Uji F1');
    const two = await newCourse('Kursus Uji F2');
    const [a] = await newChapters(one.id, ['A']);
    const [b, c] = await newChapters(two.id, ['B', 'C']);
    const across = await f.call<ErrorBody>('POST', '/api/admin/chapters/re-order', { ids: [a?.id, b?.id] });
    expect(across.status).toBe(400);
    expect(across.body.error.fields?.ids).toBeTruthy();
    expect((await f.call('POST', '/api/admin/chapters/re-order', { ids: [b?.id, b?.id] })).status).toBe(400);
    await f.call('DELETE', `/api/admin/chapters/${c?.id}`);
    expect((await f.call('POST', '/api/admin/chapters/re-order', { ids: [c?.id, b?.id] })).status).toBe(400);
    expect((await f.call('POST', '/api/admin/chapters/re-order', { ids: [] })).status).toBe(400);
    expect((await f.call('POST', '/api/admin/chapters/re-order', {})).status).toBe(400);
  });

  it('answers 400 with field errors for bad bodies', async () => {
    const noTitle = await f.call<ErrorBody>('POST', '/api/admin/chapters', { courseId: 2, title: { id: ' ', en: '' } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.code).toBe('validation');
    expect(noTitle.body.error.fields?.['title.id']).toBe('This field is required.');

    const missing = await f.call<ErrorBody>('POST', '/api/admin/topics', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      chapterId: 'This field is required.',
      title: 'This field is required.',
    });

    const parent = await f.call<ErrorBody>('POST', '/api/admin/topics', { chapterId: 999999, title: { id: 'X' } });
    expect(parent.status).toBe(400);
    expect(parent.body.error.fields?.chapterId).toBeTruthy();

    const relation = await f.call<ErrorBody>('POST', '/api/admin/materials', {
      topicId: 1,
      title: { id: 'X' },
      relation: 'podcast',
    });
    expect(relation.status).toBe(400);
    expect(relation.body.error.fields?.relation).toBeTruthy();

    const badFilter = await f.call<ErrorBody>('GET', '/api/admin/chapters?courseId=abc');
    expect(badFilter.status).toBe(400);
    const badPaging = await f.call<ErrorBody>('GET', '/api/admin/chapters?length=0');
    expect(badPaging.status).toBe(400);
  });

  it('answers 404 for unknown ids', async () => {
    expect((await f.call<ErrorBody>('GET', '/api/admin/courses/999999')).status).toBe(404);
    expect((await f.call<ErrorBody>('PUT', '/api/admin/courses/999999', { title: { id: 'X' } })).status).toBe(404);
    expect((await f.call<ErrorBody>('DELETE', '/api/admin/topics/999999')).status).toBe(404);
    expect((await f.call<ErrorBody>('PUT', '/api/admin/topics/999999/restore')).status).toBe(404);
    expect((await f.call<ErrorBody>('GET', '/api/admin/topics/abc')).status).toBe(404);
  });

  it('creates a material with its empty per-type record', async () => {
    const course = await newCourse('Kursus Uji G');
    const [chapter] = await newChapters(course.id, ['Bab']);
    const topic = await f.call<{ data: Row }>('POST', '/api/admin/topics', {
      chapterId: chapter?.id,
      title: { id: 'Topik' },
    });
    for (const [relation, endpoint] of [
      ['video', 'videos'],
      ['quiz', 'quizes'],
      ['practice', 'practices'],
      ['submission-exam', 'submissions'],
      ['slide', 'slides'],
    ] as const) {
      const m = await f.call<{ data: Row & { relation: string } }>('POST', '/api/admin/materials', {
        topicId: topic.body.data.id,
        title: { id: `Materi ${relation}` },
        relation,
      });
      expect(m.status).toBe(201);
      expect(m.body.data.relation).toBe(relation);
      const records = await f.call<ListBody<{ isExam?: boolean; passingScore?: number }>>(
        'GET',
        `/api/admin/${endpoint}?materialId=${m.body.data.id}`,
      );
      expect(records.body.total).toBe(1);
      if (endpoint === 'submissions') expect(records.body.data[0]?.isExam).toBe(true);
      // A new quiz passes at 70 (at 0 any attempt would pass it).
      if (endpoint === 'quizes') expect(records.body.data[0]?.passingScore).toBe(70);
    }
    const materials = await f.call<ListBody<Row>>('GET', `/api/admin/materials?topicId=${topic.body.data.id}`);
    expect(materials.body.data.map((m) => m.order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('needs an admin session', async () => {
    const anonymous = await f.call<ErrorBody>('GET', '/api/admin/courses', undefined, '');
    expect(anonymous.status).toBe(401);
    const student = await login(f.app, 'student', demo.student, demo.password);
    const mentor = await login(f.app, 'mentor', demo.mentor, demo.password);
    for (const cookie of [student, mentor]) {
      expect((await f.call<ErrorBody>('GET', '/api/admin/chapters', undefined, cookie)).status).toBe(403);
      expect((await f.call<ErrorBody>('POST', '/api/admin/courses', { title: { id: 'X' } }, cookie)).status).toBe(403);
      expect((await f.call<ErrorBody>('DELETE', '/api/admin/topics/1', undefined, cookie)).status).toBe(403);
      expect((await f.call<ErrorBody>('POST', '/api/admin/topics/re-order', { ids: [1] }, cookie)).status).toBe(403);
    }
  });
});
