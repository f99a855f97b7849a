/**
 * The HTML rule (docs/decisions/0009-checker.md): elements written in the source with the tag and matching
 * attributes (and an explicit end tag with `closeTag`), counted within one page against `quantity`
 * (inclusive). Attribute values are compared as the browser reads them: enumerated values
 * case-insensitively, URLs trimmed, boolean attributes by presence, lists as token sets. With `text`, the element's
 * text content must contain that text (`parseText`).
 */
import type { HtmlAnswer, Quantity, RuleResult } from '../api';
import type { CheckContext } from '../context';
import { type RequiredProperty, requiredProperty } from '../css-declarations';
import { normalizePropertyName } from '../css-text';
import { attributeOf, elementStyle, type HtmlDoc, type HtmlElement, textOf, VOID_ELEMENTS } from '../html-doc';
import { display, parseJsonObject, result } from './result';

type Constraint =
  | { name: string; kind: 'equals'; value: string }
  | { name: string; kind: 'present' }
  | { name: string; kind: 'absent' }
  | { name: string; kind: 'tokens'; tokens: string[] }
  | { name: string; kind: 'style'; style: RequiredProperty[] };

type Spec = { constraints: Constraint[]; expected: Map<string, unknown> };

/** Attributes whose presence is their value: `required="required"`, `required=""` and `required` are one. */
const BOOLEAN_ATTRIBUTES = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'autoplay',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'inert',
  'ismap',
  'itemscope',
  'loop',
  'multiple',
  'muted',
  'nomodule',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
]);

/** Attributes whose values are keywords the browser reads ASCII case-insensitively. */
const ENUMERATED_ATTRIBUTES = new Set([
  'autocapitalize',
  'autocomplete',
  'contenteditable',
  'crossorigin',
  'decoding',
  'dir',
  'draggable',
  'enctype',
  'enterkeyhint',
  'fetchpriority',
  'formenctype',
  'formmethod',
  'http-equiv',
  'inputmode',
  'kind',
  'loading',
  'method',
  'popover',
  'preload',
  'referrerpolicy',
  'scope',
  'shape',
  'spellcheck',
  'translate',
  'type',
  'wrap',
]);

/** Token lists whose tokens are keywords (compared case-insensitively); `class` and others stay exact. */
const KEYWORD_LISTS = new Set(['rel', 'sandbox']);

/** Attributes holding a URL: browsers strip leading and trailing ASCII whitespace. */
const URL_ATTRIBUTES = new Set(['action', 'cite', 'data', 'formaction', 'href', 'manifest', 'poster', 'src']);

const isAsciiSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

/** Strips leading and trailing ASCII whitespace (an index scan: a trimming regex backtracks on inner runs). */
function trimUrl(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isAsciiSpace(value.charCodeAt(start))) start++;
  while (end > start && isAsciiSpace(value.charCodeAt(end - 1))) end--;
  return value.slice(start, end);
}
const lower = (value: string): string => value.toLowerCase();

/** `type` is a keyword everywhere but on `<ol>` and `<li>`, where `a` and `A` are different markers. */
function isEnumerated(name: string, tag: string): boolean {
  return ENUMERATED_ATTRIBUTES.has(name) && !(name === 'type' && (tag === 'ol' || tag === 'li'));
}

/** Turns the answer's `attributes` JSON into constraints; `null` when it is not valid. */
export function parseAttributeSpec(attributes: unknown): Spec | null {
  const object = parseJsonObject(attributes);
  if (!object) return null;
  const constraints: Constraint[] = [];
  const expected = new Map<string, unknown>();
  for (const [rawName, value] of Object.entries(object)) {
    const name = rawName.trim().toLowerCase();
    if (name === '') return null;
    expected.set(name, value);
    if (typeof value === 'string') constraints.push({ name, kind: 'equals', value });
    else if (typeof value === 'number' && Number.isFinite(value))
      constraints.push({ name, kind: 'equals', value: String(value) });
    else if (value === true) constraints.push({ name, kind: 'present' });
    else if (value === false) constraints.push({ name, kind: 'absent' });
    else if (Array.isArray(value)) {
      if (!value.every((t) => typeof t === 'string' || typeof t === 'number')) return null;
      const tokens = value.flatMap((t) => String(t).split(/\s+/)).filter((t) => t !== '');
      constraints.push({ name, kind: 'tokens', tokens });
    } else if (value !== null && typeof value === 'object') {
      const style: RequiredProperty[] = [];
      for (const [property, v] of Object.entries(value as Record<string, unknown>)) {
        if (typeof v !== 'string' && typeof v !== 'number') return null;
        style.push(requiredProperty(normalizePropertyName(property), String(v)));
      }
      constraints.push({ name, kind: 'style', style });
    } else return null;
  }
  // cheap checks first: most elements fail on them before a style map is needed
  const cost = { present: 0, absent: 0, equals: 1, tokens: 2, style: 3 };
  constraints.sort((a, b) => cost[a.kind] - cost[b.kind]);
  return { constraints, expected };
}

