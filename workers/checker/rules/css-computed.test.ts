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
    [
      'border-image: url(frame.png) 30 round',
      'border-image-source: url(frame.png); border-image-slice: 30; border-image-repeat: round',
    ],
    [
      'border-image: url(frame.png) 30 fill / 10px / 2px repeat space',
      'border-image-source: url(frame.png); border-image-slice: fill 30 30; border-image-width: 10px 10px; border-image-outset: 2px; border-image-repeat: repeat space',
    ],
    [
      'border-image: linear-gradient(red, blue) 27 / / 4px',
      'border-image-source: linear-gradient(red, blue); border-image-slice: 27; border-image-width: 1; border-image-outset: 4px; border-image-repeat: stretch stretch',
    ],
    [
      'mask-border: url(m.png) 30 fill / 5px luminance round',
      'mask-border-source: url(m.png); mask-border-slice: 30 fill; mask-border-width: 5px; mask-border-mode: luminance; mask-border-repeat: round',
    ],
    [
      'mask: url(m.svg) center / contain no-repeat',
      'mask-image: url(m.svg); mask-position: 50% 50%; mask-size: contain; mask-repeat: no-repeat',
    ],
    [
      'mask: url(a.svg) content-box no-clip subtract',
      'mask-image: url(a.svg); mask-origin: content-box; mask-clip: no-clip; mask-composite: subtract',
    ],
    ['mask: url(a.svg) padding-box', 'mask-image: url(a.svg); mask-origin: padding-box; mask-clip: padding-box'],
    [
      'mask: url(a.svg), linear-gradient(black, transparent) luminance',
      'mask-image: url(a.svg), linear-gradient(black, transparent); mask-mode: match-source, luminance',
    ],
    [
      'background: url(a.png) no-repeat, #fff',
      'background-image: url(a.png), none; background-repeat: no-repeat, repeat; background-color: white',
    ],
    ['grid: auto-flow / 1fr 1fr', 'grid-template-columns: 1fr 1fr; grid-auto-flow: row; grid-template-rows: none'],
    [
      'grid: 100px 1fr / auto-flow dense 50px',
      'grid-template-rows: 100px 1fr; grid-auto-flow: dense column; grid-auto-columns: 50px',
    ],
    [
      'grid: auto-flow dense 40px / repeat(3, 1fr)',
      'grid-auto-flow: dense; grid-auto-rows: 40px; grid-template-columns: repeat(3, 1fr)',
    ],
    ['grid: 100px 1fr / 50px 1fr', 'grid-template: 100px 1fr / 50px 1fr; grid-auto-flow: row'],
    [
      'grid: "head head" 60px "side main" / 200px 1fr',
      'grid-template-areas: "head  head" "side main"; grid-template-rows: 60px auto; grid-template-columns: 200px 1fr',
    ],
    [
      'grid-template: [top] "a a" 40px [mid] [x] "b ." / 1fr 2fr',
      "grid-template-rows: [top] 40px [mid x] auto; grid-template-columns: 1fr 2fr; grid-template-areas: 'a a' 'b ...'",
    ],
    ['marker: url(#dot)', 'marker-start: url(#dot); marker-mid: url(#dot); marker-end: url(#dot)'],
    ['contain-intrinsic-size: auto 300px', 'contain-intrinsic-width: auto 300px; contain-intrinsic-height: auto 300px'],
    ['contain-intrinsic-size: 300px 200px', 'contain-intrinsic-width: 300px; contain-intrinsic-height: 200px'],
    ['scroll-timeline: --hero inline', 'scroll-timeline-name: --hero; scroll-timeline-axis: inline'],
    ['scroll-timeline: --a, --b x', 'scroll-timeline-name: --a, --b; scroll-timeline-axis: block, x'],
    [
      'view-timeline: --card y 10px 10px',
      'view-timeline-name: --card; view-timeline-axis: y; view-timeline-inset: 10px',
    ],
    ['view-timeline: --card', 'view-timeline-name: --card'],
    [
      'position-try: most-height --top, flip-block',
      'position-try-order: most-height; position-try-fallbacks: --top, flip-block',
    ],
    ['position-try: --below', 'position-try-fallbacks: --below'],
    ['animation-range: entry', 'animation-range-start: entry 0%; animation-range-end: entry 100%'],
    ['animation-range: entry 10% exit', 'animation-range-start: entry 10%; animation-range-end: exit 100%'],
    ['animation-range: 20% 80%, contain', 'animation-range-start: 20%, contain; animation-range-end: 80%, contain'],
    ['place-content: first baseline', 'align-content: baseline; justify-content: start'],
    ['place-items: last baseline', 'align-items: last baseline; justify-items: last baseline'],
    ['place-content: safe center space-between', 'align-content: safe center; justify-content: space-between'],
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
    ['border-image: url(frame.png) 30 round', 'border-image-source: url(frame.png); border-image-slice: 30 fill'],
    ['border-image: url(frame.png) 30 / 10px', 'border-image-source: url(frame.png); border-image-width: 10px 5px'],
    ['mask: url(m.svg) no-repeat', 'mask-image: url(m.svg); mask-repeat: repeat-x'],
    ['mask: url(a.svg) padding-box', 'mask-image: url(a.svg); mask-origin: padding-box; mask-clip: border-box'],
    ['mask: url(a.svg), url(b.svg)', 'mask-image: url(a.svg)'],
    ['grid: auto-flow / 1fr 1fr', 'grid-template-columns: 1fr 1fr; grid-auto-flow: column'],
    ['grid: auto-flow dense / 1fr', 'grid-template-columns: 1fr; grid-auto-flow: row'],
    ['grid: "a b" / 1fr 1fr', 'grid-template-areas: "a . b"; grid-template-rows: auto; grid-template-columns: 1fr 1fr'],
    ['marker: url(#dot)', 'marker-start: url(#dot); marker-end: none'],
    ['contain-intrinsic-size: auto 300px', 'contain-intrinsic-width: 300px; contain-intrinsic-height: 300px'],
    ['scroll-timeline: --hero inline', 'scroll-timeline-name: --hero; scroll-timeline-axis: block'],
    ['view-timeline: --card 10px', 'view-timeline-name: --card; view-timeline-inset: 20px'],
    ['position-try: most-height --top', 'position-try-order: most-width; position-try-fallbacks: --top'],
    ['animation-range: entry', 'animation-range-start: entry; animation-range-end: normal'],
    ['place-content: baseline', 'align-content: baseline; justify-content: baseline'],
    ['place-content: first baseline', 'align-content: last baseline; justify-content: start'],
  ])('%s differs from %s', (shorthand, longhands) => {
    expect(bothWays(shorthand, longhands)).toEqual([false, false]);
  });

  it('reads stroke as one paint that leaves the stroke width alone', () => {
    expect(judge('h1 { stroke-width: 2px; stroke: red }', { 'stroke-width': '2px', stroke: '#f00' }).passed).toBe(true);
    expect(judge('h1 { stroke: red }', { 'stroke-width': '1px' }).passed).toBe(false);
  });

  it('lets a later longhand replace its part of a newly read shorthand', () => {
    expect(judge('h1 { grid: auto-flow / 1fr; grid-auto-flow: column }', { grid: 'auto-flow / 1fr' }).passed).toBe(
      false,
    );
    expect(
      judge('h1 { mask: url(a.svg); mask-mode: alpha }', { 'mask-image': 'url(a.svg)', 'mask-mode': 'alpha' }).passed,
    ).toBe(true);
    expect(
      judge('h1 { border-image: url(f.png) 30; border-image-repeat: round }', { 'border-image': 'url(f.png) 30 round' })
        .passed,
    ).toBe(true);
  });

  it('lets a later logical or physical longhand replace its part of a shorthand', () => {
    expect(judge('h1 { margin-inline: auto; margin-inline-start: 0 }', { 'margin-inline': 'auto' }).passed).toBe(false);
    expect(judge('h1 { place-items: center; justify-items: end }', { 'place-items': 'center end' }).passed).toBe(true);
    expect(
      judge('h1 { border-block: 1px solid; border-block-end-width: 2px }', { 'border-block-end-width': '2px' }).passed,
    ).toBe(true);
  });
});

