/**
 * Computed-value rules of single properties (docs/decisions/0009-checker.md), each applied only to its own property through one
 * Map lookup: positions as two offsets (`center` = `center center` = `50% 50%`), repeat pairs as one keyword, sizes
 * and radii without a repeated second value, box and pair shorthands in their shortest form, opacities as numbers,
 * `normal` spacing as 0, timing-function keywords as the functions they name, font-stretch keywords as
 * percentages, transform origins as positions, area strings as their tokens, `first baseline` as `baseline`;
 * and gradients without their default direction, shape or stop positions. Each rule gets the
 * property's already canonical components (`,` and `/` as components of their own) and returns new ones.
 */
import { colorLike } from './css-colors';
import { SHORTHANDS } from './css-shorthands.generated';

type Rule = (components: string[]) => string[];

/** Splits at top-level commas, applies `rule` to each layer and joins the layers again. */
const perLayer =
  (rule: Rule): Rule =>
  (components) => {
    if (!components.includes(',')) return rule(components);
    const out: string[] = [];
    let layer: string[] = [];
    for (const c of components) {
      if (c === ',') {
        out.push(...rule(layer), ',');
        layer = [];
      } else layer.push(c);
    }
    out.push(...rule(layer));
    return out;
  };

const X_KEYWORDS: Record<string, string> = { left: '0', center: '50%', right: '100%' };
const Y_KEYWORDS: Record<string, string> = { top: '0', center: '50%', bottom: '100%' };

/** `right 10px` → `calc(100% - 10px)`; `left 10px` → `10px`. */
function offsetFrom(edge: string, length: string): string {
  if (edge === 'left' || edge === 'top') return length;
  if (length === '0') return '100%';
  if (/^[\d.]+%$/.test(length)) return `${Number((100 - Number.parseFloat(length)).toPrecision(10))}%`;
  return `calc(100% - ${length})`;
}

/** One `<position>` as `x y` offsets (CSS Values 4 and Backgrounds 3); unchanged when it cannot be read. */
const position: Rule = (parts) => {
  if (parts.length === 1) {
    const [a] = parts as [string];
    if (a in Y_KEYWORDS && a !== 'center') return ['50%', Y_KEYWORDS[a] as string];
    return [X_KEYWORDS[a] ?? a, '50%'];
  }
  if (parts.length === 2) {
    let [a, b] = parts as [string, string];
    // `top left` and `center left` name y first
    if (
      (a === 'top' || a === 'bottom' || (a === 'center' && (b === 'left' || b === 'right'))) &&
      !(b in Y_KEYWORDS && b !== 'center')
    )
      [a, b] = [b, a];
    return [X_KEYWORDS[a] ?? a, Y_KEYWORDS[b] ?? b];
  }
  if (parts.length === 4) {
    let [e1, o1, e2, o2] = parts as [string, string, string, string];
    if (e1 === 'top' || e1 === 'bottom') [e1, o1, e2, o2] = [e2, o2, e1, o1];
    if (!(e1 === 'left' || e1 === 'right') || !(e2 === 'top' || e2 === 'bottom')) return parts;
    return [offsetFrom(e1, o1), offsetFrom(e2, o2)];
  }
  return parts;
};

const REPEAT_PAIRS: Record<string, string> = { 'repeat no-repeat': 'repeat-x', 'no-repeat repeat': 'repeat-y' };
const repeat: Rule = (parts) => {
  if (parts.length !== 2) return parts;
  const [a, b] = parts as [string, string];
  if (a === b) return [a];
  const named = REPEAT_PAIRS[`${a} ${b}`];
  return named ? [named] : parts;
};

/** A second value that only repeats the default (`auto auto`, `10px auto` for sizes). */
const size: Rule = (parts) => (parts.length === 2 && parts[1] === 'auto' ? [parts[0] as string] : parts);
const samePair: Rule = (parts) => (parts.length === 2 && parts[0] === parts[1] ? [parts[0] as string] : parts);

/** `a b a b` → `a b`, `a a a a` → `a`: the shortest form of one to four sides. */
function shortestBox(parts: string[]): string[] {
  if (parts.length < 2 || parts.length > 4) return parts;
  const [top, right = top, bottom = top, left = right] = parts as [string, ...string[]];
  if (left !== right) return [top, right, bottom, left];
  if (bottom !== top) return [top, right, bottom];
  if (right !== top) return [top, right];
  return [top];
}

const box: Rule = (parts) => (parts.includes('/') || parts.includes(',') ? parts : shortestBox(parts));

const radius: Rule = (parts) => {
  const slash = parts.indexOf('/');
  if (slash === -1) return shortestBox(parts);
  const h = shortestBox(parts.slice(0, slash));
  const v = shortestBox(parts.slice(slash + 1));
  return h.join(' ') === v.join(' ') ? h : [...h, '/', ...v];
};

