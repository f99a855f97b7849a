/**
 * JS sources prepared for the containment rule: comments removed (strings, template literals and
 * regular expressions kept), then whitespace and the characters `.*+?^${}()|[]\/` stripped. Each
 * kept character remembers its offset in the original so a match can point at its line.
 */

const STRIPPED = new Set(['.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\', '/']);
const isSpace = (c: string): boolean => /\s/.test(c);

/** Removes whitespace and the regex special characters, as the rule does on both sides. */
export function stripJs(text: string): string {
  let out = '';
  for (const c of text) if (!STRIPPED.has(c) && !isSpace(c)) out += c;
  return out;
}

export type JsSource = { stripped: string; offsets: Int32Array; source: string; firstLine: number };

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

/** Prepares one JS source (a `.js` file, or an inline script whose first line is `firstLine`). */
export function prepareJs(source: string, firstLine = 1): JsSource {
  const n = source.length;
  let stripped = '';
  const offsets: number[] = [];
  const keep = (c: string, at: number): void => {
    if (STRIPPED.has(c) || isSpace(c)) return;
    stripped += c;
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
    if (isSpace(c)) {
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
    if (/[A-Za-z0-9_$]/.test(c)) {
      let j = i;
      while (j < n && /[A-Za-z0-9_$]/.test(source[j]!)) {
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
  return { stripped, offsets: Int32Array.from(offsets), source, firstLine };
}

/** The 1-based line of an offset in a prepared source. */
export function lineAt(js: JsSource, offset: number): number {
  let line = js.firstLine;
  for (let i = 0; i < offset && i < js.source.length; i++) if (js.source.charCodeAt(i) === 10) line++;
  return line;
}
