/** The JS rule (docs/decisions/0009-checker.md, JS bullet): token-stream containment, one source at a time. */
import { describe, expect, it } from 'vitest';
import type { CheckFile, JsAnswer, RuleResult } from '../api';
import { checkAnswers } from '../index';

const checkIn = (files: CheckFile[], jsAnswer: string, file?: string): RuleResult =>
  checkAnswers(files, [{ kind: 'js', jsAnswer, ...(file ? { file } : {}) } as JsAnswer]).results[0]!;
const check = (js: string, jsAnswer: string): RuleResult => checkIn([{ path: 'script.js', value: js }], jsAnswer);

describe('js rule: equivalent forms pass', () => {
  it('passes when the answer occurs in the source, pointing at its line', () => {
    const js = "const btn = document.querySelector('.btn');\n\nbtn.addEventListener('click', handleClick);";
    const r = check(js, "btn.addEventListener('click', handleClick)");
    expect(r).toMatchObject({ kind: 'js', passed: true, reason: 'ok', file: 'script.js', line: 3 });
  });

  it('ignores whitespace and line breaks', () => {
    expect(check('let x=a+b;', 'let x = a + b').passed).toBe(true);
    expect(check('if (a) {\n  run( 1 )\n}', 'if(a){run(1)}').passed).toBe(true);
    expect(
      check('btn\n  .addEventListener(\n    "click",\n    go\n  )', 'btn.addEventListener("click", go)').passed,
    ).toBe(true);
  });

  it('ignores semicolons, present or not, on either side', () => {
    expect(check('let a = 1\nlet b = 2', 'let a = 1; let b = 2;').passed).toBe(true);
    expect(check('let a = 1;;\nlet b = 2;', 'let a = 1\nlet b = 2').passed).toBe(true);
  });

  it('ignores comments between the tokens', () => {
    expect(check('alert/* gap */("done")', 'alert("done")').passed).toBe(true);
    expect(check('let a = 1 // one\nlet b = 2', 'let a = 1; let b = 2').passed).toBe(true);
  });

  it('accepts any quote style for a string with the same text', () => {
    expect(check('console.log("Halo")', "console.log('Halo')").passed).toBe(true);
    expect(check("console.log('Halo')", 'console.log("Halo")').passed).toBe(true);
    expect(check('console.log(`Halo`)', "console.log('Halo')").passed).toBe(true);
    expect(check('alert("it\'s")', "alert('it\\'s')").passed).toBe(true);
  });

  it('matches a fragment of a statement', () => {
    expect(check('const total = price * qty + tax;', 'price * qty').passed).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is JS source under test
    expect(check('function greet(name) { return `Hi ${name}`; }', 'function greet(name) {').passed).toBe(true);
  });
});

describe('js rule: different code fails', () => {
  it('keeps operators apart: a * b does not satisfy a + b', () => {
    expect(check('const c = a * b;', 'const c = a + b').reason).toBe('js-not-found');
    expect(check('if (a == b) go()', 'if (a === b) go()').reason).toBe('js-not-found');
    expect(check('x += 1', 'x = 1').reason).toBe('js-not-found');
  });

  it('keeps the text inside strings: other words or case fail', () => {
    expect(check('console.log("Halo dunia")', 'console.log("Halo Dunia")').reason).toBe('js-not-found');
    expect(check('console.log("Halo")', 'console.log("Hal")').reason).toBe('js-not-found');
  });

  it('is case-sensitive for names', () => {
    expect(check('Console.log(1)', 'console.log(1)').passed).toBe(false);
  });

  it('needs the tokens as one unbroken run', () => {
    expect(check('let x = a + c + b', 'a + b').reason).toBe('js-not-found');
    expect(check('foo(1, 2)', 'foo(1)').reason).toBe('js-not-found');
  });

  it('never finds code inside a string, template or regular-expression literal', () => {
    const three = 'const notes = "let a = 1; let b = 2; console.log(a + b);";';
    for (const answer of ['let a = 1', 'let b = 2', 'console.log(a + b)'])
      expect(check(three, answer).reason).toBe('js-not-found');
    expect(check('const t = `alert("x")`;', 'alert("x")').reason).toBe('js-not-found');
    expect(check('const re = /alert\\(1\\)/;', 'alert(1)').reason).toBe('js-not-found');
  });

  it('does not count an answer inside a line or block comment', () => {
    expect(check('// alert("done")\nconsole.log(1)', 'alert("done")').reason).toBe('js-not-found');
    expect(check('/* alert("done") */', 'alert("done")').reason).toBe('js-not-found');
  });

  it('fails with js-not-found naming the expected code', () => {
    const r = check('console.log(1)', 'alert(1)');
    expect(r).toMatchObject({ passed: false, reason: 'js-not-found', params: { expected: 'alert(1)' } });
  });
});

