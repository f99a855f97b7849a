/**
 * `GET /api/student/materials/:materialId/practice` (docs/decisions/0017-speed-targets.md): the practice screen's material, opened, and its
 * practice in one read, with the checks of the three routes it stands for.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressMaterials } from '../../api/db/schema';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';
import {
  type CourseMaterial,
  courseMaterials,
  openMaterial,
  reachTrialMaterial,
  registerStudent,
  type Student,
} from './practice-helpers';

type Opening = {
  data: {
    screen: { progress_id: number; material: { id: number; relation: string } };
    progressMaterialId: number | null;
    practice: { progressMaterialId: number; materialId: number; tasks: unknown[] } | null;
  };
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let student: Student;
let practice: CourseMaterial;

/** The material's progress rows; opening sets `startedAt` once (a row may exist before, made by an unlock). */
const rowsOf = (progressId: number, materialId: number) =>
  t.db
    .select({ id: progressMaterials.id, startedAt: progressMaterials.startedAt })
    .from(progressMaterials)
    .where(and(eq(progressMaterials.progressId, progressId), eq(progressMaterials.materialId, materialId)));

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  student = await registerStudent(app, 'opening');
  practice = await reachTrialMaterial(app, t.db, student, 'practice');
});
afterAll(() => t.cleanup());

describe('GET /api/student/materials/:materialId/practice', () => {
  it('opens the practice and answers what the three reads answer, the same row each time', async () => {
    const before = await rowsOf(student.progressId, practice.id);
    expect(before.every((row) => row.startedAt === null)).toBe(true);
    const res = await jsonRequest(app, 'GET', `/api/student/materials/${practice.id}/practice`, {
      cookie: student.cookie,
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Opening;
    const rows = await rowsOf(student.progressId, practice.id);
    expect(rows.map((row) => row.id)).toEqual([data.progressMaterialId]);
    const started = rows[0]?.startedAt;
    expect(started).not.toBeNull();

    const screen = await jsonRequest(app, 'GET', `/api/student/materials/${practice.id}`, { cookie: student.cookie });
    expect(data.screen).toEqual(((await screen.json()) as Opening).data);
    expect(data.screen.progress_id).toBe(student.progressId);
    expect(await openMaterial(app, student, practice)).toBe(data.progressMaterialId);
    const read = await jsonRequest(app, 'GET', `/api/student/practice/${data.progressMaterialId}`, {
      cookie: student.cookie,
    });
    expect(data.practice).toEqual(((await read.json()) as { data: unknown }).data);
    expect(data.practice?.materialId).toBe(practice.id);
    expect(data.practice?.tasks.length).toBeGreaterThan(0);

    const again = await jsonRequest(app, 'GET', `/api/student/materials/${practice.id}/practice?locale=en`, {
      cookie: student.cookie,
    });
    expect(((await again.json()) as Opening).data.progressMaterialId).toBe(data.progressMaterialId);
    expect(await rowsOf(student.progressId, practice.id)).toEqual([
      { id: data.progressMaterialId, startedAt: started },
    ]);
  });

  it('opens nothing for a material of another kind', async () => {
    const fresh = await registerStudent(app, 'opening-slide');
    const [first] = await courseMaterials(app, fresh);
    if (!first || first.relation === 'practice') throw new Error('the course should start with a non-practice');
    const res = await jsonRequest(app, 'GET', `/api/student/materials/${first.id}/practice`, { cookie: fresh.cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Opening;
    expect(data.screen.material).toMatchObject({ id: first.id, relation: first.relation });
    expect(data.progressMaterialId).toBeNull();
    expect(data.practice).toBeNull();
    const rows = await rowsOf(fresh.progressId, first.id);
    expect(rows.every((row) => row.startedAt === null)).toBe(true);
  });

  it('refuses a locked practice in the language of the address, and opens nothing', async () => {
    const fresh = await registerStudent(app, 'opening-locked');
    const res = await jsonRequest(app, 'GET', `/api/student/materials/${practice.id}/practice?locale=en`, {
      cookie: fresh.cookie,
    });
    expect(res.status).toBe(403);
    const english = ((await res.json()) as { error: { message: string } }).error.message;
    const indonesian = await jsonRequest(app, 'GET', `/api/student/materials/${practice.id}/practice`, {
      cookie: fresh.cookie,
    });
    expect(indonesian.status).toBe(403);
    expect(((await indonesian.json()) as { error: { message: string } }).error.message).not.toBe(english);
    const rows = await rowsOf(fresh.progressId, practice.id);
    expect(rows.every((row) => row.startedAt === null)).toBe(true);
  });

  it('answers 401 signed out, 403 for a mentor, 404 for an unknown material and 400 for an unknown language', async () => {
    const path = `/api/student/materials/${practice.id}/practice`;
    expect((await jsonRequest(app, 'GET', path)).status).toBe(401);
    const mentor = await login(app, 'mentor', demo.mentor, demo.password);
    expect((await jsonRequest(app, 'GET', path, { cookie: mentor })).status).toBe(403);
    const unknown = await jsonRequest(app, 'GET', '/api/student/materials/99999999/practice', {
      cookie: student.cookie,
    });
    expect(unknown.status).toBe(404);
    const language = await jsonRequest(app, 'GET', `${path}?locale=fr`, { cookie: student.cookie });
    expect(language.status).toBe(400);
  });
});
