/**
 * `calc()`, `min()`, `max()` and `clamp()` as a browser computes them (docs/decisions/0009-checker.md): absolute lengths in px,
 * times in s, angles in deg and plain numbers are added, multiplied and compared; what depends on layout or
 * inheritance (`%`, `em`, `vw` …) stays a term of its own, so `calc(100% - 20px)` and `calc(-20px + 100%)` agree
 * but neither becomes a number. A `min()` or `max()` over terms of different kinds cannot be decided without a
 * layout and is left as written. Callers test for a maths function before calling (the check is on a hot path).
 */

/** A value as a sum of terms: unit ('' for a number) → coefficient. */
type Sum = Map<string, number>;

/** Factors to the canonical unit of each absolute unit (CSS Values 4: 1in = 96px, 1turn = 360deg …). */
export const TO_CANONICAL: Record<string, [string, number]> = {
  px: ['px', 1],
  cm: ['px', 96 / 2.54],
  mm: ['px', 96 / 25.4],
  q: ['px', 96 / 101.6],
  in: ['px', 96],
  pt: ['px', 96 / 72],
  pc: ['px', 16],
  s: ['s', 1],
  ms: ['s', 0.001],
  deg: ['deg', 1],
  rad: ['deg', 180 / Math.PI],
  grad: ['deg', 0.9],
  turn: ['deg', 360],
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };
const TOKEN =
  /\s*(?:([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z]+|%)?|(calc|min|max|clamp)\(|([a-z_][a-z0-9_-]*)|([-+*/(),]))/y;

type Token =
  | { kind: 'number'; value: number; unit: string }
  | { kind: 'fn'; name: string }
  | { kind: 'ident'; name: string }
  | { kind: 'op'; op: string };

function tokenize(text: string): Token[] | null {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    // a sign right after an operand is the binary operator (`1px -2px` is not valid CSS anyway)
    const previous = out[out.length - 1];
    const afterOperand =
      previous &&
      (previous.kind === 'number' || previous.kind === 'ident' || (previous.kind === 'op' && previous.op === ')'));
    const m = TOKEN.exec(text);
    if (!m) {
      if (/^\s*$/.test(text.slice(at))) break;
      return null;
    }
    const [, number, unit, fn, ident, op] = m;
    if (number !== undefined) {
      if (afterOperand && (number.startsWith('-') || number.startsWith('+'))) {
        out.push({ kind: 'op', op: number[0] as string });
        out.push({ kind: 'number', value: Number(number.slice(1)), unit: unit ?? '' });
      } else out.push({ kind: 'number', value: Number(number), unit: unit ?? '' });
    } else if (fn) out.push({ kind: 'fn', name: fn });
    else if (ident) out.push({ kind: 'ident', name: ident });
    else out.push({ kind: 'op', op: op as string });
  }
  return out;
}

const single = (unit: string, value: number): Sum => new Map([[unit, value]]);
const isNumber = (s: Sum) => s.size === 1 && s.has('');
const onlyUnit = (s: Sum): string | null => (s.size === 1 ? ([...s.keys()][0] as string) : s.size === 0 ? '' : null);

