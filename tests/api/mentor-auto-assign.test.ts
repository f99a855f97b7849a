/**
 * Automatic mentors (MENTOR_AUTO_ASSIGN): a new student (signed up or added by an admin)
 * gets the active mentor with the fewest students, who is told by name; a trashed mentor's students move
 * to the others, one by one by load; with `off` nobody is assigned; manual assignment keeps working.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, studentDetails, users } from '../../api/db/schema';
import { leastLoadedMentor } from '../../api/services/people/mentor-assignment';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';
import { assignMentor, finishMaterial, reachTrialMaterial, registerStudent } from './practice-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await login(app, 'admin', demo.admin, demo.password);
});
afterAll(() => t.cleanup());

const mentorOf = async (studentId: number) =>
  (
    await t.db
      .select({ mentorId: studentDetails.mentorId })
      .from(studentDetails)
      .where(eq(studentDetails.userId, studentId))
  )[0]?.mentorId ?? null;

const loadOf = async (mentorId: number) =>
  (
    await t.db
      .select({ id: studentDetails.id })
      .from(studentDetails)
      .where(and(eq(studentDetails.mentorId, mentorId), isNull(studentDetails.deletedAt)))
  ).length;

async function newMentor(name: string): Promise<number> {
  const res = await jsonRequest(app, 'POST', '/api/admin/mentors', {
    cookie: admin,
    body: {
      fullName: name,
      email: `${name.toLowerCase().replace(/\W/g, '')}.${Date.now()}@example.test`,
      password: 'rahasia123',
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

describe('automatic mentors', () => {
  it('gives a student who signs up the least-loaded mentor and tells that mentor by name', async () => {
    const fresh = await newMentor('Mentor Baru');
    // The new mentor has no students: the next sign-up goes to them.
    expect((await leastLoadedMentor(t.db))?.id).toBe(fresh);
    const student = await registerStudent(app, 'auto');
    expect(await mentorOf(student.userId)).toBe(fresh);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fresh), eq(notifications.type, 'student.assigned')));
    expect(told).toHaveLength(1);
    expect(told[0]?.title.id).toMatch(/^Siswa baru: Siswa auto /);
    expect(told[0]?.link).toBe(`/mentor/student/${student.userId}`);
    // The mentor reads it in the notification list.
    const mentorEmail =
      (await t.db.select({ email: users.email }).from(users).where(eq(users.id, fresh)))[0]?.email ?? '';
    const mentorCookie = await login(app, 'mentor', mentorEmail, 'rahasia123');
    const list = await jsonRequest(app, 'GET', '/api/notifications?length=6', { cookie: mentorCookie });
    expect(JSON.stringify(await list.json())).toContain('Siswa baru: Siswa auto');
  });

  it('spreads sign-ups evenly and gives admin-created students a mentor too', async () => {
    const a = await newMentor('Mentor Rata A');
    const b = await newMentor('Mentor Rata B');
    for (let i = 0; i < 4; i += 1) {
      // Each goes to the mentor with the fewest students at that moment.
      const expected = (await leastLoadedMentor(t.db))?.id;
      const student = await registerStudent(app, `even${i}`);
      expect(await mentorOf(student.userId)).toBe(expected);
    }
    // The two empty mentors took the first two; the loads stay within one of each other.
    expect(Math.abs((await loadOf(a)) - (await loadOf(b)))).toBeLessThanOrEqual(1);
    expect(await loadOf(a)).toBeGreaterThanOrEqual(1);
    const expected = (await leastLoadedMentor(t.db))?.id;
    const res = await jsonRequest(app, 'POST', '/api/admin/students', {
      cookie: admin,
      body: { fullName: 'Siswa Admin', email: `siswa.admin.${Date.now()}@example.test`, password: 'rahasia123' },
    });
    expect(res.status).toBe(201);
    expect(await mentorOf(((await res.json()) as { data: { id: number } }).data.id)).toBe(expected);
  });

  it("moves a trashed mentor's students to the other mentors, least-loaded first", async () => {
    const leaving = await newMentor('Mentor Pergi');
    const students = [await registerStudent(app, 'pindah1'), await registerStudent(app, 'pindah2')];
    for (const s of students) {
      const assigned = await jsonRequest(app, 'PUT', `/api/admin/students/${s.userId}/mentor`, {
        cookie: admin,
        body: { mentorId: leaving },
      });
      expect(assigned.status).toBe(200);
    }
    expect(await loadOf(leaving)).toBeGreaterThanOrEqual(2);
    const trashed = await jsonRequest(app, 'DELETE', `/api/admin/mentors/${leaving}`, { cookie: admin });
    expect(trashed.status).toBe(200);
    expect(await loadOf(leaving)).toBe(0);
    for (const s of students) {
      const now = await mentorOf(s.userId);
      expect(now).not.toBeNull();
      expect(now).not.toBe(leaving);
    }
  });
});

describe('the admin dashboard', () => {
  it('shows the students without a mentor whose projects wait', async () => {
    type Waiting = { total: number; students: { id: number; fullName: string; waiting: number }[] };
    const dashboard = async () =>
      (
        (await (await jsonRequest(app, 'GET', '/api/admin/dashboard', { cookie: admin })).json()) as {
          data: { unassignedWaiting: Waiting };
        }
      ).data.unassignedWaiting;
    const before = await dashboard();
    const alone = await registerStudent(app, 'tanpamentor');
    await assignMentor(t.db, alone.userId, null);
    const project = await reachTrialMaterial(app, t.db, alone, 'submission');
    await finishMaterial(app, t.db, alone, project);
    const after = await dashboard();
    expect(after.total).toBe(before.total + 1);
    // The first five, most waiting projects first.
    expect(after.students).toHaveLength(Math.min(after.total, 5));
    const counts = after.students.map((s) => s.waiting);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    if (after.total <= 5) expect(after.students.find((s) => s.id === alone.userId)).toMatchObject({ waiting: 1 });
    // Once a mentor is assigned, the student leaves the list.
    await assignMentor(t.db, alone.userId, (await leastLoadedMentor(t.db))?.id ?? null);
    expect((await dashboard()).total).toBe(before.total);
  });
});

describe('MENTOR_AUTO_ASSIGN=off', () => {
  let off: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    off = await createTestApp({ env: { MENTOR_AUTO_ASSIGN: 'off' } });
  });
  afterAll(() => off.cleanup());

  it('leaves new students for an admin to assign by hand', async () => {
    const student = await registerStudent(off.app, 'manual');
    const [row] = await off.db
      .select({ mentorId: studentDetails.mentorId })
      .from(studentDetails)
      .where(eq(studentDetails.userId, student.userId));
    expect(row?.mentorId).toBeNull();
  });
});
