/**
 * Shorthand properties and the longhands they set (docs/decisions/0009-checker.md): `margin: 0` gives `margin-top: 0`, and the
 * four `margin-*` longhands together give `margin`. Which longhands a shorthand sets, their initial values and how
 * its grammar places its parts come from MDN's CSS data through css-shorthands.generated.ts (built by
 * scripts/css-shorthand-table.ts); this module has one reader per grammar shape and a few readers for grammars of
 * their own (`flex`, `font`, `background`, `grid-*` …). A value it cannot read (a `var()`, a typo, a grammar it
 * has no reader for) expands to null and is then compared as written.
 */

import { ACCEPTS, INITIAL_VALUES, RESET_ONLY, SHORTHANDS } from './css-shorthands.generated';
import { colorLike, joinComponents, splitComponents } from './css-values';

type Expansion = Map<string, string>;
type Reader = (parts: string[], name: string) => Expansion | null;
type Accept = { keywords: ReadonlySet<string>; types: ReadonlySet<string>; multi: boolean };

const GLOBAL = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);
const RESETS = new Set(RESET_ONLY);

// Built once at module load: each any-order part's keywords and types as sets.
const ACCEPT = new Map<string, Accept>(
  Object.entries(ACCEPTS).map(([name, a]) => [
    name,
    { keywords: new Set(a.keywords), types: new Set(a.types), multi: a.multi },
  ]),
);

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?([a-z]+|%)?$/;
const LENGTH_UNITS = new Set(
  'px em rem ex ch cap ic lh rlh vw vh vi vb vmin vmax svh lvh dvh svw lvw dvw cqw cqh cqi cqb cqmin cqmax cm mm q in pt pc'.split(
    ' ',
  ),
);
const TIME_UNITS = new Set(['s', 'ms']);
const ANGLE_UNITS = new Set(['deg', 'rad', 'grad', 'turn']);
const IMAGE_FUNCTIONS =
  /^(url|image|image-set|-webkit-image-set|cross-fade|element|paint|(repeating-)?(linear|radial|conic)-gradient)\(/;
const MATH_FUNCTIONS = /^(calc|min|max|clamp)\(/;

/** Whether `token` is a value of one of `types` (the value types of the generated table). */
function hasType(token: string, types: ReadonlySet<string>): boolean {
  if (types.size === 0) return false;
  const first = token.charCodeAt(0);
  const numeric =
    (first >= 48 && first <= 57) || first === 46 || first === 43 || (first === 45 && /^-[\d.]/.test(token));
  if (numeric) {
    const match = NUMBER.exec(token);
    if (!match) return false;
    const unit = match[3] ?? '';
    if (unit === '') {
      if (types.has('number') || (types.has('integer') && !/[.e]/.test(token))) return true;
      return Number(match[1]) === 0 && types.has('length');
    }
    if (unit === '%') return types.has('percentage');
    if (LENGTH_UNITS.has(unit)) return types.has('length');
    if (TIME_UNITS.has(unit)) return types.has('time');
    if (ANGLE_UNITS.has(unit)) return types.has('angle');
    return unit === 'fr' && types.has('flex');
  }
  if (first === 34) return types.has('string');
  const paren = token.indexOf('(');
  if (paren > 0) {
    if (MATH_FUNCTIONS.test(token))
      return ['length', 'percentage', 'number', 'integer', 'time', 'angle'].some((t) => types.has(t));
    if (IMAGE_FUNCTIONS.test(token)) return types.has('image') || (token.startsWith('url(') && types.has('url'));
    if (types.has('color') && colorLike(token)) return true;
    return types.has(`fn:${token.slice(0, paren)}`);
  }
  if (types.has('color') && colorLike(token)) return true;
  if (token.startsWith('--')) return types.has('dashed-ident');
  return types.has('ident') && /^-?[a-z_][a-z0-9_-]*$/.test(token) && !GLOBAL.has(token) && token !== 'default';
}

/**
 * The longhands the value being read leaves out (each then takes its initial value). A rule asking for the
 * shorthand is satisfied by a learner who never declares them: the browser gives them that value too. Reset at the
 * start of each `expandShorthand`; reads are synchronous.
 */
let leftOut = new Set<string>();

/** The initial value of a longhand the value leaves out. */
function initialOf(longhand: string): string {
  leftOut.add(longhand);
  return INITIAL_VALUES[longhand] ?? '';
}

/** Every longhand under `part` set to its initial value (a part left out of the shorthand). */
function setInitial(part: string, out: Expansion): void {
  const entry = SHORTHANDS[part];
  if (!entry) {
    out.set(part, initialOf(part));
    return;
  }
  for (const longhand of entry.longhands) out.set(longhand, initialOf(longhand));
}

/** `part: value`, through the part's own reader when the part is a shorthand itself (`border` → `border-width`). */
function setPart(part: string, value: string, out: Expansion): boolean {
  if (!SHORTHANDS[part]) {
    out.set(part, value);
    return true;
  }
  const inner = expandParts(part, splitComponents(value));
  if (!inner) return false;
  for (const [k, v] of inner) out.set(k, v);
  return true;
}

/** top/right/bottom/left from one to four values (`margin`, `padding`, `inset`, `scroll-margin` …). */
const box: Reader = (parts, name) => {
  if (parts.length < 1 || parts.length > 4 || parts.includes(',') || parts.includes('/')) return null;
  const [top, right = top, bottom = top, left = right] = parts as [string, ...string[]];
  return fill(name, [top, right, bottom, left]);
};

/** Two values, the second defaulting to the first (`gap`, `overflow`, `margin-inline`, `place-items` …). */
const pair: Reader = (parts, name) => {
  const values = name.startsWith('place-') ? alignmentValues(parts) : parts;
  if (values.length < 1 || values.length > 2 || values.includes(',') || values.includes('/')) return null;
  // CSS Box Alignment 3: a baseline is no justify-content value, so `place-content: baseline` justifies at start
  const second = values[1] ?? (name === 'place-content' && /baseline$/.test(values[0] as string) ? 'start' : values[0]);
  return fill(name, [values[0] as string, second as string]);
};

const ALIGNMENT_PREFIXES = new Set(['first', 'last', 'safe', 'unsafe', 'legacy']);

/** Alignment values of two words as one (`first baseline`, `safe center`, `legacy left`). */
function alignmentValues(parts: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (ALIGNMENT_PREFIXES.has(part) && parts[i + 1] !== undefined) out.push(`${part} ${parts[++i]}`);
    else out.push(part);
  }
  return out;
}

function fill(name: string, values: string[]): Expansion | null {
  const out: Expansion = new Map();
  const entryParts = SHORTHANDS[name]?.parts ?? [];
  for (const [i, part] of entryParts.entries()) if (!setPart(part, values[i] as string, out)) return null;
  return out;
}

/**
 * Any order (`border: solid 1px red`, `flex-flow: wrap column`): each word goes to the first free part that has it
 * as a keyword, else to the first free part of its value type, else joins a part that takes several words
 * (`underline overline`). Parts left out get their initial value.
 */
function anyOrderOf(name: string, parts: string[]): Expansion | null {
  if (parts.length === 0 || parts.includes(',') || parts.includes('/')) return null;
  const slots = SHORTHANDS[name]?.parts ?? [];
  const found = new Map<string, string>();
  for (const token of parts) {
    let slot = slots.find((s) => !found.has(s) && !RESETS.has(s) && ACCEPT.get(s)?.keywords.has(token));
    slot ??= slots.find((s) => !found.has(s) && !RESETS.has(s) && hasType(token, ACCEPT.get(s)?.types ?? new Set()));
    if (slot) {
      found.set(slot, token);
      continue;
    }
    const joined = slots.find((s) => found.has(s) && ACCEPT.get(s)?.multi && ACCEPT.get(s)?.keywords.has(token));
    if (!joined) return null;
    found.set(joined, `${found.get(joined)} ${token}`);
  }
  const out: Expansion = new Map();
  for (const slot of slots) {
    const value = found.get(slot);
    if (value === undefined) setInitial(slot, out);
    else if (!setPart(slot, value, out)) return null;
    // written out at its initial value (`animation: none`, `transition: all 1s ease`): as good as left out
    else if (value === INITIAL_VALUES[slot]) leftOut.add(slot);
  }
  return out;
}

const anyOrder: Reader = (parts, name) => anyOrderOf(name, parts);

/** Splits at top-level commas into groups of words. */
function commaGroups(parts: string[]): string[][] {
  const groups: string[][] = [[]];
  for (const part of parts) {
    if (part === ',') groups.push([]);
    else groups[groups.length - 1]?.push(part);
  }
  return groups;
}

/**
 * Comma-separated layers, each read by `one`; a longhand lists its layers' values. A longhand in `final` is no list:
 * only the final layer may give it a value (`background-color`), and a reset-only longhand keeps one value.
 */
function layered(one: Reader, final: ReadonlySet<string> = new Set()): Reader {
  return (parts, name) => {
    const groups = commaGroups(parts);
    if (groups.length === 1) return one(parts, name);
    const expanded: Expansion[] = [];
    let leftInEvery: Set<string> | undefined;
    for (const [i, group] of groups.entries()) {
      leftOut = new Set();
      const layer = one(group, name);
      if (!layer) return null;
      if (i < groups.length - 1) for (const longhand of final) if (!leftOut.has(longhand)) return null;
      expanded.push(layer);
      const layerLeftOut = leftOut;
      leftInEvery = leftInEvery ? new Set([...leftInEvery].filter((l) => layerLeftOut.has(l))) : layerLeftOut;
    }
    leftOut = leftInEvery ?? new Set();
    const out: Expansion = new Map();
    for (const longhand of (expanded[0] as Expansion).keys()) {
      const values = expanded.map((e) => e.get(longhand) ?? '');
      if (RESETS.has(longhand)) out.set(longhand, values[0] as string);
      else if (final.has(longhand)) out.set(longhand, values[values.length - 1] as string);
      else out.set(longhand, joinComponents(values.flatMap((v, i) => (i === 0 ? [v] : [',', v]))));
    }
    return out;
  };
}

/** Comma-separated layers (`transition`, `animation`), each read in any order; a reset-only longhand keeps one value. */
const layers: Reader = layered(anyOrder);

const isNumber = (c: string) => /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(c);
const isLength = (c: string) => hasType(c, LENGTH_PERCENTAGE);
const LENGTH_PERCENTAGE = new Set(['length', 'percentage']);

/** `flex: 1`, `flex: none`, `flex: 2 1 30px` … as the grammar's special cases say (CSS Flexbox 1, 7.1). */
const flex: Reader = (parts) => {
  const of = (grow: string, shrink: string, basis: string): Expansion =>
    new Map([
      ['flex-grow', grow],
      ['flex-shrink', shrink],
      ['flex-basis', basis],
    ]);
  if (parts.length === 1) {
    const [only] = parts as [string];
    if (only === 'none') return of('0', '0', 'auto');
    if (only === 'auto') return of('1', '1', 'auto');
    if (isNumber(only)) return of(only, '1', '0');
    if (isLength(only) || only === 'content' || /^(min-|max-|fit-)content/.test(only)) return of('1', '1', only);
    return null;
  }
  if (parts.length === 2) {
    const [a, b] = parts as [string, string];
    if (isNumber(a) && isNumber(b)) return of(a, b, '0');
    if (isNumber(a)) return of(a, '1', b);
    if (isNumber(b)) return of(b, '1', a);
    return null;
  }
  if (parts.length === 3) {
    const [a, b, c] = parts as [string, string, string];
    if (isNumber(a) && isNumber(b)) return of(a, b, c);
    if (isNumber(b) && isNumber(c)) return of(b, c, a);
  }
  return null;
};

/** Splits at top-level `/` into groups of words; null when a comma or an empty group appears. */
function slashGroups(parts: string[]): string[][] | null {
  const groups: string[][] = [[]];
  for (const part of parts) {
    if (part === ',') return null;
    if (part === '/') groups.push([]);
    else groups[groups.length - 1]?.push(part);
  }
  return groups.some((g) => g.length === 0) ? null : groups;
}

const isGridName = (v: string | undefined) =>
  v !== undefined && /^-?[a-z_][a-z0-9_-]*$/.test(v) && v !== 'auto' && v !== 'span' && !GLOBAL.has(v);

/** `grid-row: 1 / 3`, `grid-column: main`: a lone custom name is the end too, anything else leaves it `auto`. */
const gridLine: Reader = (parts, name) => {
  const groups = slashGroups(parts);
  if (!groups || groups.length > 2) return null;
  const start = (groups[0] as string[]).join(' ');
  const end = groups[1]?.join(' ') ?? (isGridName(start) ? start : 'auto');
  return new Map([
    [`${name}-start`, start],
    [`${name}-end`, end],
  ]);
};

/** `grid-area: a` or `1 / 2 / 3 / 4`: a custom name fills the slots it leaves out, anything else `auto`. */
const gridArea: Reader = (parts) => {
  const groups = slashGroups(parts);
  if (!groups || groups.length > 4) return null;
  const values = groups.map((g) => g.join(' '));
  const rowStart = values[0] as string;
  const columnStart = values[1] ?? (isGridName(rowStart) ? rowStart : 'auto');
  const rowEnd = values[2] ?? (isGridName(rowStart) ? rowStart : 'auto');
  const columnEnd = values[3] ?? (isGridName(columnStart) ? columnStart : 'auto');
  return new Map([
    ['grid-row-start', rowStart],
    ['grid-column-start', columnStart],
    ['grid-row-end', rowEnd],
    ['grid-column-end', columnEnd],
  ]);
};

/** `border-radius: 4px 8px / 2px`: horizontal radii as a box, vertical ones likewise; each corner `h v`. */
const borderRadius: Reader = (parts, name) => {
  const groups = slashGroups(parts);
  if (!groups || groups.length > 2 || groups.some((g) => g.length > 4)) return null;
  const sides = (g: string[]) => {
    const [a, b = a, c = a, d = b] = g as [string, ...string[]];
    return [a, b, c, d];
  };
  const horizontal = sides(groups[0] as string[]);
  const vertical = groups[1] ? sides(groups[1]) : horizontal;
  const corners = SHORTHANDS[name]?.parts ?? [];
  return new Map(
    corners.map((corner, i) => {
      const h = horizontal[i] as string;
      const v = vertical[i] as string;
      return [corner, h === v ? h : `${h} ${v}`];
    }),
  );
};

/** `list-style: square inside`: type, position and image in any order; `none` fills the type, then the image. */
const listStyle: Reader = (parts) => {
  if (parts.includes(',') || parts.includes('/')) return null;
  let type: string | undefined;
  let position: string | undefined;
  let image: string | undefined;
  let nones = 0;
  for (const part of parts) {
    if (part === 'none') nones++;
    else if ((part === 'inside' || part === 'outside') && !position) position = part;
    else if (IMAGE_FUNCTIONS.test(part) && !image) image = part;
    else if (!type) type = part;
    else return null;
  }
  if (nones > 0 && !type) {
    type = 'none';
    nones--;
  }
  if (nones > 0 && !image) {
    image = 'none';
    nones--;
  }
  if (nones > 0) return null;
  return new Map([
    ['list-style-type', type ?? initialOf('list-style-type')],
    ['list-style-position', position ?? initialOf('list-style-position')],
    ['list-style-image', image ?? initialOf('list-style-image')],
  ]);
};

/** `columns: 12em 3` (width and count in any order, `auto` filling either), `/ <height>` after them. */
const columns: Reader = (parts) => {
  const groups = slashGroups(parts);
  if (!groups || groups.length > 2 || (groups[0] as string[]).length > 2) return null;
  let width: string | undefined;
  let count: string | undefined;
  for (const part of groups[0] as string[]) {
    if (part === 'auto') continue;
    if (isNumber(part) && !count) count = part;
    else if (isLength(part) && !width) width = part;
    else return null;
  }
  return new Map([
    ['column-width', width ?? initialOf('column-width')],
    ['column-count', count ?? initialOf('column-count')],
    ['column-height', groups[1]?.join(' ') ?? initialOf('column-height')],
  ]);
};

/** `container: sidebar / inline-size`. */
const container: Reader = (parts) => {
  const groups = slashGroups(parts);
  if (!groups || groups.length > 2) return null;
  return new Map([
    ['container-name', (groups[0] as string[]).join(' ')],
    ['container-type', groups[1]?.join(' ') ?? initialOf('container-type')],
  ]);
};

/** `offset: path("M0 0 H100") 40px auto / center`: a path, then distance and rotation, then `/ anchor`. */
const offset: Reader = (parts) => {
  const groups = slashGroups(parts);
  if (!groups || groups.length > 2) return null;
  const words = groups[0] as string[];
  const pathAt = words.findIndex(
    (w) => /^(path|ray|url|circle|ellipse|inset|polygon|xywh|rect|shape)\(/.test(w) || w === 'none',
  );
  const out: Expansion = new Map();
  for (const longhand of SHORTHANDS.offset?.longhands ?? []) out.set(longhand, initialOf(longhand));
  if (pathAt === -1) {
    if (words.length === 0) return null;
    out.set('offset-position', words.join(' '));
  } else {
    if (pathAt > 0) out.set('offset-position', words.slice(0, pathAt).join(' '));
    out.set('offset-path', words[pathAt] as string);
    const rotate: string[] = [];
    for (const word of words.slice(pathAt + 1)) {
      if (word === 'auto' || word === 'reverse' || hasType(word, ANGLE)) rotate.push(word);
      else if (isLength(word) && leftOut.has('offset-distance')) out.set('offset-distance', word);
      else return null;
    }
    if (rotate.length > 0) out.set('offset-rotate', rotate.join(' '));
  }
  if (groups[1]) out.set('offset-anchor', groups[1].join(' '));
  return out;
};
const ANGLE = new Set(['angle']);

const FONT_SIZES = new Set([
  'xx-small',
  'x-small',
  'small',
  'medium',
  'large',
  'x-large',
  'xx-large',
  'xxx-large',
  'larger',
  'smaller',
  'math',
]);
const FONT_STRETCHES = new Set([
  'ultra-condensed',
  'extra-condensed',
  'condensed',
  'semi-condensed',
  'semi-expanded',
  'expanded',
  'extra-expanded',
  'ultra-expanded',
]);

/** `font: italic bold 16px/1.5 "Open Sans", sans-serif`: style, variant, weight, stretch, size, line height, family. */
const font: Reader = (parts) => {
  const sizeAt = parts.findIndex((p) => FONT_SIZES.has(p) || (isLength(p) && !isNumber(p)));
  if (sizeAt === -1) return null;
  const out = new Map<string, string>();
  for (const longhand of SHORTHANDS.font?.longhands ?? []) out.set(longhand, initialOf(longhand));
  out.set('font-size', parts[sizeAt] as string);
  const set = new Set<string>();
  for (const part of parts.slice(0, sizeAt)) {
    if (part === 'normal') continue;
    const name =
      part === 'italic' || part === 'oblique'
        ? 'font-style'
        : part === 'small-caps'
          ? 'font-variant'
          : ['bold', 'bolder', 'lighter'].includes(part) || isNumber(part)
            ? 'font-weight'
            : FONT_STRETCHES.has(part)
              ? 'font-stretch'
              : null;
    if (!name || set.has(name)) return null;
    set.add(name);
    out.set(name, part);
  }
  let rest = parts.slice(sizeAt + 1);
  if (rest[0] === '/') {
    if (rest[1] === undefined) return null;
    out.set('line-height', rest[1]);
    rest = rest.slice(2);
  }
  if (rest.length === 0) return null;
  out.set('font-family', joinComponents(rest));
  return out;
};

const BOXES = new Set(['border-box', 'padding-box', 'content-box', 'text']);
const REPEATS = new Set(['repeat', 'no-repeat', 'repeat-x', 'repeat-y', 'space', 'round']);
const POSITIONS = new Set(['left', 'right', 'top', 'bottom', 'center']);

/**
 * The `<position> [ / <size> ]` of a background or mask layer, read one component at a time: `take` answers true
 * when the component belongs to it, false when it is another longhand's, and null when it breaks the grammar (a `/`
 * with no position before it, or a second `/`).
 */
function layerPlacement() {
  const position: string[] = [];
  const size: string[] = [];
  let afterSlash = false;
  return {
    position,
    size,
    take(part: string): boolean | null {
      if (part === '/') {
        if (position.length === 0 || afterSlash) return null;
        afterSlash = true;
      } else if (afterSlash && (isLength(part) || part === 'auto' || part === 'cover' || part === 'contain')) {
        size.push(part);
      } else if (POSITIONS.has(part) || isLength(part)) {
        if (afterSlash && size.length > 0) afterSlash = false;
        position.push(part);
      } else return false;
      return true;
    },
    /** A `/` with no size after it. */
    sizeMissing: () => afterSlash && size.length === 0,
  };
}

/** One background layer: colour, image, repeat, attachment, position `/` size, origin and clip boxes. */
const backgroundLayer: Reader = (parts) => {
  if (parts.includes(',')) return null;
  let color: string | undefined;
  let image: string | undefined;
  const repeat: string[] = [];
  let attachment: string | undefined;
  const boxes: string[] = [];
  const placed = layerPlacement();
  const { position, size } = placed;
  for (const part of parts) {
    const took = placed.take(part);
    if (took === null) return null;
    if (took) continue;
    if (REPEATS.has(part)) repeat.push(part);
    else if (['scroll', 'fixed', 'local'].includes(part) && !attachment) attachment = part;
    else if (BOXES.has(part)) boxes.push(part);
    else if ((part === 'none' || IMAGE_FUNCTIONS.test(part)) && !image) image = part;
    else if ((colorLike(part) || part === 'currentcolor') && !color) color = part;
    else return null;
  }
  if (repeat.length > 2 || boxes.length > 2 || position.length > 4 || size.length > 2) return null;
  const initial = initialOf;
  return new Map([
    ['background-color', color ?? initial('background-color')],
    ['background-image', image ?? initial('background-image')],
    ['background-repeat', repeat.length > 0 ? repeat.join(' ') : initial('background-repeat')],
    ['background-attachment', attachment ?? initial('background-attachment')],
    ['background-position', position.length > 0 ? position.join(' ') : initial('background-position')],
    ['background-size', size.length > 0 ? size.join(' ') : initial('background-size')],
    ['background-origin', boxes[0] ?? initial('background-origin')],
    ['background-clip', boxes[1] ?? boxes[0] ?? initial('background-clip')],
  ]);
};

/** Backgrounds 3: layers as `background-image` lists them, the colour only in the final one. */
const background: Reader = layered(backgroundLayer, new Set(['background-color']));

const GEOMETRY_BOXES = new Set([
  'border-box',
  'padding-box',
  'content-box',
  'margin-box',
  'fill-box',
  'stroke-box',
  'view-box',
]);
const MASK_MODES = new Set(['alpha', 'luminance', 'match-source']);
const COMPOSITES = new Set(['add', 'subtract', 'intersect', 'exclude']);

/**
 * One mask layer (CSS Masking 1): image, mode, position `/` size, repeat, origin and clip boxes (one box sets both,
 * `no-clip` only the clip) and composite, in any order.
 */
const maskLayer: Reader = (parts) => {
  let image: string | undefined;
  let mode: string | undefined;
  let composite: string | undefined;
  const repeat: string[] = [];
  const boxes: string[] = [];
  let noClip = false;
  const placed = layerPlacement();
  const { position, size } = placed;
  for (const part of parts) {
    if (part === ',') return null;
    const took = placed.take(part);
    if (took === null) return null;
    if (took) continue;
    if (REPEATS.has(part)) repeat.push(part);
    else if (GEOMETRY_BOXES.has(part)) boxes.push(part);
    else if (part === 'no-clip' && !noClip) noClip = true;
    else if (MASK_MODES.has(part) && !mode) mode = part;
    else if (COMPOSITES.has(part) && !composite) composite = part;
    else if ((part === 'none' || IMAGE_FUNCTIONS.test(part)) && !image) image = part;
    else return null;
  }
  if (placed.sizeMissing()) return null;
  if (repeat.length > 2 || boxes.length > (noClip ? 1 : 2) || position.length > 4 || size.length > 2) return null;
  return new Map([
    ['mask-image', image ?? initialOf('mask-image')],
    ['mask-mode', mode ?? initialOf('mask-mode')],
    ['mask-repeat', repeat.length > 0 ? repeat.join(' ') : initialOf('mask-repeat')],
    ['mask-position', position.length > 0 ? position.join(' ') : initialOf('mask-position')],
    ['mask-clip', noClip ? 'no-clip' : (boxes[1] ?? boxes[0] ?? initialOf('mask-clip'))],
    ['mask-origin', boxes[0] ?? initialOf('mask-origin')],
    ['mask-size', size.length > 0 ? size.join(' ') : initialOf('mask-size')],
    ['mask-composite', composite ?? initialOf('mask-composite')],
  ]);
};

const BORDER_IMAGE_REPEATS = new Set(['stretch', 'repeat', 'round', 'space']);
const isLengthOrNumber = (c: string | undefined) => c !== undefined && (isNumber(c) || isLength(c));
const isSlice = (c: string) => isNumber(c) || (c.endsWith('%') && isNumber(c.slice(0, -1)));

/**
 * `border-image` (Backgrounds 3) and `mask-border` (CSS Masking 1): source, `slice [/ width? [/ outset]]`, repeat
 * (and for masks the mode) in any order; `fill` goes with the slice.
 */
function borderImageOf(prefix: string, modes: ReadonlySet<string>): Reader {
  return (parts) => {
    let source: string | undefined;
    let mode: string | undefined;
    const repeat: string[] = [];
    let slice: string[] | undefined;
    let width: string[] = [];
    let outset: string[] = [];
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      if ((part === 'none' || IMAGE_FUNCTIONS.test(part)) && !source) source = part;
      else if (
        BORDER_IMAGE_REPEATS.has(part) &&
        repeat.length < 2 &&
        (repeat.length === 0 || parts[i - 1] === repeat[0])
      )
        repeat.push(part);
      else if (modes.has(part) && !mode) mode = part;
      else if ((isSlice(part) || part === 'fill') && !slice) {
        slice = [];
        let fill = false;
        for (; i < parts.length; i++) {
          const p = parts[i] as string;
          if (p === 'fill' && !fill) fill = true;
          else if (isSlice(p) && slice.length < 4) slice.push(p);
          else break;
        }
        if (slice.length === 0) return null;
        if (fill) slice.push('fill');
        if (parts[i] === '/') {
          i++;
          while (i < parts.length && width.length < 4 && (isLengthOrNumber(parts[i]) || parts[i] === 'auto'))
            width.push(parts[i++] as string);
          if (parts[i] === '/') {
            i++;
            while (i < parts.length && outset.length < 4 && isLengthOrNumber(parts[i]))
              outset.push(parts[i++] as string);
            if (outset.length === 0) return null;
          } else if (width.length === 0) return null;
        }
        i--;
      } else return null;
    }
    if (width.length === 0) width = [initialOf(`${prefix}-width`)];
    if (outset.length === 0) outset = [initialOf(`${prefix}-outset`)];
    const out: Expansion = new Map([
      [`${prefix}-source`, source ?? initialOf(`${prefix}-source`)],
      [`${prefix}-slice`, slice ? slice.join(' ') : initialOf(`${prefix}-slice`)],
      [`${prefix}-width`, width.join(' ')],
      [`${prefix}-outset`, outset.join(' ')],
      [`${prefix}-repeat`, repeat.length > 0 ? repeat.join(' ') : initialOf(`${prefix}-repeat`)],
    ]);
    if (modes.size > 0) out.set(`${prefix}-mode`, mode ?? initialOf(`${prefix}-mode`));
    return out;
  };
}

/** A run of line names, `[a] [b]` read as `[a b]` (adjacent names name the same line). */
function pushNames(out: string[], names: string): void {
  const previous = out[out.length - 1];
  if (previous?.startsWith('[')) out[out.length - 1] = `[${`${previous.slice(1, -1)} ${names.slice(1, -1)}`.trim()}]`;
  else out.push(names);
}

/**
 * `grid-template` (CSS Grid 2, 7.4): `none`, `<rows> / <columns>`, or rows of area strings, each with its line
 * names and size (`auto` when none is given), then `/ <columns>`.
 */
const gridTemplate: Reader = (parts) => {
  if (parts.length === 1 && parts[0] === 'none')
    return new Map([
      ['grid-template-rows', 'none'],
      ['grid-template-columns', 'none'],
      ['grid-template-areas', 'none'],
    ]);
  const groups = slashGroups(parts);
  if (!groups || groups.length > 2) return null;
  const first = groups[0] as string[];
  if (!first.some((p) => p.startsWith('"') || p.startsWith("'"))) {
    if (groups.length !== 2) return null;
    return new Map([
      ['grid-template-rows', first.join(' ')],
      ['grid-template-columns', (groups[1] as string[]).join(' ')],
      ['grid-template-areas', 'none'],
    ]);
  }
  const rows: string[] = [];
  const areas: string[] = [];
  let sizeDue = false;
  for (const part of first) {
    if (part.startsWith('"') || part.startsWith("'")) {
      if (sizeDue) rows.push('auto');
      areas.push(part);
      sizeDue = true;
    } else if (part.startsWith('[')) {
      if (sizeDue) rows.push('auto');
      sizeDue = false;
      pushNames(rows, part);
    } else {
      if (!sizeDue) return null;
      rows.push(part);
      sizeDue = false;
    }
  }
  if (sizeDue) rows.push('auto');
  return new Map([
    ['grid-template-rows', rows.join(' ')],
    ['grid-template-columns', groups[1]?.join(' ') ?? 'none'],
    ['grid-template-areas', areas.join(' ')],
  ]);
};

/** `auto-flow` with an optional `dense` in either order at the start of `words`; the rest is the auto track size. */
function autoFlow(words: string[]): { dense: boolean; size: string[] } | null {
  let flow = false;
  let dense = false;
  let i = 0;
  for (; i < words.length; i++) {
    if (words[i] === 'auto-flow' && !flow) flow = true;
    else if (words[i] === 'dense' && !dense) dense = true;
    else break;
  }
  return flow ? { dense, size: words.slice(i) } : null;
}

/**
 * `grid` (CSS Grid 2, 7.8): a `grid-template` value (the auto tracks and flow at their initial values), or
 * `<rows> / auto-flow dense? <auto-columns>?`, or `auto-flow dense? <auto-rows>? / <columns>`.
 */
const grid: Reader = (parts) => {
  const groups = slashGroups(parts);
  const rowsFlow = groups?.length === 2 ? autoFlow(groups[0] as string[]) : null;
  const columnsFlow = groups?.length === 2 ? autoFlow(groups[1] as string[]) : null;
  if (!rowsFlow && !columnsFlow) {
    const template = gridTemplate(parts, 'grid-template');
    if (!template) return null;
    for (const longhand of ['grid-auto-rows', 'grid-auto-columns', 'grid-auto-flow'])
      template.set(longhand, initialOf(longhand));
    return template;
  }
  if ((rowsFlow && columnsFlow) || !groups) return null;
  const flow = (rowsFlow ?? columnsFlow) as { dense: boolean; size: string[] };
  const size = flow.size.length > 0 ? flow.size.join(' ') : undefined;
  const axis = rowsFlow ? 'row' : 'column';
  return new Map([
    ['grid-template-rows', rowsFlow ? initialOf('grid-template-rows') : (groups[0] as string[]).join(' ')],
    ['grid-template-columns', columnsFlow ? initialOf('grid-template-columns') : (groups[1] as string[]).join(' ')],
    ['grid-template-areas', initialOf('grid-template-areas')],
    ['grid-auto-rows', (rowsFlow && size) || initialOf('grid-auto-rows')],
    ['grid-auto-columns', (columnsFlow && size) || initialOf('grid-auto-columns')],
    ['grid-auto-flow', flow.dense ? `${axis} dense` : axis],
  ]);
};

/** `marker: none | <url>` sets the start, mid and end markers alike (SVG 2). */
const marker: Reader = (parts, name) => {
  if (parts.length !== 1 || !(parts[0] === 'none' || parts[0]?.startsWith('url('))) return null;
  return new Map((SHORTHANDS[name]?.longhands ?? []).map((l) => [l, parts[0] as string]));
};

/** `contain-intrinsic-size: auto 300px 200px`: a width then a height (copied from the width), each `auto? none|<length>`. */
const containIntrinsicSize: Reader = (parts) => {
  const values: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const auto = parts[i] === 'auto';
    if (auto) i++;
    const size = parts[i];
    if (size === undefined || !(size === 'none' || (isLength(size) && !size.endsWith('%')))) return null;
    values.push(auto ? `auto ${size}` : size);
  }
  if (values.length < 1 || values.length > 2) return null;
  return new Map([
    ['contain-intrinsic-width', values[0] as string],
    ['contain-intrinsic-height', (values[1] ?? values[0]) as string],
  ]);
};

