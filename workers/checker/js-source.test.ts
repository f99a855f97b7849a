/** The JS source reader: acorn token keys, the KMP run search and the spec's fallback for broken sources. */
import { describe, expect, it } from 'vitest';
import { findTokens, lineAt, prepareJs, stripComments, stripJs, tokenizeJs } from './js-source';

const keys = (text: string): string[] => {
  const read = tokenizeJs(text);
  if (!('tokens' in read)) throw new Error(read.error.message);
  return read.tokens.keys;
};

describe('stripJs', () => {
  it('removes whitespace and regex special characters', () => {
    expect(stripJs('a.b( c ) { $x | [y] } ^ * + ? \\ /')).toBe('abcxy');
  });
});

describe('tokenizeJs', () => {
  it('drops whitespace, comments and semicolons', () => {
    expect(keys('let  x=1; // note\n/* c */')).toEqual(keys('let x = 1'));
  });

  it('makes the quote style of strings irrelevant, template text included', () => {
    expect(keys("f('a')")).toEqual(keys('f("a")'));
    expect(keys('f(`a`)')).toEqual(keys("f('a')"));
    expect(keys("'it\\'s'")).toEqual(keys('"it\'s"'));
  });

  it('keeps operators, string contents and names apart', () => {
    expect(keys('a * b')).not.toEqual(keys('a + b'));
    expect(keys('a == b')).not.toEqual(keys('a === b'));
    expect(keys("f('a')")).not.toEqual(keys("f('A')"));
    expect(keys('"x"')).not.toEqual(keys('x'));
    expect(keys('if')).not.toEqual(keys('"if"'));
  });

  it('compares numbers by value', () => {
    expect(keys('x = 0x10')).toEqual(keys('x = 16'));
    expect(keys('x = 10n')).not.toEqual(keys('x = 10'));
  });

  it('reads a regular expression as one token, not as code or division', () => {
    expect(keys('x = /a+b/g')).toHaveLength(3);
    expect(keys('x = a / b / c')).toHaveLength(7);
  });

  it('reports the offset of a syntax error', () => {
    const read = tokenizeJs('let a = 1;\nlet b = "open');
    expect(read).toMatchObject({ error: { offset: 19 } });
    expect(tokenizeJs('/* open')).toHaveProperty('error');
    expect(tokenizeJs('`open')).toHaveProperty('error');
  });
});

describe('findTokens', () => {
  it('finds an unbroken run and only that', () => {
    expect(findTokens(['a', 'b', 'a', 'b', 'c'], ['a', 'b', 'c'])).toBe(2);
    expect(findTokens(['a', 'b', 'x', 'c'], ['a', 'b', 'c'])).toBe(-1);
    expect(findTokens(['a', 'a', 'a', 'b'], ['a', 'a', 'b'])).toBe(1);
    expect(findTokens(['a'], [])).toBe(-1);
  });
});

describe('stripComments (fallback for sources that do not tokenize)', () => {
  it('drops line and block comments but keeps strings', () => {
    expect(stripComments('a = 1; // note\n/* block */ b = "// not a comment";').stripped).toBe('a=1;b="notacomment";');
  });

  it('tells regular expressions from division', () => {
    expect(stripComments('x = /ab\\/\\/cd/.test(y); // gone').stripped).toBe('x=abcdtesty;');
    expect(stripComments('x = a / b // gone\ny = 2').stripped).toBe('x=aby=2');
    expect(stripComments('return /[/]/g').stripped).toBe('returng');
  });

  it('reads template literals with nested expressions', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is JS source under test
    const js = stripComments('t = `a ${ f(`b ${c}`) /* x */ } // kept`; // gone');
    expect(js.stripped).toBe('t=`af`bc`kept`;');
  });

  it('survives unterminated strings, comments, templates and regexes', () => {
    for (const text of ['"open', '/* open', '`open ${', '/[/', 'a = /x', '}}}'])
      expect(() => prepareJs(text).fallback()).not.toThrow();
  });
});

describe('prepareJs', () => {
  it('maps offsets back to lines from the first line of the source', () => {
    const js = prepareJs('\n\n  go();\n', 5);
    expect(lineAt(js, js.tokens!.starts[0]!)).toBe(7);
    const broken = prepareJs('\n"open\n  go();\n', 5);
    expect(broken.tokens).toBeNull();
    const { stripped, offsets } = broken.fallback();
    expect(lineAt(broken, offsets[stripped.indexOf('go')]!)).toBe(7);
    expect(lineAt(broken, broken.syntaxError!.offset)).toBe(6);
  });
});
