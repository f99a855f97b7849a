/**
 * Writes workers/checker/css-shorthands.generated.ts from MDN's CSS data (the `mdn-data` package css-tree ships
 * with): which longhands each shorthand sets, the initial value of each longhand, how the shorthand's grammar
 * places its parts (four sides, two values, any order, or a grammar of its own), and for any-order parts which
 * keywords and value types each accepts. The checker reads the generated table, so it never loads MDN's data or
 * css-tree's lexer at run time (docs/decisions/0009-checker.md).
 *
 *   node --import tsx scripts/css-shorthand-table.ts          writes the table
 *   node --import tsx scripts/css-shorthand-table.ts --check  exits 1 when the committed table differs from the data
 *
 * MDN's data has a few slips for shorthands (logical border sides listing the physical or unrelated longhands,
 * alphabetical rather than grammar order); each correction below says what CSS's own definition is.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type MdnProperty = { syntax: string; initial: string | string[]; computed: string | string[]; status?: string };
type MdnSyntax = { syntax: string };

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'workers/checker/css-shorthands.generated.ts');
const properties: Record<string, MdnProperty> = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/mdn-data/css/properties.json'), 'utf8'),
);
const syntaxes: Record<string, MdnSyntax> = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/mdn-data/css/syntaxes.json'), 'utf8'),
);
const mdnVersion: string = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/mdn-data/package.json'), 'utf8'),
).version;

/** Shorthands MDN gives a single initial value although their grammar sets two longhands (start and end, x and y). */
const TWO_VALUE = ['border-block-width', 'border-block-style', 'border-block-color'].concat(
  ['border-inline-width', 'border-inline-style', 'border-inline-color'],
  ['overflow'],
);

/** Corrections of MDN's longhand lists, each the list CSS's own definition gives. */
const PARTS: Record<string, string[]> = {
  // CSS Logical Properties: border-block-start sets border-block-start-width/-style/-color (MDN lists physical ones).
  ...Object.fromEntries(
    ['block-start', 'block-end', 'inline-start', 'inline-end'].map((side) => [
      `border-${side}`,
      ['width', 'style', 'color'].map((k) => `border-${side}-${k}`),
    ]),
  ),
  'border-block-width': ['border-block-start-width', 'border-block-end-width'],
  'border-block-style': ['border-block-start-style', 'border-block-end-style'],
  'border-block-color': ['border-block-start-color', 'border-block-end-color'],
  'border-inline-width': ['border-inline-start-width', 'border-inline-end-width'],
  'border-inline-style': ['border-inline-start-style', 'border-inline-end-style'],
  'border-inline-color': ['border-inline-start-color', 'border-inline-end-color'],
  // CSS Overflow 3: `overflow` sets overflow-x then overflow-y.
  overflow: ['overflow-x', 'overflow-y'],
  // CSS Box Alignment: grid-gap is a legacy name of gap, and grid no longer resets the gaps.
  'grid-gap': ['row-gap', 'column-gap'],
  grid: [
    'grid-template-rows',
    'grid-template-columns',
    'grid-template-areas',
    'grid-auto-rows',
    'grid-auto-columns',
    'grid-auto-flow',
  ],
  // The grammar's order, which decides where a time goes (the first is the duration, the second the delay);
  // a name or property comes last, after every keyword another part could take (CSS Animations 1, 3).
  transition: [
    'transition-duration',
    'transition-timing-function',
    'transition-delay',
    'transition-behavior',
    'transition-property',
  ],
  animation: [
    'animation-duration',
    'animation-timing-function',
    'animation-delay',
    'animation-iteration-count',
    'animation-direction',
    'animation-fill-mode',
    'animation-play-state',
    'animation-name',
    'animation-timeline',
  ],
  // Scroll-driven Animations 1: view-timeline sets the inset as well (MDN's lists leave it out).
  'view-timeline': ['view-timeline-name', 'view-timeline-axis', 'view-timeline-inset'],
  // CSS Text Decoration 4 adds the thickness (MDN's computed list has it, its initial list not).
  'text-decoration': [
    'text-decoration-line',
    'text-decoration-style',
    'text-decoration-color',
    'text-decoration-thickness',
  ],
};

/**
 * Properties MDN lists longhands for that are none: `stroke` is one `<paint>` (SVG 2, CSS Fill and Stroke 3), and
 * its initial list names the stroke-* properties it is documented beside; `stroke: red` never resets a stroke width.
 */
const NOT_SHORTHANDS = new Set(['stroke']);

/** Parts a shorthand resets to their initial value but cannot set (CSS Animations 2: the timeline). */
const RESET_ONLY = new Set(['animation-timeline']);

/** Longhands whose initial value MDN gives as prose; the value browsers report instead. */
const INITIAL: Record<string, string> = {
  'font-family': '',
  'overflow-x': 'visible',
  'overflow-y': 'visible',
  // CSS UI 4 makes `auto` the initial outline colour; browsers compute it to the current colour.
  'outline-color': 'currentcolor',
};