const AXES = new Set(['block', 'inline', 'x', 'y']);
const isTimelineName = (c: string | undefined) => c === 'none' || (c?.startsWith('--') ?? false);

/** One `scroll-timeline` layer (Scroll-driven Animations 1): a name, then an axis. */
const scrollTimelineLayer: Reader = (parts) => {
  if (parts.length < 1 || parts.length > 2 || !isTimelineName(parts[0])) return null;
  if (parts[1] !== undefined && !AXES.has(parts[1])) return null;
  return new Map([
    ['scroll-timeline-name', parts[0] as string],
    ['scroll-timeline-axis', parts[1] ?? initialOf('scroll-timeline-axis')],
  ]);
};

/** One `view-timeline` layer: a name, then an axis and one or two insets (side by side) in either order. */
const viewTimelineLayer: Reader = (parts) => {
  if (!isTimelineName(parts[0])) return null;
  let axis: string | undefined;
  const inset: string[] = [];
  let previous = '';
  for (const part of parts.slice(1)) {
    if (AXES.has(part) && !axis) {
      axis = part;
      previous = 'axis';
    } else if (
      (part === 'auto' || isLength(part)) &&
      (inset.length === 0 || (inset.length === 1 && previous === 'inset'))
    ) {
      inset.push(part);
      previous = 'inset';
    } else return null;
  }
  return new Map([
    ['view-timeline-name', parts[0] as string],
    ['view-timeline-axis', axis ?? initialOf('view-timeline-axis')],
    ['view-timeline-inset', inset.length > 0 ? inset.join(' ') : initialOf('view-timeline-inset')],
  ]);
};

