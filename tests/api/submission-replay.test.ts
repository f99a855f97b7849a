/**
 * The editing replay travels with a project submission: stored with the submitted version, validated and capped as
 * a help request's, replaced (or cleared) by a resubmission, and read only by the student's mentor or an admin.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REPLAY_CHARS } from '../../api/contracts/replay';
import { progressMaterials, users } from '../../api/db/schema';
import { packReplay, type Replay, unpackReplay } from '../../src/editor/replay/replay-codec';
import type { Workspace } from '../../workers/workspace/types';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';
import { assignMentor, openMaterial, reachTrialMaterial, registerStudent, type Student } from './practice-helpers';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type ReplayBody = { data: { progressMaterialId: number; replay: string | null; submittedAt: number | null } };

const workspace: Workspace = {
  files: [
    {
      id: 'FL-a',
      name: 'index',
      ext: 'html',
      lang: 'html',
      path: 'index.html',
      type: 'code',
      value: '<!doctype html>\n<h1>Halo</h1>',
    },
  ],
  activeFile: 'FL-a',
  activeFolder: null,
  openedFiles: ['FL-a'],
  copied: null,
};

const recorded: Replay = {
  start: 1_700_000_000_000,
  events: [
    { t: 0, type: 'open', file: 'index.html', text: '' },
    { t: 1200, type: 'change', file: 'index.html', changes: [[0, 0, '<!doctype html>\n']] },
    { t: 5400, type: 'paste', file: 'index.html', changes: [[16, 16, '<h1>Halo</h1>']] },
    { t: 6000, type: 'check', passed: 1, total: 2, failing: [1] },
  ],
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let student: Student;
let other: Student;
let pmId: number;
let otherPmId: number;
let mentorCookie: string;
let mentor2Cookie: string;
let adminCookie: string;
let packed: string;

async function json<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const submit = (s: Student, id: number, body: unknown, locale?: 'id' | 'en') =>
  jsonRequest(app, 'POST', `/api/student/submissions/${id}`, { cookie: s.cookie, body, locale });

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const [mentor] = await t.db.select().from(users).where(eq(users.email, demo.mentor));
  if (!mentor) throw new Error('no demo mentor');
  student = await registerStudent(app, 'replay');
  other = await registerStudent(app, 'replay-other');
  await assignMentor(t.db, student.userId, mentor.id);
  await assignMentor(t.db, other.userId, mentor.id);
  pmId = await openMaterial(app, student, await reachTrialMaterial(app, t.db, student, 'submission'));
  otherPmId = await openMaterial(app, other, await reachTrialMaterial(app, t.db, other, 'submission'));
  mentorCookie = await login(app, 'mentor', demo.mentor, demo.password);
  mentor2Cookie = await login(app, 'mentor', demo.mentor2, demo.password);
  adminCookie = await login(app, 'admin', demo.admin, demo.password);
  packed = await packReplay(recorded);
});
afterAll(() => t.cleanup());

describe('a project submitted with its replay', () => {
  it('stores the replay with the submitted version and gives it back to the mentor as recorded', async () => {
    await json(await submit(student, pmId, { workspace, replay: packed }), 201);
    const [row] = await t.db.select().from(progressMaterials).where(eq(progressMaterials.id, pmId));
    expect(row?.submissionReplay).toBe(packed);

    const read = await json<ReplayBody>(
      await jsonRequest(app, 'GET', `/api/mentor/submissions/${pmId}/replay`, { cookie: mentorCookie }),
      200,
    );
    expect(read.data.progressMaterialId).toBe(pmId);
    expect(read.data.submittedAt).toBeTypeOf('number');
    expect(await unpackReplay(read.data.replay ?? '')).toEqual(recorded);

    const asAdmin = await json<ReplayBody>(
      await jsonRequest(app, 'GET', `/api/admin/submission-replays/${pmId}`, { cookie: adminCookie }),
      200,
    );
    expect(asAdmin.data.replay).toBe(packed);
  });

  it('takes a submission without a replay (an upload, an older client), and a resubmission replaces it', async () => {
    await json(await submit(other, otherPmId, { workspace }), 201);
    const none = await json<ReplayBody>(
      await jsonRequest(app, 'GET', `/api/mentor/submissions/${otherPmId}/replay`, { cookie: mentorCookie }),
      200,
    );
    expect(none.data.replay).toBeNull();

    await json(await submit(other, otherPmId, { workspace, replay: packed }), 201);
    await json(await submit(other, otherPmId, { workspace, replay: null }), 201);
    const cleared = await json<ReplayBody>(
      await jsonRequest(app, 'GET', `/api/mentor/submissions/${otherPmId}/replay`, { cookie: mentorCookie }),
      200,
    );
    // The replay belongs to the version it came with: the new version has none.
    expect(cleared.data.replay).toBeNull();
  });

  it('refuses a replay that is not base64 or is over the limit, in the request language', async () => {
    const bad = await json<ErrorBody>(await submit(student, pmId, { workspace, replay: 'not base64!' }), 400);
    expect(bad.error.code).toBe('validation');
    expect(Object.keys(bad.error.fields ?? {})).toContain('replay');

    const long = await json<ErrorBody>(
      await submit(student, pmId, { workspace, replay: 'A'.repeat(MAX_REPLAY_CHARS + 4) }, 'en'),
      400,
    );
    expect(long.error.fields?.replay).toMatch(/long|characters/i);

    const wrongType = await json<ErrorBody>(await submit(student, pmId, { workspace, replay: 42 }), 400);
    expect(Object.keys(wrongType.error.fields ?? {})).toContain('replay');

    // The refused submissions left the stored version and its replay as they were.
    const [row] = await t.db.select().from(progressMaterials).where(eq(progressMaterials.id, pmId));
    expect(row?.submissionReplay).toBe(packed);
  });
});

describe('who reads a submission replay', () => {
  it('refuses another mentor (403), students and guests, and answers 404 for a project never submitted', async () => {
    const foreign = await json<ErrorBody>(
      await jsonRequest(app, 'GET', `/api/mentor/submissions/${pmId}/replay`, { cookie: mentor2Cookie }),
      403,
    );
    expect(foreign.error.code).toBe('forbidden');
    expect(foreign.error.message).toBeTruthy();

    const asStudent = await jsonRequest(app, 'GET', `/api/mentor/submissions/${pmId}/replay`, {
      cookie: student.cookie,
    });
    expect(asStudent.status).toBe(403);
    const studentAsAdmin = await jsonRequest(app, 'GET', `/api/admin/submission-replays/${pmId}`, {
      cookie: student.cookie,
    });
    expect(studentAsAdmin.status).toBe(403);
    const guest = await jsonRequest(app, 'GET', `/api/mentor/submissions/${pmId}/replay`);
    expect(guest.status).toBe(401);

    const missing = await json<ErrorBody>(
      await jsonRequest(app, 'GET', '/api/admin/submission-replays/999999', { cookie: adminCookie }),
      404,
    );
    expect(missing.error.code).toBe('not_found');
    // An id that is not a number names nothing, as everywhere in the API.
    const bad = await json<ErrorBody>(
      await jsonRequest(app, 'GET', '/api/mentor/submissions/abc/replay', { cookie: mentorCookie }),
      404,
    );
    expect(bad.error.code).toBe('not_found');
  });

  it('is not part of what the student reads back of their own submission', async () => {
    const own = await json<{ data: Record<string, unknown> }>(
      await jsonRequest(app, 'GET', `/api/student/get-submission-code/${pmId}`, { cookie: student.cookie }),
      200,
    );
    expect(own.data).not.toHaveProperty('replay');
    expect(own.data).not.toHaveProperty('submissionReplay');
  });
});
