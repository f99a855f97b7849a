/**
 * Authoring QA for the seeded course (docs/decisions/0012-patterns.md, as freeCodeCamp does): with the real checker,
 * every practice starter fails at least one rule of each task and the reference solution passes all;
 * every project solution passes its rules; the answer kinds used cover html, css, js and file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureLaravelBundle } from '../../../tests/setup/laravel-bundle';
import { checkAnswers, checkAnswersAsync } from '../../../workers/checker/index';
import { warmLaravel, warmPhp } from '../../../workers/php/index';
import { toCheckFiles } from '../../../workers/workspace/flatten';
import { allCourseMaterials, webDevelopmentCourse } from './content';
import type { PracticeMaterial, ProjectMaterial } from './content-types';

const all = allCourseMaterials();
const practicesDefs = all.filter((m): m is PracticeMaterial => m.relation === 'practice');
const projects = all.filter(
  (m): m is ProjectMaterial => m.relation === 'submission' || m.relation === 'submission-exam',
);

describe('seeded course content', () => {
  // The PHP practices are judged by running their pages, the Laravel one its routes: start both runtimes once,
  // before the timed tests.
  beforeAll(async () => {
    await ensureLaravelBundle();
    await Promise.all([warmPhp(), warmLaravel()]);
  }, 600_000);

  it('has a trial chapter and four paid chapters, each with every material type', () => {
    const [trial, ...paid] = webDevelopmentCourse.chapters;
    expect(trial?.isTrial).toBe(true);
    expect(paid).toHaveLength(4);
    for (const chapter of webDevelopmentCourse.chapters) {
      const kinds = new Set(chapter.topics.flatMap((t) => t.materials.map((m) => m.relation.replace('-exam', ''))));
      expect([...kinds].sort()).toEqual(['practice', 'quiz', 'slide', 'submission', 'video']);
    }
  });

  it('ends with the final exam', () => {
    const last = all.at(-1);
    expect(last?.relation).toBe('submission-exam');
    expect(last?.title.id).toBe('Final Exam');
  });

  it('uses every answer kind and every quiz type', () => {
    const kinds = new Set([...practicesDefs.flatMap((p) => p.tasks.flatMap((t) => t.answers.map((a) => a.kind)))]);
    expect([...kinds].sort()).toEqual(['css', 'file', 'html', 'js']);
    const types = new Set(all.flatMap((m) => (m.relation === 'quiz' ? m.questions.map((q) => q.type) : [])));
    expect([...types].sort()).toEqual(['fill', 'fillblank', 'multiple', 'multiplechoice', 'puzzle']);
  });

  it('gives each quiz question four options with keys that name options', () => {
    for (const material of all) {
      if (material.relation !== 'quiz') continue;
      expect(material.questions.length).toBeGreaterThanOrEqual(3);
      for (const q of material.questions) {
        expect(q.answer.options).toHaveLength(4);
        const ids = q.answer.options.map((o) => o.id);
        for (const key of q.answer.key) expect(ids).toContain(key);
      }
    }
  });

  it('writes practice task questions as plain text (the task panel shows them as text, not markup)', () => {
    for (const practice of practicesDefs) {
      for (const task of practice.tasks) {
        for (const text of [task.question.id, task.question.en ?? '']) {
          expect(text, `${practice.title.id}: ${text}`).not.toMatch(/<\/?code>|&(?:lt|gt|amp|quot);/);
        }
      }
    }
  });

  describe.each(practicesDefs.map((p) => [p.title.en ?? p.title.id, p] as const))('practice %s', (_name, practice) => {
    it.each(practice.tasks.map((t, i) => [i + 1, t] as const))(
      'task %i: the starter fails, the solution passes',
      async (_n, task) => {
        // checkAnswersAsync runs the PHP pages a rule names (issue 15) and equals checkAnswers elsewhere.
        const starter = await checkAnswersAsync(toCheckFiles(practice.starter), task.answers);
        const solution = await checkAnswersAsync(toCheckFiles(practice.solution), task.answers);
        expect(starter.passed).toBe(false);
        expect(solution.results.filter((r) => !r.passed)).toEqual([]);
      },
    );
  });

  it.each(projects.map((p) => [p.title.en ?? p.title.id, p] as const))(
    'project %s: the starter fails, the solution passes',
    (_name, project) => {
      expect(checkAnswers(toCheckFiles(project.starter), project.answers).passed).toBe(false);
      expect(checkAnswers(toCheckFiles(project.solution), project.answers).results.filter((r) => !r.passed)).toEqual(
        [],
      );
    },
  );
});