/** `50%` → `0.5`, and the computed value clamped to [0, 1] (CSS Color 4). */
const opacity: Rule = (parts) => {
  if (parts.length !== 1) return parts;
  const only = parts[0] as string;
  const n = only.endsWith('%') ? Number.parseFloat(only) / 100 : Number(only);
  if (!Number.isFinite(n)) return parts;
  return [String(Math.min(1, Math.max(0, Number(n.toPrecision(10)))))];
};

/** CSS Text 3: `normal` letter and word spacing adds nothing, the same as 0. */
const spacing: Rule = (parts) => (parts.length === 1 && parts[0] === 'normal' ? ['0'] : parts);

const EASINGS: Record<string, string> = {
  'cubic-bezier(0.25,0.1,0.25,1)': 'ease',
  'cubic-bezier(0.42,0,1,1)': 'ease-in',
  'cubic-bezier(0,0,0.58,1)': 'ease-out',
  'cubic-bezier(0.42,0,0.58,1)': 'ease-in-out',
  'cubic-bezier(0,0,1,1)': 'linear',
  'linear(0,1)': 'linear',
  'steps(1,jump-start)': 'step-start',
  'steps(1,start)': 'step-start',
  'steps(1,jump-end)': 'step-end',
  'steps(1,end)': 'step-end',
  'steps(1)': 'step-end',
};

/** Easing functions by the keyword that names them (`steps(1)` = `step-end`, `steps(4, end)` = `steps(4)`). */
const easing: Rule = perLayer((parts) => {
  if (parts.length !== 1) return parts;
  const only = parts[0] as string;
  const named = EASINGS[only];
  if (named) return [named];
  const steps = /^steps\((\d+),(?:jump-)?end\)$/.exec(only);
  return steps ? [`steps(${steps[1]})`] : parts;
});

const STRETCH: Record<string, string> = {
  'ultra-condensed': '50%',
  'extra-condensed': '62.5%',
  condensed: '75%',
  'semi-condensed': '87.5%',
  normal: '100%',
  'semi-expanded': '112.5%',
  expanded: '125%',
  'extra-expanded': '150%',
  'ultra-expanded': '200%',
};
const stretch: Rule = (parts) =>
  parts.length === 1 && STRETCH[parts[0] as string] ? [STRETCH[parts[0] as string] as string] : parts;

/**
 * `transform-origin` (CSS Transforms 1): one or two values read as a position (`top` = `center top` = `50% 0`),
 * then a z offset that is left out when it is the default 0.
 */
const transformOrigin: Rule = (parts) => {
  if (parts.length < 1 || parts.length > 3 || parts.includes(',') || parts.includes('/')) return parts;
  const z = parts.length === 3 ? (parts[2] as string) : '0';
  const xy = position(parts.slice(0, parts.length === 3 ? 2 : parts.length));
  return z === '0' ? xy : [...xy, z];
};

/**
 * Area strings (CSS Grid 2, 7.3) as their tokens: whitespace runs inside a string are one separator, a run of `.`
 * is one null cell, and the quote style does not matter.
 */
const areas: Rule = (parts) =>
  parts.map((part) => {
    const quote = part[0];
    if ((quote !== '"' && quote !== "'") || part[part.length - 1] !== quote) return part;
    const tokens = part.slice(1, -1).match(/\.+|[^\s.]+/g) ?? [];
    return `"${tokens.map((t) => (t[0] === '.' ? '.' : t)).join(' ')}"`;
  });

/** CSS Box Alignment 3: `baseline` is `first baseline`. */
const baseline: Rule = (parts) =>
  parts.includes('first') ? parts.filter((p, i) => p !== 'first' || parts[i + 1] !== 'baseline') : parts;
const then =
  (a: Rule, b: Rule): Rule =>
  (parts) =>
    b(a(parts));

/** CSS Grid 2: `dense` alone is `row dense`, and the two words in either order. */
const autoFlow: Rule = (parts) => {
  if (!parts.includes('dense')) return parts;
  const axis = parts.find((p) => p === 'row' || p === 'column') ?? 'row';
  return parts.length <= 2 ? [axis, 'dense'] : parts;
};

/** `border-image-slice: fill 30 30` = `30 fill`: the numbers as a box, `fill` after them. */
const slice: Rule = (parts) => {
  const numbers = parts.filter((p) => p !== 'fill');
  if (numbers.includes('/') || numbers.includes(',')) return parts;
  const out = shortestBox(numbers);
  return numbers.length < parts.length ? [...out, 'fill'] : out;
};

/** Scroll-driven Animations 1: a range name alone is its 0% (start) or 100% (end). */
const rangeEdge =
  (edge: string): Rule =>
  (parts) =>
    parts.length === 2 &&
    /^[a-z]/.test(parts[0] as string) &&
    (parts[1] === edge || (edge === '0%' && parts[1] === '0'))
      ? [parts[0] as string]
      : parts;

