import { describe, expect, it } from 'vitest';
import type { HtmlAnswer, RuleResult } from '../api';
import { checkAnswers } from '../index';

const check = (html: string, answer: Omit<HtmlAnswer, 'kind'>, path = 'index.html'): RuleResult =>
  checkAnswers([{ path, value: html }], [{ kind: 'html', ...answer }]).results[0]!;

const attrs = (value: unknown) => JSON.stringify(value);

describe('html rule: tags', () => {
  it('passes when the tag is present and points at its line', () => {
    const r = check('<!doctype html>\n<html>\n<body>\n<h1>Hi</h1>\n</body></html>', { tag: 'h1' });
    expect(r).toMatchObject({ index: 0, kind: 'html', passed: true, reason: 'ok', file: 'index.html', line: 4 });
  });

  it('fails with missing-tag when the tag is absent', () => {
    const r = check('<p>text</p>', { tag: 'h1' });
    expect(r).toMatchObject({ passed: false, reason: 'missing-tag', params: { tag: 'h1' } });
  });

  it('says which attributes a missing tag needs and which page the rule names, for the hint', () => {
    const wanted = { tag: 'a', attributes: attrs({ href: 'about.html', Class: ['nav'] }) };
    expect(check('<p>text</p>', wanted).params).toEqual({
      tag: 'a',
      attributes: '{"href":"about.html","class":["nav"]}',
    });
    const named = check('<p>text</p>', { ...wanted, file: './index.html' });
    expect(named).toMatchObject({ reason: 'missing-tag', file: 'index.html' });
    expect(named.params).toEqual({ tag: 'a', attributes: '{"href":"about.html","class":["nav"]}', file: 'index.html' });
    const mismatch = check('<a href="index.html">x</a>', wanted);
    expect(mismatch).toMatchObject({
      reason: 'attribute-mismatch',
      params: { attributes: '{"href":"about.html","class":["nav"]}', attribute: 'href', actual: 'index.html' },
    });
  });

  it('compares tag names case-insensitively on both sides', () => {
    expect(check('<H1>Hi</H1>', { tag: 'h1' }).passed).toBe(true);
    expect(check('<h1>Hi</h1>', { tag: 'H1' }).passed).toBe(true);
  });

  it('does not count the html, head, body and tbody a parser adds', () => {
    const html = '<p>no wrappers</p><table><tr><td>1</td></tr></table>';
    for (const tag of ['html', 'head', 'body', 'tbody']) expect(check(html, { tag }).reason).toBe('missing-tag');
    expect(check(html, { tag: 'tr' }).passed).toBe(true);
  });

  it('counts html, head and body when they are written', () => {
    const html = '<html><head><title>t</title></head><body><p>x</p></body></html>';
    for (const tag of ['html', 'head', 'body', 'title']) expect(check(html, { tag }).passed).toBe(true);
  });

  it('finds nested and repeated elements', () => {
    const html = '<div><div><span>a</span></div></div>';
    expect(check(html, { tag: 'div', quantity: { qty: 'equal', equalTo: 2 } }).passed).toBe(true);
  });

  it('does not count the content of <template>, which does not render, but counts the template itself', () => {
    const html = '<template><em>t</em><div>x</div></template><div>y</div>';
    expect(check(html, { tag: 'em' }).reason).toBe('missing-tag');
    expect(check(html, { tag: 'div', quantity: { qty: 'equal', equalTo: 1 } }).passed).toBe(true);
    expect(check(html, { tag: 'template', closeTag: true }).passed).toBe(true);
  });

  it('counts the content of <noscript> as markup, as a browser with scripting off reads it', () => {
    const html = '<body><noscript><p class="warn">Aktifkan JavaScript</p><img src="x.png"></noscript></body>';
    expect(check(html, { tag: 'p', attributes: attrs({ class: 'warn' }), closeTag: true }).passed).toBe(true);
    expect(check(html, { tag: 'img' }).passed).toBe(true);
    const head = '<head><noscript><link rel="stylesheet" href="no-js.css"></noscript></head>';
    expect(check(head, { tag: 'link', attributes: attrs({ href: 'no-js.css' }) }).passed).toBe(true);
  });

  it('walks markup nested thousands deep without overflowing the stack', () => {
    const depth = 10_000;
    const html = `${'<div>'.repeat(depth)}<span>deep</span>${'</div>'.repeat(depth)}`;
    expect(check(html, { tag: 'span', closeTag: true }).passed).toBe(true);
    expect(check(html, { tag: 'div', quantity: { qty: 'min', min: 1 } }).passed).toBe(true);
  });

  it('does not count tags inside comments, text or attribute values', () => {
    const html = '<!-- <h1>old</h1> --><p title="<h1>">&lt;h1&gt;</p><textarea><h1></textarea>';
    expect(check(html, { tag: 'h1' }).reason).toBe('missing-tag');
  });

  it('never throws on malformed markup and still finds what browsers would', () => {
    const html = '<div><p>unclosed <b>bold <i>both</b> text</div></span></section><h2';
    expect(check(html, { tag: 'b' }).passed).toBe(true);
    expect(check(html, { tag: 'i' }).passed).toBe(true);
  });

  it('accepts a tag written with angle brackets, as a self-closing or an end tag', () => {
    expect(check('<nav></nav>', { tag: '<nav>' }).passed).toBe(true);
    expect(check('<br>', { tag: '<br/>' }).passed).toBe(true);
    expect(check('<nav></nav>', { tag: '</nav>' }).passed).toBe(true);
    expect(check('<p></p>', { tag: '</nav>' }).passed).toBe(false);
  });
});

