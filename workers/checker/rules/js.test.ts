import { describe, expect, it } from 'vitest';
import type { CheckFile, JsAnswer, RuleResult } from '../api';
import { checkAnswers } from '../index';

const checkIn = (files: CheckFile[], jsAnswer: string, file?: string): RuleResult =>
  checkAnswers(files, [{ kind: 'js', jsAnswer, ...(file ? { file } : {}) } as JsAnswer]).results[0]!;
const check = (js: string, jsAnswer: string): RuleResult => checkIn([{ path: 'script.js', value: js }], jsAnswer);

describe('js rule', () => {
  it('passes when the answer occurs in the source, pointing at its line', () => {
    const js = "const btn = document.querySelector('.btn');\n\nbtn.addEventListener('click', handleClick);";
    const r = check(js, "btn.addEventListener('click', handleClick)");
    expect(r).toMatchObject({ kind: 'js', passed: true, reason: 'ok', file: 'script.js', line: 3 });
  });

  it('strips whitespace and regex special characters on both sides', () => {
    expect(check('let x=a+b;', 'let x = a + b').passed).toBe(true);
    expect(check('if (a) {\n  run( 1 )\n}', 'if(a){run(1)}').passed).toBe(true);
    expect(check('console.log("hi")', 'console log "hi"').passed).toBe(true);
    expect(check('x = [1, 2]', 'x=1,2').passed).toBe(true);
  });

  it('fails with js-not-found when the answer does not occur', () => {
    const r = check('console.log(1)', 'alert(1)');
    expect(r).toMatchObject({ passed: false, reason: 'js-not-found', params: { expected: 'alert(1)' } });
  });

  it('is case-sensitive', () => {
    expect(check('Console.log(1)', 'console.log(1)').passed).toBe(false);
  });

  it('does not count an answer inside a line or block comment', () => {
    expect(check('// alert("done")\nconsole.log(1)', 'alert("done")').reason).toBe('js-not-found');
    expect(check('/* alert("done") */', 'alert("done")').reason).toBe('js-not-found');
    expect(check('/* unterminated alert("done")', 'alert("done")').reason).toBe('js-not-found');
    expect(check('alert/* gap */("done")', 'alert("done")').passed).toBe(true);
  });

  it('keeps comment-like text inside strings, templates and regular expressions', () => {
    expect(check('const url = "http://example.com/a";', 'const url = "http://example.com/a"').passed).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is JS source under test
    expect(check('const t = `a // b ${x /* y */}`;', 'const t = `a // b').passed).toBe(true);
    expect(check('const re = /\\/\\//g; go()', 'go()').passed).toBe(true);
    expect(check('const n = a / b; // divide\nlet c = 1', 'let c = 1').passed).toBe(true);
    expect(check('const n = a / b; // let c = 1', 'let c = 1').reason).toBe('js-not-found');
  });

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

  it('fails with invalid-answer when nothing is left of the answer', () => {
    expect(check('x', '  ().*  ').reason).toBe('invalid-answer');
    expect(check('x', '').reason).toBe('invalid-answer');
  });
});
