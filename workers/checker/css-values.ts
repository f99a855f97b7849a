/**
 * CSS values compared as computed values where their meaning is fixed (docs/decisions/0009-checker.md): one colour in any notation
 * (css-colors.ts), a zero length with or without its unit, absolute lengths in px, times in s, angles in deg,
 * `calc()`/`min()`/`max()`/`clamp()` evaluated (css-math.ts), `bold`/`normal` as 700/400 for font weights, numbers
 * written either way (`.5`, `0.50`), quotes around a font family name that needs none, gradients without their
 * defaults, and each property's own computed-value rule (css-canonical.ts). Everything else compares as the
 * normalised text of `normalizeCssValue`; what depends on layout or inheritance (`em`, `%` of a box,
 * `currentcolor`) stays as written.
 *
 * Cost: one pass over the normalised value. Each component is tested cheaply before any work: a colour parse only
 * for a hash, a colour function or a colour name; maths only for a maths function; a property's rule only for it.
 */
import { canonicalGradientArgs, ruleOf } from './css-canonical';
import { colorOf } from './css-colors';
import { canonicalMath, TO_CANONICAL } from './css-math';
import { normalizeCssValue, stripImportant } from './css-text';

export { colorLike, colorOf } from './css-colors';

const MATH_FUNCTIONS = new Set(['calc', 'min', 'max', 'clamp']);
const LENGTH_UNITS = new Set([
  '',
  '%',
  'px',
  'em',
  'rem',
  'ex',
  'ch',
  'vw',
  'vh',
  'vmin',
  'vmax',
  'svh',
  'lvh',
  'dvh',
  'svw',
  'lvw',
  'dvw',
  'cm',
  'mm',
  'q',
  'in',
  'pt',
  'pc',
  'fr',
]);
const FONT_WEIGHTS: Record<string, string> = { normal: '400', bold: '700' };
const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
  'inherit',
  'initial',
  'unset',
  'revert',
  'default',
]);
const NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)$/;
const IDENTS = /^-?[a-z_][a-z0-9_-]*( -?[a-z_][a-z0-9_-]*)*$/;

/**
 * Splits a normalised value into its top-level components: words, functions with their arguments, and the
 * separators `,` and `/` as components of their own. Strings and brackets are never split.
 */
export function splitComponents(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  const flush = (end: number) => {
    if (end > start) out.push(value.slice(start, end));
  };
  while (i < value.length) {
    const c = value[i];
    if (c === '"') {
      const close = value.indexOf('"', i + 1);
      i = close === -1 ? value.length : close + 1;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && (c === ' ' || c === ',' || c === '/')) {
      flush(i);
      if (c !== ' ') out.push(c);
      start = i + 1;
    }
    i++;
  }
  flush(value.length);
  return out;
}

/** A number or dimension in one spelling: `0px` → `0`, `.50em` → `0.5em`, `300ms` → `0.3s`, `1in` → `96px`. */
function canonicalNumber(component: string): string | null {
  const match = NUMBER.exec(component);
  if (!match) return null;
  const number = Number(match[1]);
  const unit = match[2] ?? '';
  if (!Number.isFinite(number)) return null;
  if (number === 0 && LENGTH_UNITS.has(unit)) return '0';
  // absolute lengths compute to px, times to s, angles to deg (CSS Values 4)
  const canonical = TO_CANONICAL[unit];
  if (canonical && canonical[1] !== 1) return `${Number((number * canonical[1]).toPrecision(10))}${canonical[0]}`;
  return `${number}${unit}`;
}

/** `"Open Sans"` → `open sans` when the quotes are optional (identifiers only, no generic family name). */
function unquotedFamily(component: string): string | null {
  if (!component.startsWith('"') || !component.endsWith('"') || component.length < 2) return null;
  const inner = component.slice(1, -1).trim().replace(/\s+/g, ' ').toLowerCase();
  return IDENTS.test(inner) && !GENERIC_FAMILIES.has(inner) ? inner : null;
}

