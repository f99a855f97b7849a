/**
 * The seeded JavaScript lessons judged by what the code does: equivalent rewrites of each reference solution pass
 * every behaviour rule, wrong programs fail one, on the server's engine (the end-to-end suite holds Chromium to the
 * same table: tests/e2e/sandbox/behaviour.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { jsChapterPrograms } from '../../../tests/fixtures/behaviour/js-chapter-rewrites';
import { lessonCheck } from '../../../tests/fixtures/behaviour/lesson-check';
import { checkAnswersAsync } from '../../../workers/runners/check-async';

describe('seeded JavaScript lessons judge behaviour, not spelling', () => {
  it('use behaviour rules for what the code does', () => {
    for (const lesson of new Set(jsChapterPrograms.map((p) => p.lesson))) {
      expect(lessonCheck({ lesson, files: {} }).answers.length).toBeGreaterThan(0);
    }
  });

  it.each(jsChapterPrograms.map((p) => [p.name, p] as const))('%s', { timeout: 60_000 }, async (_name, program) => {
    const { files, answers } = lessonCheck(program);
    const report = await checkAnswersAsync(files, answers);
    expect(report.passed, JSON.stringify(report.results)).toBe(program.passes);
  });
});