const TRY_ORDERS = new Set(['normal', 'most-width', 'most-height', 'most-block-size', 'most-inline-size']);

/** `position-try: most-height --top, flip-block` (CSS Anchor Positioning 1): an optional order, then the fallbacks. */
const positionTry: Reader = (parts) => {
  const ordered = parts.length > 1 && TRY_ORDERS.has(parts[0] as string);
  const fallbacks = ordered ? parts.slice(1) : parts;
  if (fallbacks.length === 0 || TRY_ORDERS.has(fallbacks[0] as string)) return null;
  return new Map([
    ['position-try-order', ordered ? (parts[0] as string) : initialOf('position-try-order')],
    ['position-try-fallbacks', joinComponents(fallbacks)],
  ]);
};

const RANGE_NAMES = new Set(['cover', 'contain', 'entry', 'exit', 'entry-crossing', 'exit-crossing']);

/** One `normal | <length-percentage> | <timeline-range-name> <length-percentage>?` from `at`; its length in words. */
function rangeAt(parts: string[], at: number): number {
  const word = parts[at];
  if (word === undefined) return 0;
  if (word === 'normal' || isLength(word)) return 1;
  if (!RANGE_NAMES.has(word)) return 0;
  return parts[at + 1] !== undefined && isLength(parts[at + 1] as string) ? 2 : 1;
}