describe('html rule: attributes', () => {
  it('matches string values exactly, in any attribute order', () => {
    const html = '<a rel="noopener" href="https://x.id" target="_blank">x</a>';
    expect(check(html, { tag: 'a', attributes: attrs({ target: '_blank', href: 'https://x.id' }) }).passed).toBe(true);
    const r = check(html, { tag: 'a', attributes: attrs({ target: '_self' }) });
    expect(r).toMatchObject({
      reason: 'attribute-mismatch',
      params: { tag: 'a', attribute: 'target', expected: '_self', actual: '_blank' },
      line: 1,
    });
  });

  it('is case-sensitive for values but not for attribute names', () => {
    expect(check('<img SRC="a.png">', { tag: 'img', attributes: attrs({ src: 'a.png' }) }).passed).toBe(true);
    expect(check('<img src="a.png">', { tag: 'img', attributes: attrs({ SRC: 'a.png' }) }).passed).toBe(true);
    expect(check('<img src="A.png">', { tag: 'img', attributes: attrs({ src: 'a.png' }) }).passed).toBe(false);
  });

  it('treats true as present (boolean attributes) and false as absent', () => {
    const html = '<input type="checkbox" checked><input type="text">';
    expect(check(html, { tag: 'input', attributes: attrs({ checked: true }) }).passed).toBe(true);
    expect(check('<input disabled="">', { tag: 'input', attributes: attrs({ disabled: true }) }).passed).toBe(true);
    expect(check('<input>', { tag: 'input', attributes: attrs({ disabled: true }) }).reason).toBe('attribute-mismatch');
    expect(
      check(html, { tag: 'input', attributes: attrs({ checked: false }), quantity: { qty: 'equal', equalTo: 1 } })
        .passed,
    ).toBe(true);
  });

  it('satisfies a boolean attribute with any written value', () => {
    for (const html of ['<input required>', '<input required="">', '<input required="required">', '<input REQUIRED=x>'])
      for (const required of ['', 'required', 'true', true])
        expect(check(html, { tag: 'input', attributes: attrs({ required }) }).passed).toBe(true);
    expect(check('<input>', { tag: 'input', attributes: attrs({ required: 'required' }) }).reason).toBe(
      'attribute-mismatch',
    );
    expect(check('<input disabled="false">', { tag: 'input', attributes: attrs({ disabled: false }) }).reason).toBe(
      'attribute-mismatch',
    );
  });

  it('compares enumerated values (type, method, dir …) case-insensitively, other values exactly', () => {
    expect(check('<input type="Email">', { tag: 'input', attributes: attrs({ type: 'email' }) }).passed).toBe(true);
    expect(check('<form method="POST">', { tag: 'form', attributes: attrs({ method: 'post' }) }).passed).toBe(true);
    expect(check('<p dir="RTL">x</p>', { tag: 'p', attributes: attrs({ dir: 'rtl' }) }).passed).toBe(true);
    expect(check('<img loading="Lazy">', { tag: 'img', attributes: attrs({ loading: 'lazy' }) }).passed).toBe(true);
    expect(check('<input type="email">', { tag: 'input', attributes: attrs({ type: 'text' }) }).reason).toBe(
      'attribute-mismatch',
    );
    expect(check('<p id="Intro">x</p>', { tag: 'p', attributes: attrs({ id: 'intro' }) }).reason).toBe(
      'attribute-mismatch',
    );
    expect(check('<a title="Home">x</a>', { tag: 'a', attributes: attrs({ title: 'home' }) }).reason).toBe(
      'attribute-mismatch',
    );
  });

  it('keeps the case of an <ol> or <li> type, where a and A are different markers', () => {
    expect(check('<ol type="A"></ol>', { tag: 'ol', attributes: attrs({ type: 'a' }) }).reason).toBe(
      'attribute-mismatch',
    );
    expect(check('<ol type="A"></ol>', { tag: 'ol', attributes: attrs({ type: 'A' }) }).passed).toBe(true);
  });

  it('trims URL attributes on both sides, as browsers do, but keeps inner text exact', () => {
    expect(
      check('<a href="  about.html\n">x</a>', { tag: 'a', attributes: attrs({ href: 'about.html' }) }).passed,
    ).toBe(true);
    expect(check('<img src="logo.png">', { tag: 'img', attributes: attrs({ src: ' logo.png ' }) }).passed).toBe(true);
    expect(check('<a href="About.html">x</a>', { tag: 'a', attributes: attrs({ href: 'about.html' }) }).reason).toBe(
      'attribute-mismatch',
    );
    expect(check('<img alt=" Logo ">', { tag: 'img', attributes: attrs({ alt: 'Logo' }) }).reason).toBe(
      'attribute-mismatch',
    );
  });

  it('compares rel tokens case-insensitively, class tokens exactly', () => {
    const html = '<link rel="StyleSheet Preload" href="a.css"><div class="Card">x</div>';
    expect(check(html, { tag: 'link', attributes: attrs({ rel: ['stylesheet'] }) }).passed).toBe(true);
    expect(check(html, { tag: 'div', attributes: attrs({ class: ['card'] }) }).reason).toBe('attribute-mismatch');
  });

  it('matches an empty string against a boolean attribute written bare', () => {
    expect(check('<input required>', { tag: 'input', attributes: attrs({ required: '' }) }).passed).toBe(true);
  });

  it('compares numbers as their string', () => {
    expect(check('<img width="320">', { tag: 'img', attributes: attrs({ width: 320 }) }).passed).toBe(true);
    expect(check('<img width="320px">', { tag: 'img', attributes: attrs({ width: 320 }) }).passed).toBe(false);
  });

  it('requires every list item among the space-separated tokens', () => {
    const html = '<div class="card  highlight\tbig">x</div>';
    expect(check(html, { tag: 'div', attributes: attrs({ class: ['highlight', 'card'] }) }).passed).toBe(true);
    expect(check(html, { tag: 'div', attributes: attrs({ class: ['card', 'small'] }) }).reason).toBe(
      'attribute-mismatch',
    );
    expect(check('<div>x</div>', { tag: 'div', attributes: attrs({ class: ['card'] }) }).reason).toBe(
      'attribute-mismatch',
    );
  });

  it('matches a style map property by property, as CSS values', () => {
    const html = '<p style="COLOR: Red;  margin : 0 auto ; font-family: \'Open Sans\', serif">x</p>';
    expect(check(html, { tag: 'p', attributes: attrs({ style: { color: 'red' } }) }).passed).toBe(true);
    expect(check(html, { tag: 'p', attributes: attrs({ style: { margin: '0  auto', Color: 'RED' } }) }).passed).toBe(
      true,
    );
    expect(check(html, { tag: 'p', attributes: attrs({ style: { 'font-family': '"Open Sans",serif' } }) }).passed).toBe(
      true,
    );
    expect(check(html, { tag: 'p', attributes: attrs({ style: { color: 'blue' } }) }).reason).toBe(
      'attribute-mismatch',
    );
    expect(check(html, { tag: 'p', attributes: attrs({ style: { padding: '0' } }) }).reason).toBe('attribute-mismatch');
  });

  it('reads style attributes with comments around names, and survives a run of unclosed comments', () => {
    const html = '<p style="/* a */color/* b */: red; margin: 0">x</p>';
    expect(check(html, { tag: 'p', attributes: attrs({ style: { color: 'red', margin: '0' } }) }).passed).toBe(true);
    const broken = `<p style="${'/* '.repeat(50_000)}: red">x</p>`;
    expect(check(broken, { tag: 'p', attributes: attrs({ style: { color: 'red' } }) }).reason).toBe(
      'attribute-mismatch',
    );
  });

  it('trims a URL with a long run of inner spaces exactly once at each end', () => {
    const href = `a${' '.repeat(100_000)}b`;
    expect(check(`<a href=" ${href} ">x</a>`, { tag: 'a', attributes: attrs({ href }) }).passed).toBe(true);
  });

  it('matches a style map with the CSS value rules: colour notations, zero lengths, shorthands', () => {
    const p = (style: string, want: Record<string, string>) =>
      check(`<p style="${style}">x</p>`, { tag: 'p', attributes: attrs({ style: want }) });
    expect(p('color: #fff', { color: 'white' }).passed).toBe(true);
    expect(p('color: rgb(255 0 0)', { color: '#f00' }).passed).toBe(true);
    expect(p('margin: 0', { 'margin-top': '0px' }).passed).toBe(true);
    expect(p('margin-top: 0; margin-right: 0; margin-bottom: 0; margin-left: 0', { margin: '0' }).passed).toBe(true);
    expect(p('font-weight: bold', { 'font-weight': '700' }).passed).toBe(true);
    expect(p('color: #fff', { color: 'black' }).reason).toBe('attribute-mismatch');
    expect(p('margin: 0 4px', { 'margin-left': '0' }).reason).toBe('attribute-mismatch');
    expect(p('margin: 0; margin-top: 4px', { margin: '0' }).reason).toBe('attribute-mismatch');
  });

  it('uses the later declaration in a style attribute and ignores !important', () => {
    const html = '<p style="color: red; color: blue !important">x</p>';
    expect(check(html, { tag: 'p', attributes: attrs({ style: { color: 'blue' } }) }).passed).toBe(true);
  });

  it('compares attribute values after entities are decoded', () => {
    const html = '<a title="Tom &amp; Jerry" href="?a=1&amp;b=2">x</a>';
    expect(check(html, { tag: 'a', attributes: attrs({ title: 'Tom & Jerry', href: '?a=1&b=2' }) }).passed).toBe(true);
  });

  it('sets no constraint for an empty or absent attributes field', () => {
    for (const attributes of [undefined, '', '  ', '{}']) {
      expect(check('<p class="x">y</p>', { tag: 'p', attributes }).passed).toBe(true);
    }
  });

  it('fails with invalid-answer on broken or non-object attributes JSON, never throws', () => {
    for (const attributes of ['{"class":', '[1,2]', '"text"', '42', 'null', '{"a":null}', '{"a":[{}]}']) {
      expect(check('<p>y</p>', { tag: 'p', attributes })).toMatchObject({ passed: false, reason: 'invalid-answer' });
    }
  });

  it('needs one element to hold all attributes at once', () => {
    const html = '<a href="x">1</a><a target="_blank">2</a>';
    expect(check(html, { tag: 'a', attributes: attrs({ href: 'x', target: '_blank' }) }).reason).toBe(
      'attribute-mismatch',
    );
  });
});