/** A recursive-descent reader of one maths expression; null on anything it cannot decide. */
class Reader {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly vars: ReadonlyMap<string, number> | undefined,
  ) {}

  /** The whole input as one value. */
  all(): Sum | null {
    const value = this.sum();
    return value && this.i === this.tokens.length ? value : null;
  }

  private peekOp(): string | null {
    const t = this.tokens[this.i];
    return t?.kind === 'op' ? t.op : null;
  }

  private sum(): Sum | null {
    let left = this.product();
    while (left) {
      const op = this.peekOp();
      if (op !== '+' && op !== '-') break;
      this.i++;
      const right = this.product();
      if (!right) return null;
      const out = new Map(left);
      for (const [unit, v] of right) out.set(unit, (out.get(unit) ?? 0) + (op === '+' ? v : -v));
      left = out;
    }
    return left;
  }

  private product(): Sum | null {
    let left = this.atom();
    while (left) {
      const op = this.peekOp();
      if (op !== '*' && op !== '/') break;
      this.i++;
      const right = this.atom();
      if (!right) return null;
      if (op === '*') {
        if (isNumber(right)) left = scale(left, right.get('') as number);
        else if (isNumber(left)) left = scale(right, left.get('') as number);
        else return null;
      } else {
        const divisor = isNumber(right) ? (right.get('') as number) : 0;
        if (divisor === 0) return null;
        left = scale(left, 1 / divisor);
      }
    }
    return left;
  }

  private atom(): Sum | null {
    const t = this.tokens[this.i++];
    if (!t) return null;
    if (t.kind === 'number') {
      const canonical = TO_CANONICAL[t.unit];
      return canonical ? single(canonical[0], t.value * canonical[1]) : single(t.unit, t.value);
    }
    if (t.kind === 'ident') {
      const value = this.vars?.get(t.name) ?? CONSTANTS[t.name];
      return value === undefined ? null : single('', value);
    }
    if (t.kind === 'op' && (t.op === '-' || t.op === '+')) {
      const inner = this.atom();
      return inner && t.op === '-' ? scale(inner, -1) : inner;
    }
    if (t.kind === 'op' && t.op === '(') return this.closed(this.sum());
    if (t.kind === 'fn') {
      if (t.name === 'calc') return this.closed(this.sum());
      const args: Sum[] = [];
      for (;;) {
        const arg = this.sum();
        if (!arg) return null;
        args.push(arg);
        const op = this.tokens[this.i++];
        if (op?.kind === 'op' && op.op === ')') break;
        if (op?.kind !== 'op' || op.op !== ',') return null;
      }
      return pick(t.name, args);
    }
    return null;
  }

  private closed(value: Sum | null): Sum | null {
    const t = this.tokens[this.i++];
    return value && t?.kind === 'op' && t.op === ')' ? value : null;
  }
}

function scale(sum: Sum, by: number): Sum {
  return new Map([...sum].map(([unit, v]) => [unit, v * by]));
}

/** `min()`, `max()`, `clamp()` over terms of one kind; null when the kinds differ (a layout would decide). */
function pick(name: string, args: Sum[]): Sum | null {
  const units = new Set(args.map(onlyUnit));
  if (units.size !== 1 || units.has(null)) return null;
  const unit = [...units][0] as string;
  const values = args.map((a) => a.get(unit) ?? 0);
  if (name === 'min') return single(unit, Math.min(...values));
  if (name === 'max') return single(unit, Math.max(...values));
  if (values.length !== 3) return null;
  const [low, value, high] = values as [number, number, number];
  return single(unit, Math.max(low, Math.min(value, high)));
}

/** The reader recurses once per bracket: deeper expressions than any stylesheet needs are left as written. */
const MAX_DEPTH = 32;
function tooDeep(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 && ++depth > MAX_DEPTH) return true;
    if (c === 41) depth--;
  }
  return false;
}

const round = (v: number) => Number(v.toPrecision(10));

/** Terms in a fixed order: percentages, then units alphabetically, a plain number last. */
function format(sum: Sum): string {
  const terms = [...sum].filter(([, v]) => round(v) !== 0);
  if (terms.length === 0) return '0';
  const rank = (unit: string) => (unit === '%' ? '0' : unit === '' ? '2' : `1${unit}`);
  terms.sort(([a], [b]) => (rank(a) < rank(b) ? -1 : 1));
  if (terms.length === 1) {
    const [unit, v] = terms[0] as [string, number];
    return `${round(v)}${unit}`;
  }
  let out = '';
  for (const [k, [unit, v]] of terms.entries()) {
    const r = round(v);
    out += k === 0 ? `${r}${unit}` : `${r < 0 ? ' - ' : ' + '}${Math.abs(r)}${unit}`;
  }
  return `calc(${out})`;
}

/** A maths function in its computed spelling (`calc(10px + 5px)` → `15px`); null when it cannot be read. */
export function canonicalMath(text: string): string | null {
  if (tooDeep(text)) return null;
  const tokens = tokenize(text);
  if (!tokens) return null;
  const value = new Reader(tokens, undefined).all();
  return value ? format(value) : null;
}

/** A plain number from an expression over named numbers (a relative colour's channels); null otherwise. */
export function evaluateMath(text: string, vars: ReadonlyMap<string, number>): number | null {
  if (tooDeep(text)) return null;
  const tokens = tokenize(text);
  if (!tokens) return null;
  const value = new Reader(tokens, vars).all();
  if (!value) return null;
  const unit = onlyUnit(value);
  return unit === '' ? (value.get('') ?? 0) : null;
}