/** Value types the checker tells apart in a token (workers/checker/css-shorthands.ts `tokenTypes`). */
const BASE_TYPES: Record<string, string[]> = {
  length: ['length'],
  percentage: ['percentage'],
  'length-percentage': ['length', 'percentage'],
  number: ['number'],
  integer: ['integer'],
  time: ['time'],
  'time-percentage': ['time', 'percentage'],
  angle: ['angle'],
  color: ['color'],
  image: ['image'],
  url: ['url'],
  string: ['string'],
  'custom-ident': ['ident'],
  'dashed-ident': ['dashed-ident'],
  flex: ['flex'],
  position: ['position'],
  'bg-position': ['position'],
};

type Accept = { keywords: Set<string>; types: Set<string>; multi: boolean };

/** The keywords and value types a syntax accepts, with references followed (each at most once). */
function flatten(syntax: string, into: Accept, seen: Set<string>): void {
  const token = /<'([a-z-]+)'>|<([a-z-]+)(\(\))?(?:\s*\[[^\]]*\])?>|([a-zA-Z][a-zA-Z0-9-]*)(\(\))?/g;
  for (let m = token.exec(syntax); m; m = token.exec(syntax)) {
    const [, property, type, typeFn, word, wordFn] = m;
    if (property) {
      if (seen.has(`'${property}'`)) continue;
      seen.add(`'${property}'`);
      const p = properties[property];
      if (p) flatten(p.syntax, into, seen);
    } else if (type && typeFn) into.types.add(`fn:${type}`);
    else if (type) {
      const base = BASE_TYPES[type];
      if (base) for (const t of base) into.types.add(t);
      else if (!seen.has(type)) {
        seen.add(type);
        const s = syntaxes[type];
        if (s) flatten(s.syntax, into, seen);
      }
    } else if (word && wordFn) into.types.add(`fn:${word.toLowerCase()}`);
    else if (word) into.keywords.add(word.toLowerCase());
  }
}