describe('html rule: closing tags', () => {
  it('passes only elements with an explicit end tag', () => {
    expect(check('<p>one</p>', { tag: 'p', closeTag: true }).passed).toBe(true);
    const r = check('<div>\n<p>one\n<p>two\n</div>', { tag: 'p', closeTag: true });
    expect(r).toMatchObject({ passed: false, reason: 'missing-close-tag', params: { tag: 'p' }, line: 2 });
  });

  it('does not take a self-closing slash on a normal element as an end tag', () => {
    expect(check('<div />', { tag: 'div', closeTag: true }).reason).toBe('missing-close-tag');
  });

  it('counts a self-closing SVG or MathML element as closed', () => {
    const svg = '<svg viewBox="0 0 10 10">\n<circle cx="5" cy="5" r="4"/>\n<rect width="2" height="2" />\n</svg>';
    expect(check(svg, { tag: 'circle', closeTag: true })).toMatchObject({ passed: true, line: 2 });
    expect(check(svg, { tag: 'rect', closeTag: true }).passed).toBe(true);
    expect(check(svg, { tag: 'svg', closeTag: true }).passed).toBe(true);
    expect(check('<math><mi/></math>', { tag: 'mi', closeTag: true }).passed).toBe(true);
  });

  it('does not take a slash ending an unquoted value, or an unclosed foreign element, as self-closing', () => {
    expect(check('<svg><circle r=5/></svg>', { tag: 'circle', closeTag: true }).reason).toBe('missing-close-tag');
    expect(check('<svg><g><circle r="5"></svg>', { tag: 'g', closeTag: true }).reason).toBe('missing-close-tag');
  });

  it('counts void elements as closed, since they never have an end tag', () => {
    expect(check('<img src="a.png"><br/>', { tag: 'img', closeTag: true }).passed).toBe(true);
    expect(check('<br>', { tag: 'br', closeTag: true }).passed).toBe(true);
  });

  it('does not need end tags without closeTag', () => {
    expect(check('<li>a<li>b', { tag: 'li', quantity: { qty: 'equal', equalTo: 2 } }).passed).toBe(true);
  });

  it('counts only closed elements against the quantity', () => {
    const html = '<p>a</p><p>b<p>c</p>';
    expect(check(html, { tag: 'p', closeTag: true, quantity: { qty: 'equal', equalTo: 2 } }).passed).toBe(true);
    expect(check(html, { tag: 'p', closeTag: true, quantity: { qty: 'min', min: 3 } }).reason).toBe('quantity');
  });
});

