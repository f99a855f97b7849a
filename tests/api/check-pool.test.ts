/**
 * The server never blocks on a student's code: a practice finish is judged in the check pool (worker threads), so
 * the API keeps answering while it runs; a check over the time limit answers 422 and its worker is replaced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCodeChecker, pendingChecks } from '../../api/services/practice/checking/index';
import { createTestApp, jsonRequest } from './helpers';
import { type CourseMaterial, practiceSolutionFiles, reachTrialMaterial, registerStudent } from './practice-helpers';

type T = Awaited<ReturnType<typeof createTestApp>>;

/** A workspace near the 2 MB limit that is as hard to check as a student can make it. */
function heavyFiles() {
  const depth = 60_000;
  const html = `<!doctype html><link rel="stylesheet" href="style.css">${'<div><span>'.repeat(depth)}x${'</span></div>'.repeat(depth)}`;
  const css = Array.from(
    { length: 12_000 },
    (_, i) => `.c${i} > a, h1 .x${i} { margin: ${i}px auto; color: #abc }`,
  ).join('\n');
  return [
    { path: 'index.html', value: html },
    { path: 'style.css', value: css.slice(0, 1_900_000 - html.length) },
  ];
}

async function finishBody(t: T, label: string) {
  const student = await registerStudent(t.app, label);
  const practice: CourseMaterial = await reachTrialMaterial(t.app, t.db, student, 'practice');
  const send = (files: unknown) =>
    jsonRequest(t.app, 'PUT', `/api/student/progresses/${student.progressId}`, {
      cookie: student.cookie,
      locale: 'en',
      body: { chapterId: practice.chapter_id, topicId: practice.topic_id, materialId: practice.id, files },
    });
  return { student, practice, send };
}

describe('check pool', () => {
  afterAll(() => closeCodeChecker());

  describe('with the default time limit', () => {
    let t: T;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.cleanup());

    it('keeps /api/health answering while a worst-case finish is judged', async () => {
      const { send } = await finishBody(t, 'heavy');
      const sent = performance.now();
      let settled = false;
      const finish = send(heavyFiles()).finally(() => {
        settled = true;
      });
      // Wait until the request has been read and handed to a worker: from then on the check runs elsewhere.
      while (!settled && pendingChecks() === 0) await new Promise((r) => setTimeout(r, 1));
      const latencies: number[] = [];
      while (!settled) {
        const started = performance.now();
        const health = await t.app.request('/api/health');
        latencies.push(performance.now() - started);
        expect(health.status).toBe(200);
        await new Promise((r) => setTimeout(r, 5));
      }
      const res = await finish;
      const judging = performance.now() - sent;
      expect([400, 422]).toContain(res.status);
      expect(latencies.length).toBeGreaterThan(2);
      // Judged on the request thread, one health request would wait for most of the check. Off it, each
      // answers in a few milliseconds; the bound leaves room for a shared machine's pauses, relative to
      // the check's own length so a slow machine does not make it fail.
      expect(Math.max(...latencies)).toBeLessThan(Math.max(100, judging / 4));
    });

    it('still finishes a practice with its solution, judged in the pool', async () => {
      const { send, practice } = await finishBody(t, 'solution');
      const res = await send(await practiceSolutionFiles(t.db, practice.id));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { result: { passed: boolean } }).result.passed).toBe(true);
    });
  });

  describe('with a time limit the check cannot meet', () => {
    let t: T;
    beforeAll(async () => {
      t = await createTestApp({ env: { CHECK_TIMEOUT_MS: '10' } });
    });
    afterAll(() => t.cleanup());

    it('answers 422 with a clear message, replaces the worker and keeps serving', async () => {
      const { send } = await finishBody(t, 'timeout');
      const res = await send(heavyFiles());
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        error: {
          code: 'unprocessable',
          message:
            'Checking your code took more than 0.01 seconds, so it was stopped. Look for code that is too large or repeats without end, then try again.',
        },
      });
      expect(pendingChecks()).toBe(0);
      // The replacement worker answers the next request (small enough for the limit, or stopped again cleanly).
      const next = await send([{ path: 'index.html', value: '<p>hi</p>' }]);
      expect([400, 422]).toContain(next.status);
      expect((await t.app.request('/api/health')).status).toBe(200);
      // Two worker starts (the stopped one's replacement, then the next check's): at load 20 on 2 cores they
      // alone took over the suite's 20 s. A safety net for a stalled worker, not a measure of speed.
    }, 60_000);
  });

  describe('shared between students', () => {
    let t: T;
    beforeAll(async () => {
      t = await createTestApp({ env: { CHECK_WORKERS: '1', CHECK_TIMEOUT_MS: '1000', CHECK_QUEUE_PER_USER: '4' } });
    });
    afterAll(() => t.cleanup());

    it("serves another student's check before the rest of one student's flood, and refuses the flood past its share", async () => {
      const flooder = await finishBody(t, 'flooder');
      const other = await finishBody(t, 'other');
      const solution = await practiceSolutionFiles(t.db, other.practice.id);
      const finished: string[] = [];
      const flood = Array.from({ length: 4 }, (_, i) =>
        flooder.send(heavyFiles()).then((res) => {
          finished.push(`flood-${i}`);
          return res;
        }),
      );
      // All four are in the pool (one running, three waiting) before the other student asks.
      while (pendingChecks() < 4) await new Promise((r) => setTimeout(r, 5));
      const over = await flooder.send(heavyFiles());
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await over.json()).toEqual({
        error: {
          code: 'too_many_requests',
          message: 'Your earlier code is still being checked. Wait for its result, then try again.',
        },
      });
      const doneBefore = finished.length;
      const mine = await other.send(solution).then((res) => {
        finished.push('other');
        return res;
      });
      expect(mine.status).toBe(200);
      for (const res of await Promise.all(flood)) expect([400, 422]).toContain(res.status);
      // Round-robin: the other student's check runs as soon as a worker is free, before the flood's waiting ones;
      // in one line it waited for all of them and finished last. (How many flood checks end while the other's
      // request is still being read depends on the machine, so the test does not count them.)
      expect(doneBefore).toBeLessThan(3);
      expect(finished.indexOf('other')).toBeLessThan(finished.length - 1);
    }, 60_000);
  });
});
