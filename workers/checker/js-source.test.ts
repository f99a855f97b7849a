import { describe, expect, it } from 'vitest';
import { lineAt, prepareJs, stripJs } from './js-source';

describe('stripJs', () => {
  it('removes whitespace and regex special characters', () => {
    expect(stripJs('a.b( c ) { $x | [y] } ^ * + ? \\ /')).toBe('abcxy');
  });
});

describe('prepareJs', () => {
  it('drops line and block comments but keeps strings', () => {
    expect(prepareJs('a = 1; // note\n/* block */ b = "// not a comment";').stripped).toBe('a=1;b="notacomment";');
  });

  it('tells regular expressions from division', () => {
    expect(prepareJs('x = /ab\\/\\/cd/.test(y); // gone').stripped).toBe('x=abcdtesty;');
    expect(prepareJs('x = a / b // gone\ny = 2').stripped).toBe('x=aby=2');
    expect(prepareJs('return /[/]/g').stripped).toBe('returng');
  });

  it('reads template literals with nested expressions', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is JS source under test
    const js = prepareJs('t = `a ${ f(`b ${c}`) /* x */ } // kept`; // gone');
    expect(js.stripped).toBe('t=`af`bc`kept`;');
  });

  it('maps stripped offsets back to lines', () => {
    const js = prepareJs('\n\n  go();\n', 5);
    const at = js.stripped.indexOf('go');
    expect(lineAt(js, js.offsets[at]!)).toBe(7);
  });

  it('survives unterminated strings, comments, templates and regexes', () => {
    for (const text of ['"open', '/* open', '`open ${', '/[/', 'a = /x', '}}}'])
      expect(() => prepareJs(text)).not.toThrow();
  });
});
