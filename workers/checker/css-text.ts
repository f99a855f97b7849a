/**
 * Text-level CSS helpers shared by the CSS rule and the HTML `style` attribute check: value and
 * selector normalisation and a tolerant declaration-list splitter. They work on raw text with a
 * tiny scanner (no AST generation), so comparing a few values stays cheap on huge stylesheets.
 */

const isSpace = (c: string): boolean => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
const isIdentChar = (c: string): boolean => /[A-Za-z0-9_\-\u0080-\uffff]/.test(c);

/**
 * Reads a quoted string starting at `start` (the quote); returns its raw content (escapes kept as written) and the
 * index after it. The content is one slice of the input, never built a character at a time.
 */
function readString(text: string, start: number): { content: string; end: number } {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      i += 2;
      continue;
    }
    if (c === quote) return { content: text.slice(start + 1, i), end: i + 1 };
    if (c === '\n') break;
    i++;
  }
  return { content: text.slice(start + 1, i), end: i };
}

/** Index after a comment that starts at `start` (`/*`), or the text's end when it never closes. */
function skipComment(text: string, start: number): number {
  const close = text.indexOf('*/', start + 2);
  return close === -1 ? text.length : close + 2;
}

/**
 * Normalises a CSS value for comparison: comments dropped, whitespace collapsed (and removed next to
 * `,` `/` `(` `)`), identifiers, units, function names and hex colours lower-cased, quotes unified;
 * the content of strings and `url()` is kept exactly. Custom property names (`--Main`) keep their case.
 */
export function normalizeCssValue(raw: string): string {
  // Pieces are collected in an array and the last emitted character kept apart: reading the end of a string
  // that is being concatenated flattens it each time, which made a 150 KB value take seconds to minutes.
  const parts: string[] = [];
  let last = '';
  let pendingSpace = false;
  let i = 0;
  const n = raw.length;
  const push = (s: string): void => {
    if (s === '') return;
    parts.push(s);
    last = s[s.length - 1] as string;
  };
  const emit = (s: string): void => {
    if (pendingSpace && last !== '' && last !== ',' && last !== '/' && last !== '(') push(' ');
    pendingSpace = false;
    push(s);
  };
  while (i < n) {
    const c = raw[i] as string;
    if (isSpace(c)) {
      pendingSpace = true;
      i++;
    } else if (c === '/' && raw[i + 1] === '*') {
      pendingSpace = true;
      i = skipComment(raw, i);
    } else if (c === '"' || c === "'") {
      const s = readString(raw, i);
      emit(`"${s.content}"`);
      i = s.end;
    } else if (c === ',' || c === '/' || c === ')' || c === '(') {
      pendingSpace = false;
      push(c);
      i++;
    } else if ((c === 'u' || c === 'U') && raw.slice(i, i + 4).toLowerCase() === 'url(' && !isIdentChar(last || ' ')) {
      let j = i + 4;
      while (j < n && isSpace(raw[j] as string)) j++;
      let inner: string;
      if (raw[j] === '"' || raw[j] === "'") {
        const s = readString(raw, j);
        inner = s.content;
        j = s.end;
        while (j < n && raw[j] !== ')') j++;
      } else {
        const close = raw.indexOf(')', j);
        const end = close === -1 ? n : close;
        inner = raw.slice(j, end).trim();
        j = end;
      }
      emit(`url(${inner})`);
      i = j + 1;
    } else if (c === '-' && raw[i + 1] === '-' && !isIdentChar(last || ' ')) {
      let j = i + 2;
      while (j < n && isIdentChar(raw[j] as string)) j++;
      emit(raw.slice(i, j));
      i = j;
    } else {
      // a run of ordinary characters at once: lower-cased as one slice
      let j = i + 1;
      while (j < n && isPlain(raw[j] as string)) j++;
      emit(raw.slice(i, j).toLowerCase());
      i = j;
    }
  }
  return parts.join('');
}

/** A character with no meaning to the value normaliser: copied (lower-cased) in runs. */
const isPlain = (c: string): boolean =>
  !isSpace(c) &&
  c !== '/' &&
  c !== '"' &&
  c !== "'" &&
  c !== ',' &&
  c !== '(' &&
  c !== ')' &&
  c !== 'u' &&
  c !== 'U' &&
  c !== '-';