/** One property, two spellings. */
const sameValue = (property: string, a: string, b: string): [boolean, boolean] =>
  bothWays(`${property}: ${a}`, `${property}: ${b}`);

describe('values compare as the browser computes them', () => {
  it.each([
    ['background-position', 'center', 'center center'],
    ['background-position', 'center', '50% 50%'],
    ['background-position', 'top', 'center top'],
    ['background-position', 'left top', 'top left'],
    ['background-position', 'left top', '0 0'],
    ['background-position', 'right bottom', '100% 100%'],
    ['background-position', 'right 10px top 20px', 'calc(100% - 10px) 20px'],
    ['background-position', 'bottom 0 left 0', 'left bottom'],
    ['background-position', '0 0, center', '0% 0%, 50% 50%'],
    ['object-position', 'center', '50%'],
    ['background-repeat', 'repeat repeat', 'repeat'],
    ['background-repeat', 'no-repeat no-repeat', 'no-repeat'],
    ['background-repeat', 'repeat no-repeat', 'repeat-x'],
    ['background-repeat', 'no-repeat repeat', 'repeat-y'],
    ['background-size', 'auto auto', 'auto'],
    ['background-size', '50% auto', '50%'],
    ['border-radius', '8px 8px 8px 8px', '8px'],
    ['border-radius', '4px 8px 4px 8px', '4px 8px'],
    ['border-radius', '10px / 10px', '10px'],
    ['border-top-left-radius', '5px 5px', '5px'],
    ['margin', '0 0 0 0', '0'],
    ['margin', '1px 2px 1px 2px', '1px 2px'],
    ['padding', '1rem 1rem', '1rem'],
    ['gap', '10px 10px', '10px'],
    ['overflow', 'hidden hidden', 'hidden'],
    ['place-items', 'center center', 'center'],
    ['opacity', '50%', '0.5'],
    ['opacity', '100%', '1'],
    ['opacity', '1.5', '1'],
    ['letter-spacing', 'normal', '0'],
    ['word-spacing', 'normal', '0px'],
    ['transition-timing-function', 'ease', 'cubic-bezier(0.25, 0.1, 0.25, 1)'],
    ['transition-timing-function', 'ease-in-out', 'cubic-bezier(.42,0,.58,1)'],
    ['animation-timing-function', 'steps(1)', 'step-end'],
    ['animation-timing-function', 'steps(1, start)', 'step-start'],
    ['animation-timing-function', 'steps(4, end)', 'steps(4)'],
    ['animation-timing-function', 'steps(4, jump-end)', 'steps(4)'],
    ['transition-timing-function', 'linear, ease', 'linear, cubic-bezier(0.25,0.1,0.25,1)'],
    ['font-stretch', 'condensed', '75%'],
    ['font-stretch', 'normal', '100%'],
    ['font-stretch', 'ultra-expanded', '200%'],
    ['background-image', 'linear-gradient(to bottom, red, blue)', 'linear-gradient(red, blue)'],
    ['background-image', 'linear-gradient(180deg, red, blue)', 'linear-gradient(red, blue)'],
    ['background-image', 'linear-gradient(0.5turn, red, blue)', 'linear-gradient(red, blue)'],
    ['background-image', 'linear-gradient(to right, red, blue)', 'linear-gradient(90deg, red, blue)'],
    ['background-image', 'linear-gradient(red 0%, blue 100%)', 'linear-gradient(red, blue)'],
    ['background-image', 'radial-gradient(ellipse at center, red, blue)', 'radial-gradient(red, blue)'],
    ['background-image', 'radial-gradient(circle farthest-corner, red, blue)', 'radial-gradient(circle, red, blue)'],
    ['width', 'calc(10px + 5px)', '15px'],
    ['width', 'calc(2 * 8px)', '16px'],
    ['width', 'calc((10px + 2px) / 4)', '3px'],
    ['width', 'calc(100% - 20px)', 'calc(-20px + 100%)'],
    ['width', 'calc(1in - 16px)', '80px'],
    ['width', 'min(10px, 20px)', '10px'],
    ['width', 'max(1cm, 10mm)', '37.79527559px'],
    ['width', 'clamp(10px, 50px, 30px)', '30px'],
    ['width', 'calc(50% + 0px)', '50%'],
    ['margin-top', 'calc(10px - 10px)', '0'],
    ['line-height', 'calc(3 / 2)', '1.5'],
    ['transform', 'translateX(calc(10px + 5px))', 'translatex(15px)'],
    ['transform', 'rotate(0.25turn)', 'rotate(90deg)'],
    ['font-size', '12pt', '16px'],
    ['transition-duration', '250ms', '0.25s'],
    ['transform-origin', 'center', '50% 50%'],
    ['transform-origin', 'center', '50% 50% 0'],
    ['transform-origin', 'top left', '0 0'],
    ['transform-origin', 'left top', 'top left 0px'],
    ['transform-origin', 'top', 'center top'],
    ['transform-origin', 'right 10px', '100% 10px'],
    ['transform-origin', 'bottom right 5px', '100% 100% 5px'],
    ['transform-origin', '20px', '20px center'],
    ['perspective-origin', 'left', '0% 50%'],
    ['object-position', 'right top', '100% 0'],
    ['mask-position', 'center, left top', '50% 50%, 0 0'],
    ['offset-position', 'left top', '0 0'],
    ['background-position-x', 'right, center', '100%, 50%'],
    ['background-position-y', 'top', '0%'],
    ['grid-template-areas', '"a  b" "c   ."', '"a b" "c ."'],
    ['grid-template-areas', '"a ... b"', '"a . b"'],
    ['grid-template-areas', '"a..b"', '"a . b"'],
    ['grid-template-areas', "'a b'", '"a b"'],
    ['align-content', 'first baseline', 'baseline'],
    ['align-items', 'first baseline', 'baseline'],
    ['justify-self', 'first baseline', 'baseline'],
    ['place-content', 'first baseline', 'baseline'],
    ['place-items', 'first baseline first baseline', 'baseline'],
    ['grid-auto-flow', 'dense', 'row dense'],
    ['grid-auto-flow', 'dense column', 'column dense'],
    ['border-image-slice', 'fill 10 10', '10 fill'],
    ['border-image-width', '2 2 2 2', '2'],
    ['border-image-repeat', 'round round', 'round'],
    ['animation-range-start', 'entry 0%', 'entry'],
    ['animation-range-end', 'exit 100%', 'exit'],
    ['view-timeline-inset', 'auto auto', 'auto'],
  ])('%s: %s equals %s', (property, a, b) => {
    expect(sameValue(property, a, b)).toEqual([true, true]);
  });

  it.each([
    ['background-position', 'center', 'left center'],
    ['background-position', 'top', 'left top'],
    ['background-position', 'right 10px top 20px', '10px 20px'],
    ['background-repeat', 'repeat no-repeat', 'repeat-y'],
    ['background-size', '50% auto', '50% 50%'],
    ['border-radius', '4px 8px', '4px'],
    ['border-radius', '10px / 20px', '10px'],
    ['margin', '1px 2px 3px', '1px 2px'],
    ['opacity', '50%', '0.05'],
    ['letter-spacing', 'normal', '1px'],
    ['transition-timing-function', 'ease', 'ease-in'],
    ['animation-timing-function', 'steps(1)', 'step-start'],
    ['animation-timing-function', 'steps(4, start)', 'steps(4)'],
    ['font-stretch', 'condensed', '87.5%'],
    ['background-image', 'linear-gradient(to top, red, blue)', 'linear-gradient(red, blue)'],
    ['background-image', 'linear-gradient(red 10%, blue)', 'linear-gradient(red, blue)'],
    ['background-image', 'radial-gradient(circle, red, blue)', 'radial-gradient(red, blue)'],
    ['width', 'calc(10px + 5px)', '16px'],
    ['width', 'calc(100% - 20px)', 'calc(100% - 2px)'],
    ['width', 'calc(1em + 1px)', '17px'],
    ['width', 'min(10px, 5%)', '10px'],
    ['width', '10em', '160px'],
    ['font-size', '12pt', '12px'],
    ['transform-origin', 'center', '50% 50% 10px'],
    ['transform-origin', 'top', 'left top'],
    ['transform-origin', 'right 10px', '10px 10px'],
    ['perspective-origin', 'left', '50% 0%'],
    ['offset-position', 'auto', 'normal'],
    ['background-position-x', 'right', '0%'],
    ['grid-template-areas', '"a b" "c ."', '"a b" ". c"'],
    ['grid-template-areas', '"a b"', '"ab"'],
    ['grid-template-areas', '"A b"', '"a b"'],
    ['align-content', 'last baseline', 'baseline'],
    ['grid-auto-flow', 'dense', 'column dense'],
    ['border-image-slice', '10 fill', '10'],
    ['animation-range-start', 'entry 10%', 'entry'],
    ['animation-range-end', 'exit 0%', 'exit'],
  ])('%s: %s differs from %s', (property, a, b) => {
    expect(sameValue(property, a, b)).toEqual([false, false]);
  });

  it('keeps what depends on layout or inheritance as written', () => {
    expect(sameValue('width', '50%', '50px')).toEqual([false, false]);
    expect(sameValue('color', 'currentcolor', 'black')).toEqual([false, false]);
    expect(sameValue('width', 'calc(2em + 0em)', '2em')).toEqual([true, true]);
  });
});

