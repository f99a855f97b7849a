/**
 * Shorthand properties and the longhands they set (docs/decisions/0009-checker.md): `margin: 0` gives `margin-top: 0`, and the four
 * `margin-*` longhands together give `margin`. `expandShorthand` reads a shorthand's value the way the CSS grammar
 * assigns its parts (any order where the grammar allows it) and fills what is left out with the initial value.
 * A value it cannot read (a `var()`, a typo) expands to null and is then compared as written.
 */
import { colorOf, joinComponents, splitComponents } from './css-values';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const GLOBAL = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);
const BORDER_STYLES = new Set([
  'none',
  'hidden',
  'dotted',
  'dashed',
  'solid',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
]);
const LINE_WIDTHS = new Set(['thin', 'medium', 'thick']);
const LENGTH = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?([a-z]+|%)?$/;
const MATH = /^(calc|min|max|clamp)\(/;
const TIME = /^[+-]?(\d+\.?\d*|\.\d+)(ms|s)$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/;

type Expansion = Map<string, string>;
type Expander = (parts: string[]) => Expansion | null;

const isLength = (c: string) => LENGTH.test(c) || MATH.test(c);
const isColor = (c: string) => colorOf(c) !== null || c === 'currentcolor';
const isTime = (c: string) => TIME.test(c);
const isNumber = (c: string) => NUMBER.test(c);

/** top/right/bottom/left from one to four values (`margin`, `padding`, `inset`, `border-width` …). */
function box(names: (side: (typeof SIDES)[number]) => string): Expander {
  return (parts) => {
    if (parts.length < 1 || parts.length > 4 || parts.some((p) => p === ',' || p === '/')) return null;
    const [top, right = top, bottom = top, left = right] = parts as [string, ...string[]];
    const values = [top, right, bottom, left];
    return new Map(SIDES.map((side, i) => [names(side), values[i] as string]));
  };
}

/** Two values for two longhands, the second defaulting to the first (`gap`, `overflow`). */
function pair(first: string, second: string): Expander {
  return (parts) => {
    if (parts.length < 1 || parts.length > 2) return null;
    return new Map([
      [first, parts[0] as string],
      [second, (parts[1] ?? parts[0]) as string],
    ]);
  };
}

/**
 * Assigns each part to the first slot whose test accepts it and that is still free; slots left free get their
 * initial value. Null when a part fits no slot.
 */
function anyOrder(slots: Array<{ name: string; accepts: (c: string) => boolean; initial: string }>): Expander {
  return (parts) => {
    if (parts.length === 0 || parts.includes(',') || parts.includes('/')) return null;
    const found = new Map<string, string>();
    for (const part of parts) {
      const slot = slots.find((s) => !found.has(s.name) && s.accepts(part));
      if (!slot) return null;
      found.set(slot.name, part);
    }
    return new Map(slots.map((s) => [s.name, found.get(s.name) ?? s.initial]));
  };
}

/** `border-top: 1px solid red` and friends: width, style and colour in any order. */
function borderSide(prefix: string): Expander {
  return anyOrder([
    { name: `${prefix}-width`, accepts: (c) => isLength(c) || LINE_WIDTHS.has(c), initial: 'medium' },
    { name: `${prefix}-style`, accepts: (c) => BORDER_STYLES.has(c), initial: 'none' },
    { name: `${prefix}-color`, accepts: isColor, initial: 'currentcolor' },
  ]);
}

/** `border`: the same width, style and colour on all four sides. */
const border: Expander = (parts) => {
  const one = borderSide('x')(parts);
  if (!one) return null;
  const out: Expansion = new Map();
  for (const side of SIDES) {
    for (const key of ['width', 'style', 'color']) out.set(`border-${side}-${key}`, one.get(`x-${key}`) as string);
  }
  return out;
};

/** Comma-separated layers, each expanded alone; each longhand is the comma list of its layers' values. */
function layered(single: Expander): Expander {
  return (parts) => {
    const layers: string[][] = [[]];
    for (const part of parts) {
      if (part === ',') layers.push([]);
      else layers[layers.length - 1]?.push(part);
    }
    const expanded: Expansion[] = [];
    for (const layer of layers) {
      const one = single(layer);
      if (!one) return null;
      expanded.push(one);
    }
    const out: Expansion = new Map();
    for (const name of (expanded[0] as Expansion).keys()) {
      out.set(
        name,
        joinComponents(expanded.flatMap((e, i) => (i === 0 ? [e.get(name) ?? ''] : [',', e.get(name) ?? '']))),
      );
    }
    return out;
  };
}

/** `transition: opacity .3s ease-in 1s`: the first time is the duration, the second the delay. */
const transitionLayer: Expander = (parts) => {
  const times = parts.filter(isTime);
  const others = parts.filter((p) => !isTime(p));
  if (times.length > 2 || others.length > 2) return null;
  let property = 'all';
  let timing = 'ease';
  for (const part of others) {
    if (isTimingFunction(part) && timing === 'ease' && part !== property) timing = part;
    else property = part;
  }
  return new Map([
    ['transition-property', property],
    ['transition-duration', times[0] ?? '0s'],
    ['transition-timing-function', timing],
    ['transition-delay', times[1] ?? '0s'],
  ]);
};

function isTimingFunction(c: string): boolean {
  return (
    ['ease', 'linear', 'ease-in', 'ease-out', 'ease-in-out', 'step-start', 'step-end'].includes(c) ||
    /^(cubic-bezier|steps|linear)\(/.test(c)
  );
}

/** `animation: spin 1s linear infinite`: keywords by kind, the first time the duration, the second the delay. */
const animationLayer: Expander = (parts) => {
  const out = new Map<string, string>([
    ['animation-name', 'none'],
    ['animation-duration', '0s'],
    ['animation-timing-function', 'ease'],
    ['animation-delay', '0s'],
    ['animation-iteration-count', '1'],
    ['animation-direction', 'normal'],
    ['animation-fill-mode', 'none'],
    ['animation-play-state', 'running'],
  ]);
  const set = new Set<string>();
  const take = (name: string, value: string) => {
    if (set.has(name)) return false;
    set.add(name);
    out.set(name, value);
    return true;
  };
  for (const part of parts) {
    if (isTime(part)) {
      if (!take('animation-duration', part) && !take('animation-delay', part)) return null;
    } else if (isTimingFunction(part)) {
      if (!take('animation-timing-function', part)) return null;
    } else if (part === 'infinite' || isNumber(part)) {
      if (!take('animation-iteration-count', part)) return null;
    } else if (
      ['normal', 'reverse', 'alternate', 'alternate-reverse'].includes(part) &&
      !set.has('animation-direction')
    ) {
      take('animation-direction', part);
    } else if (['forwards', 'backwards', 'both'].includes(part) && !set.has('animation-fill-mode')) {
      take('animation-fill-mode', part);
    } else if (['running', 'paused'].includes(part) && !set.has('animation-play-state')) {
      take('animation-play-state', part);
    } else if (!take('animation-name', part)) return null;
  }
  return out;
};

/** `flex: 1`, `flex: none`, `flex: 2 1 30px` … as the grammar's special cases say. */
const flex: Expander = (parts) => {
  if (parts.length === 1) {
    const [only] = parts as [string];
    if (only === 'none') return flexOf('0', '0', 'auto');
    if (only === 'auto') return flexOf('1', '1', 'auto');
    if (isNumber(only)) return flexOf(only, '1', '0');
    if (isLength(only) || only === 'content') return flexOf('1', '1', only);
    return null;
  }
  if (parts.length === 2) {
    const [a, b] = parts as [string, string];
    if (isNumber(a) && isNumber(b)) return flexOf(a, b, '0');
    if (isNumber(a)) return flexOf(a, '1', b);
    if (isNumber(b)) return flexOf(b, '1', a);
    return null;
  }
  if (parts.length === 3) {
    const [a, b, c] = parts as [string, string, string];
    if (isNumber(a) && isNumber(b)) return flexOf(a, b, c);
    if (isNumber(b) && isNumber(c)) return flexOf(b, c, a);
  }
  return null;
};

function flexOf(grow: string, shrink: string, basis: string): Expansion {
  return new Map([
    ['flex-grow', grow],
    ['flex-shrink', shrink],
    ['flex-basis', basis],
  ]);
}

/** `grid-area: a` or `1 / 2 / 3 / 4`: a custom name fills the slots it leaves out, anything else `auto`. */
const gridArea: Expander = (parts) => {
  const values: string[] = [];
  let current: string[] = [];
  for (const part of parts) {
    if (part === '/') {
      values.push(current.join(' '));
      current = [];
    } else if (part === ',') return null;
    else current.push(part);
  }
  values.push(current.join(' '));
  if (values.length > 4 || values.some((v) => v === '')) return null;
  const isName = (v: string | undefined) =>
    v !== undefined && /^-?[a-z_][a-z0-9_-]*$/.test(v) && v !== 'auto' && v !== 'span';
  const rowStart = values[0] as string;
  const columnStart = values[1] ?? (isName(rowStart) ? rowStart : 'auto');
  const rowEnd = values[2] ?? (isName(rowStart) ? rowStart : 'auto');
  const columnEnd = values[3] ?? (isName(columnStart) ? columnStart : 'auto');
  return new Map([
    ['grid-row-start', rowStart],
    ['grid-column-start', columnStart],
    ['grid-row-end', rowEnd],
    ['grid-column-end', columnEnd],
  ]);
};

/** `list-style: square inside`: type, position and image in any order (`none` fills type, then image). */
const listStyle: Expander = (parts) => {
  if (parts.includes(',') || parts.includes('/')) return null;
  let type: string | undefined;
  let position: string | undefined;
  let image: string | undefined;
  let nones = 0;
  for (const part of parts) {
    if (part === 'none') nones++;
    else if ((part === 'inside' || part === 'outside') && !position) position = part;
    else if (/^(url|[a-z-]*gradient)\(/.test(part) && !image) image = part;
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
    ['list-style-type', type ?? 'disc'],
    ['list-style-position', position ?? 'outside'],
    ['list-style-image', image ?? 'none'],
  ]);
};

const TEXT_DECORATION_LINES = new Set(['none', 'underline', 'overline', 'line-through', 'blink']);
const TEXT_DECORATION_STYLES = new Set(['solid', 'double', 'dotted', 'dashed', 'wavy']);

/** `text-decoration: underline dotted red`: lines (one or more), style, colour and thickness in any order. */
const textDecoration: Expander = (parts) => {
  if (parts.includes(',') || parts.includes('/')) return null;
  const lines: string[] = [];
  let style: string | undefined;
  let color: string | undefined;
  let thickness: string | undefined;
  for (const part of parts) {
    if (TEXT_DECORATION_LINES.has(part)) lines.push(part);
    else if (TEXT_DECORATION_STYLES.has(part) && !style) style = part;
    else if (isColor(part) && !color) color = part;
    else if ((isLength(part) || part === 'auto' || part === 'from-font') && !thickness) thickness = part;
    else return null;
  }
  return new Map([
    ['text-decoration-line', lines.length > 0 ? lines.join(' ') : 'none'],
    ['text-decoration-style', style ?? 'solid'],
    ['text-decoration-color', color ?? 'currentcolor'],
    ['text-decoration-thickness', thickness ?? 'auto'],
  ]);
};

const BOXES = new Set(['border-box', 'padding-box', 'content-box', 'text']);
const REPEATS = new Set(['repeat', 'no-repeat', 'repeat-x', 'repeat-y', 'space', 'round']);
const POSITIONS = new Set(['left', 'right', 'top', 'bottom', 'center']);

/** One background layer: colour, image, repeat, attachment, position `/` size, origin and clip boxes. */
const background: Expander = (parts) => {
  if (parts.includes(',')) return null;
  let color: string | undefined;
  let image: string | undefined;
  const repeat: string[] = [];
  let attachment: string | undefined;
  const position: string[] = [];
  const size: string[] = [];
  const boxes: string[] = [];
  let afterSlash = false;
  for (const part of parts) {
    if (part === '/') {
      if (position.length === 0 || afterSlash) return null;
      afterSlash = true;
    } else if (afterSlash && (isLength(part) || part === 'auto' || part === 'cover' || part === 'contain')) {
      size.push(part);
    } else if (POSITIONS.has(part) || isLength(part)) {
      if (afterSlash && size.length > 0) afterSlash = false;
      position.push(part);
    } else if (REPEATS.has(part)) repeat.push(part);
    else if (['scroll', 'fixed', 'local'].includes(part) && !attachment) attachment = part;
    else if (BOXES.has(part)) boxes.push(part);
    else if ((part === 'none' || /^(url|image-set|[a-z-]*gradient)\(/.test(part)) && !image) image = part;
    else if (isColor(part) && !color) color = part;
    else return null;
  }
  if (repeat.length > 2 || boxes.length > 2 || position.length > 4 || size.length > 2) return null;
  return new Map([
    ['background-color', color ?? 'transparent'],
    ['background-image', image ?? 'none'],
    ['background-repeat', repeat.length > 0 ? repeat.join(' ') : 'repeat'],
    ['background-attachment', attachment ?? 'scroll'],
    ['background-position', position.length > 0 ? position.join(' ') : '0% 0%'],
    ['background-size', size.length > 0 ? size.join(' ') : 'auto'],
    ['background-origin', boxes[0] ?? 'padding-box'],
    ['background-clip', boxes[1] ?? boxes[0] ?? 'border-box'],
  ]);
};

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
const font: Expander = (parts) => {
  const sizeAt = parts.findIndex((p) => FONT_SIZES.has(p) || (isLength(p) && !isNumber(p)));
  if (sizeAt === -1) return null;
  const out = new Map<string, string>([
    ['font-style', 'normal'],
    ['font-variant', 'normal'],
    ['font-weight', 'normal'],
    ['font-stretch', 'normal'],
    ['font-size', parts[sizeAt] as string],
    ['line-height', 'normal'],
  ]);
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

const EXPANDERS: Record<string, Expander> = {
  margin: box((s) => `margin-${s}`),
  padding: box((s) => `padding-${s}`),
  inset: box((s) => s),
  'border-width': box((s) => `border-${s}-width`),
  'border-style': box((s) => `border-${s}-style`),
  'border-color': box((s) => `border-${s}-color`),
  border,
  'border-top': borderSide('border-top'),
  'border-right': borderSide('border-right'),
  'border-bottom': borderSide('border-bottom'),
  'border-left': borderSide('border-left'),
  outline: anyOrder([
    { name: 'outline-width', accepts: (c) => isLength(c) || LINE_WIDTHS.has(c), initial: 'medium' },
    { name: 'outline-style', accepts: (c) => BORDER_STYLES.has(c) || c === 'auto', initial: 'none' },
    { name: 'outline-color', accepts: (c) => isColor(c) || c === 'invert', initial: 'currentcolor' },
  ]),
  gap: pair('row-gap', 'column-gap'),
  'grid-gap': pair('row-gap', 'column-gap'),
  overflow: pair('overflow-x', 'overflow-y'),
  flex,
  'grid-area': gridArea,
  'list-style': listStyle,
  'text-decoration': textDecoration,
  background,
  font,
  transition: layered(transitionLayer),
  animation: layered(animationLayer),
};

/** The longhands each shorthand sets (expanded with a neutral value to learn the names once). */
const LONGHANDS: Record<string, string[]> = {
  margin: SIDES.map((s) => `margin-${s}`),
  padding: SIDES.map((s) => `padding-${s}`),
  inset: [...SIDES],
  'border-width': SIDES.map((s) => `border-${s}-width`),
  'border-style': SIDES.map((s) => `border-${s}-style`),
  'border-color': SIDES.map((s) => `border-${s}-color`),
  border: SIDES.flatMap((s) => ['width', 'style', 'color'].map((k) => `border-${s}-${k}`)),
  ...Object.fromEntries(SIDES.map((s) => [`border-${s}`, ['width', 'style', 'color'].map((k) => `border-${s}-${k}`)])),
  outline: ['outline-width', 'outline-style', 'outline-color'],
  gap: ['row-gap', 'column-gap'],
  'grid-gap': ['row-gap', 'column-gap'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  'grid-area': ['grid-row-start', 'grid-column-start', 'grid-row-end', 'grid-column-end'],
  'list-style': ['list-style-type', 'list-style-position', 'list-style-image'],
  'text-decoration': [
    'text-decoration-line',
    'text-decoration-style',
    'text-decoration-color',
    'text-decoration-thickness',
  ],
  background: [
    'background-color',
    'background-image',
    'background-repeat',
    'background-attachment',
    'background-position',
    'background-size',
    'background-origin',
    'background-clip',
  ],
  font: ['font-style', 'font-variant', 'font-weight', 'font-stretch', 'font-size', 'line-height', 'font-family'],
  transition: ['transition-property', 'transition-duration', 'transition-timing-function', 'transition-delay'],
  animation: [
    'animation-name',
    'animation-duration',
    'animation-timing-function',
    'animation-delay',
    'animation-iteration-count',
    'animation-direction',
    'animation-fill-mode',
    'animation-play-state',
  ],
};

/** Every property a declaration of `property` overrides besides itself: its longhands and the shorthands holding any of them. */
const OVERLAPS = new Map<string, Set<string>>();
for (const [shorthand, longhands] of Object.entries(LONGHANDS)) {
  for (const longhand of longhands) {
    const set = OVERLAPS.get(longhand) ?? new Set<string>();
    set.add(shorthand);
    OVERLAPS.set(longhand, set);
  }
}
for (const [shorthand, longhands] of Object.entries(LONGHANDS)) {
  const set = OVERLAPS.get(shorthand) ?? new Set<string>();
  for (const longhand of longhands) {
    set.add(longhand);
    for (const other of OVERLAPS.get(longhand) ?? []) if (other !== shorthand) set.add(other);
  }
  OVERLAPS.set(shorthand, set);
}

/** Whether `property` is a shorthand this module can expand. */
export const isShorthand = (property: string): boolean => property in EXPANDERS;

/** The other properties a declaration of `property` replaces (empty for an unrelated property). */
export const overlapsOf = (property: string): ReadonlySet<string> => OVERLAPS.get(property) ?? new Set();

/**
 * The longhands `property: value` sets, each with its part of the value (normalised text); null when `property`
 * is no shorthand or the value cannot be read. A global keyword (`inherit` …) goes to every longhand.
 */
export function expandShorthand(property: string, normalizedValue: string): Map<string, string> | null {
  const expander = EXPANDERS[property];
  if (!expander || normalizedValue.includes('var(')) return null;
  if (GLOBAL.has(normalizedValue)) return new Map((LONGHANDS[property] ?? []).map((l) => [l, normalizedValue]));
  return expander(splitComponents(normalizedValue));
}
