/**
 * The world of the admin authoring tests that upload files: an app with its own upload folder and the demo admin
 * and student signed in; an upload as the admin; and a published material of one kind in the trial chapter of a
 * new course (so any student may open it), with the first record the material was created with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createTestApp, demo, jsonRequest, login, TEST_ORIGIN, type TestApp } from './helpers';

export async function startAuthoringWorld(folderPrefix: string) {
  const uploadDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const t = await createTestApp({ env: { UPLOAD_DIR: uploadDir } });
  const admin = await login(t.app, 'admin', demo.admin, demo.password);
  const student = await login(t.app, 'student', demo.student, demo.password);
  const end = () => {
    t.cleanup();
    rmSync(uploadDir, { recursive: true, force: true });
  };
  return { t, app: t.app, admin, student, end };
}

/** POST /api/admin/uploads of one file, as the admin's form sends it. */
export function uploadAs(app: TestApp, cookie: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return Promise.resolve(
    app.request('/api/admin/uploads', { method: 'POST', body: form, headers: { cookie, origin: TEST_ORIGIN } }),
  );
}

type Rec = { id: number } & Record<string, unknown>;

/** A published `relation` material named `title` in a new course's trial chapter, and its first `records` row. */
export async function trialMaterial(
  app: TestApp,
  admin: string,
  course: string,
  material: { title: string; relation: 'slide' | 'video'; records: 'slides' | 'videos' },
): Promise<{ materialId: number; first: Rec }> {
  const post = async (path: string, body: unknown) => {
    const res = await jsonRequest(app, 'POST', path, { cookie: admin, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { data: Rec }).data.id;
  };
  const published = { status: 'published' };
  const courseId = await post('/api/admin/courses', { title: { id: course } });
  const chapterId = await post('/api/admin/chapters', {
    courseId,
    title: { id: 'Bab Uji Coba' },
    isTrial: true,
    ...published,
  });
  const topicId = await post('/api/admin/topics', { chapterId, title: { id: 'Topik' }, ...published });
  const materialId = await post('/api/admin/materials', {
    topicId,
    title: { id: material.title },
    relation: material.relation,
    ...published,
  });
  const res = await jsonRequest(app, 'GET', `/api/admin/${material.records}?materialId=${materialId}`, {
    cookie: admin,
  });
  const first = ((await res.json()) as { data: Rec[] }).data[0];
  if (!first) throw new Error(`a ${material.relation} material comes with its first record`);
  return { materialId, first };
}
