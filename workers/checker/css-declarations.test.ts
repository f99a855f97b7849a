/**
 * A style reads each property lazily, backwards from the last declaration that touches it. These tests hold it to
 * the plain reading of the cascade: apply every declaration in order to a map, a declaration first removing the
 * properties it overlaps, then setting itself and the longhands it expands to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeclaredStyle, requiredProperty } from './css-declarations';
import { expandShorthand, overlapsOf } from './css-shorthands';
import { SHORTHANDS } from './css-shorthands.generated';
import { normalizeCssValue } from './css-text';

/** Families of properties that overlap, each with values a learner writes, an unreadable one and a global keyword. */
const POOL: Array<[property: string, value: string]> = [
  ['margin', '0 auto'],
  ['margin', '4px 8px 12px'],
  ['margin', 'var(--gap)'],
  ['margin-top', '10px'],
  ['margin-inline', 'auto'],
  ['margin-inline-start', '2rem'],
  ['margin-block', 'inherit'],
  ['border', '1px solid #ccc'],
  ['border', '2px dashed red'],
  ['border-top', 'thick double blue'],
  ['border-color', 'red green'],
  ['border-top-color', 'rgb(0 0 255)'],
  ['border-width', 'medium'],
  ['border-style', 'none'],
  ['background', 'url(a.png) no-repeat center / cover, #fff'],
  ['background', 'red'],
  ['background-color', 'white'],
  ['background-position', 'center'],
  ['flex', '1'],
  ['flex', 'none'],
  ['flex-grow', '2'],
  ['flex-basis', '50%'],
  ['font', 'italic bold 16px/1.5 serif'],
  ['font-size', '20px'],
  ['font-weight', '700'],
  ['grid-area', '1 / 2 / 3'],
  ['grid-row', '1 / span 2'],
  ['grid-row-start', '3'],
  ['place-items', 'center'],
  ['align-items', 'start'],
  ['inset', '0'],
  ['top', 'calc(10px + 5px)'],
  ['color', 'red'],
  ['color', 'unset'],
];

const touched = [...new Set(POOL.flatMap(([property]) => [property, ...(SHORTHANDS[property]?.longhands ?? [])]))];

/** The cascade applied forwards, as a map from property to computed value. */
function appliedInOrder(declarations: Array<[string, string]>): Map<string, string> {
  const values = new Map<string, string>();
  for (const [property, raw] of declarations) {
    for (const other of overlapsOf(property)) values.delete(other);
    const applied = requiredProperty(property, raw);
    values.set(property, applied.value);
    for (const [longhand, computed] of applied.longhands?.values ?? []) values.set(longhand, computed);
  }
  return values;
}

describe('a style read lazily agrees with the cascade applied in order', () => {
  it('for any order of overlapping declarations', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...POOL), { maxLength: 12 }), (declarations) => {
        const style = new DeclaredStyle();
        for (const [property, raw] of declarations) style.apply(property, raw, { file: 'style.css', line: 1 });
        const expected = appliedInOrder(declarations);
        for (const property of touched) expect(style.computed(property)).toBe(expected.get(property));
      }),
      { numRuns: 400 },
    );
  });

  it('after more declarations are applied to a style already read', () => {
    const style = new DeclaredStyle();
    style.apply('margin', '0 auto', { file: 'a.css', line: 1 });
    expect(style.computed('margin-left')).toBe(appliedInOrder([['margin', '0 auto']]).get('margin-left'));
    style.apply('margin-left', '3px', { file: 'a.css', line: 2 });
    expect(style.computed('margin-left')).toBe('3px');
    expect(style.computed('margin')).toBeUndefined();
  });

  it('every longhand a shorthand expands to is one its declaration overlaps', () => {
    // The backward reading skips declarations that do not overlap the asked property, so an expansion may only
    // set properties in its overlap set.
    for (const [shorthand, { longhands }] of Object.entries(SHORTHANDS))
      for (const longhand of longhands) expect(overlapsOf(shorthand).has(longhand)).toBe(true);
    for (const [property, raw] of POOL) {
      const expanded = expandShorthand(property, normalizeCssValue(raw));
      for (const longhand of expanded?.values.keys() ?? []) expect(overlapsOf(property).has(longhand)).toBe(true);
    }
  });
});
