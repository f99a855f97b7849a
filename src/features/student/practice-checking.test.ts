import { beforeAll, describe, expect, it } from 'vitest';
import type { Answer, CheckReport } from '../../../workers/checker/api';
import { checkAnswers } from '../../../workers/checker/index';
import { warmPhp } from '../../../workers/php/index';
import { checkAnswersAsync } from '../../../workers/runners/check-async';
import { combineAnswers, createCoalescer, placeFailures, splitReport } from './practice-checking';

const tasks: { answers: Answer[] }[] = [
  { answers: [{ kind: 'html', tag: 'h1', closeTag: true }] },
  {
    answers: [
      { kind: 'html', tag: 'p' },
      { kind: 'css', selector: ['p'], properties: '{"color":"red"}' },
    ],
  },
  { answers: [{ kind: 'js', jsAnswer: "console.log('hi')" }] },
];

describe('splitting one combined check back into tasks', () => {
  it('gives each task its own verdict with rules re-indexed from 0 (real checker)', () => {
    const { answers, counts } = combineAnswers(tasks);
    expect(counts).toEqual([1, 2, 1]);
    const files = [
      { path: 'index.html', value: '<h1>Halo</h1>\n<p>x</p>' },
      { path: 'style.css', value: 'p { color: blue; }' },
    ];
    const verdicts = splitReport(checkAnswers(files, answers), counts);
    expect(verdicts.map((v) => v.passed)).toEqual([true, false, false]);
    expect(verdicts[1]?.results.map((r) => [r.index, r.passed])).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(verdicts[2]?.results[0]).toMatchObject({ index: 0, kind: 'js', passed: false });
  });

  it('does not call a task passed when results are missing', () => {
    const report: CheckReport = { passed: true, results: [] };
    expect(splitReport(report, [1]).map((v) => v.passed)).toEqual([false]);
  });
});

describe('placing failing rules for the editor', () => {
  it('puts a failure on its own file and line, and one without a location on line 1 of its language’s file', () => {
    const files = [
      { path: 'index.html', value: '<body>\n<h1>Halo\n</body>' },
      { path: 'css/style.css', value: 'p {}' },
      { path: 'assets/', value: '' },
    ];
    const answers: Answer[] = [
      { kind: 'html', tag: 'h1', closeTag: true },
      { kind: 'html', tag: 'img' },
      { kind: 'css', selector: ['h1'], properties: '{"color":"red"}' },
      { kind: 'file', path: '', name: 'app', ext: 'js', belongsTo: 'file', file: 'app.js' },
    ];
    const [verdict] = splitReport(checkAnswers(files, answers), [answers.length]);
    if (!verdict) throw new Error('no verdict');
    const placed = placeFailures(verdict, answers, files);
    const html = placed.get('index.html') ?? [];
    expect(html.map((p) => p.result.index).sort()).toEqual([0, 1]);
    expect(html.find((p) => p.result.index === 0)?.line).toBe(2);
    expect(html.find((p) => p.result.index === 1)?.line).toBe(1);
    expect(placed.get('css/style.css')?.map((p) => [p.result.index, p.line])).toEqual([[2, 1]]);
    // File rules are about the tree, not a line of code.
    expect([...placed.values()].flat().some((p) => p.result.kind === 'file')).toBe(false);
  });
});

describe('placing failing rules of a PHP page (real php-wasm)', { retry: 2 }, () => {
  // PHP's limit is wall-clock (1 s): retries tell a loaded machine from a real fault, which fails every time.
  beforeAll(() => warmPhp(), 60_000);

  it('puts none on a line of the PHP source, which runs fine, while an HTML file keeps its marks', async () => {
    const files = [
      // The seeded "Echo dan Variabel" starter's shape: valid PHP, the heading not written yet.
      { path: 'index.php', value: '<?php\n$nama = "Sari";\n?>\n<!DOCTYPE html>\n<body>\n  <p>Profil</p>\n</body>\n' },
      { path: 'about.html', value: '<body>\n<h1>Tentang\n</body>' },
    ];
    const answers: Answer[] = [
      { kind: 'html', tag: 'h1', closeTag: true, file: 'index.php' },
      { kind: 'html', tag: 'p', quantity: { qty: 'equal', equalTo: 2 }, file: 'index.php' },
      { kind: 'css', selector: ['p'], properties: '{"color":"red"}', file: 'index.php' },
      { kind: 'html', tag: 'h1', closeTag: true, file: 'about.html' },
      { kind: 'html', tag: 'img', file: 'about.html' },
    ];
    const [verdict] = splitReport(await checkAnswersAsync(files, answers), [answers.length]);
    if (!verdict) throw new Error('no verdict');
    expect(verdict.results.map((r) => r.passed)).toEqual([false, false, false, false, false]);
    const placed = placeFailures(verdict, answers, files);
    // Judged on what the page printed: the task's rule list shows them, the editor marks no line of index.php.
    expect(placed.has('index.php')).toBe(false);
    expect(placed.get('about.html')?.map((p) => [p.result.index, p.line])).toEqual([
      [3, 2],
      [4, 1],
    ]);
  });
});

describe('coalescing checks', () => {
  it('runs at once when idle, keeps only the newest request while busy, and reports only the latest result', async () => {
    const started: number[] = [];
    const done: number[] = [];
    const gates: Array<() => void> = [];
    const coalescer = createCoalescer(
      (n: number) =>
        new Promise<number>((resolve) => {
          started.push(n);
          gates.push(() => resolve(n));
        }),
      (result) => done.push(result),
      () => undefined,
    );
    coalescer.request(1);
    coalescer.request(2);
    coalescer.request(3);
    expect(started).toEqual([1]);
    gates.shift()?.();
    await expect.poll(() => started).toEqual([1, 3]);
    // Result 1 was superseded by the waiting request 3, so it is not reported.
    expect(done).toEqual([]);
    gates.shift()?.();
    await expect.poll(() => done).toEqual([3]);
  });

  it('reports errors and carries on', async () => {
    const errors: unknown[] = [];
    const done: string[] = [];
    let fail = true;
    const coalescer = createCoalescer(
      async (s: string) => {
        if (fail) throw new Error('worker crashed');
        return s;
      },
      (r) => done.push(r),
      (e) => errors.push(e),
    );
    coalescer.request('a');
    await expect.poll(() => errors.length).toBe(1);
    fail = false;
    coalescer.request('b');
    await expect.poll(() => done).toEqual(['b']);
  });
});
