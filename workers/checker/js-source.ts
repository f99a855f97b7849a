/**
 * JS sources prepared for the containment rule (docs/decisions/0009-checker.md, JS). A source is read as a stream of
 * tokens with acorn's tokenizer, so whitespace, comments, semicolons and the quote style of strings do
 * not matter while operators and the text inside strings do, and code can never be found inside a
 * string, template or regular-expression literal. A source that does not tokenize (a learner mid-edit)
 * keeps the spec's rule instead: its comment-free text with whitespace and `.*+?^${}()|[]\/` stripped,
 * each kept character remembering its offset so a match can point at its line.
 *
 * Everything here is linear in the source: one tokenizer pass, one character pass for the fallback,
 * and a KMP search for the answer's tokens.
 */
import { type Token, tokenizer, tokTypes } from 'acorn';

const STRIPPED = new Set(['.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\', '/']);
const SPACE = /\s/;
const WORD = /[A-Za-z0-9_$]/;

/** Removes whitespace and the regex special characters, as the spec's rule does on both sides. */
export function stripJs(text: string): string {
  const out: string[] = [];
  for (const c of text) if (!STRIPPED.has(c) && !SPACE.test(c)) out.push(c);
  return out.join('');
}

/** A source's text stripped by the spec's rule, with each kept character's offset in the source. */
export type StrippedJs = { stripped: string; offsets: Int32Array };

/** A source's tokens as comparable keys, with each token's start offset in the source. */
export type JsTokens = { keys: string[]; starts: Int32Array };

/** Where a source failed to tokenize. */
export type JsSyntaxError = { message: string; offset: number };

export type JsSource = {
  source: string;
  /** The 1-based line the source starts on (an inline script's line in its HTML file). */
  firstLine: number;
  /** The token stream, or null when the source does not tokenize. */
  tokens: JsTokens | null;
  syntaxError: JsSyntaxError | null;
  /** The spec's stripped form, computed on first use (only sources or answers that do not tokenize need it). */
  fallback(): StrippedJs;
};

const STRING = tokTypes.string;
const TEMPLATE = tokTypes.template;
const INVALID_TEMPLATE = tokTypes.invalidTemplate;
const BACKQUOTE = tokTypes.backQuote;
const SEMI = tokTypes.semi;
const NUM = tokTypes.num;
const REGEXP = tokTypes.regexp;
const NAME = tokTypes.name;

/**
 * The comparable key of a token: strings and template text by their value (so `'a'`, `"a"` and `` `a` ``
 * are one token), numbers by their value, operators by their text, names by their name. `null` for
 * tokens that do not matter (semicolons and the backquotes around template text).
 */
function keyOf(token: Token & { value?: unknown }): string | null {
  const type = token.type;
  if (type === SEMI || type === BACKQUOTE) return null;
  if (type === STRING || type === TEMPLATE || type === INVALID_TEMPLATE) return `s:${String(token.value ?? '')}`;
  if (type === NAME) return `n:${String(token.value)}`;
  if (type === NUM) return `0:${String(token.value)}${typeof token.value === 'bigint' ? 'n' : ''}`;
  if (type === REGEXP) {
    const value = token.value as { pattern: string; flags: string };
    return `r:${value.pattern}/${value.flags}`;
  }
  if (type.keyword) return `k:${type.keyword}`;
  return `p:${typeof token.value === 'string' ? token.value : type.label}`;
}

/** The token keys of a text, or the syntax error that stopped the tokenizer. */
export function tokenizeJs(text: string): { tokens: JsTokens } | { error: JsSyntaxError } {
  const keys: string[] = [];
  const starts: number[] = [];
  try {
    for (const token of tokenizer(text, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowHashBang: true,
      allowAwaitOutsideFunction: true,
      allowReturnOutsideFunction: true,
    })) {
      const key = keyOf(token);
      if (key === null) continue;
      keys.push(key);
      starts.push(token.start);
    }
  } catch (error) {
    const pos = (error as { pos?: unknown }).pos;
    const message = error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : String(error);
    return { error: { message, offset: typeof pos === 'number' ? pos : 0 } };
  }
  return { tokens: { keys, starts: Int32Array.from(starts) } };
}

/** Prepares one JS source (a `.js` file, an inline script or an event handler starting on `firstLine`). */
export function prepareJs(source: string, firstLine = 1): JsSource {
  const read = tokenizeJs(source);
  let fallback: StrippedJs | undefined;
  return {
    source,
    firstLine,
    tokens: 'tokens' in read ? read.tokens : null,
    syntaxError: 'error' in read ? read.error : null,
    fallback() {
      fallback ??= stripComments(source);
      return fallback;
    },
  };
}

/** A token run compiled for repeated search (Knuth–Morris–Pratt: linear in the haystack and the run). */
export type TokenRun = { tokens: readonly string[]; failure: Int32Array };

/** Compiles the answer's tokens once; each source is then searched in time linear in its length. */
export function compileRun(tokens: readonly string[]): TokenRun {
  const m = tokens.length;
  const failure = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && tokens[i] !== tokens[k]) k = failure[k - 1]!;
    if (tokens[i] === tokens[k]) k++;
    failure[i] = k;
  }
  return { tokens, failure };
}

