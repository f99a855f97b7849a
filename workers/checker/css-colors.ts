/**
 * Colours compared as colours (docs/decisions/0009-checker.md): every CSS Color 4/5 notation — names, hex, `rgb()`, `hsl()`,
 * `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, `color()` in each of its spaces, `color-mix()`, relative colours
 * (`rgb(from red r g 50)`) and `none` components — reads as one value. A colour inside sRGB is written as
 * `#rrggbbaa` (browsers round legacy colours to 8 bits per channel too); one outside it keeps its own coordinates
 * (as XYZ), so display-p3 red and sRGB red stay different. Colours are read by culori; only the glue is here.
 *
 * Cost: `colorLike` is a first-character test and a Set lookup; only a component that passes it is parsed.
 */
import {
  type Color,
  colorsNamed,
  converter,
  fixupHueDecreasing,
  fixupHueIncreasing,
  fixupHueLonger,
  fixupHueShorter,
  formatHex8,
  interpolateWithPremultipliedAlpha,
  modeA98,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeProphoto,
  modeRec2020,
  modeRgb,
  modeXyz50,
  modeXyz65,
  parse as parseColor,
  useMode as registerColorMode,
} from 'culori/fn';
import { evaluateMath } from './css-math';

// culori's tree-shakeable entry parses only the notations registered here: every one CSS allows for colours.
for (const mode of [
  modeRgb,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeOklab,
  modeOklch,
  modeP3,
  modeRec2020,
  modeA98,
  modeProphoto,
  modeLrgb,
  modeXyz50,
  modeXyz65,
])
  registerColorMode(mode);
const toRgb = converter('rgb');
const toXyz = converter('xyz65');

const COLOR_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
]);
const NAMED = new Set([...Object.keys(colorsNamed), 'transparent']);
/** Within this of 0 and 1, an sRGB channel counts as in gamut (conversions leave such crumbs). */
const GAMUT_EPSILON = 1e-4;

/** Whether a component is written as a colour (a hash, a colour function or a colour name): a cheap test first. */
export function colorLike(component: string): boolean {
  if (component.charCodeAt(0) === 35) return true;
  const paren = component.indexOf('(');
  return paren > 0 ? COLOR_FUNCTIONS.has(component.slice(0, paren)) : NAMED.has(component);
}

/** The colour a component means in one spelling, or null when it is no colour (or one read only in context). */
export function colorOf(component: string): string | null {
  if (!colorLike(component)) return null;
  const color = readColor(component);
  return color ? formatColor(color) : null;
}

/** `#rrggbbaa` inside sRGB; outside it, `color(xyz-d65 x y z / a)` with four decimals. */
function formatColor(color: Color): string {
  const rgb = toRgb(color);
  const inGamut = [rgb.r, rgb.g, rgb.b].every((v) => v >= -GAMUT_EPSILON && v <= 1 + GAMUT_EPSILON);
  if (inGamut) return formatHex8(rgb);
  const xyz = toXyz(color);
  const n = (v: number | undefined) => Number((v ?? 0).toFixed(4));
  return `color(xyz-d65 ${n(xyz.x)} ${n(xyz.y)} ${n(xyz.z)} / ${n(xyz.alpha ?? 1)})`;
}

/** Colours inside colours (`color-mix()`, relative colours) are read to this depth; deeper ones are no colour. */
const MAX_NESTING = 8;

/** A colour's culori value; `none` components read as zero, as CSS renders them. */
function readColor(text: string, depth = 0): Color | undefined {
  if (depth > MAX_NESTING) return undefined;
  if (text.startsWith('color-mix(')) return colorMix(text, depth + 1);
  if (text.includes('(from ')) return relativeColor(text, depth + 1);
  const plain = text.includes('none') ? text.replace(/\bnone\b/g, '0') : text;
  return parseColor(plain);
}

/** Splits a function's arguments at top-level commas. */
function commaArgs(inner: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(inner.slice(start).trim());
  return out;
}

const MIX_SPACES: Record<string, string> = {
  srgb: 'rgb',
  'srgb-linear': 'lrgb',
  'display-p3': 'p3',
  'a98-rgb': 'a98',
  'prophoto-rgb': 'prophoto',
  rec2020: 'rec2020',
  lab: 'lab',
  oklab: 'oklab',
  xyz: 'xyz65',
  'xyz-d65': 'xyz65',
  'xyz-d50': 'xyz50',
  hsl: 'hsl',
  hwb: 'hwb',
  lch: 'lch',
  oklch: 'oklch',
};
const HUE_FIXUPS = {
  shorter: fixupHueShorter,
  longer: fixupHueLonger,
  increasing: fixupHueIncreasing,
  decreasing: fixupHueDecreasing,
};

/** One colour and its optional percentage, as `color-mix()` takes them (`red 30%`, `40% blue`). */
function mixStop(text: string, depth: number): { color: Color; percent: number | null } | null {
  const words = text.split(' ');
  const percentAt = words.findIndex((w) => /^[\d.]+%$/.test(w));
  const percent = percentAt === -1 ? null : Number.parseFloat(words[percentAt] as string);
  const colorText = words.filter((_, i) => i !== percentAt).join(' ');
  const color = readColor(colorText, depth);
  return color ? { color, percent } : null;
}