/** Does the element satisfy the constraint? Returns what it actually has when it does not. */
function mismatch(element: HtmlElement, c: Constraint): string | null {
  const actual = attributeOf(element, c.name);
  switch (c.kind) {
    case 'equals': {
      if (actual === undefined) return '';
      if (BOOLEAN_ATTRIBUTES.has(c.name)) return null;
      if (URL_ATTRIBUTES.has(c.name)) return trimUrl(actual) === trimUrl(c.value) ? null : actual;
      if (isEnumerated(c.name, element.tag)) return lower(actual) === lower(c.value) ? null : actual;
      return actual === c.value ? null : actual;
    }
    case 'present':
      return actual !== undefined ? null : '';
    case 'absent':
      return actual === undefined ? null : actual;
    case 'tokens': {
      if (actual === undefined) return '';
      const fold = KEYWORD_LISTS.has(c.name) ? lower : (t: string) => t;
      const have = new Set(fold(actual).split(/[ \t\n\f\r]+/));
      return c.tokens.every((t) => have.has(fold(t))) ? null : actual;
    }
    case 'style': {
      if (actual === undefined) return '';
      const style = elementStyle(element);
      return c.style.every((required) => style.verdict(required).ok) ? null : actual;
    }
  }
}

type QuantityCheck = { test: (count: number) => boolean; expected: string };

/** Validates `quantity`; `undefined` means "at least one", `null` an invalid definition. */
export function parseQuantity(quantity: unknown): QuantityCheck | undefined | null {
  if (quantity === undefined || quantity === null) return undefined;
  if (typeof quantity !== 'object') return null;
  const q = quantity as Partial<Quantity>;
  const num = (v: unknown): number | null => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
  };
  switch (q.qty) {
    case 'equal': {
      const n = num(q.equalTo);
      return n === null ? null : { test: (c) => c === n, expected: String(n) };
    }
    case 'min': {
      const n = num(q.min);
      return n === null ? null : { test: (c) => c >= n, expected: `>= ${n}` };
    }
    case 'max': {
      const n = num(q.max);
      return n === null ? null : { test: (c) => c <= n, expected: `<= ${n}` };
    }
    case 'between': {
      const min = num(q.min);
      const max = num(q.max);
      if (min === null || max === null || min > max) return null;
      return { test: (c) => c >= min && c <= max, expected: `${min}-${max}` };
    }
    default:
      return null;
  }
}

/**
 * The element a rule's `tag` names, as rules match it: `<H1>`, ` h1 `, `h1/>` and `</h1>` are `h1`. An author who
 * copies the end tag means the element; read as `/h1` it named no element, and the rule could never pass.
 */
export function ruleTag(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/^<\/?|\/?>$/g, '');
}

/**
 * The void element (`input`, `img`, `br`…: html-doc.ts `VOID_ELEMENTS`) a rule's `tag` names, or null for any other
 * tag. Such an element never has content, so its text is always empty: a `text` asked of it could never pass, for
 * any page a learner writes. The rule contract refuses that pair (answer-parsers.ts) instead of storing a task no
 * one can finish.
 */
export function voidElementTag(tag: unknown): string | null {
  if (typeof tag !== 'string') return null;
  const name = ruleTag(tag);
  return VOID_ELEMENTS.has(name) ? name : null;
}

/** ASCII whitespace runs, which a browser shows as one space (HtmlDoc.text is collapsed alike). */
const WHITESPACE_RUN = /[\t\n\f\r ]+/g;

/**
 * The rule's `text`, whitespace collapsed and trimmed: undefined when it asks for none (absent or blank), null when
 * it is not a text.
 *
 * Why "contains" and not "equals": the rule holds the page to showing a value in that element, and
 * `<h1>Halo, Sari!</h1>` shows Sari as surely as `<h1>Sari</h1>`; equality would fail a learner for the words
 * around it. Whitespace is collapsed on both sides because the browser shows `<h1>\n  Sari\n</h1>` as "Sari", so
 * how the markup is indented cannot matter. Letter case does matter: a page run with `$nama = 'Budi'` that shows
 * "BUDI" did not print the variable as it is, and a rule that wants any case can say so in its own words.
 */
export function parseText(text: unknown): string | undefined | null {
  if (text === undefined || text === null) return undefined;
  if (typeof text !== 'string') return null;
  const wanted = text.replace(WHITESPACE_RUN, ' ').trim();
  return wanted === '' ? undefined : wanted;
}

/** The longest element text a result carries, so a hint quotes what the element shows without a whole page of it. */
const SHOWN_TEXT_MAX = 80;

/**
 * Whether an element's text contains `wanted`, for every element of `doc`: the places `wanted` occurs in the page's
 * text are found once, and an element holds it when one of them lies inside its span. So elements nested in each
 * other (a `div` rule on nested `div`s) cost a lookup each, never a re-read of their text.
 */
function textMatcher(doc: HtmlDoc, wanted: string): (element: HtmlElement) => boolean {
  const starts: number[] = [];
  const page = doc.text ?? '';
  for (let at = page.indexOf(wanted); at !== -1; at = page.indexOf(wanted, at + 1)) starts.push(at);
  return (element) => {
    // the first occurrence at or after the element's start; a later one cannot end sooner
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((starts[mid] as number) < element.textStart) lo = mid + 1;
      else hi = mid;
    }
    const first = starts[lo];
    return first !== undefined && first + wanted.length <= element.textEnd;
  };
}

