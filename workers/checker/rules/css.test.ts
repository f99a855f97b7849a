import { describe, expect, it } from 'vitest';
import type { CheckFile, CssAnswer, RuleResult } from '../api';
import { checkAnswers } from '../index';

const props = (value: unknown) => JSON.stringify(value);
const checkIn = (files: CheckFile[], selector: string[] | string, properties: unknown, file?: string): RuleResult => {
  const answer = { kind: 'css', selector, properties: props(properties), ...(file ? { file } : {}) } as CssAnswer;
  return checkAnswers(files, [answer]).results[0]!;
};
const check = (css: string, selector: string[] | string, properties: unknown): RuleResult =>
  checkIn([{ path: 'style.css', value: css }], selector, properties);

describe('css rule: selectors', () => {
  it('passes a rule with the selector and property, pointing at the rule', () => {
    const r = check('body { margin: 0 }\n\nh1 {\n  color: red;\n}', ['h1'], { color: 'red' });
    expect(r).toMatchObject({ kind: 'css', passed: true, reason: 'ok', file: 'style.css', line: 3 });
  });

  it('fails with missing-rule when no rule has the selector list', () => {
    const r = check('h2 { color: red }', ['h1'], { color: 'red' });
    expect(r).toMatchObject({ passed: false, reason: 'missing-rule', params: { selector: 'h1' } });
  });

  it('compares selector lists as sets: order and grouping into rules do not matter, every selector does', () => {
    const css = 'h2, h3 { padding: 1rem }';
    expect(check(css, ['h2', 'h3'], { padding: '1rem' }).passed).toBe(true);
    expect(check(css, ['h3', 'h2'], { padding: '1rem' }).passed).toBe(true);
    expect(check(css, ['h2'], { padding: '1rem' }).passed).toBe(true);
    expect(check('h2 { padding: 1rem } h3 { padding: 1rem }', ['h2, h3'], { padding: '1rem' }).passed).toBe(true);
    expect(check('h2 { padding: 1rem }', ['h2', 'h3'], { padding: '1rem' })).toMatchObject({
      reason: 'missing-rule',
    });
    expect(check('h2 { padding: 1rem } h3 { padding: 2rem }', ['h2', 'h3'], { padding: '1rem' })).toMatchObject({
      reason: 'property-mismatch',
      params: { selector: 'h3', expected: '1rem', actual: '2rem' },
    });
  });

  it('normalises odd whitespace in selector lists on both sides', () => {
    const css = 'ul   >  li.item ,\n\tnav a:hover,h1+p ~ span { color: red }';
    expect(check(css, ['ul > li.item', 'nav   a:hover', 'h1 + p~span'], { color: 'red' }).passed).toBe(true);
    expect(check(css, ['ul>li.item', 'nav a:hover', 'h1+p~span'], { color: 'red' }).passed).toBe(true);
    expect(check(css, 'ul > li.item, nav a:hover, h1 + p ~ span', { color: 'red' }).passed).toBe(true);
  });

  it('keeps the descendant combinator meaningful', () => {
    expect(check('nav a { color: red }', ['nava'], { color: 'red' }).reason).toBe('missing-rule');
    expect(check('div .x { color: red }', ['div.x'], { color: 'red' }).reason).toBe('missing-rule');
  });

  it('normalises whitespace in attribute selectors and pseudo-class arguments', () => {
    const css = `input[ type = 'text' ], li:nth-child( 2n + 1 ) { color: red }`;
    expect(check(css, ['input[type="text"]', 'li:nth-child(2n+1)'], { color: 'red' }).passed).toBe(true);
  });

  it('ignores comments inside the selector list', () => {
    expect(check('h1 /* main */, h2 { color: red }', ['h1', 'h2'], { color: 'red' }).passed).toBe(true);
  });

  it('fails with invalid-answer for an empty or malformed selector', () => {
    for (const selector of [[], [''], ['  '], [3], null] as unknown as string[][]) {
      expect(check('h1 { color: red }', selector, { color: 'red' }).reason).toBe('invalid-answer');
    }
  });
});

