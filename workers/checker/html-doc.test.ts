/** The one-pass HTML index: the page's stylesheets in document order for the CSS cascade. */
import { describe, expect, it } from 'vitest';
import { parseHtmlDoc } from './html-doc';

describe('parseHtmlDoc stylesheets', () => {
  it('lists links and style blocks in document order, with style indexes', () => {
    const doc = parseHtmlDoc(
      [
        '<!doctype html><html><head>',
        '<style>p { color: red }</style>',
        '<link rel="stylesheet" href=" css/a.css ">',
        '</head><body>',
        '<style>h1 { color: blue }</style>',
        '<link rel="preload icon" href="x.css">',
        '<link href="b.css" REL="Alternate STYLESHEET">',
        '</body></html>',
      ].join('\n'),
    );
    expect(doc.stylesheets).toEqual([
      { kind: 'style', index: 0, line: 2 },
      { kind: 'link', href: 'css/a.css', line: 3 },
      { kind: 'style', index: 1, line: 5 },
      { kind: 'link', href: 'b.css', line: 7 },
    ]);
    expect(doc.styles[1]?.text).toBe('h1 { color: blue }');
  });

  it('compares rel as a token list: a token containing "stylesheet" is not the token', () => {
    const doc = parseHtmlDoc('<link rel="stylesheets" href="a.css"><link rel="nostylesheet" href="b.css">');
    expect(doc.stylesheets).toEqual([]);
  });

  it('ignores a stylesheet link without href', () => {
    expect(parseHtmlDoc('<link rel="stylesheet">').stylesheets).toEqual([]);
  });
});
