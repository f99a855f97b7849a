import type { Answer, RuleReason, RuleResult } from '../api';

type Extra = { params?: Record<string, string | number>; file?: string; line?: number };

/** Builds a rule result, leaving out the optional fields that have no value. */
export function result(index: number, kind: Answer['kind'], reason: RuleReason, extra: Extra = {}): RuleResult {
  const out: RuleResult = { index, kind, passed: reason === 'ok', reason };
  if (extra.params) out.params = extra.params;
  if (extra.file !== undefined) out.file = extra.file;
  if (extra.line !== undefined) out.line = extra.line;
  return out;
}

/** Parses an answer's JSON object field; `undefined`/blank means `{}`, anything but an object is `null`. */
export function parseJsonObject(text: unknown): Record<string, unknown> | null {
  if (text === undefined || text === null) return {};
  if (typeof text === 'object' && !Array.isArray(text)) return text as Record<string, unknown>;
  if (typeof text !== 'string') return null;
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Shows an expected value in params (lists and style maps as compact JSON). */
export function display(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}
