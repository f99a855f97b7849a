/** Student sign-up: validation with the spec's messages, duplicates, areas, and signing in afterwards. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progresses, progressMaterials, users } from '../../api/db/schema';
import { cookieHeader, createTestApp, dataOf, demo, errorOf, jsonRequest, login, withBotCheck } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const valid = {
  fullName: 'Siti Nurhaliza',
  email: 'siti.nurhaliza@example.com',
  password: 'rahasia123',
  phoneNumber: '081234567890',
  gender: 'female',
  birthday: '2001-04-17',
  province: '32',
  city: '32.73',
  occupation: 'Mahasiswa',
};

// Every sign-up carries a freshly solved bot check, as the sign-up screen's widget sends it.
const register = async (body: unknown, locale?: 'id' | 'en') =>
  jsonRequest(t.app, 'POST', '/api/student/register', {
    body: await withBotCheck(t.app, body),
    ...(locale ? { locale } : {}),
  });

describe('POST /api/student/register', () => {
  it('creates the student, answers 201 signed in, with a progress row on course 2 and the first material unlocked', async () => {
    const res = await register(valid);
    expect(res.status).toBe(201);
    const data = await dataOf<{ id: number; progressId: number }>(res);
    expect(data).toMatchObject({
      role: 'student',
      email: valid.email,
      fullName: valid.fullName,
      phoneNumber: valid.phoneNumber,
      gender: 'female',
      birthday: '2001-04-17',
      province: '32',
      provinceName: 'Jawa Barat',
      city: '32.73',
      occupation: 'Mahasiswa',
      subscriptionStatus: 'none',
    });
    const cookie = cookieHeader(res);
    const me = await jsonRequest(t.app, 'GET', '/api/student/user', { cookie });
    expect(me.status).toBe(200);
    expect((await dataOf(me)).email).toBe(valid.email);

    const rows = await t.db
      .select({ isUnlock: progressMaterials.isUnlock, isFinish: progressMaterials.isFinish })
      .from(progressMaterials)
      .innerJoin(progresses, eq(progresses.id, progressMaterials.progressId))
      .where(and(eq(progresses.studentId, data.id), eq(progresses.courseId, 2)));
    expect(rows).toEqual([{ isUnlock: true, isFinish: false }]);
    expect(data.progressId).toEqual(expect.any(Number));
  });

  it('lets the new student sign in again with the password, which is stored as argon2id', async () => {
    const cookie = await login(t.app, 'student', valid.email, valid.password);
    expect(cookie).toMatch(/^auth\.session=/);
    const [row] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, valid.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('accepts only the required fields', async () => {
    const res = await register({
      fullName: 'Budi Hartono',
      email: 'BUDI.Hartono@Example.com ',
      password: 'rahasia123',
      phoneNumber: '08987654321',
    });
    expect(res.status).toBe(201);
    const data = await dataOf(res);
    expect(data.email).toBe('budi.hartono@example.com');
    expect(data.gender).toBeNull();
    expect(data.province).toBeNull();
  });

  it('answers 409 for an address already registered, translated by x-locale', async () => {
    const en = await register({ ...valid, email: demo.student }, 'en');
    expect(en.status).toBe(409);
    expect(await errorOf(en)).toMatchObject({ code: 'conflict', message: 'This email is already registered.' });
    const id = await register({ ...valid, email: demo.student.toUpperCase() }, 'id');
    expect(id.status).toBe(409);
    expect((await errorOf(id)).message).toBe('Email ini sudah terdaftar.');
  });

  it('answers a taken and a free address alike until the bot check has passed', async () => {
    const unsolved = async (email: string) => {
      const res = await jsonRequest(t.app, 'POST', '/api/student/register', {
        body: { ...valid, email, botCheck: 'not-a-solution' },
        locale: 'en',
      });
      return { status: res.status, body: await res.json() };
    };
    const taken = await unsolved(demo.student);
    const free = await unsolved('nobody.yet@example.com');
    expect(taken.status).toBe(400);
    expect(taken).toEqual(free);
    // Nothing was created for the free address: the bot check refused it.
    expect(await t.db.select().from(users).where(eq(users.email, 'nobody.yet@example.com'))).toEqual([]);
  });

  it('answers 400 with "This field is required." for every missing field', async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({
      fullName: 'This field is required.',
      email: 'This field is required.',
      password: 'This field is required.',
      phoneNumber: 'This field is required.',
    });
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'This is not email format.'],
    ['password', { password: 'short' }, 'Password minimum 8 characters long'],
    ['phoneNumber', { phoneNumber: '0812345' }, 'Phone number minimum 11 numbers long'],
    ['fullName', { fullName: '   ' }, 'This field is required.'],
  ])('answers 400 on a bad %s with the spec message', async (field, patch, text) => {
    const res = await register({ ...valid, email: `x-${field}@example.com`, ...patch });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields[field]).toBe(text);
  });

  it('accepts digits only in the phone number', async () => {
    const res = await register({ ...valid, email: 'phone@example.com', phoneNumber: '+62 812-3456-7890' }, 'en');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields.phoneNumber).toBe('Phone number may contain digits only.');
  });

  it('refuses an unknown gender, a bad date, an unknown province and a city of another province', async () => {
    const bad = await register({ ...valid, email: 'bad@example.com', gender: 'other', birthday: '2001-13-45' }, 'en');
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields).sort()).toEqual(['birthday', 'gender']);

    const area = await register({ ...valid, email: 'area@example.com', province: '99' }, 'en');
    expect((await errorOf(area)).fields).toMatchObject({ province: 'Unknown province.' });

    const mismatch = await register({ ...valid, email: 'mismatch@example.com', province: '31', city: '32.73' }, 'en');
    expect(mismatch.status).toBe(400);
    expect((await errorOf(mismatch)).fields).toEqual({ city: 'The city is not in the selected province.' });
  });

  it('creates nothing when validation fails', async () => {
    const before = await t.db.$count(users);
    await register({ ...valid, email: 'nothing@example.com', password: '123' });
    expect(await t.db.$count(users)).toBe(before);
  });
});