/** `color-mix(in oklch longer hue, red 30%, blue)` as CSS Color 5 defines it (premultiplied, percentages normalised). */
function colorMix(text: string, depth: number): Color | undefined {
  const args = commaArgs(text.slice('color-mix('.length, -1));
  if (args.length !== 3) return undefined;
  const how = /^in ([a-z0-9-]+)(?: (shorter|longer|increasing|decreasing) hue)?$/.exec(args[0] as string);
  const mode = how ? MIX_SPACES[how[1] as string] : undefined;
  const a = mixStop(args[1] as string, depth);
  const b = mixStop(args[2] as string, depth);
  if (!how || !mode || !a || !b) return undefined;
  let p1 = a.percent;
  let p2 = b.percent;
  if (p1 === null && p2 === null) p1 = p2 = 50;
  else if (p1 === null) p1 = 100 - (p2 as number);
  else if (p2 === null) p2 = 100 - p1;
  const sum = (p1 as number) + (p2 as number);
  if (sum <= 0) return undefined;
  const fixup = HUE_FIXUPS[(how[2] ?? 'shorter') as keyof typeof HUE_FIXUPS];
  // culori reads `{ fixup }` per channel; its types only name `use`
  const overrides = { h: { fixup } } as unknown as Parameters<typeof interpolateWithPremultipliedAlpha>[2];
  const mix = interpolateWithPremultipliedAlpha([a.color, b.color], mode as 'hsl', overrides);
  const mixed = mix((p2 as number) / sum) as Color;
  // percentages summing under 100% make the result that much more transparent
  if (sum < 100) mixed.alpha = (mixed.alpha ?? 1) * (sum / 100);
  return mixed;
}

/** The channel names of a relative colour's function, in order, and the culori mode it converts to. */
const RELATIVE: Record<string, { mode: string; channels: string[]; scale: number[] }> = {
  rgb: { mode: 'rgb', channels: ['r', 'g', 'b'], scale: [255, 255, 255] },
  rgba: { mode: 'rgb', channels: ['r', 'g', 'b'], scale: [255, 255, 255] },
  hsl: { mode: 'hsl', channels: ['h', 's', 'l'], scale: [1, 100, 100] },
  hsla: { mode: 'hsl', channels: ['h', 's', 'l'], scale: [1, 100, 100] },
  hwb: { mode: 'hwb', channels: ['h', 'w', 'b'], scale: [1, 100, 100] },
  lab: { mode: 'lab', channels: ['l', 'a', 'b'], scale: [1, 1, 1] },
  lch: { mode: 'lch', channels: ['l', 'c', 'h'], scale: [1, 1, 1] },
  oklab: { mode: 'oklab', channels: ['l', 'a', 'b'], scale: [1, 1, 1] },
  oklch: { mode: 'oklch', channels: ['l', 'c', 'h'], scale: [1, 1, 1] },
};

/**
 * `rgb(from var(--x) r g b / 50%)`-style relative colours (CSS Color 5): the origin colour converted to the
 * function's space, each channel keyword standing for its value there, each argument a number or a `calc()` of
 * them. The result is then read as an ordinary colour of that function.
 */
function relativeColor(text: string, depth: number): Color | undefined {
  const paren = text.indexOf('(');
  const fn = text.slice(0, paren);
  const space = RELATIVE[fn];
  if (!space) return undefined;
  const inner = text.slice(paren + 1, -1);
  const parts = splitWords(inner);
  if (parts[0] !== 'from' || parts.length < 5) return undefined;
  const origin = readColor(parts[1] as string, depth);
  if (!origin) return undefined;
  const converted = converter(space.mode as 'rgb')(origin) as unknown as Record<string, number | undefined>;
  const vars = new Map<string, number>();
  space.channels.forEach((channel, i) => {
    vars.set(channel, (converted[channel] ?? 0) * (space.scale[i] as number));
  });
  vars.set('alpha', converted.alpha ?? 1);
  const rest = parts.slice(2);
  const slash = rest.indexOf('/');
  const channels = slash === -1 ? rest : rest.slice(0, slash);
  const alpha = slash === -1 ? 'alpha' : rest[slash + 1];
  if (channels.length !== 3 || alpha === undefined) return undefined;
  const values: string[] = [];
  for (const arg of [...channels, alpha]) {
    const value = vars.get(arg) ?? evaluateMath(arg, vars);
    if (value === null || value === undefined) {
      if (/^[+-]?[\d.]+%?$/.test(arg)) values.push(arg);
      else return undefined;
    } else values.push(String(value));
  }
  return parseColor(`${fn}(${values.slice(0, 3).join(' ')} / ${values[3]})`);
}

/** Words and functions of a value at the top level (`from`, `red`, `calc(r + 10)`, `/`). */
function splitWords(inner: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= inner.length; i++) {
    const c = inner[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if ((c === ' ' || c === '/' || c === undefined) && depth === 0) {
      if (i > start) out.push(inner.slice(start, i));
      if (c === '/') out.push('/');
      start = i + 1;
    }
  }
  return out;
}
