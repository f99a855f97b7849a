/**
 * Authoring QA over the seeded database, as freeCodeCamp holds its curriculum (docs/decisions/0012-patterns.md): for every
 * practice material the app serves, with the real checker, the starter code fails at least one rule of
 * every task (so each task asks for something) without marking a line of its PHP source, and the reference solution
 * passes every rule of every task.
 */
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materials, practices, tasks } from '../../api/db/schema';
import { placeFailures, splitReport } from '../../src/features/student/practice-checking';
import { warmPhp } from '../../workers/php/index';
import { checkAnswersAsync } from '../../workers/runners/check-async';
import { toCheckFiles } from '../../workers/workspace';
import { createTestApp } from '../api/helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

function seededPractices() {
  const rows = t.db
    .select({
      id: practices.id,
      materialId: practices.materialId,
      starter: practices.starter,
      solution: practices.solution,
    })
    .from(practices)
    .innerJoin(materials, eq(materials.id, practices.materialId))
    .where(isNull(practices.deletedAt))
    .all();
  return rows.map((p) => ({
    ...p,
    tasks: t.db
      .select({ order: tasks.order, title: tasks.title, answers: tasks.answers })
      .from(tasks)
      .where(eq(tasks.practiceId, p.id))
      .orderBy(asc(tasks.order), asc(tasks.id))
      .all(),
  }));
}

describe('seeded practice tasks', () => {
  it('exist, each with at least one task and rule', () => {
    const all = seededPractices();
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const p of all) {
      expect(p.tasks.length, `practice of material ${p.materialId}`).toBeGreaterThan(0);
      for (const task of p.tasks) expect(task.answers.length).toBeGreaterThan(0);
    }
  });

  // The PHP practices' rules are judged on what their pages render, as the server's re-check does.
  beforeAll(() => warmPhp(), 60_000);

  it('starter code fails at least one rule of every task', async () => {
    for (const p of seededPractices()) {
      const files = toCheckFiles(p.starter);
      for (const task of p.tasks) {
        const report = await checkAnswersAsync(files, task.answers);
        const failing = report.results.filter((r) => !r.passed);
        expect(
          failing.length,
          `material ${p.materialId}, task "${task.title.id}": starter passes everything`,
        ).toBeGreaterThan(0);
        expect(report.passed).toBe(false);
        // What is missing shows in the task's rule list, not as an error on a line of PHP that runs fine.
        const [verdict] = splitReport(report, [task.answers.length]);
        const placed = verdict ? [...placeFailures(verdict, task.answers, files).keys()] : [];
        expect(
          placed.filter((path) => /\.php$/i.test(path)),
          `material ${p.materialId}`,
        ).toEqual([]);
      }
    }
  });

  it('the reference solution passes every rule of every task', async () => {
    for (const p of seededPractices()) {
      const files = toCheckFiles(p.solution);
      for (const task of p.tasks) {
        const report = await checkAnswersAsync(files, task.answers);
        const failing = report.results.filter((r) => !r.passed).map((r) => `${r.index}:${r.reason}`);
        expect(failing, `material ${p.materialId}, task "${task.title.id}"`).toEqual([]);
        expect(report.passed).toBe(true);
      }
    }
  });

  it('no rule of any task is malformed', async () => {
    for (const p of seededPractices()) {
      for (const task of p.tasks) {
        const report = await checkAnswersAsync(toCheckFiles(p.solution), task.answers);
        expect(report.results.filter((r) => r.reason === 'invalid-answer')).toEqual([]);
      }
    }
  });
});
