/**
 * A practice save that arrives late (an outbox replay, a second tab, a slow request overtaken by a newer one) must
 * not overwrite newer code the server already acknowledged: the server keeps the save's `editedAt` with the code
 * and refuses an older one with 409 `stale_save` and its own times; equal times (a retry) and saves without
 * `editedAt` (old clients) are written. Runs on SQLite and on PostgreSQL (vitest.pg.config.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressMaterials } from '../../api/db/schema';
import type { Workspace } from '../../workers/workspace/types';
import { createTestApp, jsonRequest, type TestApp } from './helpers';
import { openMaterial, reachTrialMaterial, registerStudent, type Student } from './practice-helpers';

const ws = (html: string): Workspace => ({
  files: [{ id: 'FL-a', name: 'index', ext: 'html', lang: 'html', path: 'index.html', type: 'code', value: html }],
  activeFile: 'FL-a',
  activeFolder: null,
  openedFiles: ['FL-a'],
  copied: null,
});

type StaleBody = { error: { code: string; message: string; editedAt: number | null; codeUpdatedAt: number | null } };

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let student: Student;
let pmId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  student = await registerStudent(app, 'stale');
  const practice = await reachTrialMaterial(app, t.db, student, 'practice');
  pmId = await openMaterial(app, student, practice);
});
afterAll(() => t.cleanup());

const save = (html: string, editedAt?: number) =>
  jsonRequest(app, 'PUT', `/api/student/practice/${pmId}/code`, {
    cookie: student.cookie,
    body: editedAt === undefined ? { workspace: ws(html) } : { workspace: ws(html), editedAt },
  });

async function stored() {
  const [row] = await t.db.select().from(progressMaterials).where(eq(progressMaterials.id, pmId));
  return { code: row?.code, editedAt: row?.codeEditedAt?.getTime() ?? null, updatedAt: row?.codeUpdatedAt };
}

describe('PUT /api/student/practice/:progressMaterialId/code with editedAt', () => {
  it('refuses an older save with 409 stale_save and the stored times, keeping the newer code', async () => {
    const newer = await save('<p>newer</p>', 2_000_000);
    expect(newer.status).toBe(200);
    const { data } = (await newer.json()) as { data: { codeUpdatedAt: number } };

    const older = await save('<p>older</p>', 1_000_000);
    expect(older.status).toBe(409);
    const body = (await older.json()) as StaleBody;
    expect(body.error).toMatchObject({ code: 'stale_save', editedAt: 2_000_000, codeUpdatedAt: data.codeUpdatedAt });
    expect(body.error.message.length).toBeGreaterThan(0);
    const row = await stored();
    expect(row.code).toEqual(ws('<p>newer</p>'));
    expect(row.editedAt).toBe(2_000_000);
    expect(row.updatedAt?.getTime()).toBe(data.codeUpdatedAt);
    // The next open gets the stored edit time too (the client compares its draft's edit time with it).
    const open = await jsonRequest(app, 'GET', `/api/student/practice/${pmId}`, { cookie: student.cookie });
    expect(((await open.json()) as { data: { codeEditedAt: number | null } }).data.codeEditedAt).toBe(2_000_000);
  });

  it('writes a save with the same editedAt again (a retried request), and a later one', async () => {
    expect((await save('<p>retry</p>', 3_000_000)).status).toBe(200);
    expect((await save('<p>retry</p>', 3_000_000)).status).toBe(200);
    expect((await stored()).code).toEqual(ws('<p>retry</p>'));
    expect((await save('<p>later</p>', 3_000_001)).status).toBe(200);
    expect(await stored()).toMatchObject({ code: ws('<p>later</p>'), editedAt: 3_000_001 });
  });

  it('saves without editedAt as before (old clients), and then takes any timed save', async () => {
    const res = await save('<p>old client</p>');
    expect(res.status).toBe(200);
    expect(await stored()).toMatchObject({ code: ws('<p>old client</p>'), editedAt: null });
    expect((await save('<p>timed</p>', 10)).status).toBe(200);
    expect(await stored()).toMatchObject({ code: ws('<p>timed</p>'), editedAt: 10 });
  });

  it('ends concurrent saves with the newest one, whatever order they run in', async () => {
    const times = [5_000_007, 5_000_001, 5_000_005, 5_000_003, 5_000_008, 5_000_002, 5_000_006, 5_000_004];
    const answers = await Promise.all(times.map((at) => save(`<p>${at}</p>`, at)));
    for (const res of answers) expect([200, 409]).toContain(res.status);
    // The newest is never refused; whichever older saves ran after it were.
    expect(answers[times.indexOf(5_000_008)]?.status).toBe(200);
    expect(await stored()).toMatchObject({ code: ws('<p>5000008</p>'), editedAt: 5_000_008 });
  });

  it('refuses a bad editedAt with 400 validation', async () => {
    const res = await jsonRequest(app, 'PUT', `/api/student/practice/${pmId}/code`, {
      cookie: student.cookie,
      body: { workspace: ws('<p>x</p>'), editedAt: 'yesterday' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as StaleBody).error.code).toBe('validation');
  });
});
