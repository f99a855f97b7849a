/** Admin packages, payments and subscriptions through the generic engine, and the dashboard counts. */
import { describe, expect, it } from 'vitest';
import { type ErrorBody, type ListBody, setupAdminApp } from './admin-fixture';
import { demo, login } from './helpers';

type PackageRow = { id: number; name: string; price: number; course: { id: number }; duration_in_month: number };
type PaymentRow = { id: number; status: string; invoiceId: string; studentName: string; amount: number };
type SubscriptionRow = { id: number; studentName: string; courseTitle: { en?: string }; start: string; end: string };

const f = setupAdminApp();
const tag = Math.random().toString(36).slice(2, 8);
const namingTag = Math.random().toString(36).slice(2, 8);

describe('admin commerce', () => {
  it('writes a package with the names it is read with, and still accepts the deprecated write form', async () => {
    const read = await f.call<{ data: PackageRow }>('POST', '/api/admin/packages', {
      name: `Paket ${namingTag} baca`,
      price: 1000,
      course: { id: 2, title: { id: 'Kursus' } },
      duration_in_month: 2,
    });
    expect(read.status).toBe(201);
    expect(read.body.data).toMatchObject({ course: { id: 2 }, duration_in_month: 2 });
    const round = await f.call<{ data: PackageRow }>('PUT', `/api/admin/packages/${read.body.data.id}`, {
      ...read.body.data,
      duration_in_month: 4,
    });
    expect(round.body.data).toMatchObject({ course: { id: 2 }, duration_in_month: 4 });
    const legacy = await f.call<{ data: PackageRow }>('POST', '/api/admin/packages', {
      name: `Paket ${namingTag} lama`,
      price: 1000,
      courseId: 2,
      durationInMonth: 3,
    });
    expect(legacy.status).toBe(201);
    expect(legacy.body.data).toMatchObject({ course: { id: 2 }, duration_in_month: 3 });
    const legacyUpdate = await f.call<{ data: PackageRow }>('PUT', `/api/admin/packages/${legacy.body.data.id}`, {
      durationInMonth: 6,
    });
    expect(legacyUpdate.body.data.duration_in_month).toBe(6);
  });

  it('creates, lists, orders, updates, trashes and restores packages', async () => {
    const names = [`Paket ${tag} C`, `Paket ${tag} A`, `Paket ${tag} B`];
    for (const [i, name] of names.entries()) {
      const res = await f.call<{ data: PackageRow }>('POST', '/api/admin/packages', {
        name,
        price: 100000 + i,
        course: 2,
        duration_in_month: i + 1,
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ name, course: { id: 2 }, duration_in_month: i + 1 });
    }
    const byName = await f.call<ListBody<PackageRow>>('GET', `/api/admin/packages?search=${tag}&order[column]=name`);
    expect(byName.body.data.map((p) => p.name.slice(-1))).toEqual(['A', 'B', 'C']);
    const byPrice = await f.call<ListBody<PackageRow>>(
      'GET',
      `/api/admin/packages?search=${tag}&order[column]=price&order[dir]=desc&length=2`,
    );
    expect(byPrice.body.data.map((p) => p.price)).toEqual([100002, 100001]);
    expect(byPrice.body.filtered).toBe(3);

    const first = byName.body.data[0] as PackageRow;
    const updated = await f.call<{ data: PackageRow }>('PUT', `/api/admin/packages/${first.id}`, { price: 99000 });
    expect(updated.body.data).toMatchObject({ price: 99000, name: first.name });
    await f.call('DELETE', `/api/admin/packages/${first.id}`);
    expect((await f.call<ListBody<PackageRow>>('GET', `/api/admin/packages?search=${tag}`)).body.filtered).toBe(2);
    expect((await f.call<ListBody<PackageRow>>('GET', `/api/admin/packages?search=${tag}&trash=1`)).body.filtered).toBe(
      1,
    );
    await f.call('PUT', `/api/admin/packages/${first.id}/restore`);
    expect((await f.call<ListBody<PackageRow>>('GET', `/api/admin/packages?search=${tag}`)).body.filtered).toBe(3);

    const bad = await f.call<ErrorBody>('POST', '/api/admin/packages', { name: '', price: -1, course: 999999 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: 'This field is required.',
      duration_in_month: 'This field is required.',
    });
    expect(bad.body.error.fields?.price).toBeTruthy();
    const unknownCourse = await f.call<ErrorBody>('POST', '/api/admin/packages', {
      name: 'X',
      price: 1,
      course: 999999,
      duration_in_month: 1,
    });
    expect(unknownCourse.body.error.fields?.course).toBeTruthy();
    expect((await f.call('POST', '/api/admin/packages/re-order', { ids: [first.id] })).status).toBe(400);
  });

  it('creates payments and lists them by student name with the spec fields', async () => {
    const students = await f.call<ListBody<{ id: number; detail: { full_name: string } }>>(
      'GET',
      '/api/admin/students?search=andi',
    );
    const student = students.body.data[0];
    expect(student).toBeDefined();
    const created = await f.call<{ data: PaymentRow }>('POST', '/api/admin/payments', {
      studentId: student?.id,
      packageId: 1,
      status: 'paid',
      invoiceId: `INV-${tag}`,
      amount: 149000,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ invoiceId: `INV-${tag}`, studentName: student?.detail.full_name });
    const list = await f.call<ListBody<PaymentRow & Record<string, unknown>>>(
      'GET',
      `/api/admin/payments?search=inv-${tag}`,
    );
    expect(list.body.data).toHaveLength(1);
    expect(Object.keys(list.body.data[0] ?? {})).toEqual(
      expect.arrayContaining(['id', 'status', 'invoiceId', 'paymentLink', 'paymentChannel', 'studentName']),
    );
    const ordered = await f.call<ListBody<PaymentRow>>(
      'GET',
      '/api/admin/payments?order[column]=amount&order[dir]=desc&length=5',
    );
    const amounts = ordered.body.data.map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const dup = await f.call<ErrorBody>('POST', '/api/admin/payments', {
      studentId: 999999,
      packageId: 1,
      status: 'refunded',
      invoiceId: '',
      amount: 1,
    });
    expect(dup.status).toBe(400);
    expect(Object.keys(dup.body.error.fields ?? {})).toEqual(expect.arrayContaining(['status', 'invoiceId']));
  });

  it('lists subscriptions with student name and course title, and validates dates', async () => {
    const list = await f.call<ListBody<SubscriptionRow>>('GET', '/api/admin/subscriptions?order[column]=studentName');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    const names = list.body.data.map((s) => s.studentName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list.body.data[0]).toMatchObject({ courseTitle: { en: expect.any(String) } });

    const start = new Date('2026-01-01T00:00:00Z').toISOString();
    const bad = await f.call<ErrorBody>('POST', '/api/admin/subscriptions', {
      studentId: 4,
      courseId: 2,
      name: 'Paket',
      duration: 1,
      price: 1,
      start,
      end: start,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.end).toBeTruthy();
  });

  it('answers the dashboard counts and a series per day and per week', async () => {
    const day = await f.call<{
      data: {
        students: number;
        activeSubscriptions: number;
        submissionsWaiting: number;
        series: { signups: number }[];
      };
    }>('GET', '/api/admin/dashboard');
    expect(day.status).toBe(200);
    const students = await f.call<ListBody<unknown>>('GET', '/api/admin/students');
    expect(day.body.data.students).toBe(students.body.total);
    expect(day.body.data.activeSubscriptions).toBeGreaterThan(0);
    expect(day.body.data.submissionsWaiting).toBeGreaterThan(0);
    expect(day.body.data.series).toHaveLength(30);
    const week = await f.call<{ data: { series: unknown[] } }>('GET', '/api/admin/dashboard?period=week');
    expect(week.body.data.series).toHaveLength(12);
    expect((await f.call('GET', '/api/admin/dashboard?period=year')).status).toBe(400);

    // A trashed student's subscription and waiting project leave the counts with them, and come back on restore.
    type Counts = { data: { students: number; activeSubscriptions: number; submissionsWaiting: number } };
    const before = (await f.call<Counts>('GET', '/api/admin/dashboard')).body.data;
    const andi = (await f.call<ListBody<{ id: number }>>('GET', '/api/admin/students?search=Andi%20Pratama')).body
      .data[0];
    expect((await f.call('DELETE', `/api/admin/students/${andi?.id}`)).status).toBe(200);
    // The demo student has one active subscription and one project waiting for review (seed).
    expect((await f.call<Counts>('GET', '/api/admin/dashboard')).body.data).toEqual({
      ...(await f.call<Counts>('GET', '/api/admin/dashboard')).body.data,
      students: before.students - 1,
      activeSubscriptions: before.activeSubscriptions - 1,
      submissionsWaiting: before.submissionsWaiting - 1,
    });
    expect((await f.call('PUT', `/api/admin/students/${andi?.id}/restore`)).status).toBe(200);
    expect((await f.call<Counts>('GET', '/api/admin/dashboard')).body.data).toMatchObject(before);
    const student = await login(f.app, 'student', demo.student, demo.password);
    expect((await f.call('GET', '/api/admin/dashboard', undefined, student)).status).toBe(403);
  });
});