/**
 * One `animation-range` layer (Scroll-driven Animations 1): start, then end; an end left out is the start's range
 * name at 100% when the start names one, else `normal`.
 */
const animationRangeLayer: Reader = (parts) => {
  const startLength = rangeAt(parts, 0);
  if (startLength === 0) return null;
  const endLength = rangeAt(parts, startLength);
  if (startLength + endLength !== parts.length) return null;
  const start = parts.slice(0, startLength);
  const end =
    endLength > 0
      ? parts.slice(startLength).join(' ')
      : RANGE_NAMES.has(start[0] as string)
        ? `${start[0]} 100%`
        : initialOf('animation-range-end');
  return new Map([
    ['animation-range-start', start.join(' ')],
    ['animation-range-end', end],
  ]);
};

/** Readers for grammars of their own; any other `special` shorthand is compared as written. */
const SPECIAL: Record<string, Reader> = {
  flex,
  font,
  background,
  'list-style': listStyle,
  'border-radius': borderRadius,
  'grid-area': gridArea,
  'grid-row': gridLine,
  'grid-column': gridLine,
  'grid-template': gridTemplate,
  columns,
  container,
  offset,
  grid,
  mask: layered(maskLayer),
  'border-image': borderImageOf('border-image', new Set()),
  'mask-border': borderImageOf('mask-border', new Set(['alpha', 'luminance'])),
  marker,
  'contain-intrinsic-size': containIntrinsicSize,
  'scroll-timeline': layered(scrollTimelineLayer),
  'view-timeline': layered(viewTimelineLayer),
  'position-try': positionTry,
  'animation-range': layered(animationRangeLayer),
};
const BY_SHAPE: Record<string, Reader> = { box, pair, any: anyOrder, layers };

