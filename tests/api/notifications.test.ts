import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../../api/services/notifications';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';
import { type MentorFixture, seedMentorFixture } from './mentor-fixture';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let fx: MentorFixture;

type Item = { id: number; type: string; title: string; body: string; link: string | null; readAt: number | null };
type NotificationList = { data: Item[]; total: number; filtered: number; unread: number };

beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal', now: NOW });
  app = t.app;
  fx = await seedMentorFixture(t.db, NOW);
});
afterAll(() => t.cleanup());

describe('notifications', () => {
  it('lists the signed-in user’s own notifications newest first, localized, with the unread count', async () => {
    for (let i = 1; i <= 3; i++) {
      await createNotification(t.db, {
        userId: fx.mentorA.id,
        type: 'submission.new',
        title: { id: `Proyek baru ${i}`, en: `New project ${i}` },
        body: { id: 'Isi' },
        link: `/mentor/submission?progressMaterialId=${i}`,
      });
    }
    await createNotification(t.db, {
      userId: fx.mentorB.id,
      type: 'submission.new',
      title: { id: 'B' },
      body: { id: 'B' },
    });
    const cookie = await login(app, 'mentor', fx.mentorA.email, fx.password);

    const res = await jsonRequest(app, 'GET', '/api/notifications?length=2', { cookie, locale: 'en' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as NotificationList;
    expect(body).toMatchObject({ total: 3, unread: 3 });
    expect(body.data.map((n) => n.title)).toEqual(['New project 3', 'New project 2']);
    expect(body.data[0]?.body).toBe('Isi [id]');
    expect(body.data[0]?.link).toBe('/mentor/submission?progressMaterialId=3');

    const first = body.data[1] as Item;
    const read = await jsonRequest(app, 'PUT', `/api/notifications/${first.id}/read`, { cookie });
    expect(read.status).toBe(200);
    const unreadOnly = (await (
      await jsonRequest(app, 'GET', '/api/notifications?unread=1', { cookie })
    ).json()) as NotificationList;
    expect(unreadOnly.unread).toBe(2);
    expect(unreadOnly.data.map((n) => n.title)).toEqual(['Proyek baru 3', 'Proyek baru 1']);

    const all = await jsonRequest(app, 'PUT', '/api/notifications/read-all', { cookie });
    expect(((await all.json()) as { data: { updated: number } }).data.updated).toBe(2);
    const after = (await (await jsonRequest(app, 'GET', '/api/notifications', { cookie })).json()) as NotificationList;
    expect(after.unread).toBe(0);
    expect(after.data.every((n) => typeof n.readAt === 'number')).toBe(true);
  });

  it('works for every role and never touches another user’s notification', async () => {
    const studentCookie = await login(app, 'student', fx.students['Citra Lestari']?.email as string, fx.password);
    const mine = await jsonRequest(app, 'GET', '/api/notifications', { cookie: studentCookie });
    expect(mine.status).toBe(200);
    const adminCookie = await login(app, 'admin', demo.admin, demo.password);
    expect((await jsonRequest(app, 'GET', '/api/notifications', { cookie: adminCookie })).status).toBe(200);

    const othersId = await createNotification(t.db, {
      userId: fx.mentorB.id,
      type: 'x',
      title: { id: 'Milik B' },
      body: { id: '' },
    });
    const res = await jsonRequest(app, 'PUT', `/api/notifications/${othersId}/read`, { cookie: studentCookie });
    expect(res.status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await jsonRequest(app, 'GET', '/api/notifications')).status).toBe(401);
    expect((await jsonRequest(app, 'PUT', '/api/notifications/read-all')).status).toBe(401);
  });

  it('opening a submission marks the mentor’s notifications about it read', async () => {
    const id = fx.projects.dewiExam as number;
    const link = `/mentor/submission?progressMaterialId=${id}`;
    await createNotification(t.db, {
      userId: fx.mentorA.id,
      type: 'submission.new',
      title: { id: 'Baru' },
      body: { id: '' },
      link,
    });
    const cookie = await login(app, 'mentor', fx.mentorA.email, fx.password);
    const before = (await (await jsonRequest(app, 'GET', '/api/notifications', { cookie })).json()) as NotificationList;
    expect(before.unread).toBe(1);
    await jsonRequest(app, 'POST', `/api/mentor/submissions/${id}/open`, { cookie });
    const after = (await (await jsonRequest(app, 'GET', '/api/notifications', { cookie })).json()) as NotificationList;
    expect(after.unread).toBe(0);
  });

  it('a finished review reaches the student’s list', async () => {
    const mentor = await login(app, 'mentor', fx.mentorA.email, fx.password);
    const id = fx.projects.bambangNew;
    await jsonRequest(app, 'POST', `/api/mentor/submissions/${id}/open`, { cookie: mentor });
    const done = await jsonRequest(app, 'POST', `/api/mentor/submissions/${id}/reviewed`, {
      cookie: mentor,
      body: { feedback: 'Mantap', score: 90 },
    });
    expect(done.status).toBe(200);
    const student = await login(app, 'student', fx.students['Bambang Sutrisno']?.email as string, fx.password);
    const list = (await (
      await jsonRequest(app, 'GET', '/api/notifications', { cookie: student })
    ).json()) as NotificationList;
    expect(list.unread).toBe(1);
    expect(list.data[0]).toMatchObject({
      type: 'submission.reviewed',
      title: 'Proyekmu sudah direview',
      link: `/submissions?progressMaterialId=${id}`,
    });
  });
});
