/**
 * Sessions end when a password changes (docs/decisions/0007-api.md): an admin's change of a student's or mentor's password ends
 * all of that person's sessions; a user's own change ends their other sessions and keeps the one that made it.
 */
import { describe, expect, it } from 'vitest';
import { setupAdminApp } from './admin-fixture';
import { dataOf, errorOf, jsonRequest, login } from './helpers';

const f = setupAdminApp();
const unique = () => Math.random().toString(36).slice(2, 8);

async function newPerson(kind: 'students' | 'mentors'): Promise<{ id: number; email: string }> {
  const email = `sandi.${unique()}@example.com`;
  const res = await f.call<{ data: { id: number } }>('POST', `/api/admin/${kind}`, {
    fullName: 'Orang Sandi',
    email,
    password: 'rahasia123',
    ...(kind === 'students' ? { phone: '081234567890' } : {}),
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id, email };
}

const userStatus = async (role: string, cookie: string) =>
  (await jsonRequest(f.app, 'GET', `/api/${role}/user`, { cookie })).status;

describe.each([
  { kind: 'students', role: 'student' },
  { kind: 'mentors', role: 'mentor' },
] as const)('$role', ({ kind, role }) => {
  it('ends every session of the person when the admin changes the password', async () => {
    const person = await newPerson(kind);
    const phone = await login(f.app, role, person.email, 'rahasia123');
    const laptop = await login(f.app, role, person.email, 'rahasia123');
    expect((await f.call('PUT', `/api/admin/${kind}/${person.id}`, { password: 'sandibaru123' })).status).toBe(200);
    expect(await userStatus(role, phone)).toBe(401);
    expect(await userStatus(role, laptop)).toBe(401);
    await expect(login(f.app, role, person.email, 'sandibaru123')).resolves.toContain('auth.');
  });

  it('ends the other sessions on an own change and keeps the one that made it', async () => {
    const person = await newPerson(kind);
    const phone = await login(f.app, role, person.email, 'rahasia123');
    const laptop = await login(f.app, role, person.email, 'rahasia123');
    const res = await jsonRequest(f.app, 'PUT', `/api/${role}/password`, {
      cookie: laptop,
      body: { currentPassword: 'rahasia123', password: 'sandibaru123' },
    });
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toEqual({ endedSessions: 1 });
    expect(await userStatus(role, laptop)).toBe(200);
    expect(await userStatus(role, phone)).toBe(401);
    await expect(login(f.app, role, person.email, 'sandibaru123')).resolves.toContain('auth.');
    const old = await jsonRequest(f.app, 'POST', `/api/${role}/login`, {
      body: { email: person.email, password: 'rahasia123' },
    });
    expect(old.status).toBe(401);
  });
});

describe('own password change', () => {
  it('refuses a wrong current password with 400 on the field, and changes nothing', async () => {
    const person = await newPerson('students');
    const cookie = await login(f.app, 'student', person.email, 'rahasia123');
    const other = await login(f.app, 'student', person.email, 'rahasia123');
    const res = await jsonRequest(f.app, 'PUT', '/api/student/password', {
      cookie,
      locale: 'en',
      body: { currentPassword: 'bukan-sandinya', password: 'sandibaru123' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation',
        message: 'The current password is incorrect.',
        fields: { currentPassword: 'The current password is incorrect.' },
      },
    });
    expect(await userStatus('student', other)).toBe(200);
    await expect(login(f.app, 'student', person.email, 'rahasia123')).resolves.toContain('auth.');
  });

  it('holds the new password to the sign-up rule, and refuses the signed-out and other roles', async () => {
    const person = await newPerson('students');
    const cookie = await login(f.app, 'student', person.email, 'rahasia123');
    const short = await jsonRequest(f.app, 'PUT', '/api/student/password', {
      cookie,
      body: { currentPassword: 'rahasia123', password: 'pendek' },
    });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).fields).toEqual({ password: 'Password minimum 8 characters long' });
    const body = { currentPassword: 'rahasia123', password: 'sandibaru123' };
    expect((await jsonRequest(f.app, 'PUT', '/api/student/password', { body })).status).toBe(401);
    expect((await jsonRequest(f.app, 'PUT', '/api/mentor/password', { cookie, body })).status).toBe(403);
  });
});