describe('css rule: properties', () => {
  it('reports property-mismatch with expected and actual', () => {
    const r = check('.btn {\n  width: 300px;\n}', ['.btn'], { width: '320px' });
    expect(r).toMatchObject({
      reason: 'property-mismatch',
      params: { selector: '.btn', property: 'width', expected: '320px', actual: '300px' },
      line: 2,
    });
  });

  it('reports a missing property with an empty actual value', () => {
    const r = check('.btn { color: red }', ['.btn'], { width: '320px' });
    expect(r).toMatchObject({ reason: 'property-mismatch', params: { property: 'width', actual: '' }, line: 1 });
  });

  it('needs every required property', () => {
    const css = 'p { color: red; margin: 0 }';
    expect(check(css, ['p'], { color: 'red', margin: '0' }).passed).toBe(true);
    expect(check(css, ['p'], { color: 'red', padding: '0' }).params).toMatchObject({ property: 'padding' });
  });

  it('merges every rule with the selector list, later declarations winning', () => {
    const css = 'h1 { color: red; margin: 0 }\np { color: green }\nh1 { color: blue }';
    expect(check(css, ['h1'], { color: 'blue', margin: '0' }).passed).toBe(true);
    expect(check(css, ['h1'], { color: 'red' })).toMatchObject({ reason: 'property-mismatch', line: 3 });
    expect(check('h1 { color: red; color: blue }', ['h1'], { color: 'blue' }).passed).toBe(true);
  });

  it('ignores !important for both order and value', () => {
    const css = 'h1 { color: red !important }\nh1 { color: blue }';
    expect(check(css, ['h1'], { color: 'blue' }).passed).toBe(true);
    expect(check('h1 { color: red ! IMPORTANT }', ['h1'], { color: 'red' }).passed).toBe(true);
    expect(check('h1 { color: red }', ['h1'], { color: 'red !important' }).passed).toBe(true);
  });

  it('compares property names case-insensitively', () => {
    expect(check('h1 { COLOR: red }', ['h1'], { Color: 'red' }).passed).toBe(true);
  });

  it('collapses whitespace and lower-cases identifiers, functions, units and hex colours', () => {
    const css =
      'h1 { padding: 1REM   2rem; color: #FFF; box-shadow: 0 2px 4px RGBA( 0 ,0, 0, 0.2 ); font-family: Arial }';
    expect(
      check(css, ['h1'], {
        padding: '1rem 2rem',
        color: '#fff',
        'box-shadow': '0 2px 4px rgba(0, 0, 0, 0.2)',
        'font-family': 'arial',
      }).passed,
    ).toBe(true);
    expect(check(css, ['h1'], { padding: '1rem2rem' }).passed).toBe(false);
  });

  it('compares strings and url() exactly', () => {
    const css = `a::before { content: "Hello"; background: url("Img/A.png") }`;
    expect(check(css, ['a::before'], { content: "'Hello'", background: 'url(Img/A.png)' }).passed).toBe(true);
    expect(check(css, ['a::before'], { content: '"hello"' }).reason).toBe('property-mismatch');
    expect(check(css, ['a::before'], { background: 'url(img/a.png)' }).reason).toBe('property-mismatch');
  });

  it('keeps spaces that matter inside calc()', () => {
    const css = 'div { width: calc(100% - 2rem) }';
    expect(check(css, ['div'], { width: 'calc( 100%  -  2rem )' }).passed).toBe(true);
  });

  it('compares numbers given as JSON numbers', () => {
    expect(check('p { opacity: 0.5; z-index: 10 }', ['p'], { opacity: 0.5, 'z-index': 10 }).passed).toBe(true);
  });

  it('an empty properties map only asks for the selector list', () => {
    expect(check('main {}', ['main'], {}).passed).toBe(true);
    const blank: CssAnswer = { kind: 'css', selector: ['main'], properties: '' };
    expect(checkAnswers([{ path: 'a.css', value: 'main {}' }], [blank]).passed).toBe(true);
    expect(check('section {}', ['main'], {}).reason).toBe('missing-rule');
  });

  it('fails with invalid-answer for malformed properties JSON', () => {
    const answer = (properties: string): CssAnswer => ({ kind: 'css', selector: ['h1'], properties });
    for (const properties of ['{', '[]', '"red"', '{"color":{"a":1}}', '{"color":null}']) {
      const r = checkAnswers([{ path: 's.css', value: 'h1{color:red}' }], [answer(properties)]).results[0]!;
      expect(r.reason).toBe('invalid-answer');
    }
  });
});

