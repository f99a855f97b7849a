import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answer, CheckFile } from './api';
import { checkAnswers, clearCheckerCache } from './index';

const site: CheckFile[] = [
  {
    path: 'index.html',
    value:
      '<!DOCTYPE html>\n<html>\n<head>\n<link rel="stylesheet" href="css/style.css">\n</head>\n<body>\n<h1 class="title main">Halo</h1>\n<img src="a.png" width="320">\n<script src="js/app.js"></script>\n</body>\n</html>',
  },
  { path: 'css/style.css', value: 'h1 {\n  color: #39424F;\n}\n' },
  { path: 'js/app.js', value: "document.querySelector('h1').textContent = 'Hi';" },
];

const answers: Answer[] = [
  { kind: 'html', tag: 'h1', attributes: '{"class":["title"]}', closeTag: true },
  { kind: 'html', tag: 'img', attributes: '{"width":320}', quantity: { qty: 'equal', equalTo: 1 } },
  { kind: 'css', selector: ['h1'], properties: '{"color":"#39424f"}' },
  { kind: 'js', jsAnswer: "document.querySelector('h1')" },
  { kind: 'file', path: 'css', name: 'style', ext: 'css', belongsTo: 'file', file: 'css/style.css' },
];

describe('checkAnswers', () => {
  it('checks every answer in order and passes when all pass', () => {
    const report = checkAnswers(site, answers);
    expect(report.passed).toBe(true);
    expect(report.results.map((r) => [r.index, r.kind, r.reason])).toEqual([
      [0, 'html', 'ok'],
      [1, 'html', 'ok'],
      [2, 'css', 'ok'],
      [3, 'js', 'ok'],
      [4, 'file', 'ok'],
    ]);
    expect(report.results[0]).toMatchObject({ file: 'index.html', line: 7 });
    expect(report.results[2]).toMatchObject({ file: 'css/style.css', line: 1 });
  });

  it('fails the report when one rule fails, keeping the others', () => {
    const report = checkAnswers(site, [...answers, { kind: 'html', tag: 'footer' }]);
    expect(report.passed).toBe(false);
    expect(report.results.filter((r) => !r.passed).map((r) => r.index)).toEqual([5]);
  });

  it('gives results on an empty workspace', () => {
    const report = checkAnswers([], answers);
    expect(report.passed).toBe(false);
    expect(report.results.map((r) => r.reason)).toEqual([
      'missing-tag',
      'missing-tag',
      'missing-rule',
      'js-not-found',
      'file-missing',
    ]);
  });

  it('passes with no answers', () => {
    expect(checkAnswers(site, [])).toEqual({ passed: true, results: [] });
  });

  it('turns unknown kinds and non-objects into invalid-answer results', () => {
    const odd = [null, 42, 'html', { kind: 'xml' }, {}] as unknown as Answer[];
    const report = checkAnswers(site, odd);
    expect(report.passed).toBe(false);
    expect(report.results.map((r) => r.reason)).toEqual(Array(5).fill('invalid-answer'));
  });

  it('survives files and answers that are not arrays or hold junk', () => {
    expect(checkAnswers(null as unknown as CheckFile[], answers).results).toHaveLength(5);
    expect(checkAnswers(site, null as unknown as Answer[])).toEqual({ passed: false, results: [] });
    const junk = [null, 1, { path: 5 }, { path: 'a.html', value: null }, { path: '' }] as unknown as CheckFile[];
    expect(checkAnswers(junk, answers).results).toHaveLength(5);
  });

  it('accepts paths with a leading slash or ./', () => {
    const files = [{ path: '/index.html', value: '<p>x</p>' }];
    expect(checkAnswers(files, [{ kind: 'html', tag: 'p', file: './index.html' }]).passed).toBe(true);
  });

  it('gives the same report cold and from the cache, and after edits', () => {
    clearCheckerCache();
    const cold = checkAnswers(site, answers);
    expect(checkAnswers(site, answers)).toEqual(cold);
    const edited = site.map((f) => (f.path === 'css/style.css' ? { ...f, value: 'h1 { color: red }' } : f));
    expect(checkAnswers(edited, answers).results[2]).toMatchObject({ reason: 'property-mismatch' });
    expect(checkAnswers(site, answers)).toEqual(cold);
    clearCheckerCache();
    expect(checkAnswers(edited, answers).results[2]).toMatchObject({ reason: 'property-mismatch' });
  });

  it('is not affected by a caller mutating a previous report', () => {
    const first = checkAnswers(site, answers);
    first.results[0]!.passed = false;
    first.results[0]!.params!.tag = 'zz';
    expect(checkAnswers(site, answers).results[0]).toMatchObject({ passed: true, params: { tag: 'h1' } });
  });

  it('handles huge and deeply nested inputs', () => {
    const deep = `${'<div>'.repeat(20_000)}<p>deep</p>${'</div>'.repeat(20_000)}`;
    const css = Array.from({ length: 20_000 }, (_, i) => `.c${i} { width: ${i}px }`).join('\n');
    const js = `${'x = 1;\n'.repeat(50_000)}done();`;
    const report = checkAnswers(
      [
        { path: 'index.html', value: `<link rel="stylesheet" href="style.css">${deep}` },
        { path: 'style.css', value: css },
        { path: 'app.js', value: js },
      ],
      [
        { kind: 'html', tag: 'p' },
        { kind: 'css', selector: ['.c19999'], properties: '{"width":"19999px"}' },
        { kind: 'js', jsAnswer: 'done()' },
      ],
    );
    expect(report.results.map((r) => r.reason)).toEqual(['ok', 'ok', 'ok']);
    expect(report.results[2]!.line).toBe(50_001);
  });
});