describe('js rule: sources that do not tokenize', () => {
  it('falls back to the spec rule on comment-free text, and says where the source breaks', () => {
    const js = 'let a = 1;\nconsole.log(a)\nlet s = "open';
    const r = check(js, 'console.log(a)');
    expect(r).toMatchObject({ passed: true, reason: 'ok', line: 2, params: { syntaxLine: 3 } });
  });

  it('fails with js-syntax at the error line when the fallback does not match either', () => {
    const r = check('let a = 1;\nlet s = "open', 'alert(1)');
    expect(r).toMatchObject({ passed: false, reason: 'js-syntax', file: 'script.js', line: 2 });
    expect(r.params).toMatchObject({ expected: 'alert(1)', message: 'Unterminated string constant' });
    expect(check('/* unterminated alert("done")', 'alert("done")')).toMatchObject({ reason: 'js-syntax', line: 1 });
  });

  it('prefers a token match in another source to the syntax error', () => {
    const files = [
      { path: 'a.js', value: 'let s = "open' },
      { path: 'b.js', value: 'go()' },
    ];
    expect(checkIn(files, 'go()')).toMatchObject({ passed: true, file: 'b.js' });
  });

  it('reads an answer that does not tokenize by the spec rule', () => {
    expect(check('if (a) { x() } else { y() }', '} else {').passed).toBe(true);
    expect(check('if (a) { x() }', '} else {').reason).toBe('js-not-found');
  });
});

describe('js rule: sources', () => {
  it('needs the answer within one source, not across two', () => {
    const files = [
      { path: 'a.js', value: 'let first = 1;' },
      { path: 'b.js', value: 'let second = 2;' },
    ];
    expect(checkIn(files, 'let first = 1; let second = 2;').reason).toBe('js-not-found');
    expect(checkIn(files, 'let second = 2')).toMatchObject({ passed: true, file: 'b.js' });
  });

  it('reads inline <script> blocks, each on its own, with lines in the HTML file', () => {
    const html = '<body>\n<p>x</p>\n<script>\nlet a = 1;\n</script><script>let b = 2;</script>\n</body>';
    const files = [{ path: 'index.html', value: html }];
    expect(checkIn(files, 'let a = 1')).toMatchObject({ passed: true, file: 'index.html', line: 4 });
    expect(checkIn(files, 'let b = 2')).toMatchObject({ passed: true, line: 5 });
    expect(checkIn(files, 'let a = 1; let b = 2').reason).toBe('js-not-found');
  });

  it('reads inline event handlers, at the line of their attribute', () => {
    const html = '<body>\n<button\n  onclick="tambah(1); alert(\'Halo\')">+</button>\n</body>';
    const files = [{ path: 'index.html', value: html }];
    expect(checkIn(files, 'alert("Halo")')).toMatchObject({ passed: true, file: 'index.html', line: 3 });
    expect(checkIn(files, 'tambah(1)')).toMatchObject({ passed: true });
    expect(checkIn(files, 'tambah(2)').reason).toBe('js-not-found');
  });

  it('does not read handlers or scripts inside <template>, nor attributes that are not handlers', () => {
    const html = '<template><button onclick="go()">x</button><script>run()</script></template><a title="go()">';
    const files = [{ path: 'index.html', value: html }];
    expect(checkIn(files, 'go()').reason).toBe('js-not-found');
    expect(checkIn(files, 'run()').reason).toBe('js-not-found');
  });

  it('narrows to one file with file', () => {
    const files = [
      { path: 'index.html', value: '<script>go()</script>' },
      { path: 'js/app.js', value: 'run()' },
      { path: 'style.css', value: 'run()' },
    ];
    expect(checkIn(files, 'go()', 'js/app.js').reason).toBe('js-not-found');
    expect(checkIn(files, 'run()', 'js/app.js').passed).toBe(true);
    expect(checkIn(files, 'go()', 'index.html').passed).toBe(true);
    expect(checkIn(files, 'run()', 'style.css')).toMatchObject({ reason: 'js-not-found', file: 'style.css' });
    expect(checkIn(files, 'run()', 'nope.js').reason).toBe('js-not-found');
  });

  it('does not read .css or other files without file', () => {
    expect(checkIn([{ path: 'notes.txt', value: 'run()' }], 'run()').reason).toBe('js-not-found');
  });

  it('reads code nested tens of thousands deep without overflowing the stack', () => {
    const n = 30_000;
    expect(check(`x = ${'('.repeat(n)}1${')'.repeat(n)};\ngo()`, 'go()')).toMatchObject({ passed: true, line: 2 });
    expect(check(`x = ${'['.repeat(n)}${']'.repeat(n)}; go()`, 'go()').passed).toBe(true);
    const templates = `x = ${'`${'.repeat(3000)}1${'}`'.repeat(3000)}; go()`;
    expect(check(templates, 'go()').passed).toBe(true);
  });

  it('fails with invalid-answer when nothing is left of the answer', () => {
    expect(check('x', '  ().*  ').reason).toBe('invalid-answer');
    expect(check('x', '').reason).toBe('invalid-answer');
    expect(check('x', ';; // only a comment').reason).toBe('invalid-answer');
  });
});
