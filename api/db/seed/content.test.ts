/**
 * Authoring QA for the seeded course (docs/decisions/0012-patterns.md, as freeCodeCamp does): with the real checker,
 * every practice starter fails at least one rule of each task and the reference solution passes all, and the file
 * each failing rule's hint sends the student to is one whose fix moves that rule; every project solution passes
 * its rules; the answer kinds used cover html, css, js and file.
 */
import { setupI18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleHint } from '../../../src/runtime/rule-hints';
import { ensureLaravelBundle } from '../../../tests/setup/laravel-bundle';
import type { Answer, CheckFile, RuleResult } from '../../../workers/checker/index';
import { checkAnswers } from '../../../workers/checker/index';
import { warmLaravel, warmPhp } from '../../../workers/php/index';
import { ROUTES_FILE } from '../../../workers/php/laravel-routes';
import { checkAnswersAsync } from '../../../workers/runners/check-async';
import { toCheckFiles } from '../../../workers/workspace/flatten';
import { allCourseMaterials, webDevelopmentCourse } from './content';
import type { PracticeMaterial, ProjectMaterial } from './content-types';
import { laravelPractice } from './content-web-laravel-practice';

const all = allCourseMaterials();
const practicesDefs = all.filter((m): m is PracticeMaterial => m.relation === 'practice');
const projects = all.filter(
  (m): m is ProjectMaterial => m.relation === 'submission' || m.relation === 'submission-exam',
);

/**
 * The file a failing rule's hint sends the student to: routes/web.php when no route shows the view (rule-hints.ts),
 * else the file the result or the rule names; null when neither names one.
 */
function hintTarget(result: RuleResult, answer: Answer): string | null {
  if (result.params?.unrouted) return ROUTES_FILE;
  const named = result.params?.file ?? result.file ?? ('file' in answer ? answer.file : undefined);
  return typeof named === 'string' && named !== '' ? named : null;
}

/** `files` with `path` taken from `from` (the reference solution): the one-file fix a hint points at. */
function withFileFrom(files: CheckFile[], from: CheckFile[], path: string): CheckFile[] {
  const fixed = from.find((file) => file.path === path);
  const rest = files.filter((file) => file.path !== path);
  return fixed ? [...rest, fixed] : rest;
}

/** The seeded practice with this English title (a renamed one fails here, not in a later lookup). */
function practiceNamed(title: string): PracticeMaterial {
  const found = practicesDefs.find((p) => p.title.en === title);
  if (!found) throw new Error(`no seeded practice "${title}"`);
  return found;
}

/** What a student reads of a result: pass or fail, the reason, and the hint's inputs. */
const seen = (result: RuleResult | undefined) =>
  result && { passed: result.passed, reason: result.reason, params: result.params ?? {} };

const id = setupI18n();
const en = setupI18n();

