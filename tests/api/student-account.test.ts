/** Courses, subscriptions, packages, material content and the profile of the student API (real app, seeded database). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, subscriptions } from '../../api/db/schema';
import { createTestApp, demo, jsonRequest, login, userIdOf, withBotCheck } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

async function register(email: string): Promise<string> {
  const res = await jsonRequest(t.app, 'POST', '/api/student/register', {
    body: await withBotCheck(t.app, {
      fullName: 'Akun Uji',
      email,
      password: 'rahasia123',
      phoneNumber: '081234567890',
    }),
  });
  expect(res.status).toBe(201);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('courses', () => {
  it('lists courses and shows course 2 with what the trial includes', async () => {
    const cookie = await login(t.app, 'student', demo.student, demo.password);
    const list = await jsonRequest(t.app, 'GET', '/api/student/courses', { cookie });
    expect(list.status).toBe(200);
    const listBody = (await list.json()) as {
      data: { id: number; progress: { percentage: number } | null }[];
      total: number;
    };
    expect(listBody.data.some((c) => c.id === 2 && c.progress !== null)).toBe(true);

    const res = await jsonRequest(t.app, 'GET', '/api/student/courses/2', { cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        id: number;
        subscribed: boolean;
        chapters: { trial: number; paid: number };
        trial: { total: number; materials: Record<string, number> };
      };
    };
    expect(data).toMatchObject({ id: 2, subscribed: true });
    expect(data.chapters.trial).toBeGreaterThan(0);
    expect(data.chapters.paid).toBeGreaterThan(0);
    expect(data.trial.total).toBe(Object.values(data.trial.materials).reduce((a, b) => a + b, 0));
    expect((await jsonRequest(t.app, 'GET', '/api/student/courses/9999', { cookie })).status).toBe(404);
  });
});

describe('subscriptions and packages', () => {
  it('lists the demo student subscriptions with the active one first', async () => {
    const cookie = await login(t.app, 'student', demo.student, demo.password);
    const studentId = await userIdOf(t.db, demo.student);
    const now = Date.now();
    // An expired one that ended most recently must still come after the active one.
    await t.db.insert(subscriptions).values({
      studentId,
      courseId: 2,
      name: 'Paket Lama',
      duration: 1,
      price: 150000,
      start: new Date(now - 90 * 86_400_000),
      end: new Date(now - 60 * 86_400_000),
    });
    const res = await jsonRequest(t.app, 'GET', '/api/student/subscriptions', { cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { is_active: boolean; name: string; start: string; end: string; price: number; duration: number }[];
    };
    expect(data.length).toBeGreaterThan(1);
    expect(data[0]!.is_active).toBe(true);
    expect(new Date(data[0]!.start).getTime()).toBeLessThanOrEqual(now);
    expect(new Date(data[0]!.end).getTime()).toBeGreaterThanOrEqual(now);
    expect(data.some((s) => s.name === 'Paket Lama' && !s.is_active)).toBe(true);
  });

  it('shows an empty list to a new student and the packages on sale', async () => {
    const cookie = await register('buyer@kelaskoding.test');
    const subs = (await (await jsonRequest(t.app, 'GET', '/api/student/subscriptions', { cookie })).json()) as {
      data: unknown[];
    };
    expect(subs.data).toEqual([]);
    const res = await jsonRequest(t.app, 'GET', '/api/student/packages', { cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { price: number; duration_in_month: number; course: { id: number } }[];
    };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.price > 0 && p.duration_in_month > 0)).toBe(true);
    expect(data.map((p) => p.price)).toEqual([...data.map((p) => p.price)].sort((a, b) => a - b));
  });
});

describe('material content', () => {
  it('sends slides and videos of unlocked materials with neighbours', async () => {
    const cookie = await login(t.app, 'student', demo.student, demo.password);
    const studentId = await userIdOf(t.db, demo.student);
    const chapters = (await (
      await jsonRequest(t.app, 'GET', `/api/student/courses/2/chapters?studentId=${studentId}`, { cookie })
    ).json()) as { data: { topics: { materials: { id: number; relation: string }[] }[] }[] };
    const first = chapters.data[0]!.topics[0]!.materials[0]!;
    const res = await jsonRequest(t.app, 'GET', `/api/student/materials/${first.id}`, { cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        previous: unknown;
        next: { id: number } | null;
        content: { kind: string; slides?: { background: unknown }[] };
      };
    };
    expect(data.previous).toBeNull();
    expect(data.next?.id).toBe(chapters.data[0]!.topics[0]!.materials[1]!.id);
    expect(data.content.kind).toBe(first.relation);
    if (data.content.kind === 'slide') expect(data.content.slides!.length).toBeGreaterThan(0);
    expect((await jsonRequest(t.app, 'GET', '/api/student/materials/999999', { cookie })).status).toBe(404);
  });
});

describe('profile', () => {
  it('validates and saves the profile, with the city checked against the province', async () => {
    const cookie = await register('profile@kelaskoding.test');
    const before = await jsonRequest(t.app, 'GET', '/api/student/profile', { cookie });
    expect(before.status).toBe(200);
    expect(((await before.json()) as { data: { subscription: { status: string } } }).data.subscription.status).toBe(
      'none',
    );

    const bad = await jsonRequest(t.app, 'PUT', '/api/student/profile', {
      cookie,
      body: { fullName: '', phoneNumber: '08123' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      fullName: 'This field is required.',
      phoneNumber: 'Phone number minimum 11 numbers long',
    });
    const letters = await jsonRequest(t.app, 'PUT', '/api/student/profile', {
      cookie,
      body: { fullName: 'Budi', phoneNumber: '0812abc45678' },
    });
    expect(letters.status).toBe(400);

    const [city, otherCity] = (await t.db.select().from(cities).limit(2000)).filter(
      (c, i, all) => i === 0 || c.provinceId !== all[0]!.provinceId,
    );
    const wrong = await jsonRequest(t.app, 'PUT', '/api/student/profile', {
      cookie,
      body: { fullName: 'Budi', phoneNumber: '081234567890', province: city!.provinceId, city: otherCity!.id },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { fields: Record<string, string> } }).error.fields.city).toBeTruthy();

    const ok = await jsonRequest(t.app, 'PUT', '/api/student/profile', {
      cookie,
      body: {
        fullName: 'Budi Santoso',
        phoneNumber: '081234567890',
        gender: 'male',
        birthday: '2000-02-29',
        province: city!.provinceId,
        city: city!.id,
        occupation: 'Mahasiswa',
      },
    });
    expect(ok.status).toBe(200);
    const { data } = (await ok.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      fullName: 'Budi Santoso',
      phoneNumber: '081234567890',
      gender: 'male',
      birthday: '2000-02-29',
      province: city!.provinceId,
      city: city!.id,
      cityName: city!.name,
      occupation: 'Mahasiswa',
    });
    const user = await jsonRequest(t.app, 'GET', '/api/student/user', { cookie });
    expect(((await user.json()) as { data: { fullName: string } }).data.fullName).toBe('Budi Santoso');
  });
});

describe('generic chapters list', () => {
  it('answers GET /api/student/chapters with the course 2 map of the signed-in student only', async () => {
    const cookie = await login(t.app, 'student', demo.trial, demo.password);
    const res = await jsonRequest(t.app, 'GET', '/api/student/chapters', { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { is_trial: boolean }[]; meta: { course_id: number } };
    expect(body.meta.course_id).toBe(2);
    expect(body.data.some((c) => c.is_trial)).toBe(true);
    const other = await userIdOf(t.db, demo.student);
    expect((await jsonRequest(t.app, 'GET', `/api/student/chapters?studentId=${other}`, { cookie })).status).toBe(403);
  });
});
