/**
 * The CSS rule (design.md §3.1): top-level rules whose selector list equals the answer's hold every
 * required property with an equal value, later declarations winning and `!important` ignored.
 */
import type { CssAnswer, RuleResult } from '../api';
import type { CheckContext } from '../context';
import { type CssDeclaration, type CssRule, declarationLine } from '../css-sheet';
import {
  normalizeCssValue,
  normalizePropertyName,
  normalizeSelector,
  splitTopLevel,
  stripImportant,
} from '../css-text';
import { parseJsonObject, result } from './result';

/** The answer's selector list as one normalised key (`['h2', ' h3 ']` and `['h2,h3']` agree). */
export function selectorKey(selector: unknown): string | null {
  const items = typeof selector === 'string' ? [selector] : selector;
  if (!Array.isArray(items) || items.length === 0) return null;
  const parts: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') return null;
    for (const part of splitTopLevel(item, ',')) {
      const normalized = normalizeSelector(part);
      if (normalized === '') return null;
      parts.push(normalized);
    }
  }
  return parts.join(',');
}

/** The required properties as normalised name → value; `null` when the JSON is not a flat object. */
export function parseProperties(properties: unknown): [string, string, string][] | null {
  const object = parseJsonObject(properties);
  if (!object) return null;
  const out: [string, string, string][] = [];
  for (const [name, value] of Object.entries(object)) {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    const property = normalizePropertyName(name);
    if (property === '') return null;
    out.push([property, normalizeCssValue(stripImportant(String(value))), String(value)]);
  }
  return out;
}

export function checkCss(answer: CssAnswer, index: number, ctx: CheckContext): RuleResult {
  const key = selectorKey(answer.selector);
  if (key === null) return result(index, 'css', 'invalid-answer', { params: { field: 'selector' } });
  const required = parseProperties(answer.properties);
  if (!required) return result(index, 'css', 'invalid-answer', { params: { field: 'properties' } });
  const selector = key.split(',').join(', ');

  const files = ctx.scope(answer.file, ['css', 'html']);
  if (!files) {
    const file = String(answer.file);
    return result(index, 'css', 'missing-rule', { params: { selector, file }, file });
  }
  const rules: { rule: CssRule; file: string }[] = [];
  for (const file of files) {
    for (const sheet of ctx.sheets(file)) {
      for (const rule of sheet.bySelector.get(key) ?? []) rules.push({ rule, file: file.path });
    }
  }
  const first = rules[0];
  if (!first) return result(index, 'css', 'missing-rule', { params: { selector } });

  for (const [property, expectedValue, expectedText] of required) {
    let last: { declaration: CssDeclaration; rule: CssRule; file: string } | undefined;
    for (const { rule, file } of rules) {
      for (const declaration of rule.declarations)
        if (declaration.property === property) last = { declaration, rule, file };
    }
    const actual = last ? normalizeCssValue(last.declaration.value) : undefined;
    if (actual !== expectedValue) {
      return result(index, 'css', 'property-mismatch', {
        params: { selector, property, expected: expectedText, actual: last ? last.declaration.value.trim() : '' },
        file: last?.file ?? first.file,
        line: last ? declarationLine(last.rule, last.declaration) : first.rule.line,
      });
    }
  }
  return result(index, 'css', 'ok', { params: { selector }, file: first.file, line: first.rule.line });
}
