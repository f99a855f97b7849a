/**
 * Hostile or broken input answers a 4xx with `{ error: { code, message } }`, never a 500, a hang or
 * stored nonsense: body size caps, deep nesting, inherited names as order columns, taken invoice
 * numbers, subscription dates, impossible birthdays and the practice clipboard.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, setupAdminApp } from './admin-fixture';
import { demo, jsonRequest, login, withBotCheck } from './helpers';
import { openMaterial, reachTrialMaterial, registerStudent, type Student } from './practice-helpers';

const f = setupAdminApp();
let mentor: string;
let student: Student;

beforeAll(async () => {
  mentor = await login(f.app, 'mentor', demo.mentor, demo.password);
  student = await registerStudent(f.app, 'bad-input');
});

async function expectError(res: Response, status: number, code: string): Promise<ErrorBody> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}

/** `{ folder … { folder … } }` nested `levels` deep, as a workspace's file list. */
function nestedFolders(levels: number): unknown[] {
  let files: unknown[] = [
    { id: 'f', name: 'index', ext: 'html', lang: 'html', path: 'index.html', type: 'code', value: '' },
  ];
  for (let i = levels; i > 0; i--) files = [{ id: `d${i}`, folder: true, name: 'a', path: 'a', files }];
  return files;
}

const workspace = (files: unknown[], copied: unknown = null) => ({
  files,
  activeFile: null,
  activeFolder: null,
  openedFiles: [],
  copied,
});