function expandParts(name: string, parts: string[]): Expansion | null {
  const entry = SHORTHANDS[name];
  if (!entry) return null;
  const reader = entry.shape === 'special' ? SPECIAL[name] : BY_SHAPE[entry.shape];
  return reader ? reader(parts, name) : null;
}

/** Every property a declaration of `property` overrides besides itself: its longhands and the shorthands holding any of them. */
const OVERLAPS = new Map<string, Set<string>>();
for (const [shorthand, { longhands }] of Object.entries(SHORTHANDS)) {
  for (const longhand of longhands) {
    const set = OVERLAPS.get(longhand) ?? new Set<string>();
    set.add(shorthand);
    OVERLAPS.set(longhand, set);
  }
}
for (const [shorthand, { longhands }] of Object.entries(SHORTHANDS)) {
  const set = OVERLAPS.get(shorthand) ?? new Set<string>();
  for (const longhand of longhands) {
    set.add(longhand);
    for (const other of OVERLAPS.get(longhand) ?? []) if (other !== shorthand) set.add(other);
  }
  set.delete(shorthand);
  OVERLAPS.set(shorthand, set);
}
const NO_OVERLAP: ReadonlySet<string> = new Set();

/** Whether `property` is a shorthand CSS defines. */
export const isShorthand = (property: string): boolean => property in SHORTHANDS;

