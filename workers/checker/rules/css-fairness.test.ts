/**
 * docs/decisions/0009-checker.md, CSS: every equivalence a learner may write passes, every non-equivalence fails. Each case is a
 * stylesheet linked by a page, a selector, a required property map, and the verdict the learner would expect.
 */
import { describe, expect, it } from 'vitest';
import type { CheckFile, CssAnswer, RuleResult } from '../api';
import { checkAnswers } from '../index';

const page = (css: string): CheckFile[] => [
  { path: 'index.html', value: '<link rel="stylesheet" href="style.css"><h1>Hi</h1>' },
  { path: 'style.css', value: css },
];
const judge = (files: CheckFile[], selector: string[], properties: Record<string, string>, file?: string) =>
  checkAnswers(files, [
    { kind: 'css', selector, properties: JSON.stringify(properties), ...(file ? { file } : {}) } as CssAnswer,
  ]).results[0] as RuleResult;
const passes = (css: string, selector: string, properties: Record<string, string>) =>
  judge(page(css), [selector], properties).passed;

describe('css values compare as computed values', () => {
  it.each([
    ['white', '#fff'],
    ['white', '#ffffff'],
    ['white', '#FFFFFF'],
    ['white', 'rgb(255 255 255)'],
    ['white', 'rgb(255, 255, 255)'],
    ['white', 'rgba(255,255,255,1)'],
    ['white', 'hsl(0 0% 100%)'],
    ['white', 'hsl(0, 0%, 100%)'],
    ['white', 'hwb(0 100% 0%)'],
    ['#3498db', 'rgb(52, 152, 219)'],
    ['rgba(0, 0, 0, 0.5)', '#00000080'],
    ['transparent', 'rgba(0,0,0,0)'],
    ['RED', 'red'],
  ])('colour %s equals %s', (expected, written) => {
    expect(passes(`h1 { color: ${written} }`, 'h1', { color: expected })).toBe(true);
    expect(passes(`h1 { color: ${expected} }`, 'h1', { color: written })).toBe(true);
  });

  it.each([
    ['white', '#fffffe'],
    ['red', 'rgb(254, 0, 0)'],
    ['black', 'rgba(0, 0, 0, 0.5)'],
    ['blue', 'navy'],
  ])('colour %s differs from %s', (expected, written) => {
    expect(passes(`h1 { color: ${written} }`, 'h1', { color: expected })).toBe(false);
  });

  it('treats zero lengths alike with or without a unit, but not other numbers', () => {
    expect(passes('h1 { margin-top: 0px }', 'h1', { 'margin-top': '0' })).toBe(true);
    expect(passes('h1 { margin-top: 0 }', 'h1', { 'margin-top': '0rem' })).toBe(true);
    expect(passes('h1 { margin-top: 0.0em }', 'h1', { 'margin-top': '0' })).toBe(true);
    expect(passes('h1 { margin-top: 1px }', 'h1', { 'margin-top': '1' })).toBe(false);
    expect(passes('h1 { width: 10px }', 'h1', { width: '10em' })).toBe(false);
  });

  it('reads numbers however they are spelled, and times in one unit', () => {
    expect(passes('h1 { opacity: .5 }', 'h1', { opacity: '0.50' })).toBe(true);
    expect(passes('h1 { transition-duration: 300ms }', 'h1', { 'transition-duration': '0.3s' })).toBe(true);
    expect(passes('h1 { opacity: .5 }', 'h1', { opacity: '0.6' })).toBe(false);
  });

  it('knows bold is 700 and normal is 400 for font-weight only', () => {
    expect(passes('h1 { font-weight: bold }', 'h1', { 'font-weight': '700' })).toBe(true);
    expect(passes('h1 { font-weight: 400 }', 'h1', { 'font-weight': 'normal' })).toBe(true);
    expect(passes('h1 { font-weight: bold }', 'h1', { 'font-weight': '600' })).toBe(false);
    expect(passes('h1 { font-style: normal }', 'h1', { 'font-style': '400' })).toBe(false);
  });

  it('drops quotes around a family name that needs none, and keeps the ones that matter', () => {
    expect(
      passes('h1 { font-family: "Open Sans", sans-serif }', 'h1', { 'font-family': 'Open Sans, sans-serif' }),
    ).toBe(true);
    expect(passes("h1 { font-family: 'Arial' }", 'h1', { 'font-family': 'arial' })).toBe(true);
    // a quoted generic name is a family called "serif", not the generic family
    expect(passes('h1 { font-family: "serif" }', 'h1', { 'font-family': 'serif' })).toBe(false);
    expect(passes('h1 { font-family: Arial, serif }', 'h1', { 'font-family': 'serif, Arial' })).toBe(false);
  });

  it('keeps strings and url() exact', () => {
    expect(passes('h1::before { content: "Hi" }', 'h1::before', { content: "'Hi'" })).toBe(true);
    expect(passes('h1::before { content: "Hi" }', 'h1::before', { content: '"hi"' })).toBe(false);
    expect(passes('h1 { background-image: url(A.png) }', 'h1', { 'background-image': 'url("A.png")' })).toBe(true);
    expect(passes('h1 { background-image: url(A.png) }', 'h1', { 'background-image': 'url(a.png)' })).toBe(false);
  });

  it('compares colours inside functions', () => {
    const css = 'h1 { background-image: linear-gradient(#fff, rgb(0 0 0)) }';
    expect(passes(css, 'h1', { 'background-image': 'linear-gradient(white, black)' })).toBe(true);
    expect(passes(css, 'h1', { 'background-image': 'linear-gradient(black, white)' })).toBe(false);
  });
});