/** One axis of a position (`background-position-x: right` = `100%`); an edge with an offset stays as written. */
const axis =
  (keywords: Record<string, string>): Rule =>
  (parts) =>
    parts.length === 1 && keywords[parts[0] as string] ? [keywords[parts[0] as string] as string] : parts;

/** `offset-position`: `normal` and `auto` are no positions; anything else is read as one. */
const offsetPosition: Rule = (parts) =>
  parts.length === 1 && (parts[0] === 'normal' || parts[0] === 'auto') ? parts : position(parts);

const RULES = new Map<string, Rule>();
for (const name of ['background-position', 'mask-position', 'object-position', 'offset-anchor', 'perspective-origin'])
  RULES.set(name, perLayer(position));
for (const name of ['background-repeat', 'mask-repeat']) RULES.set(name, perLayer(repeat));
for (const name of ['background-size', 'mask-size']) RULES.set(name, perLayer(size));
for (const name of ['opacity', 'fill-opacity', 'stroke-opacity', 'flood-opacity', 'stop-opacity'])
  RULES.set(name, opacity);
for (const name of ['letter-spacing', 'word-spacing']) RULES.set(name, spacing);
for (const name of ['transition-timing-function', 'animation-timing-function']) RULES.set(name, easing);
for (const name of ['font-stretch', 'font-width']) RULES.set(name, stretch);
for (const [name, entry] of Object.entries(SHORTHANDS)) {
  if (entry.shape === 'box') RULES.set(name, box);
  if (entry.shape === 'pair') RULES.set(name, samePair);
}
RULES.set('border-radius', radius);
for (const corner of SHORTHANDS['border-radius']?.parts ?? []) RULES.set(corner, samePair);
for (const name of [
  'border-start-start-radius',
  'border-start-end-radius',
  'border-end-start-radius',
  'border-end-end-radius',
])
  RULES.set(name, samePair);
RULES.set('border-spacing', samePair);
RULES.set('transform-origin', transformOrigin);
RULES.set('offset-position', offsetPosition);
RULES.set('background-position-x', perLayer(axis(X_KEYWORDS)));
RULES.set('background-position-y', perLayer(axis(Y_KEYWORDS)));
RULES.set('grid-template-areas', areas);
for (const name of ['align-content', 'justify-content', 'align-items', 'justify-items', 'align-self', 'justify-self'])
  RULES.set(name, baseline);
for (const name of ['place-content', 'place-items', 'place-self']) RULES.set(name, then(baseline, samePair));
RULES.set('grid-auto-flow', autoFlow);
for (const name of ['border-image-slice', 'mask-border-slice']) RULES.set(name, slice);
for (const name of ['border-image-width', 'border-image-outset', 'mask-border-width', 'mask-border-outset'])
  RULES.set(name, box);
for (const name of ['border-image-repeat', 'mask-border-repeat', 'view-timeline-inset'])
  RULES.set(name, perLayer(samePair));
RULES.set('animation-range-start', perLayer(rangeEdge('0%')));
RULES.set('animation-range-end', perLayer(rangeEdge('100%')));

/** The computed-value rule of `property`, if it has one. */
export const ruleOf = (property: string): Rule | undefined => RULES.get(property);

const SIDE_ANGLES: Record<string, string> = {
  'to top': '0deg',
  'to right': '90deg',
  'to bottom': '180deg',
  'to left': '270deg',
};

/**
 * A gradient's arguments (each already canonical) without what it says by default: `to bottom`/`180deg` for linear
 * ones, `ellipse farthest-corner at center` for radial ones, `from 0deg at center` for conic ones, and the first and
 * last stop's `0%`/`100%`.
 */
export function canonicalGradientArgs(name: string, args: string[][]): string[][] {
  const out = args.map((a) => [...a]);
  const first = out[0];
  if (first) {
    const text = first.join(' ');
    if (name.endsWith('linear-gradient')) {
      const angle = SIDE_ANGLES[text] ?? text;
      if (angle === '180deg') out.shift();
      else if (angle !== text) out[0] = [angle];
    } else if (name.endsWith('radial-gradient') || name.endsWith('conic-gradient')) {
      const defaults = name.endsWith('radial-gradient')
        ? [/\bellipse\b/, /\bfarthest-corner\b/, /\bat (center|50% 50%|center center)$/]
        : [/^from 0(deg)?\b/, /\bat (center|50% 50%|center center)$/];
      let rest = text;
      for (const pattern of defaults) rest = rest.replace(pattern, '').trim();
      if (rest !== text) {
        if (rest === '') out.shift();
        else out[0] = rest.split(' ');
      }
    }
  }
  const at = out[0] && !colorLike(out[0][0] ?? '') ? 1 : 0;
  const firstStop = out[at];
  if (firstStop && firstStop.length === 2 && firstStop[1] === '0') firstStop.pop();
  const lastStop = out[out.length - 1];
  if (lastStop && out.length - 1 > at && lastStop.length === 2 && lastStop[1] === '100%') lastStop.pop();
  return out;
}