describe('css rule: sources', () => {
  it('counts rules inside @media, @supports and @layer, and skips @keyframes and @font-face bodies', () => {
    const css =
      '@media (max-width: 600px) { h1 { color: red } }\n@supports (display: grid) { p { color: red } }\n' +
      '@layer base { @media screen { li { margin: 0 } } }\n@keyframes spin { from { color: red } }\n' +
      '@font-face { font-family: X; src: url(x.woff) }';
    expect(check(css, ['h1'], { color: 'red' }).passed).toBe(true);
    expect(check(css, ['p'], { color: 'red' }).passed).toBe(true);
    expect(check(css, ['li'], { 'margin-top': '0' }).passed).toBe(true);
    expect(check(css, ['from'], { color: 'red' }).reason).toBe('missing-rule');
  });

  it('lets a later @media rule win like any later declaration', () => {
    const css = 'h1 { color: blue }\n@media print { h1 { color: red } }';
    expect(check(css, ['h1'], { color: 'red' }).passed).toBe(true);
    expect(check(css, ['h1'], { color: 'blue' })).toMatchObject({ reason: 'property-mismatch', line: 2 });
  });

  it('reads <style> blocks in HTML in document order, with lines in the HTML file', () => {
    const html =
      '<html><head>\n<style>\nh1 { color: red }\n</style>\n</head><body><style>h1 { color: blue }</style></body></html>';
    const r = checkIn([{ path: 'index.html', value: html }], ['h1'], { color: 'blue' });
    expect(r).toMatchObject({ passed: true, file: 'index.html', line: 3 });
    const mismatch = checkIn([{ path: 'index.html', value: html }], ['h1'], { color: 'red' });
    expect(mismatch).toMatchObject({ reason: 'property-mismatch', line: 5 });
  });

  it('follows the page: linked stylesheets and <style> blocks in document order, later ones winning', () => {
    const files = [
      {
        path: 'index.html',
        value:
          '<link rel="stylesheet" href="css/b.scss"><style>p { color: red }</style><link rel=stylesheet href=./css/a.css>',
      },
      { path: 'css/a.css', value: 'p { color: green }' },
      { path: 'css/b.scss', value: 'p { color: blue }' },
    ];
    expect(checkIn(files, ['p'], { color: 'green' })).toMatchObject({ passed: true });
    expect(checkIn(files, ['p'], { color: 'blue' })).toMatchObject({
      reason: 'property-mismatch',
      file: 'css/a.css',
      params: { actual: 'green' },
    });
  });

  it('narrows to one file with file, HTML files meaning their <style> blocks', () => {
    const files = [
      { path: 'index.html', value: '<style>p { color: red }</style>' },
      { path: 'style.css', value: 'p { color: blue }' },
      { path: 'app.js', value: 'p { color: blue }' },
    ];
    expect(checkIn(files, ['p'], { color: 'red' }, 'index.html').passed).toBe(true);
    expect(checkIn(files, ['p'], { color: 'blue' }, 'style.css').passed).toBe(true);
    expect(checkIn(files, ['p'], { color: 'blue' }, 'missing.css')).toMatchObject({
      reason: 'missing-rule',
      file: 'missing.css',
    });
    expect(checkIn(files, ['p'], { color: 'blue' }, 'app.js').reason).toBe('missing-rule');
  });

  it('skips unparsable parts of broken CSS and still finds the rest', () => {
    const css = 'h1 { color: red; ;; : ; margin 0; padding: 1px }\n}}} p { color: blue\n.x { {{ ';
    expect(check(css, ['h1'], { color: 'red', padding: '1px' }).passed).toBe(true);
    expect(check(css, ['h1'], { margin: '0' }).reason).toBe('property-mismatch');
    expect(() => check('{{{{ @media { ', ['h1'], {})).not.toThrow();
    expect(check('/* never closed', ['h1'], {}).reason).toBe('missing-rule');
  });

  it('ignores comments between declarations', () => {
    expect(check('h1 { /* color: red; */ color: blue; /* x */ }', ['h1'], { color: 'blue' }).passed).toBe(true);
    expect(check('h1 { /* color: red; */ margin: 0 }', ['h1'], { color: 'red' }).reason).toBe('property-mismatch');
    expect(check('h1 { color /* why */ : /* not */ blue }', ['h1'], { color: 'blue' }).passed).toBe(true);
  });

  it('uses custom properties with their case', () => {
    const css = ':root { --Main: #2A6; color: var(--Main) }';
    expect(check(css, [':root'], { '--Main': '#2a6', color: 'var(--Main)' }).passed).toBe(true);
    expect(check(css, [':root'], { '--main': '#2a6' }).reason).toBe('property-mismatch');
  });
});