describe('shorthands and longhands answer for each other', () => {
  it.each([
    ['margin: 0', { 'margin-top': '0' }],
    ['margin: 0 auto', { 'margin-left': 'auto', 'margin-top': '0' }],
    ['margin: 1px 2px 3px', { 'margin-left': '2px', 'margin-bottom': '3px' }],
    ['padding: 1rem 2rem', { 'padding-right': '2rem', 'padding-bottom': '1rem' }],
    ['border: 1px solid #000', { 'border-top-color': 'black', 'border-left-style': 'solid' }],
    ['border: 2px dashed', { 'border-bottom-width': '2px', 'border-top-color': 'currentcolor' }],
    ['border-top: red solid thick', { 'border-top-width': 'thick' }],
    ['border-width: 1px 2px', { 'border-left-width': '2px' }],
    ['border-color: red', { 'border-bottom-color': '#f00' }],
    [
      'background: #fff url(a.png) no-repeat center / cover',
      { 'background-color': 'white', 'background-size': 'cover' },
    ],
    ['background: red', { 'background-color': 'rgb(255,0,0)', 'background-image': 'none' }],
    ['font: italic bold 16px/1.5 "Open Sans", sans-serif', { 'font-weight': '700', 'line-height': '1.5' }],
    ['font: 12px Arial', { 'font-size': '12px', 'font-family': 'Arial', 'font-weight': 'normal' }],
    ['inset: 0', { top: '0', left: '0px' }],
    ['gap: 1rem 2rem', { 'row-gap': '1rem', 'column-gap': '2rem' }],
    ['gap: 8px', { 'column-gap': '8px' }],
    ['flex: 1', { 'flex-grow': '1', 'flex-shrink': '1', 'flex-basis': '0%' }],
    ['flex: none', { 'flex-grow': '0', 'flex-basis': 'auto' }],
    ['flex: 2 1 30px', { 'flex-basis': '30px' }],
    ['grid-area: 1 / 2 / 3 / 4', { 'grid-column-end': '4', 'grid-row-start': '1' }],
    ['grid-area: main', { 'grid-column-end': 'main' }],
    ['list-style: square inside', { 'list-style-type': 'square', 'list-style-position': 'inside' }],
    ['list-style: none', { 'list-style-type': 'none', 'list-style-image': 'none' }],
    ['outline: 2px solid blue', { 'outline-color': '#00f' }],
    ['overflow: hidden', { 'overflow-x': 'hidden', 'overflow-y': 'hidden' }],
    ['text-decoration: underline red', { 'text-decoration-line': 'underline', 'text-decoration-color': 'red' }],
    ['transition: opacity 300ms ease-in 1s', { 'transition-duration': '0.3s', 'transition-delay': '1s' }],
    ['animation: spin 1s linear infinite', { 'animation-name': 'spin', 'animation-iteration-count': 'infinite' }],
  ] as Array<[string, Record<string, string>]>)('%s gives its longhands', (declaration, longhands) => {
    expect(passes(`h1 { ${declaration} }`, 'h1', longhands)).toBe(true);
  });

  it.each([
    ['margin-top: 0; margin-right: 0; margin-bottom: 0; margin-left: 0', { margin: '0' }],
    ['margin-top: 0; margin-bottom: 0; margin-left: auto; margin-right: auto', { margin: '0 auto' }],
    ['border-width: 1px; border-style: solid; border-color: black', { border: '1px solid #000' }],
    ['padding: 1rem; padding-left: 2rem', { padding: '1rem 1rem 1rem 2rem' }],
    ['flex-grow: 1; flex-shrink: 1; flex-basis: 0', { flex: '1' }],
    ['row-gap: 4px; column-gap: 4px', { gap: '4px' }],
  ] as Array<[string, Record<string, string>]>)('%s together give the shorthand', (declarations, shorthand) => {
    expect(passes(`h1 { ${declarations} }`, 'h1', shorthand)).toBe(true);
  });

  it('fails when a later longhand changes part of a shorthand, or a part is missing', () => {
    expect(passes('h1 { margin: 0; margin-top: 4px }', 'h1', { margin: '0' })).toBe(false);
    expect(passes('h1 { margin: 0; margin-top: 4px }', 'h1', { 'margin-top': '4px' })).toBe(true);
    expect(passes('h1 { margin-top: 0; margin-bottom: 0 }', 'h1', { margin: '0' })).toBe(false);
    expect(passes('h1 { margin: 0 auto }', 'h1', { 'margin-left': '0' })).toBe(false);
    expect(passes('h1 { border: 1px solid red }', 'h1', { border: '1px dashed red' })).toBe(false);
    expect(passes('h1 { border-top: 1px solid red }', 'h1', { border: '1px solid red' })).toBe(false);
    expect(passes('h1 { flex: 1 }', 'h1', { 'flex-basis': 'auto' })).toBe(false);
  });

  it('a later shorthand resets the longhands it covers', () => {
    expect(passes('h1 { margin-top: 4px; margin: 0 }', 'h1', { 'margin-top': '0' })).toBe(true);
    expect(passes('h1 { background-color: red; background: url(a.png) }', 'h1', { 'background-color': 'red' })).toBe(
      false,
    );
  });

  it('names what was expected and what was found, as the student wrote it', () => {
    const r = judge(page('h1 { color: #000 }'), ['h1'], { color: 'white' });
    expect(r).toMatchObject({
      reason: 'property-mismatch',
      params: { selector: 'h1', property: 'color', expected: 'white', actual: '#000' },
    });
    const shorthand = judge(page('h1 {\n  margin: 10px;\n}'), ['h1'], { 'margin-top': '0' });
    expect(shorthand).toMatchObject({ params: { actual: 'margin: 10px' }, file: 'style.css', line: 2 });
  });
});

