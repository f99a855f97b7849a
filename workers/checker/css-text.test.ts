import { describe, expect, it } from 'vitest';
import { normalizeCssValue, normalizeSelector, parseDeclarationList, splitTopLevel, stripImportant } from './css-text';

describe('normalizeCssValue', () => {
  it('collapses whitespace and lower-cases outside strings and url()', () => {
    expect(normalizeCssValue('  1PX   Solid  #ABCDEF ')).toBe('1px solid #abcdef');
    expect(normalizeCssValue('RGBA( 0 , 0 ,0 , .5 )')).toBe('rgba(0,0,0,.5)');
    expect(normalizeCssValue('"Open Sans" , Serif')).toBe('"Open Sans",serif');
    expect(normalizeCssValue("'A'")).toBe('"A"');
    expect(normalizeCssValue('URL( "Img/A.PNG" )')).toBe('url(Img/A.PNG)');
    expect(normalizeCssValue('url(Img/A.PNG)')).toBe('url(Img/A.PNG)');
  });

  it('drops comments and keeps custom property names as written', () => {
    expect(normalizeCssValue('red /* note */ ')).toBe('red');
    expect(normalizeCssValue('var( --Brand-Color )')).toBe('var(--Brand-Color)');
  });

  it('keeps calc operators apart and grid slashes tight', () => {
    expect(normalizeCssValue('calc(100%   -   2rem)')).toBe('calc(100% - 2rem)');
    expect(normalizeCssValue('1 / 3')).toBe('1/3');
  });

  it('survives unterminated strings, urls and comments', () => {
    expect(() => normalizeCssValue('"open')).not.toThrow();
    expect(() => normalizeCssValue('url(a')).not.toThrow();
    expect(normalizeCssValue('red /* open')).toBe('red');
  });
});

describe('normalizeSelector', () => {
  it('normalises whitespace around combinators and commas', () => {
    expect(normalizeSelector('  ul  >  li ,  a + b  ~ c ')).toBe('ul>li,a+b~c');
    expect(normalizeSelector('nav\n\ta:hover')).toBe('nav a:hover');
  });

  it('normalises attribute selectors and quotes', () => {
    expect(normalizeSelector("a[ href ^= 'http' ]")).toBe('a[href^="http"]');
  });

  it('keeps strings and escapes intact', () => {
    expect(normalizeSelector('[title="a  >  b"]')).toBe('[title="a  >  b"]');
    expect(normalizeSelector('.a\\:b')).toBe('.a\\:b');
  });
});

describe('splitTopLevel and declarations', () => {
  it('splits only at top-level separators', () => {
    expect(splitTopLevel('a, b:is(c, d), [x=","]', ',')).toEqual(['a', ' b:is(c, d)', ' [x=","]']);
  });

  it('parses declaration lists, later values winning, malformed parts skipped', () => {
    const map = parseDeclarationList('color: red; ; nonsense; background: url("a;b.png"); COLOR: Blue !important');
    expect([...map]).toEqual([
      ['color', 'blue'],
      ['background', 'url(a;b.png)'],
    ]);
  });

  it('strips !important in any spacing and case', () => {
    expect(stripImportant('red ! IMPORTANT ')).toBe('red ');
    expect(stripImportant('red')).toBe('red');
  });
});

describe('normalizeSelector case', () => {
  it('lower-cases element names, pseudo-classes and attribute names only', () => {
    expect(normalizeSelector('DIV.Card#Main > A:HOVER')).toBe('div.Card#Main>a:hover');
    expect(normalizeSelector('INPUT[TYPE=Text]')).toBe('input[type=Text]');
    expect(normalizeSelector(':NOT(.Big) , LI::Before')).toBe(':not(.Big),li::before');
    expect(normalizeSelector('.a\\:B')).toBe('.a\\:B');
  });
});