const SIMPLE_SELECTOR = /^[^\sA-Z/"'\\,>+~()[\]]+$/;

/**
 * Normalises one selector or a selector list: comments dropped, whitespace collapsed, removed around
 * `,` `>` `+` `~` and inside `()` / `[]`, quotes unified. Element names, pseudo-classes and attribute
 * names are lower-cased as HTML matches them case-insensitively; class names, ids and attribute
 * values keep their case.
 */
export function normalizeSelector(raw: string): string {
  if (SIMPLE_SELECTOR.test(raw)) return raw;
  const parts: string[] = [];
  let last = '';
  const push = (text: string): void => {
    parts.push(text);
    last = text[text.length - 1] as string;
  };
  let pendingSpace = false;
  let inAttribute = false;
  let i = 0;
  const n = raw.length;
  const space = (next: string): void => {
    if (pendingSpace && !inAttribute && last !== '') {
      const tightBefore = next === ',' || next === '>' || next === '+' || next === '~' || next === ')';
      const tightAfter = last === ',' || last === '>' || last === '+' || last === '~' || last === '(';
      if (!tightBefore && !tightAfter) push(' ');
    }
    pendingSpace = false;
  };
  // inside a class name, an id or an attribute value, where case matters
  let keepCase = false;
  while (i < n) {
    const c = raw[i]!;
    if (isSpace(c) || (c === '/' && raw[i + 1] === '*')) {
      pendingSpace = true;
      if (!inAttribute) keepCase = false;
      i = c === '/' ? skipComment(raw, i) : i + 1;
    } else if (c === '"' || c === "'") {
      space(c);
      const s = readString(raw, i);
      push(`"${s.content}"`);
      i = s.end;
    } else if (c === '\\' && i + 1 < n) {
      space(c);
      push(c + raw[i + 1]);
      i += 2;
    } else if (isIdentChar(c)) {
      space(c);
      push(keepCase ? c : c.toLowerCase());
      i++;
    } else {
      space(c);
      if (c === '[') inAttribute = true;
      else if (c === ']') inAttribute = false;
      keepCase = c === '.' || c === '#' || (inAttribute && c === '=');
      push(c);
      i++;
    }
  }
  return parts.join('');
}

/** Splits text at top-level commas (outside strings, `()` and `[]`). */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      i = readString(text, i).end;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      i = skipComment(text, i);
      continue;
    }
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    i++;
  }
  parts.push(text.slice(start));
  return parts;
}

const IMPORTANT = /!\s*important\s*$/i;

/** Lower-cases a property name unless it is a custom property, whose name is case-sensitive. */
export function normalizePropertyName(name: string): string {
  const trimmed = name.trim();
  return trimmed.startsWith('--') ? trimmed : trimmed.toLowerCase();
}

/** Drops a trailing `!important` (it is ignored for both order and value). */
export function stripImportant(value: string): string {
  return value.replace(IMPORTANT, '');
}

/** The text without its comments (an unclosed one runs to the end), in one pass. */
function dropComments(text: string): string {
  let open = text.indexOf('/*');
  if (open === -1) return text;
  const kept: string[] = [];
  let from = 0;
  while (open !== -1) {
    kept.push(text.slice(from, open));
    from = skipComment(text, open);
    open = text.indexOf('/*', from);
  }
  kept.push(text.slice(from));
  return kept.join('');
}

/**
 * Splits a declaration list such as an HTML `style` attribute into its declarations in written order:
 * normalised property name and raw value. Malformed parts are skipped.
 */
export function declarationList(text: string): Array<[property: string, raw: string]> {
  const list: Array<[string, string]> = [];
  for (const part of splitTopLevel(text, ';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const property = normalizePropertyName(dropComments(part.slice(0, colon)));
    if (property === '') continue;
    list.push([property, part.slice(colon + 1)]);
  }
  return list;
}

/**
 * Parses a declaration list such as an HTML `style` attribute into normalised property → value,
 * later declarations winning. Malformed parts are skipped.
 */
export function parseDeclarationList(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [property, raw] of declarationList(text)) map.set(property, normalizeCssValue(stripImportant(raw)));
  return map;
}

/**
 * Blanks SCSS `//` line comments (outside strings, block comments and `url(…)`) with spaces, so
 * css-tree sees plain CSS while offsets and line numbers stay the same.
 */
export function blankScssLineComments(source: string): string {
  if (!source.includes('//')) return source;
  let out = '';
  let copied = 0;
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i]!;
    if (c === '"' || c === "'") {
      i = readString(source, i).end;
    } else if (c === '/' && source[i + 1] === '*') {
      i = skipComment(source, i);
    } else if (c === '\\') {
      i += 2;
    } else if ((c === 'u' || c === 'U') && source.slice(i, i + 4).toLowerCase() === 'url(') {
      const close = source.indexOf(')', i);
      i = close === -1 ? n : close + 1;
    } else if (c === '/' && source[i + 1] === '/') {
      const newline = source.indexOf('\n', i);
      const end = newline === -1 ? n : newline;
      out += source.slice(copied, i) + ' '.repeat(end - i);
      copied = end;
      i = end;
    } else {
      i++;
    }
  }
  return out + source.slice(copied);
}
