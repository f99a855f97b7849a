/**
 * `checkAnswersAsync` (docs/decisions/0018-php-runtime.md) with the real PHP runtime: HTML and CSS answers on a `.php` page are judged
 * on the HTML it renders, and answers that involve no PHP get exactly what `checkAnswers` gives.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { benchFiles, benchRules, SIZES } from '../../tests/bench/checker-fixtures';
import { warmPhp } from '../php/index';
import { checkAnswersAsync } from '../runners/check-async';
import type { Answer, CheckFile } from './api';
import { checkAnswers, phpPagesToRender } from './index';
import { pageRun, withVars } from './php-pages';

const shop: CheckFile[] = [
  {
    path: 'index.php',
    value:
      '<?php $produk = ["Kopi", "Teh", "Susu"]; ?>\n<!DOCTYPE html>\n<html><head><link rel="stylesheet" href="css/style.css"><style><?= "h1 { color: " . "red" . "; }" ?></style></head>\n<body>\n<?php include "header.php"; ?>\n<ul>\n<?php foreach ($produk as $p): ?>\n  <li class="item"><?= $p ?></li>\n<?php endforeach; ?>\n</ul>\n</body></html>\n',
  },
  { path: 'header.php', value: '<h1><?= strtoupper("toko") ?></h1>\n' },
  { path: 'css/style.css', value: '.item { margin: 0; }' },
  { path: 'about.html', value: '<!DOCTYPE html><html><body><p>Tentang</p><li class="item">x</li></body></html>' },
];

// PHP's limit is wall-clock (1 s): on a machine loaded by other jobs a first run has been seen to pass it.
// Two retries tell that from a real fault, which fails every time.
describe('checkAnswersAsync', { retry: 2 }, () => {
  beforeAll(async () => {
    await warmPhp();
  }, 60_000);

  it('judges HTML answers on a .php page by what it renders', async () => {
    const answers: Answer[] = [
      {
        kind: 'html',
        tag: 'li',
        attributes: '{"class":"item"}',
        quantity: { qty: 'equal', equalTo: 3 },
        file: 'index.php',
      },
      { kind: 'html', tag: 'h1', file: 'index.php' },
      { kind: 'html', tag: 'table', file: 'index.php' },
    ];
    const report = await checkAnswersAsync(shop, answers);
    expect(report.results.map((r) => [r.passed, r.reason, r.file])).toEqual([
      [true, 'ok', 'index.php'],
      [true, 'ok', 'index.php'],
      // the page the rule names, so the hint can send the learner there (src/runtime/rule-hints.ts)
      [false, 'missing-tag', 'index.php'],
    ]);
    expect(report.results[2]?.params).toEqual({ tag: 'table', file: 'index.php' });
    expect(report.results.every((r) => r.line === undefined)).toBe(true);
    expect(report.passed).toBe(false);
    // the source alone has no <li class="item"> written three times: only the output does
    expect(checkAnswers(shop, answers).results[0]?.passed).toBe(false);
  });

  it('judges CSS answers on a .php page by the stylesheets and style blocks it renders', async () => {
    const answers: Answer[] = [
      { kind: 'css', selector: ['h1'], properties: '{"color":"#f00"}', file: 'index.php' },
      { kind: 'css', selector: ['.item'], properties: '{"margin":"0px"}', file: 'index.php' },
      { kind: 'css', selector: ['h1'], properties: '{"color":"blue"}', file: 'index.php' },
    ];
    const report = await checkAnswersAsync(shop, answers);
    expect(report.results.map((r) => [r.passed, r.reason])).toEqual([
      [true, 'ok'],
      [true, 'ok'],
      [false, 'property-mismatch'],
    ]);
    expect(report.results[1]?.file).toBe('css/style.css');
  });

  it('fails the rule when the page cannot render (a parse error, a runaway loop)', async () => {
    const answers: Answer[] = [{ kind: 'html', tag: 'h1', file: 'index.php' }];
    const broken = [{ path: 'index.php', value: '<h1>Judul</h1>\n<?php echo "a" echo "b";' }];
    const parse = await checkAnswersAsync(broken, answers);
    expect(parse.passed).toBe(false);
    // the rule names the error that stopped the page, where PHP saw it: that, not the markup, is what to fix
    expect(parse.results[0]?.params).toMatchObject({
      pageError: expect.stringContaining('syntax error'),
      errorFile: 'index.php',
      errorLine: 2,
    });
    const runaway = [{ path: 'index.php', value: '<h1>Judul</h1>\n<?php while (true) {}' }];
    const stopped = await checkAnswersAsync(runaway, answers);
    expect(stopped.passed).toBe(false);
    expect(stopped.results[0]?.params?.pageError).toEqual(expect.any(String));
  }, 60_000);

  it('names no error on a rule that passes, nor on a page that printed only a warning', async () => {
    const answers: Answer[] = [
      { kind: 'html', tag: 'h1', file: 'index.php' },
      { kind: 'html', tag: 'table', file: 'index.php' },
    ];
    const warned = [{ path: 'index.php', value: '<h1><?= $tidakAda ?? "Judul" ?></h1>\n<?php echo $belumAda; ?>' }];
    const report = await checkAnswersAsync(warned, answers);
    expect(report.results.map((r) => r.params?.pageError)).toEqual([undefined, undefined]);
    const fatal = [{ path: 'index.php', value: '<h1>Judul</h1>\n<?php tidakAda(); ?>' }];
    const failed = await checkAnswersAsync(fatal, answers);
    expect(failed.results[0]).toMatchObject({ passed: true });
    expect(failed.results[0]?.params?.pageError).toBeUndefined();
    expect(failed.results[1]?.params).toMatchObject({
      pageError: expect.stringContaining('tidakAda'),
      errorFile: 'index.php',
      errorLine: 2,
    });
  }, 60_000);

  it('runs a page as a rule asks: posted with its fields, or with other values in its own assignments', async () => {
    const profile: CheckFile[] = [
      {
        path: 'index.php',
        value:
          '<?php\n$nama = "Sari";\n$umur = 17;\n?>\n<h1><?= $nama ?></h1>\n<input name="umur" value="<?= $umur ?>">\n',
      },
      {
        path: 'hasil.php',
        value:
          '<?php if ($_SERVER["REQUEST_METHOD"] === "POST"): ?><p class="sapaan">Halo, <?= $_POST["nama"] ?></p><?php endif; ?>',
      },
    ];
    const answers: Answer[] = [
      { kind: 'html', tag: 'input', attributes: '{"value":"17"}', file: 'index.php' },
      { kind: 'html', tag: 'input', attributes: '{"value":"23"}', file: 'index.php', render: { vars: { umur: 23 } } },
      { kind: 'html', tag: 'p', attributes: '{"class":"sapaan"}', file: 'hasil.php', render: { method: 'POST' } },
      { kind: 'html', tag: 'p', file: 'hasil.php' },
    ];
    // one rendering per page and run, each run keyed apart from the plain GET
    expect(phpPagesToRender(profile, answers)).toHaveLength(4);
    const report = await checkAnswersAsync(profile, answers);
    expect(report.results.map((r) => [r.passed, r.reason, r.file])).toEqual([
      [true, 'ok', 'index.php'],
      [true, 'ok', 'index.php'],
      [true, 'ok', 'hasil.php'],
      [false, 'missing-tag', 'hasil.php'],
    ]);
    // the value typed in passes the plain run and fails the other one, whose hint says which run it was
    const typed = profile.map((f) =>
      f.path === 'index.php' ? { ...f, value: f.value.replace('<?= $umur ?>', '17') } : f,
    );
    const typedReport = await checkAnswersAsync(typed, answers);
    expect(typedReport.results.slice(0, 2).map((r) => r.passed)).toEqual([true, false]);
    expect(typedReport.results[1]).toMatchObject({
      reason: 'attribute-mismatch',
      params: { expected: '23', actual: '17', renderVars: '$umur = 23' },
    });
    // a post that greets nobody fails with the post named
    const silent = profile.map((f) => (f.path === 'hasil.php' ? { ...f, value: '<p>Halo</p>' } : f));
    expect((await checkAnswersAsync(silent, answers)).results[2]).toMatchObject({
      passed: false,
      params: { renderPost: '' },
    });
    // the run with other data leaves the workspace as it was: a plain run after it renders the page's own values
    const again = await checkAnswersAsync(profile, [answers[0] as Answer]);
    expect(again.passed).toBe(true);
  }, 60_000);

  it('writes other values only into literal assignments of the named variables', () => {
    const source =
      '<?php $umur = 17; $umur2 = 5; $nama=\'Sari\' ; $kota = "Medan"; $umur = hitung(); if ($umur == 17) {} ?>';
    expect(withVars(source, { umur: 23, nama: "O'Neil", kota: 'Palu' })).toBe(
      "<?php $umur = 23; $umur2 = 5; $nama='O\\'Neil' ; $kota = 'Palu'; $umur = hitung(); if ($umur == 17) {} ?>",
    );
    expect(withVars(source, { 'bad-name': 1 })).toBe(source);
    const files: CheckFile[] = [
      { path: 'index.php', value: '<?php $umur = 17; ?>' },
      { path: 'lain.php', value: '<?php $umur = 17; ?>' },
    ];
    const [key] = phpPagesToRender(files, [
      {
        kind: 'html',
        tag: 'p',
        file: './index.php',
        render: { method: 'POST', body: { nama: 'Budi' }, vars: { umur: 1 } },
      },
    ]);
    const run = pageRun(files, key as string);
    expect(run.request).toEqual({ path: 'index.php', method: 'POST', body: { nama: 'Budi' } });
    expect(run.files.map((f) => f.value)).toEqual(['<?php $umur = 1; ?>', '<?php $umur = 17; ?>']);
    expect(pageRun(files, 'index.php')).toEqual({ files, request: { path: 'index.php' } });
  });

  it('gives answers without PHP exactly what checkAnswers gives, beside PHP answers too', async () => {
    const plain: Answer[] = [
      { kind: 'html', tag: 'li', attributes: '{"class":"item"}' },
      { kind: 'html', tag: 'p', file: 'about.html' },
      { kind: 'css', selector: ['.item'], properties: '{"margin":"0"}' },
      { kind: 'js', jsAnswer: 'alert(1)' },
      { kind: 'file', path: '', name: 'header', ext: 'php', belongsTo: 'file', file: '' },
      { kind: 'html', tag: 'h1', file: 'missing.php' },
    ];
    expect(await checkAnswersAsync(shop, plain)).toEqual(checkAnswers(shop, plain));
    const mixed: Answer[] = [{ kind: 'html', tag: 'h1', file: 'index.php' }, ...plain];
    const report = await checkAnswersAsync(shop, mixed);
    expect(report.results.slice(1)).toEqual(checkAnswers(shop, mixed).results.slice(1));
    expect(report.results[0]).toMatchObject({ index: 0, passed: true, file: 'index.php' });
  });

  it.each(SIZES)('bench workspace %s: the same report as checkAnswers', async (size) => {
    const files = benchFiles(size);
    expect(phpPagesToRender(files, benchRules)).toEqual([]);
    expect(await checkAnswersAsync(files, benchRules)).toEqual(checkAnswers(files, benchRules));
  });

  it('any answers that name no .php page: the same report as checkAnswers (property)', async () => {
    const answer = fc.oneof(
      fc.record({
        kind: fc.constant('html' as const),
        tag: fc.constantFrom('li', 'h1', 'p', 'ul', 'div'),
        file: fc.option(fc.constantFrom('about.html', 'index.html', 'css/style.css', 'header.PHP.txt'), {
          nil: undefined,
        }),
      }),
      fc.record({
        kind: fc.constant('css' as const),
        selector: fc.array(fc.constantFrom('h1', '.item', 'p'), { minLength: 1, maxLength: 2 }),
        properties: fc.constantFrom('{}', '{"margin":"0"}', '{"color":"red"}', 'not json'),
        file: fc.option(fc.constantFrom('about.html', 'css/style.css'), { nil: undefined }),
      }),
      fc.record({
        kind: fc.constant('js' as const),
        jsAnswer: fc.string(),
        file: fc.option(fc.constant('index.php'), { nil: undefined }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(answer, { maxLength: 6 }), async (answers) => {
        const list = answers as Answer[];
        expect(await checkAnswersAsync(shop, list)).toEqual(checkAnswers(shop, list));
      }),
      { numRuns: 60 },
    );
  });
});
