/**
 * docs/decisions/0009-checker.md, CSS values as browsers compute them: each row is what a learner writes and what a rule
 * asks. Equal rows must pass written either way round; unequal rows must fail either way round.
 */
import { describe, expect, it } from 'vitest';
import type { CheckFile, CssAnswer, RuleResult } from '../api';
import { checkAnswers } from '../index';

const page = (css: string): CheckFile[] => [
  { path: 'index.html', value: '<link rel="stylesheet" href="style.css"><h1>Hi</h1>' },
  { path: 'style.css', value: css },
];
const judge = (css: string, properties: Record<string, string>) =>
  checkAnswers(page(css), [{ kind: 'css', selector: ['h1'], properties: JSON.stringify(properties) } as CssAnswer])
    .results[0] as RuleResult;

/** `a; b` declarations as a rule's property map. */
function asMap(declarations: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of declarations.split(/;(?![^(]*\))/)) {
    const colon = part.indexOf(':');
    if (colon > 0) out[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
  }
  return out;
}

/** Both ways round: `a` written, `b` asked, and `b` written, `a` asked. */
function bothWays(a: string, b: string): [boolean, boolean] {
  return [judge(`h1 { ${a} }`, asMap(b)).passed, judge(`h1 { ${b} }`, asMap(a)).passed];
}