describe('html rule: quantity', () => {
  const three = '<ul>\n<li>1</li>\n<li>2</li>\n<li>3</li>\n</ul>';

  it('equal', () => {
    expect(check(three, { tag: 'li', quantity: { qty: 'equal', equalTo: 3 } }).passed).toBe(true);
    const r = check(three, { tag: 'li', quantity: { qty: 'equal', equalTo: 2 } });
    expect(r).toMatchObject({
      reason: 'quantity',
      params: { tag: 'li', qty: 'equal', expected: '2', actual: 3 },
      line: 2,
    });
  });

  it('min and max are inclusive', () => {
    expect(check(three, { tag: 'li', quantity: { qty: 'min', min: 3 } }).passed).toBe(true);
    expect(check(three, { tag: 'li', quantity: { qty: 'min', min: 4 } }).reason).toBe('quantity');
    expect(check(three, { tag: 'li', quantity: { qty: 'max', max: 3 } }).passed).toBe(true);
    expect(check(three, { tag: 'li', quantity: { qty: 'max', max: 2 } }).reason).toBe('quantity');
  });

  it('between is inclusive at both ends', () => {
    expect(check(three, { tag: 'li', quantity: { qty: 'between', min: 3, max: 5 } }).passed).toBe(true);
    expect(check(three, { tag: 'li', quantity: { qty: 'between', min: 1, max: 3 } }).passed).toBe(true);
    expect(check(three, { tag: 'li', quantity: { qty: 'between', min: 4, max: 9 } }).params).toMatchObject({
      expected: '4-9',
      actual: 3,
    });
  });

  it('max and equalTo 0 pass with no element at all', () => {
    expect(check('<p>x</p>', { tag: 'li', quantity: { qty: 'max', max: 2 } }).passed).toBe(true);
    expect(check('<p>x</p>', { tag: 'li', quantity: { qty: 'equal', equalTo: 0 } }).passed).toBe(true);
    expect(check(three, { tag: 'li', quantity: { qty: 'equal', equalTo: 0 } }).reason).toBe('quantity');
  });

  it('counts only elements whose attributes match', () => {
    const html = '<li class="a">1</li><li class="a b">2</li><li>3</li>';
    const attributes = attrs({ class: ['a'] });
    expect(check(html, { tag: 'li', attributes, quantity: { qty: 'equal', equalTo: 2 } }).passed).toBe(true);
  });

  it('rejects an invalid quantity definition with invalid-answer', () => {
    const bad = [
      { qty: 'equal' },
      { qty: 'min', min: -1 },
      { qty: 'between', min: 5, max: 1 },
      { qty: 'lots' },
      { qty: 'max', max: Number.NaN },
    ] as HtmlAnswer['quantity'][];
    for (const quantity of bad) expect(check(three, { tag: 'li', quantity }).reason).toBe('invalid-answer');
  });
});