describe('bodies', () => {
  it('a sign-in body over 64 KB is refused before it is read', async () => {
    const res = await jsonRequest(f.app, 'POST', '/api/student/login', {
      body: { email: 'a@b.co', password: 'x', pad: 'x'.repeat(100_000) },
    });
    await expectError(res, 413, 'payload_too_large');
  });

  it('any other body over 8 MB is refused too', async () => {
    const res = await jsonRequest(f.app, 'POST', '/api/admin/courses', {
      cookie: f.admin,
      body: { title: { id: 'Besar' }, description: { id: 'x'.repeat(9 * 1024 * 1024) } },
    });
    await expectError(res, 413, 'payload_too_large');
  });

  it('a body nested hundreds of levels deep is a 400, on the student and the admin side', async () => {
    const practice = await reachTrialMaterial(f.app, f.db, student, 'practice');
    const pmId = await openMaterial(f.app, student, practice);
    const deep = workspace(nestedFolders(600));
    await expectError(
      await jsonRequest(f.app, 'PUT', `/api/student/practice/${pmId}/code`, {
        cookie: student.cookie,
        body: { workspace: deep },
      }),
      400,
      'bad_request',
    );
    await expectError(
      await jsonRequest(f.app, 'PUT', '/api/admin/practices/1', { cookie: f.admin, body: { starter: deep } }),
      400,
      'bad_request',
    );
  });

  it('the practice clipboard meets the workspace limits on its own', async () => {
    const practice = await reachTrialMaterial(f.app, f.db, student, 'practice');
    const pmId = await openMaterial(f.app, student, practice);
    const file = {
      id: 'f',
      name: 'index',
      ext: 'html',
      lang: 'html',
      path: 'index.html',
      type: 'code',
      value: '<h1>x</h1>',
    };
    const save = (copied: unknown) =>
      jsonRequest(f.app, 'PUT', `/api/student/practice/${pmId}/code`, {
        cookie: student.cookie,
        body: { workspace: workspace([file], copied) },
      });
    expect((await save(file)).status).toBe(200);
    const tooDeep = nestedFolders(20)[0];
    const refused = await expectError(await save(tooDeep), 400, 'validation');
    expect(Object.keys(refused.error.fields ?? {})).toContain('workspace.copied');
  });

  it('a finish whose files exceed one workspace is refused at once', async () => {
    const started = Date.now();
    const res = await jsonRequest(f.app, 'PUT', `/api/student/progresses/${student.progressId}`, {
      cookie: student.cookie,
      body: {
        chapterId: 1,
        topicId: 1,
        materialId: 1,
        files: [1, 2, 3].map((i) => ({ path: `p${i}.html`, value: '<h1>'.repeat(200_000) })),
      },
    });
    await expectError(res, 400, 'validation');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('messages', () => {
  it('validation messages zod writes itself come back translated, not in zod’s English', async () => {
    const tasks = (await (
      await jsonRequest(f.app, 'GET', '/api/admin/tasks?length=1', { cookie: f.admin })
    ).json()) as {
      data: { id: number }[];
    };
    const id = tasks.data[0]?.id;
    const put = (body: unknown, locale: 'id' | 'en') =>
      jsonRequest(f.app, 'PUT', `/api/admin/tasks/${id}`, { cookie: f.admin, body, locale });
    const many = await expectError(
      await put({ answers: Array.from({ length: 101 }, () => ({})) }, 'id'),
      400,
      'validation',
    );
    expect(many.error.fields?.answers).toBe('Terlalu banyak item.');
    const wrongType = await expectError(await put({ copyable: 'satu' }, 'en'), 400, 'validation');
    expect(wrongType.error.fields?.copyable).toBe('The value is not valid.');
  });
});

describe('lists', () => {
  it('inherited names as order columns fall back to the default order', async () => {
    for (const column of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const q = `order[column]=${column}&order[dir]=desc`;
      expect((await jsonRequest(f.app, 'GET', `/api/mentor/dashboard?${q}`, { cookie: mentor })).status).toBe(200);
      expect((await jsonRequest(f.app, 'GET', `/api/mentor/submissions?${q}`, { cookie: mentor })).status).toBe(200);
      expect(
        (await jsonRequest(f.app, 'GET', `/api/student/submissions?${q}`, { cookie: student.cookie })).status,
      ).toBe(200);
    }
  });
});

describe('records', () => {
  it('a taken invoice number is a field error on create and update', async () => {
    const payments = (await (
      await jsonRequest(f.app, 'GET', '/api/admin/payments?length=2', { cookie: f.admin })
    ).json()) as {
      data: { id: number; invoiceId: string }[];
    };
    const [first, second] = payments.data;
    if (!first || !second) throw new Error('the seed has fewer than two payments');
    const created = await expectError(
      await jsonRequest(f.app, 'POST', '/api/admin/payments', {
        cookie: f.admin,
        body: { studentId: student.userId, packageId: 1, status: 'paid', invoiceId: first.invoiceId, amount: 1 },
      }),
      400,
      'validation',
    );
    expect(created.error.fields?.invoiceId).toBeTruthy();
    const updated = await expectError(
      await jsonRequest(f.app, 'PUT', `/api/admin/payments/${second.id}`, {
        cookie: f.admin,
        body: { invoiceId: first.invoiceId },
      }),
      400,
      'validation',
    );
    expect(updated.error.fields?.invoiceId).toBeTruthy();
    // Its own number is no conflict.
    const same = await jsonRequest(f.app, 'PUT', `/api/admin/payments/${first.id}`, {
      cookie: f.admin,
      body: { invoiceId: first.invoiceId },
    });
    expect(same.status).toBe(200);
  });

  it('a subscription keeps its end after its start, and a start must be a date', async () => {
    const list = (await (
      await jsonRequest(f.app, 'GET', '/api/admin/subscriptions?length=1', { cookie: f.admin })
    ).json()) as {
      data: { id: number; start: string }[];
    };
    const sub = list.data[0];
    if (!sub) throw new Error('the seed has no subscription');
    const early = new Date(new Date(sub.start).getTime() - 86_400_000).toISOString();
    const res = await expectError(
      await jsonRequest(f.app, 'PUT', `/api/admin/subscriptions/${sub.id}`, { cookie: f.admin, body: { end: early } }),
      400,
      'validation',
    );
    expect(res.error.fields?.end).toBeTruthy();
    for (const start of [null, true])
      await expectError(
        await jsonRequest(f.app, 'POST', '/api/admin/subscriptions', {
          cookie: f.admin,
          body: {
            studentId: student.userId,
            courseId: 2,
            name: 'Uji',
            duration: 1,
            price: 0,
            start,
            end: '2027-01-01',
          },
        }),
        400,
        'validation',
      );
  });

  it('a city always lies in the province, also when an update sends only one of them', async () => {
    const put = (body: unknown) =>
      jsonRequest(f.app, 'PUT', `/api/admin/students/${student.userId}`, { cookie: f.admin, body });
    expect((await put({ provinceId: '11', cityId: '11.01' })).status).toBe(200);
    expect((await expectError(await put({ cityId: '12.01' }), 400, 'validation')).error.fields?.cityId).toBeTruthy();
    expect((await expectError(await put({ provinceId: '12' }), 400, 'validation')).error.fields?.cityId).toBeTruthy();
    expect((await put({ provinceId: '12', cityId: '12.01' })).status).toBe(200);
    const signUp = await jsonRequest(f.app, 'POST', '/api/student/register', {
      body: await withBotCheck(f.app, {
        fullName: 'Tanpa Provinsi',
        email: `tanpa.provinsi.${Date.now()}@example.test`,
        password: 'rahasia-sekali',
        phoneNumber: '081234567890',
        city: '11.01',
      }),
    });
    expect((await expectError(signUp, 400, 'validation')).error.fields?.city).toBeTruthy();
  });

  it('a birthday must be a real day, not in the future', async () => {
    const profile = { name: 'Rina Mentor', phone: '081389713302' };
    for (const birthday of ['2021-02-29', '2020-02-30', '2999-01-01']) {
      const res = await expectError(
        await jsonRequest(f.app, 'PUT', '/api/mentor/profile', { cookie: mentor, body: { ...profile, birthday } }),
        400,
        'validation',
      );
      expect(res.error.fields?.birthday).toBeTruthy();
    }
    const leap = await jsonRequest(f.app, 'PUT', '/api/mentor/profile', {
      cookie: mentor,
      body: { ...profile, birthday: '2000-02-29' },
    });
    expect(leap.status, await leap.clone().text()).toBe(200);
  });
});