describe('every shorthand sets its longhands, and the longhands together give the shorthand', () => {
  it.each([
    ['place-items: center', 'align-items: center; justify-items: center'],
    ['place-items: start end', 'align-items: start; justify-items: end'],
    ['place-content: space-between center', 'align-content: space-between; justify-content: center'],
    ['place-self: end', 'align-self: end; justify-self: end'],
    ['flex-flow: row wrap', 'flex-direction: row; flex-wrap: wrap'],
    ['flex-flow: wrap column', 'flex-direction: column; flex-wrap: wrap'],
    ['flex-flow: column', 'flex-direction: column; flex-wrap: nowrap'],
    ['grid-column: 1 / 3', 'grid-column-start: 1; grid-column-end: 3'],
    ['grid-column: 2', 'grid-column-start: 2; grid-column-end: auto'],
    ['grid-column: span 2', 'grid-column-start: span 2; grid-column-end: auto'],
    ['grid-row: header', 'grid-row-start: header; grid-row-end: header'],
    ['grid-row: 1 / -1', 'grid-row-start: 1; grid-row-end: -1'],
    ['grid-area: 1 / 2 / 3 / 4', 'grid-row-start: 1; grid-column-start: 2; grid-row-end: 3; grid-column-end: 4'],
    ['grid-area: 2 / 1', 'grid-row: 2 / auto; grid-column: 1 / auto'],
    [
      'grid-template: 100px 1fr / 50px 1fr',
      'grid-template-rows: 100px 1fr; grid-template-columns: 50px 1fr; grid-template-areas: none',
    ],
    ['grid-template: none', 'grid-template-rows: none; grid-template-columns: none; grid-template-areas: none'],
    ['margin-inline: auto', 'margin-inline-start: auto; margin-inline-end: auto'],
    ['margin-block: 1rem 2rem', 'margin-block-start: 1rem; margin-block-end: 2rem'],
    ['padding-block: 8px', 'padding-block-start: 8px; padding-block-end: 8px'],
    ['padding-inline: 0 1em', 'padding-inline-start: 0; padding-inline-end: 1em'],
    ['inset: 0', 'top: 0; right: 0; bottom: 0; left: 0'],
    ['inset: 10px 20px', 'top: 10px; right: 20px; bottom: 10px; left: 20px'],
    ['inset-block: 0', 'inset-block-start: 0; inset-block-end: 0'],
    ['inset-inline: 5% auto', 'inset-inline-start: 5%; inset-inline-end: auto'],
    ['border-inline: 1px solid red', 'border-inline-start: 1px solid red; border-inline-end: 1px solid red'],
    [
      'border-block-end: 2px dotted',
      'border-block-end-width: 2px; border-block-end-style: dotted; border-block-end-color: currentcolor',
    ],
    [
      'border-inline-start: thick double blue',
      'border-inline-start-width: thick; border-inline-start-style: double; border-inline-start-color: #00f',
    ],
    ['border-block-width: 1px 3px', 'border-block-start-width: 1px; border-block-end-width: 3px'],
    ['column-rule: 1px solid #ccc', 'column-rule-width: 1px; column-rule-style: solid; column-rule-color: #cccccc'],
    ['column-rule: dashed', 'column-rule-width: medium; column-rule-style: dashed; column-rule-color: currentcolor'],
    ['columns: 3 200px', 'column-width: 200px; column-count: 3'],
    ['list-style: square inside', 'list-style-type: square; list-style-position: inside; list-style-image: none'],
    ['list-style: none', 'list-style-type: none; list-style-image: none; list-style-position: outside'],
    ['list-style: url(dot.png) none', 'list-style-image: url(dot.png); list-style-type: none'],
    [
      'text-decoration: underline dotted red',
      'text-decoration-line: underline; text-decoration-style: dotted; text-decoration-color: red',
    ],
    ['text-decoration: underline overline', 'text-decoration-line: underline overline; text-decoration-style: solid'],
    ['text-decoration: none', 'text-decoration-line: none; text-decoration-thickness: auto'],
    [
      'scroll-margin: 10px 0',
      'scroll-margin-top: 10px; scroll-margin-right: 0; scroll-margin-bottom: 10px; scroll-margin-left: 0',
    ],
    ['scroll-padding-inline: 4px 8px', 'scroll-padding-inline-start: 4px; scroll-padding-inline-end: 8px'],
    [
      'offset: path("M0 0 H100") 40px auto',
      'offset-path: path("M0 0 H100"); offset-distance: 40px; offset-rotate: auto',
    ],
    [
      'offset: path("M0 0 H100") reverse 30deg / center',
      'offset-path: path("M0 0 H100"); offset-rotate: reverse 30deg; offset-anchor: center',
    ],
    ['outline: 2px dashed', 'outline-width: 2px; outline-style: dashed; outline-color: currentcolor'],
    ['overflow: hidden auto', 'overflow-x: hidden; overflow-y: auto'],
    ['gap: 1rem', 'row-gap: 1rem; column-gap: 1rem'],
    ['grid-gap: 4px 8px', 'row-gap: 4px; column-gap: 8px'],
    [
      'border-radius: 4px 8px',
      'border-top-left-radius: 4px; border-top-right-radius: 8px; border-bottom-right-radius: 4px; border-bottom-left-radius: 8px',
    ],
    ['text-emphasis: filled red', 'text-emphasis-style: filled; text-emphasis-color: red'],
    ['container: sidebar / inline-size', 'container-name: sidebar; container-type: inline-size'],
    [
      'animation: spin 2s',
      'animation-name: spin; animation-duration: 2s; animation-timing-function: ease; animation-delay: 0s; animation-iteration-count: 1; animation-direction: normal; animation-fill-mode: none; animation-play-state: running',
    ],
    ['animation: spin 2s ease 0s 1 normal none running', 'animation-name: spin; animation-duration: 2s'],
    [
      'animation: 1s infinite alternate both fade',
      'animation-name: fade; animation-duration: 1s; animation-iteration-count: infinite; animation-direction: alternate; animation-fill-mode: both',
    ],
    ['animation: none', 'animation-name: none'],
    ['animation: a 1s, b 2s 500ms', 'animation-name: a, b; animation-duration: 1s, 2s; animation-delay: 0s, 0.5s'],
    [
      'transition: opacity 0.3s',
      'transition-property: opacity; transition-duration: 300ms; transition-timing-function: ease; transition-delay: 0s',
    ],
    [
      'transition: 1s ease-in color 2s',
      'transition-property: color; transition-duration: 1s; transition-delay: 2s; transition-timing-function: ease-in',
    ],
  ])('%s ↔ %s', (shorthand, longhands) => {
    expect(bothWays(shorthand, longhands)).toEqual([true, true]);
  });

  it.each([
    ['scroll-padding: 1rem', 'scroll-padding-top: 1rem; scroll-padding-left: 1rem'],
    ['border-radius: 10px / 20px', 'border-top-left-radius: 10px 20px; border-bottom-right-radius: 10px 20px'],
    ['transition: all 0.2s, transform 1s linear', 'transition-property: all, transform; transition-duration: 0.2s, 1s'],
    ['text-decoration: underline red', 'text-decoration-color: red'],
    ['animation: spin 1s 2', 'animation-iteration-count: 2'],
  ])('%s sets (among others) %s', (shorthand, longhands) => {
    expect(judge(`h1 { ${shorthand} }`, asMap(longhands)).passed).toBe(true);
  });

  it.each([
    ['place-items: center', 'align-items: center; justify-items: start'],
    ['flex-flow: row wrap', 'flex-direction: column; flex-wrap: wrap'],
    ['grid-column: 1 / 3', 'grid-column-start: 1; grid-column-end: 4'],
    ['grid-column: 2', 'grid-column-start: 2; grid-column-end: 2'],
    ['margin-inline: auto', 'margin-inline-start: auto; margin-inline-end: 0'],
    ['inset-block: 0', 'inset-block-start: 0; inset-block-end: auto'],
    ['border-inline: 1px solid red', 'border-inline-start: 1px solid red; border-inline-end: 1px solid blue'],
    ['column-rule: 1px solid #ccc', 'column-rule-width: 1px; column-rule-style: dashed; column-rule-color: #ccc'],
    ['list-style: square', 'list-style-type: square; list-style-position: inside'],
    ['text-decoration: underline', 'text-decoration-line: overline'],
    ['scroll-margin: 10px 0', 'scroll-margin-top: 10px; scroll-margin-right: 10px'],
    ['animation: spin 2s', 'animation-name: spin; animation-duration: 1s'],
    ['animation: spin 2s 1s', 'animation-name: spin; animation-duration: 1s; animation-delay: 2s'],
    [
      'transition: opacity 0.3s',
      'transition-property: opacity; transition-duration: 0.3s; transition-timing-function: linear',
    ],
    ['border-radius: 10px / 20px', 'border-top-left-radius: 10px'],
  ])('%s differs from %s', (shorthand, longhands) => {
    expect(bothWays(shorthand, longhands)).toEqual([false, false]);
  });

  it('lets a later logical or physical longhand replace its part of a shorthand', () => {
    expect(judge('h1 { margin-inline: auto; margin-inline-start: 0 }', { 'margin-inline': 'auto' }).passed).toBe(false);
    expect(judge('h1 { place-items: center; justify-items: end }', { 'place-items': 'center end' }).passed).toBe(true);
    expect(
      judge('h1 { border-block: 1px solid; border-block-end-width: 2px }', { 'border-block-end-width': '2px' }).passed,
    ).toBe(true);
  });
});