describe('checkAnswers never throws (property)', () => {
  const file = fc.record({
    path: fc.oneof(fc.constantFrom('index.html', 'style.css', 'app.js', 'a/b.scss', 'dir/', ''), fc.string()),
    value: fc.oneof(
      fc.string(),
      fc.string({
        unit: fc.constantFrom(
          '<',
          '>',
          '/',
          '{',
          '}',
          ';',
          ':',
          '"',
          "'",
          '*',
          '`',
          '\\',
          'a',
          ' ',
          '\n',
          '!',
          '-',
          '=',
          '$',
          '(',
          ')',
          '@',
        ),
      }),
    ),
  });
  const answer = fc.oneof(
    fc.record({
      kind: fc.constant('html' as const),
      tag: fc.oneof(fc.constantFrom('p', 'div', 'IMG'), fc.string()),
      attributes: fc.option(fc.oneof(fc.string(), fc.json()), { nil: undefined }),
      closeTag: fc.option(fc.boolean(), { nil: undefined }),
      quantity: fc.option(
        fc.record({
          qty: fc.constantFrom('equal' as const, 'min' as const, 'max' as const, 'between' as const),
          equalTo: fc.option(fc.integer(), { nil: undefined }),
          min: fc.option(fc.integer(), { nil: undefined }),
          max: fc.option(fc.integer(), { nil: undefined }),
        }),
        { nil: undefined },
      ),
      file: fc.option(fc.string(), { nil: undefined }),
      text: fc.option(fc.oneof(fc.string(), fc.constantFrom('a', 'p', ' '), fc.json()), { nil: undefined }),
    }),
    fc.record({
      kind: fc.constant('css' as const),
      selector: fc.array(fc.string()),
      properties: fc.oneof(fc.string(), fc.json()),
      file: fc.option(fc.string(), { nil: undefined }),
    }),
    fc.record({
      kind: fc.constant('js' as const),
      jsAnswer: fc.string(),
      file: fc.option(fc.string(), { nil: undefined }),
    }),
    fc.record({
      kind: fc.constant('file' as const),
      path: fc.string(),
      name: fc.string(),
      ext: fc.string(),
      belongsTo: fc.oneof(fc.constant('file'), fc.string()),
      file: fc.string(),
    }),
  );

  it('answers every rule with a known reason', () => {
    const reasons = new Set([
      'ok',
      'missing-tag',
      'missing-close-tag',
      'text-mismatch',
      'attribute-mismatch',
      'quantity',
      'missing-rule',
      'property-mismatch',
      'js-not-found',
      'js-syntax',
      'file-missing',
      'invalid-answer',
    ]);
    fc.assert(
      fc.property(fc.array(file, { maxLength: 4 }), fc.array(answer, { maxLength: 6 }), (files, list) => {
        const report = checkAnswers(files, list as Answer[]);
        expect(report.results).toHaveLength(list.length);
        for (const r of report.results) {
          expect(reasons.has(r.reason)).toBe(true);
          expect(r.passed).toBe(r.reason === 'ok');
        }
        expect(report.passed).toBe(report.results.every((r) => r.passed));
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on arbitrary values in place of files and answers', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (files, list) => {
        checkAnswers(files as CheckFile[], list as Answer[]);
      }),
      { numRuns: 300 },
    );
  });
});