/** The other properties a declaration of `property` replaces (empty for an unrelated property). */
export const overlapsOf = (property: string): ReadonlySet<string> => OVERLAPS.get(property) ?? NO_OVERLAP;

/**
 * The longhands `property: value` sets, each with its part of the value (normalised text); null when `property`
 * is no shorthand or the value cannot be read. A global keyword (`inherit` …) goes to every longhand.
 */
export function expandShorthand(property: string, normalizedValue: string): ShorthandValues | null {
  const entry = SHORTHANDS[property];
  if (!entry || normalizedValue.includes('var(')) return null;
  if (GLOBAL.has(normalizedValue))
    return { values: new Map(entry.longhands.map((l) => [l, normalizedValue])), leftOut: new Set() };
  leftOut = new Set();
  const values = expandParts(property, splitComponents(normalizedValue));
  if (!values) return null;
  // a longhand a special reader first filled with its initial value and then set from the value is not left out
  if (entry.shape === 'special')
    for (const longhand of leftOut) if (!atInitial(longhand, values.get(longhand) ?? '')) leftOut.delete(longhand);
  return { values, leftOut };
}

/** Whether `value` is the longhand's initial value, in each of its layers. */
function atInitial(longhand: string, value: string): boolean {
  const initial = INITIAL_VALUES[longhand];
  if (value === initial) return true;
  return value.includes(',') && commaGroups(splitComponents(value)).every((g) => g.join(' ') === initial);
}

/** A shorthand's longhands with their values, and which of them the written value leaves at their initial value. */
export type ShorthandValues = { values: Map<string, string>; leftOut: ReadonlySet<string> };
