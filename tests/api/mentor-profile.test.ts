import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../api/db/schema';
import { createTestApp, jsonRequest, login, type TestApp } from './helpers';
import { type MentorFixture, seedMentorFixture } from './mentor-fixture';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let fx: MentorFixture;
let cookie: string;

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal', now: NOW });
  app = t.app;
  fx = await seedMentorFixture(t.db, NOW);
  cookie = await login(app, 'mentor', fx.mentorA.email, fx.password);
});
afterAll(() => t.cleanup());

describe('/api/mentor/profile', () => {
  it('shows name, email, phone, gender, birthday, area and total students', async () => {
    const res = await jsonRequest(app, 'GET', '/api/mentor/profile', { cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      name: 'Mentor A',
      email: fx.mentorA.email,
      phone: '081234567890',
      gender: 'female',
      totalStudents: 12,
    });
  });

  it('validates with the spec’s messages', async () => {
    const res = await jsonRequest(app, 'PUT', '/api/mentor/profile', { cookie, body: { name: '', phone: '0812' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toMatchObject({
      name: 'This field is required.',
      phone: 'Phone number minimum 11 numbers long',
    });
    const letters = await jsonRequest(app, 'PUT', '/api/mentor/profile', {
      cookie,
      body: { name: 'X', phone: '0812abc45678', gender: 'other', birthday: '2020-13-45' },
    });
    const fields = ((await letters.json()) as ErrorBody).error.fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['birthday', 'gender', 'phone']);
  });

  it('refuses a city outside the chosen province', async () => {
    const [a, b] = (await t.db.select().from(cities).limit(2000)).filter(
      (c, i, all) => i === 0 || c.provinceId !== all[0]?.provinceId,
    );
    const res = await jsonRequest(app, 'PUT', '/api/mentor/profile', {
      cookie,
      body: { name: 'Mentor A', phone: '081234567890', provinceId: a?.provinceId, cityId: b?.id },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields?.cityId).toBeTruthy();
  });

  it('saves the profile and keeps the email', async () => {
    const city = (await t.db.select().from(cities).limit(1))[0];
    const res = await jsonRequest(app, 'PUT', '/api/mentor/profile', {
      cookie,
      body: {
        name: 'Mentor Anyar',
        phone: '089876543210',
        gender: 'male',
        birthday: '1990-05-06',
        provinceId: city?.provinceId,
        cityId: city?.id,
        email: 'changed@test.id',
      },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      name: 'Mentor Anyar',
      email: fx.mentorA.email,
      phone: '089876543210',
      gender: 'male',
      birthday: '1990-05-06',
      cityId: city?.id,
      cityName: city?.name,
    });
  });

  it('is for mentors only', async () => {
    const student = await login(app, 'student', fx.students['Zaki Akbar']?.email as string, fx.password);
    expect((await jsonRequest(app, 'GET', '/api/mentor/profile', { cookie: student })).status).toBe(403);
  });
});

describe('/api/mentor/material', () => {
  it('gives the outline in course order and a material’s content', async () => {
    const res = await jsonRequest(app, 'GET', '/api/mentor/material', { cookie });
    const { data } = (await res.json()) as {
      data: {
        title: string;
        isTrial: boolean;
        topics: { title: string; materials: { id: number; relation: string }[] }[];
      }[];
    };
    expect(data.map((c) => [c.title, c.isTrial])).toEqual([
      ['Perkenalan', true],
      ['HTML', false],
      ['CSS', false],
    ]);
    const project = data[1]?.topics[1]?.materials[0];
    expect(project?.relation).toBe('submission');
    const detail = await jsonRequest(app, 'GET', `/api/mentor/material/${project?.id}`, { cookie });
    const content = ((await detail.json()) as { data: { project: { title: string; rules: unknown[] } } }).data;
    expect(content.project.title).toBe('Halaman profil');
    expect(content.project.rules).toHaveLength(2);
    expect((await jsonRequest(app, 'GET', '/api/mentor/material/999999', { cookie })).status).toBe(404);
  });
});