function acceptOf(property: string): Accept {
  const into: Accept = { keywords: new Set(), types: new Set(), multi: false };
  const syntax = properties[property]?.syntax ?? '';
  flatten(syntax, into, new Set([`'${property}'`]));
  // a part that takes several words of its own (`underline overline`, `row dense`)
  into.multi = /\|\||\+/.test(syntax.replace(/\[[^[\]]*\]#?$/, ''));
  return into;
}

/** A shorthand's parts: MDN's list (its initial list, with what only its computed list names), or the correction. */
function partsOf(name: string, p: MdnProperty): string[] | null {
  if (PARTS[name]) return PARTS[name];
  if (!Array.isArray(p.initial)) return null;
  const parts = [...p.initial];
  if (Array.isArray(p.computed)) for (const c of p.computed) if (!parts.includes(c)) parts.push(c);
  return parts;
}

/** A side's place in the order top, right, bottom, left (corners: top-left, top-right, bottom-right, bottom-left). */
function sideOf(longhand: string): number {
  const corner = ['top-left', 'top-right', 'bottom-right', 'bottom-left'].findIndex((k) => longhand.includes(k));
  if (corner >= 0) return corner;
  return ['top', 'right', 'bottom', 'left'].findIndex(
    (k) => longhand === k || longhand.endsWith(`-${k}`) || longhand.includes(`-${k}-`),
  );
}
const startEnd = (longhand: string): number => (/-start(-|$)|-x$/.test(longhand) ? 0 : 1);

type Shape = 'box' | 'pair' | 'any' | 'layers' | 'special';

/** How the grammar places the parts: the checker has one reader per shape and its own for `special`. */
function shapeOf(name: string, syntax: string, parts: string[]): Shape {
  const own = /^<'([a-z-]+)'>$/.exec(syntax.trim());
  const body = own?.[1] ? (properties[own[1]]?.syntax ?? syntax) : syntax;
  if (name === 'transition' || name === 'animation') return 'layers';
  // grammars the pair and any-order readers would misread: one part takes two words (`auto 100px`), or a
  // keyword such as `none` belongs to two parts
  if (['list-style', 'border-radius', 'font', 'background', 'flex', 'contain-intrinsic-size'].includes(name))
    return 'special';
  if (parts.length === 4 && /\{1,4\}$/.test(body) && !body.includes('/')) return 'box';
  if (parts.length === 2 && (/\{1,2\}$/.test(body) || /^<'[a-z-]+'> <'[a-z-]+'>\?$/.test(body))) return 'pair';
  const topLevel = body.replace(/\[[^[\]]*\]/g, '[]');
  if (
    topLevel.includes('||') &&
    !topLevel.includes('/') &&
    !/[|&]{2}.*\[\]|\[\].*[|&]{2}/.test(topLevel) &&
    parts.length === topLevel.split('||').length
  )
    return 'any';
  return 'special';
}

function initialOf(longhand: string): string {
  if (longhand in INITIAL) return INITIAL[longhand] as string;
  const value = properties[longhand]?.initial;
  if (typeof value !== 'string' || /[A-Z]/.test(value) || value.includes(' as ')) return '';
  return value.toLowerCase();
}

const shorthands: Record<string, { shape: Shape; parts: string[] }> = {};
for (const [name, p] of Object.entries(properties)) {
  // an obsolete name kept as an alias browsers still read (grid-gap) stays when a correction names its parts
  if (name.startsWith('-') || (p.status === 'obsolete' && !PARTS[name]) || NOT_SHORTHANDS.has(name)) continue;
  const parts = partsOf(name, p) ?? (TWO_VALUE.includes(name) ? PARTS[name] : null);
  if (!parts) continue;
  for (const part of parts) if (!properties[part]) throw new Error(`${name}: no property ${part} in mdn-data`);
  let shape = shapeOf(name, p.syntax, parts);
  if (TWO_VALUE.includes(name)) shape = 'pair';
  let ordered = parts;
  if (shape === 'box') ordered = [...parts].sort((a, b) => sideOf(a) - sideOf(b));
  if (shape === 'pair' && !/^place-|^gap$|^grid-gap$/.test(name))
    ordered = [...parts].sort((a, b) => startEnd(a) - startEnd(b));
  shorthands[name] = { shape, parts: ordered };
}

/** Every longhand a shorthand finally sets, through the shorthands among its parts. */
function leaves(name: string, seen = new Set<string>()): string[] {
  const entry = shorthands[name];
  if (!entry || seen.has(name)) return [name];
  seen.add(name);
  return entry.parts.flatMap((part) => leaves(part, seen));
}

const acceptFor = new Map<string, Accept>();
for (const entry of Object.values(shorthands)) {
  if (entry.shape !== 'any' && entry.shape !== 'layers') continue;
  for (const part of entry.parts) if (!acceptFor.has(part)) acceptFor.set(part, acceptOf(part));
}
const initialFor = new Map<string, string>();
for (const name of Object.keys(shorthands)) for (const leaf of leaves(name)) initialFor.set(leaf, initialOf(leaf));

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (items: Iterable<string>) => `[${[...items].map(q).join(', ')}]`;
const sorted = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const text = `/**
 * Generated by scripts/css-shorthand-table.ts from mdn-data ${mdnVersion}; do not edit. Run the script to
 * regenerate it; workers/checker/css-shorthands-table.test.ts fails when this file and the data disagree.
 */

/** How a shorthand's grammar places its parts (workers/checker/css-shorthands.ts has one reader per shape). */
export type ShorthandShape = 'box' | 'pair' | 'any' | 'layers' | 'special';

/** Each shorthand: its shape, its direct parts in the grammar's order, and every longhand it finally sets. */
export const SHORTHANDS: Record<string, { shape: ShorthandShape; parts: readonly string[]; longhands: readonly string[] }> = {
${sorted(Object.entries(shorthands))
  .map(
    ([name, e]) => `  ${q(name)}: { shape: ${q(e.shape)}, parts: ${list(e.parts)}, longhands: ${list(leaves(name))} },`,
  )
  .join('\n')}
};

/** The initial value of every longhand a shorthand sets ('' where it depends on the browser). */
export const INITIAL_VALUES: Record<string, string> = {
${sorted(initialFor.entries())
  .map(([name, value]) => `  ${q(name)}: ${q(value)},`)
  .join('\n')}
};

/** Parts a shorthand resets but cannot set. */
export const RESET_ONLY: readonly string[] = ${list(RESET_ONLY)};

/**
 * For each part of an any-order shorthand: the keywords it accepts, the value types it accepts (\`fn:name\` a
 * function), and whether it takes several words of its own.
 */
export const ACCEPTS: Record<string, { keywords: readonly string[]; types: readonly string[]; multi: boolean }> = {
${sorted(acceptFor.entries())
  .map(
    ([name, a]) =>
      `  ${q(name)}: { keywords: ${list([...a.keywords].sort())}, types: ${list([...a.types].sort())}, multi: ${a.multi} },`,
  )
  .join('\n')}
};
`;

const formatted = execFileSync(
  path.join(ROOT, 'node_modules/.bin/biome'),
  ['format', `--stdin-file-path=${path.relative(ROOT, OUT)}`],
  { input: text, cwd: ROOT, encoding: 'utf8' },
);

if (process.argv.includes('--check')) {
  const committed = readFileSync(OUT, 'utf8');
  if (committed !== formatted) {
    console.error(`${path.relative(ROOT, OUT)} is out of date: run node --import tsx scripts/css-shorthand-table.ts`);
    process.exit(1);
  }
  console.log(`${path.relative(ROOT, OUT)} matches mdn-data ${mdnVersion}`);
} else {
  writeFileSync(OUT, formatted);
  console.log(`wrote ${path.relative(ROOT, OUT)} (${Object.keys(shorthands).length} shorthands)`);
}