describe('css rule: scss files', () => {
  it('ignores // line comments in .scss files, keeping line numbers', () => {
    const scss =
      '// header comment\n.a { color: red; } // trailing\n// .b { color: blue }\n.c {\n  background: url(//cdn.example.com/x.png); // protocol-relative\n}';
    const files = [{ path: 'style.scss', value: scss }];
    expect(checkIn(files, ['.a'], { color: 'red' })).toMatchObject({ passed: true, line: 2 });
    expect(checkIn(files, ['.b'], { color: 'blue' }).reason).toBe('missing-rule');
    expect(checkIn(files, ['.c'], { background: 'url(//cdn.example.com/x.png)' })).toMatchObject({
      passed: true,
      line: 4,
    });
  });

  it('keeps // inside strings in .scss files', () => {
    const files = [{ path: 's.scss', value: '.a::before { content: "a // b"; }' }];
    expect(checkIn(files, ['.a::before'], { content: '"a // b"' }).passed).toBe(true);
  });
});

describe('css rule: selector case', () => {
  it('matches element names case-insensitively, class names exactly', () => {
    expect(check('H1, Nav A:Hover { color: red }', ['h1', 'nav a:hover'], { color: 'red' }).passed).toBe(true);
    expect(check('.Card { color: red }', ['.card'], { color: 'red' }).reason).toBe('missing-rule');
    expect(check('.Card { color: red }', ['.Card'], { color: 'red' }).passed).toBe(true);
  });
});

describe('css rule: compared values in a hint', () => {
  const check = (css: string, properties: string) =>
    checkAnswers(
      [
        { path: 'index.html', value: '<link rel="stylesheet" href="style.css"><h1>Halo</h1>' },
        { path: 'style.css', value: css },
      ],
      [{ kind: 'css', selector: ['h1'], properties } as CssAnswer],
    ).results[0]?.params;

  it('leaves out the compared form of two different colours', () => {
    expect(check('h1 { color: black; }', '{"color":"white"}')).toEqual({
      selector: 'h1',
      property: 'color',
      expected: 'white',
      actual: 'black',
    });
  });

  it('names the longhand of a newly read shorthand that differs, in its compared form', () => {
    expect(
      check('h1 { grid-template-columns: 1fr 1fr; grid-auto-flow: dense; }', '{"grid":"auto-flow / 1fr 1fr"}'),
    ).toMatchObject({
      expectedValue: 'grid-auto-flow: row',
      actualValue: 'grid-auto-flow: row dense',
    });
    expect(check('h1 { transform-origin: top left; }', '{"transform-origin":"center"}')).toMatchObject({
      expected: 'center',
      actual: 'top left',
      expectedValue: '50% 50%',
      actualValue: '0 0',
    });
  });

  it('gives the compared form where notation hides the difference', () => {
    const params = check('h1 { opacity: 50%; }', '{"opacity":"0.6"}');
    expect(params).toMatchObject({ expected: '0.6', actual: '50%', actualValue: '0.5' });
  });
});