describe('html rule: text', () => {
  it('passes when the text of the element contains the text, however the markup spaces or nests it', () => {
    expect(check('<h1>Sari</h1>', { tag: 'h1', text: 'Sari' }).passed).toBe(true);
    expect(check('<h1>\n    Sari\n  </h1>', { tag: 'h1', text: 'Sari' }).passed).toBe(true);
    expect(check('<h1>Halo, Sari!</h1>', { tag: 'h1', text: 'Sari' }).passed).toBe(true);
    expect(check('<h1>Halo,\n\t<b>Sari</b>   Lestari</h1>', { tag: 'h1', text: ' Sari  Lestari ' }).passed).toBe(true);
    expect(check('<h1>Sari &amp; Budi</h1>', { tag: 'h1', text: 'Sari & Budi' }).passed).toBe(true);
  });

  it('fails with text-mismatch, quoting what the element shows, when none shows it', () => {
    const r = check('<main>\n<h1 class="judul">Budi</h1>\n<p>Sari</p>\n</main>', {
      tag: 'h1',
      attributes: attrs({ class: ['judul'] }),
      text: 'Sari',
    });
    expect(r).toMatchObject({
      passed: false,
      reason: 'text-mismatch',
      params: { tag: 'h1', attributes: '{"class":["judul"]}', text: 'Sari', actual: 'Budi' },
      file: 'index.html',
      line: 2,
    });
    expect(check('<h1>  </h1>', { tag: 'h1', text: 'Sari' }).params).toMatchObject({ actual: '' });
    // letter case is what the page shows
    expect(check('<h1>SARI</h1>', { tag: 'h1', text: 'Sari' }).reason).toBe('text-mismatch');
  });

  it('reads only the own text of the element: not a neighbour, a script or a style', () => {
    expect(check('<h1>Sa</h1>ri', { tag: 'h1', text: 'Sari' }).reason).toBe('text-mismatch');
    expect(check('<h1>Ha</h1><h1>lo</h1>', { tag: 'h1', text: 'Halo' }).reason).toBe('text-mismatch');
    expect(
      check('<div><script>"Sari"</script><style>/* Sari */</style></div>', { tag: 'div', text: 'Sari' }).reason,
    ).toBe('text-mismatch');
    const long = check(`<p>${'kata '.repeat(40)}</p>`, { tag: 'p', text: 'Sari' });
    expect(String(long.params?.actual)).toHaveLength(80);
    expect(String(long.params?.actual).endsWith('…')).toBe(true);
  });

  it('counts only the elements that show the text against the quantity', () => {
    const list = '<ul><li>Apel</li><li>Jeruk</li><li>Apel merah</li></ul>';
    expect(check(list, { tag: 'li', text: 'Apel', quantity: { qty: 'equal', equalTo: 2 } }).passed).toBe(true);
    expect(check(list, { tag: 'li', text: 'Apel', quantity: { qty: 'equal', equalTo: 3 } })).toMatchObject({
      reason: 'quantity',
      params: { actual: 2 },
    });
    // nested elements each hold their descendants' text
    const nested = '<div><div><div>Sari</div></div></div><div>Budi</div>';
    expect(check(nested, { tag: 'div', text: 'Sari', quantity: { qty: 'equal', equalTo: 3 } }).passed).toBe(true);
  });

  it('asks nothing with a blank text, and is invalid with one that is not a text', () => {
    expect(check('<h1>x</h1>', { tag: 'h1', text: '  ' }).passed).toBe(true);
    expect(check('<h1>x</h1>', { tag: 'h1', text: 5 as unknown as string })).toMatchObject({
      reason: 'invalid-answer',
      params: { field: 'text' },
    });
  });

  it('reads the text of a page parsed before by a check without text rules (the cache holds the first parse)', () => {
    const page = '<main><h1>Halo, Sari!</h1></main><!-- cached first without its text -->';
    expect(check(page, { tag: 'h1' }).passed).toBe(true);
    expect(check(page, { tag: 'h1', text: 'Sari' }).passed).toBe(true);
    expect(check(page, { tag: 'h1', text: 'Budi' })).toMatchObject({
      reason: 'text-mismatch',
      params: { actual: 'Halo, Sari!' },
    });
    // and within one check, a rule without text before a rule with it
    const both = checkAnswers(
      [{ path: 'index.html', value: `${page}<!-- another content -->` }],
      [
        { kind: 'html', tag: 'main' },
        { kind: 'html', tag: 'main', text: 'Halo, Sari' },
      ],
    );
    expect(both.results.map((r) => r.passed)).toEqual([true, true]);
  });

  it('stays linear on deeply nested elements', () => {
    const depth = 20_000;
    const deep = `${'<div>'.repeat(depth)}Sari${'</div>'.repeat(depth)}`;
    const started = performance.now();
    const r = check(deep, { tag: 'div', text: 'Sari', quantity: { qty: 'equal', equalTo: depth } });
    expect(r.passed).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('html rule: reason priority', () => {
  it('reports invalid-answer before anything else', () => {
    expect(check('', { tag: 'p', attributes: '{bad', closeTag: true }).reason).toBe('invalid-answer');
    expect(check('<p>x</p>', { tag: '' }).reason).toBe('invalid-answer');
  });

  it('then missing-tag, attribute-mismatch, missing-close-tag, quantity', () => {
    const quantity = { qty: 'min', min: 2 } as const;
    const attributes = attrs({ id: 'a' });
    expect(check('<div></div>', { tag: 'p', attributes, closeTag: true, quantity }).reason).toBe('missing-tag');
    expect(check('<p id="b">x', { tag: 'p', attributes, closeTag: true, quantity }).reason).toBe('attribute-mismatch');
    expect(check('<p id="a">x', { tag: 'p', attributes, closeTag: true, quantity }).reason).toBe('missing-close-tag');
    expect(check('<p id="a">x</p>', { tag: 'p', attributes, closeTag: true, quantity }).reason).toBe('quantity');
  });

  it('puts text-mismatch after missing-close-tag and before quantity', () => {
    const quantity = { qty: 'min', min: 2 } as const;
    const rule = { tag: 'p', closeTag: true, text: 'Sari', quantity };
    expect(check('<p>Budi', rule).reason).toBe('missing-close-tag');
    expect(check('<p>Budi</p>', rule).reason).toBe('text-mismatch');
    expect(check('<p>Sari</p><p>Budi</p>', rule).reason).toBe('quantity');
  });
});

describe('html rule: files', () => {
  const files = [
    { path: 'index.html', value: '<h1>home</h1>' },
    { path: 'pages/about.html', value: '<h2>about</h2>' },
    { path: 'style.css', value: 'h3 { color: red }' },
  ];
  const one = (answer: Omit<HtmlAnswer, 'kind'>) => checkAnswers(files, [{ kind: 'html', ...answer }]).results[0]!;

  it('reads every HTML file without file', () => {
    expect(one({ tag: 'h2' })).toMatchObject({ passed: true, file: 'pages/about.html' });
  });

  it('narrows to the named file', () => {
    expect(one({ tag: 'h2', file: 'index.html' }).reason).toBe('missing-tag');
    expect(one({ tag: 'h2', file: 'pages/about.html' }).passed).toBe(true);
  });

  it('fails with missing-tag for a missing file or one of another language', () => {
    expect(one({ tag: 'h1', file: 'nope.html' })).toMatchObject({ reason: 'missing-tag', file: 'nope.html' });
    expect(one({ tag: 'h3', file: 'style.css' }).reason).toBe('missing-tag');
  });

  it('counts within one page, never summed across pages', () => {
    expect(one({ tag: 'h1', quantity: { qty: 'equal', equalTo: 1 } }).passed).toBe(true);
    const both = [...files, { path: 'b.html', value: '<h1>b</h1>' }];
    const two = checkAnswers(both, [{ kind: 'html', tag: 'h1', quantity: { qty: 'equal', equalTo: 2 } }]).results[0]!;
    expect(two).toMatchObject({ passed: false, reason: 'quantity', params: { actual: 1 }, file: 'index.html' });
    const once = checkAnswers(both, [{ kind: 'html', tag: 'h1', quantity: { qty: 'equal', equalTo: 1 } }]).results[0]!;
    expect(once).toMatchObject({ passed: true, file: 'index.html' });
  });

  it('passes on the page that satisfies the quantity, whatever other pages hold', () => {
    const pages = [
      { path: 'index.html', value: '<li>1</li><li>2</li><li>3</li><li>4</li>' },
      { path: 'menu.html', value: '<li>a</li><li>b</li><li>c</li>' },
    ];
    const r = checkAnswers(pages, [{ kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 3 } }]).results[0]!;
    expect(r).toMatchObject({ passed: true, file: 'menu.html', params: { actual: 3 } });
    const narrowed = checkAnswers(pages, [
      { kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 3 }, file: 'index.html' },
    ]).results[0]!;
    expect(narrowed).toMatchObject({ passed: false, reason: 'quantity', params: { actual: 4 } });
  });
});