describe('colours in every CSS notation', () => {
  it.each([
    ['red', 'color(srgb 1 0 0)'],
    ['white', 'color(display-p3 1 1 1)'],
    ['white', 'color(xyz-d65 0.9505 1 1.089)'],
    ['black', 'lab(0 0 0)'],
    ['black', 'oklch(0 0 0)'],
    ['red', 'rgb(255 0 0 / 100%)'],
    ['rgb(255 0 0 / 0)', 'rgb(255 0 0 / none)'],
    ['black', 'hsl(none 0% 0%)'],
    ['rgb(255 0 0 / 50%)', 'rgba(255, 0, 0, .5)'],
    ['#808080', 'color-mix(in srgb, white, black)'],
    ['rgb(191 0 64)', 'color-mix(in srgb, red 75%, blue)'],
    ['color-mix(in srgb, red 50%, blue 50%)', 'color-mix(in srgb, blue, red)'],
    ['rgb(255 0 0 / 0.5)', 'color-mix(in srgb, red 25%, red 25%)'],
    ['#0000ff', 'rgb(from red b g r)'],
    ['rgb(255 0 0 / 0.5)', 'rgb(from red r g b / 0.5)'],
    ['hsl(120 100% 25%)', 'hsl(from green h s l)'],
    ['rgb(255 20 0)', 'rgb(from red r calc(g + 20) b)'],
    ['color(display-p3 1 0 0)', 'color(display-p3 1 0 0)'],
    ['color(display-p3 1 0 0)', 'color(rec2020 0.868733 0.175028 -0.005447)'],
  ])('%s equals %s', (a, b) => {
    expect(sameValue('color', a, b)).toEqual([true, true]);
  });

  it.each([
    ['red', 'color(display-p3 1 0 0)'],
    ['color(display-p3 1 0 0)', 'color(rec2020 1 0 0)'],
    ['color(display-p3 0 1 0)', 'lime'],
    ['lab(50 100 0)', 'lab(50 120 0)'],
    ['red', 'rgb(255 0 0 / none)'],
    ['#808080', 'color-mix(in srgb, white 60%, black)'],
    ['red', 'rgb(from red b g r)'],
    ['oklch(0.7 0.4 30)', 'oklch(0.7 0.5 30)'],
  ])('%s differs from %s', (a, b) => {
    expect(sameValue('color', a, b)).toEqual([false, false]);
  });
});

describe('linear cost on hostile values', () => {
  it('leaves maths and colours nested deeper than any stylesheet needs as written, without throwing', () => {
    const deepMath = `${'calc('.repeat(50_000)}1px${')'.repeat(50_000)}`;
    expect(sameValue('width', deepMath, deepMath)).toEqual([true, true]);
    expect(sameValue('width', deepMath, '1px')).toEqual([false, false]);
    const deepMix = `${'color-mix(in srgb, red, '.repeat(5_000)}blue${')'.repeat(5_000)}`;
    expect(sameValue('color', deepMix, deepMix)).toEqual([true, true]);
    const deepFrom = `${'rgb(from '.repeat(5_000)}red${' r g b)'.repeat(5_000)}`;
    expect(sameValue('color', deepFrom, 'blue')).toEqual([false, false]);
  });

  it('reads many maths functions and gradient stops in one pass', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => `calc(${i}px + 1px)`).join(' ');
    const same = Array.from({ length: 5_000 }, (_, i) => `${i + 1}px`).join(' ');
    expect(sameValue('grid-template-columns', many, same)).toEqual([true, true]);
  });
});