describe('seeded course content', () => {
  // The PHP practices are judged by running their pages, the Laravel one its routes: start both runtimes once,
  // before the timed tests.
  beforeAll(async () => {
    await ensureLaravelBundle();
    const [idCatalog, enCatalog] = await Promise.all([
      import('../../../locales/id/messages.po'),
      import('../../../locales/en/messages.po'),
      warmPhp(),
      warmLaravel(),
    ]);
    id.loadAndActivate({ locale: 'id', messages: idCatalog.messages });
    en.loadAndActivate({ locale: 'en', messages: enCatalog.messages });
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
    expect([...kinds].sort()).toEqual(['behaviour', 'css', 'file', 'html', 'js']);
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
        // checkAnswersAsync runs the PHP pages a rule names (docs/decisions/0018-php-runtime.md) and equals checkAnswers elsewhere.
        const starter = await checkAnswersAsync(toCheckFiles(practice.starter), task.answers);
        const solution = await checkAnswersAsync(toCheckFiles(practice.solution), task.answers);
        expect(starter.passed).toBe(false);
        expect(solution.results.filter((r) => !r.passed)).toEqual([]);
      },
    );

    // A hint that names a file whose fix the starter does not need (the Laravel route task once asked for a class
    // the view already had, while the route was missing) is caught here: the reference solution's version of the
    // file the hint points at, put into the starter alone, must change what the checker says about that rule.
    it.each(practice.tasks.map((t, i) => [i + 1, t] as const))(
      'task %i: each failing hint points at a file whose fix moves the rule',
      async (_n, task) => {
        const starterFiles = toCheckFiles(practice.starter);
        const solutionFiles = toCheckFiles(practice.solution);
        const starter = await checkAnswersAsync(starterFiles, task.answers);
        for (const result of starter.results.filter((r) => !r.passed)) {
          const answer = task.answers[result.index] as Answer;
          const target = hintTarget(result, answer);
          if (target === null) continue;
          const fixed = await checkAnswersAsync(withFileFrom(starterFiles, solutionFiles, target), [answer]);
          expect(seen(fixed.results[0]), `${practice.title.id}, rule ${result.index + 1}: ${target}`).not.toEqual(
            seen(result),
          );
        }
      },
    );
  });

  it('sends the Laravel route task to routes/web.php, and that fix alone passes it', async () => {
    const [task] = laravelPractice.tasks;
    const starterFiles = toCheckFiles(laravelPractice.starter);
    const starter = await checkAnswersAsync(starterFiles, task?.answers ?? []);
    const [result] = starter.results;
    if (!result) throw new Error('the route task has no rule');
    expect(result.passed).toBe(false);
    expect(result.params?.unrouted).toBe('produk');
    expect(ruleHint(id, result)).toContain('Di routes/web.php, tambahkan route GET');
    expect(ruleHint(en, result)).toContain('In routes/web.php, add a GET route');
    for (const text of [ruleHint(id, result), ruleHint(en, result)]) expect(text).not.toContain('judul');
    const routed = withFileFrom(starterFiles, toCheckFiles(laravelPractice.solution), ROUTES_FILE);
    expect((await checkAnswersAsync(routed, task?.answers ?? [])).results).toMatchObject([{ passed: true }]);
  });

  it('asks the product card for a second stylesheet link, and its hint does not send the learner to rewrite the first', () => {
    const card = practicesDefs.find((p) => p.title.en === 'Practice: Product Card');
    const [, box, reset] = card?.tasks ?? [];
    if (!card || !box || !reset) throw new Error('the product card practice has changed');
    const link = checkAnswers(toCheckFiles(card.starter), reset.answers).results[2];
    if (!link) throw new Error('the reset task has no link rule');
    expect(ruleHint(en, link)).toBe(
      'There is no <link rel="stylesheet" href="css/reset.css"> tag in index.html yet: the <link> tag there has href="css/style.css".',
    );
    expect(ruleHint(id, link)).toContain('Belum ada tag <link rel="stylesheet" href="css/reset.css"> di index.html');
    // What the old hint ("href must be css/reset.css, now css/style.css") led to: the one link rewritten. The
    // card's rule in style.css then reaches no page, and the reset task says the style link is gone.
    const rewritten = toCheckFiles(card.solution).map((file) =>
      file.path === 'index.html'
        ? { ...file, value: file.value.replace('    <link rel="stylesheet" href="css/style.css" />\n', '') }
        : file,
    );
    expect(rewritten.find((file) => file.path === 'index.html')?.value).not.toContain('css/style.css');
    expect(checkAnswers(rewritten, box.answers).passed).toBe(false);
    expect(checkAnswers(rewritten, reset.answers).results.map((r) => r.passed)).toEqual([true, true, true, false]);
  });

  it('tells the Laravel data task what its error page means, and the hint names that error', async () => {
    const task = laravelPractice.tasks[1];
    if (!task) throw new Error('the Laravel practice has no data task');
    // The view's loop written, the route there, the controller not sending $produk yet: Laravel's error page.
    const files = toCheckFiles(laravelPractice.solution).map((file) =>
      file.path === 'app/Http/Controllers/ProductController.php'
        ? { ...file, value: file.value.replace("view('produk', ['produk' => $produk])", "view('produk')") }
        : file,
    );
    const [result] = (await checkAnswersAsync(files, task.answers)).results;
    if (!result) throw new Error('the data task has no rule');
    expect(result.passed).toBe(false);
    expect(ruleHint(id, result)).toBe(
      'Halaman ini berhenti karena galat: Uncaught ErrorException: Undefined variable $produk (resources/views/produk.blade.php:11). Perbaiki galat itu dulu, lalu periksa lagi.',
    );
    expect(ruleHint(en, result)).toContain(
      'The page stopped with an error: Uncaught ErrorException: Undefined variable $produk',
    );
    // the task text names the same error and where it is fixed
    expect(task.question.id).toContain('"Undefined variable $produk": perbaiki di controller');
    expect(task.question.en).toContain('"Undefined variable $produk": fix it in the controller');
  });

  describe('the echo practice: the heading', () => {
    const echo = practiceNamed('Practice: Echo and Variables');
    const task = echo.tasks[0];
    const heading = '<h1><?php echo $nama; ?></h1>';
    const withHeading = (markup: string) =>
      toCheckFiles(echo.solution).map((file) =>
        file.path === 'index.php' ? { ...file, value: file.value.replace(heading, markup) } : file,
      );

    it.each([
      ['echo', heading],
      ['the short echo', '<h1><?= $nama ?></h1>'],
      ['the variable in a string', '<h1><?php echo "$nama"; ?></h1>'],
      ['print', '<h1><?php print $nama; ?></h1>'],
      ['the whole tag echoed', '<?php echo "<h1>" . $nama . "</h1>"; ?>'],
      ['a greeting around it, spread over lines', '<h1>\n    Halo,\n    <?= htmlspecialchars($nama) ?>!\n  </h1>'],
    ])('passes %s', async (_name, markup) => {
      const files = withHeading(markup);
      expect(files.find((file) => file.path === 'index.php')?.value).toContain(markup);
      expect((await checkAnswersAsync(files, task?.answers ?? [])).results.filter((r) => !r.passed)).toEqual([]);
    });

    it.each([
      ['the name typed in', '<h1>Sari</h1>'],
      ['the name echoed as a text', '<h1><?= "Sari" ?></h1>'],
    ])('fails %s, and says what the heading should show on the run with another name', async (_name, markup) => {
      const report = await checkAnswersAsync(withHeading(markup), task?.answers ?? []);
      expect(report.results.map((r) => r.passed)).toEqual([true, false]);
      const [, other] = report.results;
      if (!other) throw new Error('the heading task has lost its second rule');
      expect(other).toMatchObject({ reason: 'text-mismatch', params: { text: 'Budi', actual: 'Sari' } });
      expect(ruleHint(en, other)).toBe(
        "When the page runs with $nama = 'Budi': The text in <h1> must contain “Budi”, now “Sari”.",
      );
      expect(ruleHint(id, other)).toBe(
        "Saat halaman dijalankan dengan $nama = 'Budi': Teks di dalam <h1> harus memuat “Budi”, sekarang “Sari”.",
      );
      expect(task?.question.en).toContain('The checker also runs the page with $nama = "Budi"');
    });

    it('fails a heading that does not show the name, saying what it should show', async () => {
      const [plain] = (await checkAnswersAsync(withHeading('<h1>Profil</h1>'), task?.answers ?? [])).results;
      if (!plain) throw new Error('the heading task has no rule');
      expect(ruleHint(en, plain)).toBe('The text in <h1> must contain “Sari”, now “Profil”.');
    });
  });

  describe('the echo practice: the input value', () => {
    const echo = practiceNamed('Practice: Echo and Variables');
    const task = echo.tasks[1];
    const withInput = (input: string) =>
      toCheckFiles(echo.solution).map((file) =>
        file.path === 'index.php'
          ? { ...file, value: file.value.replace('<input type="number" name="umur" value="<?= $umur ?>">', input) }
          : file,
      );

    it.each([
      ['the short echo', '<input type="number" name="umur" value="<?= $umur ?>">'],
      ['echo', '<input type="number" name="umur" value="<?php echo $umur; ?>">'],
      ['print without a semicolon', '<input type="number" name="umur" value="<?php print($umur) ?>">'],
      ['the variable in a string', '<input type="number" name="umur" value="<?= "$umur" ?>">'],
      ['the whole tag echoed', `<?php echo "<input type='number' name='umur' value='" . $umur . "'>"; ?>`],
      ['printf', '<?php printf(\'<input type="number" name="umur" value="%d">\', $umur); ?>'],
    ])('passes %s', async (_name, input) => {
      const files = withInput(input);
      expect(files.find((file) => file.path === 'index.php')?.value).toContain(input);
      expect((await checkAnswersAsync(files, task?.answers ?? [])).results.filter((r) => !r.passed)).toEqual([]);
    });

    it.each([
      ['the value typed in', '<input type="number" name="umur" value="17">'],
      ['the value echoed as a number', '<input type="number" name="umur" value="<?= 17 ?>">'],
    ])('fails %s, and says the checker ran the page with another age', async (_name, input) => {
      const report = await checkAnswersAsync(withInput(input), task?.answers ?? []);
      expect(report.results.map((r) => r.passed)).toEqual([true, false]);
      const [, other] = report.results;
      if (!other) throw new Error('the echo task has lost its second rule');
      expect(ruleHint(en, other)).toBe(
        'When the page runs with $umur = 23: Attribute value on <input> must be "23", now "17".',
      );
      expect(task?.question.en).toContain('The checker also runs the page with $umur = 23');
    });
  });

  describe('the form practice: the greeting', () => {
    const form = practiceNamed('Practice: A Form with $_POST');
    const task = form.tasks[1];
    const withResult = (code: string) =>
      toCheckFiles(form.solution).map((file) => (file.path === 'hasil.php' ? { ...file, value: code } : file));
    const failing = async (code: string) =>
      (await checkAnswersAsync(withResult(code), task?.answers ?? [])).results.filter((r) => !r.passed);

    it('passes the reference answer and another correct one', async () => {
      expect(await failing(toCheckFiles(form.solution).find((f) => f.path === 'hasil.php')?.value ?? '')).toEqual([]);
      const isset =
        '<?php if (isset($_POST["nama"])): ?>\n<p class="sapaan">Halo, <?= htmlspecialchars($_POST["nama"]) ?>!</p>\n<?php else: ?>\n<a href="index.php">Kembali</a>\n<?php endif; ?>\n';
      expect(await failing(isset)).toEqual([]);
    });

    it.each([
      ['no greeting', '<a href="index.php">Kembali</a>'],
      [
        'a greeting without its class',
        '<?php if ($_POST): ?><p>Halo, <?= $_POST["nama"] ?></p><?php else: ?><a href="index.php">x</a><?php endif; ?>',
      ],
      [
        'a greeting only when opened directly',
        '<?php if (!$_POST): ?><p class="sapaan">Halo</p><a href="index.php">x</a><?php endif; ?>',
      ],
    ])('fails %s, with the post named in the hint', async (_name, code) => {
      const failed = await failing(code);
      expect(failed).toHaveLength(1);
      const [greeting] = failed;
      if (!greeting) throw new Error('no failing rule');
      expect(greeting.index).toBe(1);
      expect(ruleHint(en, greeting)).toMatch(/^After the form is posted \(POST nama=Budi\): /);
      expect(ruleHint(id, greeting)).toMatch(/^Setelah form dikirim \(POST nama=Budi\): /);
    });
  });

  it.each(projects.map((p) => [p.title.en ?? p.title.id, p] as const))(
    'project %s: the starter fails, the solution passes',
    async (_name, project) => {
      // Behaviour rules are judged by running the page (QuickJS here), as the server does on a submission.
      const starter = await checkAnswersAsync(toCheckFiles(project.starter), project.answers);
      const solution = await checkAnswersAsync(toCheckFiles(project.solution), project.answers);
      expect(starter.passed).toBe(false);
      expect(solution.results.filter((r) => !r.passed)).toEqual([]);
    },
  );
});