describe('the cascade a page applies', () => {
  it('does not count a stylesheet no page links, and says so in the hint', () => {
    const files: CheckFile[] = [
      { path: 'index.html', value: '<h1>Hi</h1>' },
      { path: 'style.css', value: 'h1 { color: red }' },
    ];
    expect(judge(files, ['h1'], { color: 'red' })).toMatchObject({
      reason: 'missing-rule',
      params: { unlinked: 'style.css' },
    });
  });

  it('judges a stylesheet the answer names on its own, linked or not', () => {
    const files: CheckFile[] = [
      { path: 'index.html', value: '<h1>Hi</h1>' },
      { path: 'css/style.css', value: 'h1 { color: red }' },
    ];
    expect(judge(files, ['h1'], { color: 'red' }, 'css/style.css').passed).toBe(true);
  });

  it('uses every stylesheet of a workspace that has no page at all', () => {
    const files: CheckFile[] = [{ path: 'style.css', value: 'h1 { color: red }' }];
    expect(judge(files, ['h1'], { color: 'red' }).passed).toBe(true);
  });

  it('resolves links against the page folder and follows @import first', () => {
    const files: CheckFile[] = [
      { path: 'pages/about.html', value: '<link rel="stylesheet" href="../css/main.css?v=2">' },
      { path: 'css/main.css', value: '@import url("base.css");\nh1 { color: blue }' },
      { path: 'css/base.css', value: 'h1 { color: red; margin: 0 }' },
    ];
    expect(judge(files, ['h1'], { color: 'blue', 'margin-top': '0' }).passed).toBe(true);
  });

  it('judges each page on its own cascade: one page satisfying the rule is enough', () => {
    const files: CheckFile[] = [
      { path: 'index.html', value: '<link rel="stylesheet" href="a.css">' },
      { path: 'about.html', value: '<link rel="stylesheet" href="b.css">' },
      { path: 'a.css', value: 'h1 { color: red }' },
      { path: 'b.css', value: 'h1 { color: blue }' },
    ];
    expect(judge(files, ['h1'], { color: 'blue' }).passed).toBe(true);
    expect(judge(files, ['h1'], { color: 'green' }).reason).toBe('property-mismatch');
  });

  it('never loops on stylesheets that import each other', () => {
    const files: CheckFile[] = [
      { path: 'index.html', value: '<link rel="stylesheet" href="a.css">' },
      { path: 'a.css', value: '@import "b.css"; h1 { color: red }' },
      { path: 'b.css', value: '@import "a.css"; h2 { color: red }' },
    ];
    expect(judge(files, ['h1', 'h2'], { color: 'red' }).passed).toBe(true);
  });
});

