/**
 * Operations across processes: periodic jobs run once per period whichever process ticks,
 * and every request writes one JSON log line with its route pattern and no secret.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { closeDb, openDb, rows } from '../../api/db/client';
import { maintenanceJob } from '../../api/services/maintenance';
import { type PeriodicJob, runIfDue } from '../../api/services/scheduled-jobs';
import { createTestApp, demo, jsonRequest, login } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal' });
});
afterAll(() => t.cleanup());

describe('periodic jobs', () => {
  it('run once per period across two processes on one database, and again in the next period', async () => {
    const db2 = openDb(t.env.DATABASE_URL);
    try {
      const runs: string[] = [];
      const job = (who: string): PeriodicJob => ({
        name: 'test-job',
        periodMs: 60_000,
        run: () => {
          runs.push(who);
        },
      });
      const start = 1_900_000_000_000;
      // Both processes tick at once, and again a little later within the period: one run.
      expect(await runIfDue(t.db, job('a'), 'process-a', start)).toBe(true);
      expect(await runIfDue(db2, job('b'), 'process-b', start)).toBe(false);
      expect(await runIfDue(db2, job('b'), 'process-b', start + 30_000)).toBe(false);
      expect(await runIfDue(t.db, job('a'), 'process-a', start + 30_000)).toBe(false);
      // The next period goes to whoever ticks first, even if the first holder has gone.
      expect(await runIfDue(db2, job('b'), 'process-b', start + 60_000)).toBe(true);
      expect(await runIfDue(t.db, job('a'), 'process-a', start + 60_000)).toBe(false);
      expect(runs).toEqual(['a', 'b']);
    } finally {
      await closeDb(db2);
    }
  });

  it('hourly maintenance removes sessions past their timeout', async () => {
    await login(t.app, 'student', demo.student, demo.password);
    const count = async () => Number((await rows<{ n: number }>(t.db, sql`select count(*) n from sessions`))[0]?.n);
    expect(await count()).toBeGreaterThan(0);
    const later = Date.now() + (t.env.SESSION_MAX_DAYS + 1) * 86_400_000;
    expect(await runIfDue(t.db, maintenanceJob(t.db, t.env), 'p', later)).toBe(true);
    expect(await count()).toBe(0);
  });
});

describe('request log', () => {
  it('writes one JSON line per request: method, route pattern, status, ms and user id, never a cookie or password', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = createApp({ db: t.db, env: t.env, logger: pino({ level: 'info' }, sink) });
    const cookie = await login(app, 'admin', demo.admin, demo.password);
    await jsonRequest(app, 'GET', '/api/admin/students/1', { cookie });
    await jsonRequest(app, 'GET', '/api/admin/students/1');
    // A route with a wider guard registered after it (`/api/admin/payments/*`) is named by its own pattern.
    await jsonRequest(app, 'GET', '/api/admin/payments/1/notifications', { cookie });
    await jsonRequest(app, 'GET', '/api/no-such-thing');
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: 'POST', route: '/api/admin/login', status: 200 },
      { method: 'GET', route: '/api/admin/students/:id', status: expect.any(Number) },
      { method: 'GET', route: '/api/admin/students/:id', status: 401 },
      { method: 'GET', route: '/api/admin/payments/:id/notifications', status: expect.any(Number) },
      { method: 'GET', route: '(none)', status: 404 },
    ]);
    expect(entries[1].userId).toBe(1);
    expect(entries[2].userId).toBeUndefined();
    for (const entry of entries) {
      expect(entry.msg).toBe('request');
      expect(typeof entry.ms).toBe('number');
    }
    const text = lines.join('\n');
    expect(text).not.toContain(demo.password);
    expect(text).not.toContain(cookie.split('=')[1]);
    expect(text).not.toContain(demo.admin);
  });
});