type Hit = { element: HtmlElement; file: string };

export function checkHtml(answer: HtmlAnswer, index: number, ctx: CheckContext): RuleResult {
  const invalid = (field: string) => result(index, 'html', 'invalid-answer', { params: { field } });
  if (typeof answer.tag !== 'string' || answer.tag.trim() === '') return invalid('tag');
  const tag = ruleTag(answer.tag);
  const spec = parseAttributeSpec(answer.attributes);
  if (!spec) return invalid('attributes');
  const quantity = parseQuantity(answer.quantity);
  if (quantity === null) return invalid('quantity');
  const closeTag = answer.closeTag === true;
  const text = parseText(answer.text);
  if (text === null) return invalid('text');

  // What a hint needs to say what to write where (src/runtime/rule-hints.ts): the attributes the rule asks for, as
  // compact JSON, and the page it names; a bare "add a <link> tag" sent learners to the wrong page or element.
  const asked: Record<string, string> =
    spec.expected.size > 0 ? { attributes: display(Object.fromEntries(spec.expected)) } : {};
  const files = ctx.scope(answer.file, ['html']);
  if (!files)
    return result(index, 'html', 'missing-tag', {
      params: { tag, ...asked, file: String(answer.file) },
      file: String(answer.file),
    });
  const named: { file?: string } = typeof answer.file === 'string' && files[0] ? { file: files[0].path } : {};

  let firstTag: Hit | undefined;
  let firstAttr: Hit | undefined;
  let firstUnclosed: Hit | undefined;
  // the first element that has the tag, the attributes and the end tag, with its text: what a text hint quotes
  let firstShaped: (Hit & { text: string }) | undefined;
  // the count is taken per page, never summed: the first page that satisfies the quantity passes
  let passedOn: { file: string; count: number; match: Hit | undefined } | undefined;
  let counted: { file: string; count: number; match: Hit } | undefined;
  for (const file of files) {
    // a check with a text rule makes its context `withText` (index.ts `readsText`), so the page has its text
    const doc = ctx.html(file);
    const elements = doc.byTag.get(tag) ?? [];
    const shows = text !== undefined && elements.length > 0 ? textMatcher(doc, text) : null;
    let count = 0;
    let match: Hit | undefined;
    for (const element of elements) {
      firstTag ??= { element, file: file.path };
      if (spec.constraints.some((c) => mismatch(element, c) !== null)) continue;
      firstAttr ??= { element, file: file.path };
      if (closeTag && !element.closed) {
        firstUnclosed ??= { element, file: file.path };
        continue;
      }
      firstShaped ??= {
        element,
        file: file.path,
        text: text === undefined ? '' : textOf(doc, element, SHOWN_TEXT_MAX),
      };
      if (shows && !shows(element)) continue;
      match ??= { element, file: file.path };
      count++;
    }
    if (match) counted ??= { file: file.path, count, match };
    if (quantity ? quantity.test(count) : count > 0) {
      passedOn = { file: file.path, count, match };
      break;
    }
  }
  // no HTML page at all: nothing is there, which a quantity of none accepts
  if (!passedOn && files.length === 0 && quantity?.test(0)) passedOn = { file: '', count: 0, match: undefined };

  const at = (hit: Hit | undefined) => (hit ? { file: hit.file, line: hit.element.line } : {});
  if (passedOn) {
    const where = passedOn.match ? at(passedOn.match) : passedOn.file ? { file: passedOn.file } : {};
    return result(index, 'html', 'ok', { params: { tag, actual: passedOn.count }, ...where });
  }
  if (!firstTag) {
    const params: Record<string, string> = { tag, ...asked };
    if (named.file) params.file = named.file;
    return result(index, 'html', 'missing-tag', { params, ...named });
  }
  if (!firstAttr) {
    const params: Record<string, string | number> = { tag, ...asked };
    const failing = spec.constraints.find((c) => mismatch(firstTag.element, c) !== null);
    if (failing) {
      params.attribute = failing.name;
      params.expected = failing.kind === 'present' ? '' : display(spec.expected.get(failing.name));
      params.actual = mismatch(firstTag.element, failing) ?? '';
    }
    return result(index, 'html', 'attribute-mismatch', { params, ...at(firstTag) });
  }
  if (!firstShaped) return result(index, 'html', 'missing-close-tag', { params: { tag }, ...at(firstUnclosed) });
  if (!counted) {
    // only a text rule leaves shaped elements uncounted: none shows the text
    const params = { tag, ...asked, text: text ?? '', actual: firstShaped.text };
    return result(index, 'html', 'text-mismatch', { params, ...at(firstShaped) });
  }
  return result(index, 'html', 'quantity', {
    params: { tag, qty: String(answer.quantity?.qty), expected: quantity?.expected ?? '>= 1', actual: counted.count },
    ...at(counted.match),
  });
}