describe('native nesting', () => {
  it('flattens nested rules to the selectors they mean', () => {
    const css =
      '.card { color: red; & h2 { margin: 0 } .title & { color: blue } > p { padding: 0 } &:hover { color: green } }';
    expect(passes(css, '.card', { color: 'red' })).toBe(true);
    expect(passes(css, '.card h2', { margin: '0' })).toBe(true);
    expect(passes(css, '.title .card', { color: 'blue' })).toBe(true);
    expect(passes(css, '.card > p', { padding: '0' })).toBe(true);
    expect(passes(css, '.card:hover', { color: 'green' })).toBe(true);
    expect(passes(css, 'h2', { margin: '0' })).toBe(false);
  });

  it('applies declarations of a nested @media to the rule around it', () => {
    expect(passes('nav { color: red; @media (min-width: 600px) { color: blue } }', 'nav', { color: 'blue' })).toBe(
      true,
    );
  });

  it('stays correct and fast at any depth', () => {
    const depth = 5_000;
    const css = `${'.a { '.repeat(depth)}color: red;${' }'.repeat(depth)}`;
    const deepest = Array.from({ length: depth }, () => '.a').join(' ');
    expect(passes(css, deepest, { color: 'red' })).toBe(true);
  });
});

describe('linear cost on hostile input', () => {
  it('checks a 200 KB value, and a million-character value, giving the right verdict', () => {
    const long = `linear-gradient(${Array.from({ length: 20_000 }, (_, i) => `#${(i % 4096).toString(16).padStart(3, '0')}`).join(', ')})`;
    expect(long.length).toBeGreaterThan(100_000);
    expect(passes(`h1 { background-image: ${long} }`, 'h1', { 'background-image': long })).toBe(true);
    const huge = `"${'x'.repeat(1_000_000)}"`;
    expect(passes(`h1::after { content: ${huge} }`, 'h1::after', { content: huge })).toBe(true);
    expect(passes(`h1::after { content: ${huge} }`, 'h1::after', { content: '"y"' })).toBe(false);
  });
});
