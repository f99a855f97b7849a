/** Sign-in, the signed-in user, sign-out and role separation for all three roles (real app, real SQLite). */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../api/db/client';
import { type Role, subscriptions } from '../../api/db/schema';
import { cookieHeader, createTestApp, dataOf, demo, errorOf, jsonRequest, login } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const accounts: Array<{ role: Role; email: string; name: string; logout: 'GET' | 'POST' }> = [
  { role: 'student', email: demo.student, name: 'Andi Pratama', logout: 'GET' },
  { role: 'mentor', email: demo.mentor, name: 'Rina Mentor', logout: 'POST' },
  { role: 'admin', email: demo.admin, name: 'Admin KelasKoding', logout: 'GET' },
];

describe.each(accounts)('$role', ({ role, email, name, logout }) => {
  it('signs in with a new HttpOnly, SameSite=Lax session cookie and returns the user with its role', async () => {
    const res = await jsonRequest(t.app, 'POST', `/api/${role}/login`, { body: { email, password: demo.password } });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^auth\.session=[a-z2-7]{32};/m);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect(await dataOf(res)).toMatchObject({ role, email, name });
  });

  it('gives a new secret at every sign-in, and the server stores only its SHA-256', async () => {
    const first = await login(t.app, role, email, demo.password);
    const second = await login(t.app, role, email, demo.password);
    expect(first).not.toBe(second);
    const secret = second.split('=')[1] ?? '';
    expect(await rows(t.db, sql`select id from sessions where id = ${secret}`)).toEqual([]);
    const [hashed] = await rows<{ n: number }>(t.db, sql`select count(*) n from sessions where length(id) = 64`);
    expect(Number(hashed?.n)).toBeGreaterThan(0);
  });

  it('answers GET /user with the profile of the signed-in user', async () => {
    const cookie = await login(t.app, role, email, demo.password);
    const res = await jsonRequest(t.app, 'GET', `/api/${role}/user`, { cookie });
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toMatchObject({ role, email, name });
  });

  it('answers 401 on /user when signed out', async () => {
    const res = await jsonRequest(t.app, 'GET', `/api/${role}/user`);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
  });

  it(`ends the session on the server with ${logout} /logout and clears the cookie`, async () => {
    const cookie = await login(t.app, role, email, demo.password);
    const res = await jsonRequest(t.app, logout, `/api/${role}/logout`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/auth\.session=;.*Max-Age=0/);
    // The old cookie no longer works even if the browser kept it.
    expect((await jsonRequest(t.app, 'GET', `/api/${role}/user`, { cookie })).status).toBe(401);
  });

  it('refuses a sign-out that another site started, and keeps the session', async () => {
    const cookie = await login(t.app, role, email, demo.password);
    for (const site of ['cross-site', 'same-site']) {
      const res = await jsonRequest(t.app, 'GET', `/api/${role}/logout`, {
        cookie,
        locale: 'en',
        headers: { 'sec-fetch-site': site },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'forbidden', message: 'You can only sign out from KelasKoding itself.' },
      });
    }
    expect((await jsonRequest(t.app, 'GET', `/api/${role}/user`, { cookie })).status).toBe(200);
    const own = await jsonRequest(t.app, 'GET', `/api/${role}/logout`, {
      cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    expect((await jsonRequest(t.app, 'GET', `/api/${role}/user`, { cookie })).status).toBe(401);
  });

  it('refuses a wrong password with 401 and a translated message', async () => {
    const res = await jsonRequest(t.app, 'POST', `/api/${role}/login`, {
      body: { email, password: 'wrong-password' },
      locale: 'en',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'The email or password is incorrect.' },
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('role separation', () => {
  it('refuses another role’s credentials exactly like a wrong password', async () => {
    const asAdmin = await jsonRequest(t.app, 'POST', '/api/admin/login', {
      body: { email: demo.student, password: demo.password },
    });
    const wrongPassword = await jsonRequest(t.app, 'POST', '/api/admin/login', {
      body: { email: demo.admin, password: 'not-the-password' },
    });
    expect(asAdmin.status).toBe(401);
    expect(await asAdmin.json()).toEqual(await wrongPassword.json());
  });

  it('answers 403 when a student cookie asks for the admin or mentor user, and 200 for its own', async () => {
    const cookie = await login(t.app, 'student', demo.student, demo.password);
    const admin = await jsonRequest(t.app, 'GET', '/api/admin/user', { cookie });
    expect(admin.status).toBe(403);
    expect((await errorOf(admin)).code).toBe('forbidden');
    expect((await jsonRequest(t.app, 'GET', '/api/mentor/user', { cookie })).status).toBe(403);
    expect((await jsonRequest(t.app, 'GET', '/api/student/user', { cookie })).status).toBe(200);
  });

  it('answers 403 when an admin cookie asks for the student user', async () => {
    const cookie = await login(t.app, 'admin', demo.admin, demo.password);
    expect((await jsonRequest(t.app, 'GET', '/api/student/user', { cookie })).status).toBe(403);
  });

  it('ignores a forged or unknown cookie (401, not 500)', async () => {
    for (const cookie of ['auth.session=abc', 'auth.session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'auth.session=%%%']) {
      expect((await jsonRequest(t.app, 'GET', '/api/student/user', { cookie })).status).toBe(401);
    }
  });

  it('replaces the previous session when signing in again in the same browser', async () => {
    const first = await login(t.app, 'student', demo.student, demo.password);
    const res = await jsonRequest(t.app, 'POST', '/api/admin/login', {
      body: { email: demo.admin, password: demo.password },
      cookie: first,
    });
    expect(res.status).toBe(200);
    expect((await jsonRequest(t.app, 'GET', '/api/student/user', { cookie: first })).status).toBe(401);
    const second = cookieHeader(res);
    expect((await jsonRequest(t.app, 'GET', '/api/admin/user', { cookie: second })).status).toBe(200);
  });
});

describe('profiles', () => {
  it('returns the student profile fields of docs/decisions/0004-data.md with the subscription status', async () => {
    const cookie = await login(t.app, 'student', demo.student, demo.password);
    const data = await dataOf<Record<string, unknown> & { joinedDate: string }>(
      await jsonRequest(t.app, 'GET', '/api/student/user', { cookie }),
    );
    expect(data).toMatchObject({
      fullName: 'Andi Pratama',
      email: demo.student,
      gender: 'male',
      subscriptionStatus: 'active',
    });
    expect(data.phoneNumber).toMatch(/^\d{11,}$/);
    expect(data.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof data.provinceName).toBe('string');
    expect(typeof data.cityName).toBe('string');
    expect(typeof data.occupation).toBe('string');
    expect(Number.isNaN(Date.parse(data.joinedDate))).toBe(false);
    expect(typeof data.progressId).toBe('number');
  });

  it('reports no subscription for the trial student', async () => {
    const cookie = await login(t.app, 'student', demo.trial, demo.password);
    const data = await dataOf(await jsonRequest(t.app, 'GET', '/api/student/user', { cookie }));
    expect(data.subscriptionStatus).toBe('none');
    expect(data.subscriptionEnd).toBeNull();
  });

  it('shows the running subscription with the latest end, else the latest one as expired; a deleted one never', async () => {
    const [trial] = await rows<{ id: number }>(t.db, sql`select id from users where email = ${demo.trial}`);
    const studentId = trial?.id as number;
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    const profile = async () => {
      const cookie = await login(t.app, 'student', demo.trial, demo.password);
      const data = await dataOf(await jsonRequest(t.app, 'GET', '/api/student/user', { cookie }));
      return { status: data.subscriptionStatus, end: data.subscriptionEnd };
    };
    const add = async (start: number, end: number, deleted = false) => {
      const [row] = await t.db
        .insert(subscriptions)
        .values({
          studentId,
          courseId: 2,
          name: 'Test',
          duration: 1,
          price: 0,
          start: new Date(start),
          end: new Date(end),
          deletedAt: deleted ? new Date(now) : null,
        })
        .returning({ id: subscriptions.id });
      return row?.id as number;
    };
    const added: number[] = [];
    try {
      added.push(await add(now - 90 * day, now - 60 * day));
      added.push(await add(now - 50 * day, now - 20 * day));
      // deleted, and running: never shown
      added.push(await add(now - day, now + 300 * day, true));
      expect(await profile()).toEqual({ status: 'expired', end: new Date(now - 20 * day).toISOString() });
      // a renewal that starts later ends later, but the running one is the one shown
      added.push(await add(now + 10 * day, now + 40 * day));
      added.push(await add(now - 5 * day, now + 10 * day));
      expect(await profile()).toEqual({ status: 'active', end: new Date(now + 10 * day).toISOString() });
    } finally {
      await t.db.delete(subscriptions).where(inArray(subscriptions.id, added));
    }
    expect(await profile()).toEqual({ status: 'none', end: null });
  });

  it('returns the mentor profile with the number of students', async () => {
    const cookie = await login(t.app, 'mentor', demo.mentor, demo.password);
    const data = await dataOf(await jsonRequest(t.app, 'GET', '/api/mentor/user', { cookie }));
    const [counted] = await rows<{ n: number }>(
      t.db,
      sql`select count(*) n from student_details where mentor_id = ${data.id}`,
    );
    const expected = { n: Number(counted?.n) };
    expect(data).toMatchObject({ name: 'Rina Mentor', email: demo.mentor, gender: 'female' });
    expect(data.totalStudents).toBe(expected.n);
    expect(data.totalStudents).toBeGreaterThan(0);
    expect(data.phone).toMatch(/^\d{11,}$/);
  });
});
