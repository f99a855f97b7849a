/**
 * The CSS rule (docs/decisions/0009-checker.md): in the cascade of some page, each selector of the answer's list (a set: order,
 * whitespace and how the author grouped selectors into rules do not matter) receives every required property with
 * an equal computed value, later declarations winning and `!important` ignored; shorthands and longhands answer
 * for each other. `{}` asks only that every selector has a rule.
 */
import type { CssAnswer, RuleResult } from '../api';
import type { CheckContext } from '../context';
import { type Cascade, cascadesFor } from '../css-cascade';
import { DeclaredStyle, type RequiredProperty, requiredProperty } from '../css-declarations';
import type { CssRule } from '../css-sheet';
import { normalizePropertyName, normalizeSelector, splitTopLevel, stripImportant } from '../css-text';
import { parseJsonObject, result } from './result';

/** How the checker writes a colour it compares: #rrggbbaa. */
const COMPARED_COLOUR = /^#[0-9a-f]{8}$/;

/** The answer's selectors as a sorted set of normalised selectors (`['h2', ' h3 ']`, `['h3,h2']` agree). */
export function selectorSet(selector: unknown): string[] | null {
  const items = typeof selector === 'string' ? [selector] : selector;
  if (!Array.isArray(items) || items.length === 0) return null;
  const parts = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'string') return null;
    for (const part of splitTopLevel(item, ',')) {
      const normalized = normalizeSelector(part.trim());
      if (normalized === '') return null;
      parts.add(normalized);
    }
  }
  return [...parts].sort();
}

/** The answer's selector list as one key; null when it is not a list of selectors. */
export function selectorKey(selector: unknown): string | null {
  return selectorSet(selector)?.join(',') ?? null;
}

/** The required properties; `null` when the JSON is not a flat object of strings or numbers. */
export function parseProperties(properties: unknown): RequiredProperty[] | null {
  const object = parseJsonObject(properties);
  if (!object) return null;
  const out: RequiredProperty[] = [];
  for (const [name, value] of Object.entries(object)) {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    const property = normalizePropertyName(name);
    if (property === '') return null;
    out.push(requiredProperty(property, stripImportant(String(value)).trim()));
  }
  return out;
}

type Located = { rule: CssRule; file: string };

/** The rules giving `selector` declarations in one cascade, in cascade order. */
function rulesOf(cascade: Cascade, selector: string): Located[] {
  const out: Located[] = [];
  for (const { sheet, file } of cascade.sheets) {
    for (const rule of sheet.bySelector.get(selector) ?? []) out.push({ rule, file });
  }
  return out;
}

/** Judges the answer on one cascade; the result's rank orders failures by how close they came. */
function judge(
  cascade: Cascade,
  selectors: string[],
  required: RequiredProperty[],
  index: number,
  shown: string,
): { result: RuleResult; rank: number } {
  let first: Located | undefined;
  for (const selector of selectors) {
    const rules = rulesOf(cascade, selector);
    const head = rules[0];
    if (!head) {
      return { result: result(index, 'css', 'missing-rule', { params: { selector: shown } }), rank: 0 };
    }
    first ??= head;
    const style = new DeclaredStyle();
    for (const { rule, file } of rules) {
      for (const d of rule.declarations) style.apply(d.property, d.value, { file, line: d.line });
    }
    for (const property of required) {
      const verdict = style.verdict(property);
      if (!verdict.ok) {
        const params: Record<string, string> = {
          selector: selectors.length > 1 ? selector : shown,
          property: property.property,
          expected: property.written,
          actual: verdict.found,
        };
        // the values as the checker compared them, when that differs from how they were written (the hint shows
        // why `#fff` and `white` agree but `center` and `left` do not)
        // Two different colours are left out: their compared form (8-digit hex) explains nothing a learner needs.
        if (
          verdict.foundValue &&
          (verdict.expectedValue !== property.written || !verdict.found.endsWith(verdict.foundValue)) &&
          !(COMPARED_COLOUR.test(verdict.expectedValue) && COMPARED_COLOUR.test(verdict.foundValue))
        ) {
          params.expectedValue = verdict.expectedValue;
          params.actualValue = verdict.foundValue;
        }
        const where = verdict.source ?? { file: head.file, line: head.rule.line };
        return { result: result(index, 'css', 'property-mismatch', { params, ...where }), rank: 1 };
      }
    }
  }
  const at = first as Located;
  return {
    result: result(index, 'css', 'ok', { params: { selector: shown }, file: at.file, line: at.rule.line }),
    rank: 2,
  };
}

export function checkCss(answer: CssAnswer, index: number, ctx: CheckContext): RuleResult {
  const selectors = selectorSet(answer.selector);
  if (selectors === null) return result(index, 'css', 'invalid-answer', { params: { field: 'selector' } });
  const required = parseProperties(answer.properties);
  if (!required) return result(index, 'css', 'invalid-answer', { params: { field: 'properties' } });
  const shown = selectors.join(', ');

  const cascades = cascadesFor(ctx, answer.file);
  if (!cascades) {
    const file = String(answer.file);
    return result(index, 'css', 'missing-rule', { params: { selector: shown, file }, file });
  }
  let best: { result: RuleResult; rank: number } | undefined;
  for (const cascade of cascades) {
    const outcome = judge(cascade, selectors, required, index, shown);
    if (outcome.rank === 2) return outcome.result;
    if (!best || outcome.rank > best.rank) best = outcome;
  }
  const failure = best?.result ?? result(index, 'css', 'missing-rule', { params: { selector: shown } });
  if (failure.reason === 'missing-rule') {
    const unlinked = unlinkedSheetWith(ctx, cascades, selectors);
    if (unlinked && failure.params) failure.params.unlinked = unlinked;
  }
  return failure;
}

/** A stylesheet of the workspace that has the selectors but no page uses: the hint says to link it. */
function unlinkedSheetWith(ctx: CheckContext, cascades: Cascade[], selectors: string[]): string | null {
  const used = new Set(cascades.flatMap((c) => c.sheets.map((s) => s.file)));
  for (const file of ctx.files) {
    if (file.lang !== 'css' || used.has(file.path)) continue;
    const sheet = ctx.sheets(file)[0];
    if (sheet && selectors.every((s) => sheet.bySelector.has(s))) return file.path;
  }
  return null;
}