/** The index of the first token of the run's first unbroken occurrence in `haystack`, or -1. */
export function findRun(haystack: readonly string[], run: TokenRun): number {
  const { tokens: needle, failure } = run;
  const m = needle.length;
  if (m === 0) return -1;
  for (let i = 0, k = 0; i < haystack.length; i++) {
    while (k > 0 && haystack[i] !== needle[k]) k = failure[k - 1]!;
    if (haystack[i] === needle[k]) k++;
    if (k === m) return i - m + 1;
  }
  return -1;
}

/** Finds `needle` as one unbroken run in `haystack`: the index of its first token, or -1. */
export function findTokens(haystack: readonly string[], needle: readonly string[]): number {
  return findRun(haystack, compileRun(needle));
}

const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);
const REGEX_AFTER_CHAR = new Set([...'(,=:[!&|?{};+-*%<>~^']);

/**
 * The spec's stripped form of a source that does not tokenize: comments removed (strings, template
 * literals and regular expressions kept, as well as a hand scan can tell them apart), then whitespace
 * and `.*+?^${}()|[]\/` stripped.
 */
export function stripComments(source: string): StrippedJs {
  const n = source.length;
  const kept: string[] = [];
  const offsets: number[] = [];
  const keep = (c: string, at: number): void => {
    if (STRIPPED.has(c) || SPACE.test(c)) return;
    kept.push(c);
    offsets.push(at);
  };
  // what came before, to tell a regex literal from a division
  let lastChar = '';
  let lastWord = '';
  // brace depths at which an open template literal's `${…}` resumes the template
  const templates: number[] = [];
  let braces = 0;
  let i = 0;
  /** Reads a quoted string or template text from `i` (just after the opening quote or `}`). */
  const readQuoted = (quote: string): void => {
    while (i < n) {
      const c = source[i]!;
      if (c === '\\' && i + 1 < n) {
        keep(c, i);
        keep(source[i + 1]!, i + 1);
        i += 2;
        continue;
      }
      keep(c, i);
      i++;
      if (c === quote || (c === '\n' && quote !== '`')) return;
      if (quote === '`' && c === '$' && source[i] === '{') {
        keep('{', i);
        i++;
        braces++;
        templates.push(braces);
        return;
      }
    }
  };
  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? n : end;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
      continue;
    }
    if (SPACE.test(c)) {
      i++;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      keep(c, i);
      i++;
      readQuoted(c);
      lastChar = 'a';
      lastWord = '';
      continue;
    }
    if (c === '}' && templates.length > 0 && templates[templates.length - 1] === braces) {
      templates.pop();
      braces--;
      keep(c, i);
      i++;
      // back inside the template literal: read on to its end or the next `${`
      readQuoted('`');
      continue;
    }
    if (c === '/' && (lastChar === '' || REGEX_AFTER_CHAR.has(lastChar) || REGEX_AFTER_WORD.has(lastWord))) {
      keep(c, i);
      i++;
      let inClass = false;
      while (i < n) {
        const r = source[i]!;
        if (r === '\n') break;
        keep(r, i);
        i++;
        if (r === '\\' && i < n) {
          keep(source[i]!, i);
          i++;
        } else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      lastChar = 'a';
      lastWord = '';
      continue;
    }
    if (WORD.test(c)) {
      let j = i;
      while (j < n && WORD.test(source[j]!)) {
        keep(source[j]!, j);
        j++;
      }
      lastWord = source.slice(i, j);
      lastChar = 'a';
      i = j;
      continue;
    }
    if (c === '{') braces++;
    else if (c === '}') braces--;
    keep(c, i);
    lastChar = c;
    lastWord = '';
    i++;
  }
  return { stripped: kept.join(''), offsets: Int32Array.from(offsets) };
}

/** The 1-based line of an offset in a prepared source. */
export function lineAt(js: JsSource, offset: number): number {
  let line = js.firstLine;
  const end = Math.min(offset, js.source.length);
  for (let at = js.source.indexOf('\n'); at !== -1 && at < end; at = js.source.indexOf('\n', at + 1)) line++;
  return line;
}
