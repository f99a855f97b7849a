/**
 * Admin-written rich text is sanitised by the server before it is stored (defence in depth: the client
 * sanitises too). Course descriptions, slide contents and project briefs, on create and on update.
 */
import { describe, expect, it } from 'vitest';
import { type ListBody, newMaterial, setupAdminApp } from './admin-fixture';

type Rec = { id: number } & Record<string, unknown>;

const f = setupAdminApp();

const hostile =
  '<p onclick="alert(1)">Halo <b>dunia</b><script>alert(document.cookie)</script></p>' +
  '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">klik</a>';
const cleaned = '<p>Halo <b>dunia</b></p><a target="_blank" rel="noopener noreferrer">klik</a>';

const material = (relation: string, description?: Record<string, string>) => newMaterial(f, relation, description);

const first = async (endpoint: string, materialId: number) =>
  (await f.call<ListBody<Rec>>('GET', `/api/admin/${endpoint}?materialId=${materialId}`)).body.data[0] as Rec;

describe('admin rich text is sanitised on the server', () => {
  it('course description: create and update', async () => {
    const created = await f.call<{ data: Rec }>('POST', '/api/admin/courses', {
      title: { id: 'Kursus aman' },
      description: { id: hostile, en: '<p><br></p>' },
    });
    expect(created.status).toBe(201);
    const read = await f.call<{ data: Rec }>('GET', `/api/admin/courses/${created.body.data.id}`);
    expect(read.body.data.description).toEqual({ id: cleaned });

    const updated = await f.call<{ data: Rec }>('PUT', `/api/admin/courses/${created.body.data.id}`, {
      description: { en: '<p style="color:red">Hi <a href="https://example.com" target="_self">link</a></p>' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.description).toEqual({
      en: '<p>Hi <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p>',
    });
  });

  it('slide content: update', async () => {
    const m = await material('slide');
    const slide = await first('slides', m.id);
    const updated = await f.call<{ data: Rec }>('PUT', `/api/admin/slides/${slide.id}`, {
      content: { id: hostile, en: '<ul><li>satu</li></ul><style>body{display:none}</style>' },
    });
    expect(updated.status).toBe(200);
    expect((await f.call<{ data: Rec }>('GET', `/api/admin/slides/${slide.id}`)).body.data.content).toEqual({
      id: cleaned,
      en: '<ul><li>satu</li></ul>',
    });
  });

  it('project brief: a new project starts with an empty brief, not a copy of its description; update', async () => {
    const m = await material('submission', { id: hostile });
    expect(m.description).toEqual({ id: cleaned });
    const project = await first('submissions', m.id);
    expect(project.brief).toEqual({});

    const updated = await f.call<{ data: Rec }>('PUT', `/api/admin/submissions/${project.id}`, {
      brief: { id: '<p>Buat halaman</p>', en: `<div>${hostile}</div>` },
    });
    expect(updated.status).toBe(200);
    expect((await f.call<{ data: Rec }>('GET', `/api/admin/submissions/${project.id}`)).body.data.brief).toEqual({
      id: '<p>Buat halaman</p>',
      en: `<div>${cleaned}</div>`,
    });
  });
});
