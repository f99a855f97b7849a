/**
 * CSS values compared as computed values where their meaning is fixed (docs/decisions/0009-checker.md): one colour in any notation,
 * a zero length with or without its unit, `bold`/`normal` as 700/400 for font weights, time in one unit, numbers
 * written either way (`.5`, `0.50`), and quotes around a font family name that needs none. Everything else compares
 * as the normalised text of `normalizeCssValue`. Colours are read by culori; only the glue is written here.
 *
 * Cost: one pass over the normalised value, one colour parse per component that can be a colour.
 */
import {
  colorsNamed,
  converter,
  formatHex8,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeOklab,
  modeOklch,
  modeRgb,
  parse as parseColor,
  useMode as registerColorMode,
} from 'culori/fn';
import { normalizeCssValue, stripImportant } from './css-text';

// culori's tree-shakeable entry parses only the notations registered here: every one CSS allows for colours.
for (const mode of [modeRgb, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeOklch]) registerColorMode(mode);
const toRgb = converter('rgb');

const COLOR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color']);
const NAMED = new Set([...Object.keys(colorsNamed), 'transparent']);
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

/** Whether a component is written as a colour (a hash, a colour function or a colour name): a cheap test first. */
export function colorLike(component: string): boolean {
  if (component.charCodeAt(0) === 35) return true;
  const paren = component.indexOf('(');
  return paren > 0 ? COLOR_FUNCTIONS.has(component.slice(0, paren)) : NAMED.has(component);
}

/** The colour a component means as `#rrggbbaa`, or null when it is no colour. */
export function colorOf(component: string): string | null {
  if (!colorLike(component)) return null;
  const parsed = parseColor(component);
  if (!parsed) return null;
  const rgb = toRgb(parsed);
  return rgb ? formatHex8(rgb) : null;
}

/** A number or dimension in one spelling: `0px` → `0`, `.50em` → `0.5em`, `300ms` → `0.3s`. */
function canonicalNumber(component: string): string | null {
  const match = NUMBER.exec(component);
  if (!match) return null;
  const number = Number(match[1]);
  const unit = match[2] ?? '';
  if (!Number.isFinite(number)) return null;
  if (number === 0 && LENGTH_UNITS.has(unit)) return '0';
  if (unit === 'ms') return `${Number((number / 1000).toPrecision(12))}s`;
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
    const args = splitComponents(component.slice(paren + 1, -1));
    const inner = args.map((arg) => (arg === ',' || arg === '/' ? arg : canonicalLeaf(arg)));
    return `${component.slice(0, paren)}(${joinComponents(inner)})`;
  }
  return component;
}

/** A function argument: colours and numbers only (no further nesting, so the cost stays linear). */
function canonicalLeaf(component: string): string {
  return colorOf(component) ?? canonicalNumber(component) ?? component;
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
  return joinComponents(components.map((c) => (c === ',' || c === '/' ? c : canonicalComponent(c, property))));
}

/** The computed spelling of a raw declared value of `property` (`!important` ignored). */
export function computedValue(property: string, raw: string): string {
  return computedComponents(property, splitComponents(normalizeCssValue(stripImportant(raw))));
}
