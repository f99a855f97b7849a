/**
 * One pass over a stylesheet into the rules a page applies: every style rule with its selectors (native nesting
 * resolved to the selectors it means), its declarations in source order, and the stylesheet's `@import`s.
 * Rules inside `@media`, `@supports`, `@layer`, `@container` and `@scope` count; the bodies of `@keyframes`,
 * `@font-face`, `@page` and other at-rules hold no style rules and are skipped.
 *
 * Why a scanner of our own rather than css-tree's parse: css-tree 3.2 keeps a nested rule that does not start with
 * `&` as raw text, so nesting would need parsing that text again at every level (quadratic in the depth). This scan
 * reads every character once, keeps its own stack (no recursion over the author's depth), and never throws.
 */
import { normalizePropertyName, normalizeSelector, splitTopLevel, stripImportant } from './css-text';

/** A declaration as written (value raw), on file line `line`. */
export type CssDeclaration = { property: string; value: string; line: number };
/** A style rule: its normalised selectors, first line, and declarations in order. */
export type CssRule = { selectors: string[]; line: number; declarations: CssDeclaration[] };
/** An `@import` of another stylesheet (its URL as written) on file line `line`. */
export type CssImport = { href: string; line: number };

export type CssSheet = {
  /** Style rules in source order. */
  rules: CssRule[];
  /** Rules by each of their selectors, in source order. */
  bySelector: Map<string, CssRule[]>;
  imports: CssImport[];
};

/** At-rules whose block holds style rules that apply (conditionally, in a layer …). */
const GROUPING = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document', 'starting-style']);
/** More selectors than this from one nested rule are cut off: nesting multiplies selector lists. */
const MAX_SELECTORS = 256;

/** An open block: a style rule, a grouping at-rule (inside the style rule `rule`, if any), or a skipped body. */
type Frame = { kind: 'rule'; rule: CssRule } | { kind: 'group'; rule: CssRule | null } | { kind: 'skip' };

/** Resolves a nested rule's selectors against its parent's (`&` replaced, otherwise a descendant). */
function nestSelectors(parents: string[] | null, prelude: string): string[] {
  const own = splitTopLevel(prelude, ',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (!parents) return own.map(normalizeSelector).filter((s) => s !== '');
  const out: string[] = [];
  for (const child of own) {
    for (const parent of parents) {
      if (out.length >= MAX_SELECTORS) return out;
      const joined = child.includes('&') ? child.split('&').join(parent) : `${parent} ${child}`;
      const normalized = normalizeSelector(joined);
      if (normalized !== '') out.push(normalized);
    }
  }
  return out;
}

/** The text with its comments blanked out (strings kept whole); lines stay where they were. */
function withoutComments(text: string): string {
  if (!text.includes('/*')) return text;
  const parts: string[] = [];
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 ? text.length : close + 2;
      parts.push(text.slice(copied, i), text.slice(i, end).replace(/[^\n]/g, ' '));
      copied = end;
      i = end;
    } else i++;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

/** `@import url("a.css") screen;` → `a.css`. */
function importHref(statement: string): string | null {
  const match = /^@import\s+(?:url\(\s*)?(?:"([^"]*)"|'([^']*)'|([^\s'")]+))/i.exec(statement.trim());
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

/** Parses a stylesheet (a `.css` file, or a `<style>` block whose text starts on file line `line`). */
export function parseCssSheet(source: string, line = 1): CssSheet {
  const sheet: CssSheet = { rules: [], bySelector: new Map(), imports: [] };
  const stack: Frame[] = [];
  let currentLine = line;
  let start = 0; // where the pending prelude or declaration begins
  let startLine = line;
  let parens = 0;
  let i = 0;
  const n = source.length;

  let skipped = 0; // open blocks that hold no style rules (each frame says in O(1) what encloses it)
  const enclosingRule = (): CssRule | null => {
    const top = stack[stack.length - 1];
    return top && top.kind !== 'skip' ? top.rule : null;
  };

  const pending = () => source.slice(start, i);
  /** Line of the first non-space character of the pending text. */
  const leadingLine = (text: string) => {
    let l = startLine;
    for (let k = 0; k < text.length; k++) {
      const c = text[k];
      if (c === '\n') l++;
      else if (c !== ' ' && c !== '\t' && c !== '\r' && c !== '\f') return l;
    }
    return l;
  };

  const endStatement = () => {
    const text = withoutComments(pending());
    const trimmed = text.trim();
    if (trimmed !== '' && skipped === 0) {
      if (trimmed.startsWith('@')) {
        const href = /^@import\b/i.test(trimmed) && stack.length === 0 ? importHref(trimmed) : null;
        if (href) sheet.imports.push({ href, line: leadingLine(text) });
      } else {
        const target = enclosingRule();
        const colon = trimmed.indexOf(':');
        if (target && colon > 0) {
          const property = normalizePropertyName(trimmed.slice(0, colon));
          if (property !== '' && !/\s/.test(property)) {
            target.declarations.push({
              property,
              value: stripImportant(trimmed.slice(colon + 1)).trim(),
              line: leadingLine(text),
            });
          }
        }
      }
    }
    start = i + 1;
    startLine = currentLine;
  };

  const openBlock = () => {
    const text = withoutComments(pending());
    const prelude = text.trim();
    const parent = enclosingRule();
    let frame: Frame = { kind: 'skip' };
    if (skipped === 0 && prelude.startsWith('@')) {
      const name = /^@([a-z-]+)/i.exec(prelude)?.[1]?.toLowerCase() ?? '';
      if (GROUPING.has(name)) frame = { kind: 'group', rule: parent };
    } else if (skipped === 0) {
      const selectors = nestSelectors(parent?.selectors ?? null, prelude);
      if (selectors.length > 0) {
        const rule: CssRule = { selectors, line: leadingLine(text), declarations: [] };
        sheet.rules.push(rule);
        for (const selector of selectors) {
          const list = sheet.bySelector.get(selector);
          if (list) list.push(rule);
          else sheet.bySelector.set(selector, [rule]);
        }
        frame = { kind: 'rule', rule };
      }
    }
    if (frame.kind === 'skip') skipped++;
    stack.push(frame);
    start = i + 1;
    startLine = currentLine;
  };

  while (i < n) {
    const c = source[i];
    if (c === '\n') {
      currentLine++;
      i++;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < n && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '/' && source[i + 1] === '*') {
      const close = source.indexOf('*/', i + 2);
      const end = close === -1 ? n : close + 2;
      for (let k = i; k < end; k++) if (source[k] === '\n') currentLine++;
      i = end;
    } else if (c === '\\') {
      i += 2;
    } else if (c === '(') {
      parens++;
      i++;
    } else if (c === ')') {
      if (parens > 0) parens--;
      i++;
    } else if (parens > 0) {
      i++; // `;` and braces inside url(…) or a function are part of the value
    } else if (c === ';') {
      endStatement();
      i++;
    } else if (c === '{') {
      openBlock();
      i++;
    } else if (c === '}') {
      endStatement();
      if (stack.pop()?.kind === 'skip') skipped--;
      i++;
    } else i++;
  }
  endStatement();
  return sheet;
}