/** One component in its computed spelling; arguments of non-colour functions are canonicalised one level deep. */
function canonicalComponent(component: string, property: string): string {
  const color = colorOf(component);
  if (color) return color;
  const number = canonicalNumber(component);
  if (number !== null) return property === 'font-weight' && number === '400' ? '400' : number;
  if (property === 'font-weight' && FONT_WEIGHTS[component]) return FONT_WEIGHTS[component] as string;
  if (property === 'font-family' || property === 'font') {
    const family = unquotedFamily(component);
    if (family !== null) return family;
  }
  const paren = component.indexOf('(');
  if (paren > 0 && component.endsWith(')') && !component.startsWith('url(') && !component.startsWith('var(')) {
    const name = component.slice(0, paren);
    if (MATH_FUNCTIONS.has(name)) return mathOf(component) ?? component;
    if (name.endsWith('-gradient')) return canonicalGradient(name, component.slice(paren + 1, -1));
    const args = splitComponents(component.slice(paren + 1, -1));
    const inner = args.map((arg) => (arg === ',' || arg === '/' ? arg : canonicalLeaf(arg)));
    return `${name}(${joinComponents(inner)})`;
  }
  return component;
}

/** A maths function's computed spelling, a single value like any other number (`calc(8px * 2)` → `16px`). */
function mathOf(component: string): string | null {
  const math = canonicalMath(component);
  return math === null ? null : (canonicalNumber(math) ?? math);
}

/** A function argument: colours, numbers and maths only (no further nesting, so the cost stays linear). */
function canonicalLeaf(component: string): string {
  const paren = component.indexOf('(');
  if (paren > 0 && MATH_FUNCTIONS.has(component.slice(0, paren))) return mathOf(component) ?? component;
  return colorOf(component) ?? canonicalNumber(component) ?? component;
}

/** A gradient with each stop canonical and its defaults left out (css-canonical.ts). */
function canonicalGradient(name: string, inner: string): string {
  const args: string[][] = [[]];
  for (const part of splitComponents(inner)) {
    if (part === ',') args.push([]);
    else args[args.length - 1]?.push(part === '/' ? part : canonicalLeaf(part));
  }
  const kept = canonicalGradientArgs(name, args);
  return `${name}(${kept.map((a) => a.join(' ')).join(',')})`;
}

/** Joins components back with single spaces, none around `,` and `/` (as `normalizeCssValue` writes them). */
export function joinComponents(components: readonly string[]): string {
  let out = '';
  let previous = '';
  for (const component of components) {
    const tight = component === ',' || component === '/' || previous === ',' || previous === '/' || out === '';
    out += tight ? component : ` ${component}`;
    previous = component;
  }
  return out;
}

/** A family list in one spelling: `"Open Sans", Arial` and `Open Sans,arial` agree. */
function canonicalFamilies(components: readonly string[]): string[] {
  const out: string[] = [];
  let word: string[] = [];
  const flush = () => {
    if (word.length > 0) out.push(word.join(' '));
    word = [];
  };
  for (const component of components) {
    if (component === ',') {
      flush();
      out.push(',');
    } else word.push(canonicalComponent(component, 'font-family'));
  }
  flush();
  return out;
}

/** The computed spelling of already normalised components of `property`. */
export function computedComponents(property: string, components: readonly string[]): string {
  if (property === 'font-family') return joinComponents(canonicalFamilies(components));
  const canonical = components.map((c) => (c === ',' || c === '/' ? c : canonicalComponent(c, property)));
  const rule = ruleOf(property);
  return joinComponents(rule ? rule(canonical) : canonical);
}

/** The computed spelling of a raw declared value of `property` (`!important` ignored). */
export function computedValue(property: string, raw: string): string {
  return computedComponents(property, splitComponents(normalizeCssValue(stripImportant(raw))));
}
