/**
 * Answer rules as the admin's rule form edits them. A rule is kept as the loose record it is stored
 * as, so fields the form does not show survive an edit; `toRule` turns the form's texts back into the
 * stored shape before a save (the server validates and checks it).
 */
import { answerParsers } from '../../../workers/checker/answer-parsers';
import { isPhpPage } from '../../../workers/checker/php-pages';

export type RuleKind = 'html' | 'css' | 'js' | 'file' | 'behaviour';
/** A rule as edited: the stored fields, with the selector list as one line per selector. */
export type RuleDraft = Record<string, unknown> & { kind: RuleKind };

export const RULE_KINDS: RuleKind[] = ['html', 'css', 'js', 'behaviour', 'file'];

/** A blank rule of `kind`. */
export function blankRule(kind: RuleKind): RuleDraft {
  switch (kind) {
    case 'html':
      return { kind, tag: '', attributes: '', closeTag: false };
    case 'css':
      return { kind, selector: [''], properties: '{}' };
    case 'js':
      return { kind, jsAnswer: '' };
    case 'file':
      return { kind, path: '', name: '', ext: '', belongsTo: 'file' };
    case 'behaviour':
      return { kind, test: '', message: { id: '', en: '' } };
  }
}

/** One name/value row of a run's form fields or variables, as the form edits it. */
export type RenderRow = {
  name: string;
  value: string;
  /** A variable stored as a text that reads as a number ('23'): saved as a text again, not as 23. */
  text?: boolean;
};
/**
 * An HTML rule's `render` (how its `.php` page is run: PageRender in workers/checker/api.ts) as the form edits it:
 * the method as stored (none reads as GET), and the posted fields and the variables as rows in their order.
 */
export type RenderDraft = { method?: string; body: RenderRow[]; vars: RenderRow[] };

/** A number as PHP would write it; '007' is not one (it stays a text). */
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

const rowsOf = (value: unknown): [string, unknown][] =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];

/** A stored `render` as rows; null when there is none. */
export function toRenderDraft(render: unknown): RenderDraft | null {
  if (render === null || typeof render !== 'object' || Array.isArray(render)) return null;
  const { method, body, vars } = render as Record<string, unknown>;
  return {
    ...(typeof method === 'string' ? { method } : {}),
    body: rowsOf(body).map(([name, value]) => ({ name, value: str(value) })),
    vars: rowsOf(vars).map(([name, value]) =>
      typeof value === 'string' && NUMBER.test(value.trim())
        ? { name, value, text: true }
        : { name, value: str(value) },
    ),
  };
}

/**
 * The rows as a stored `render`, or undefined when it asks for nothing beyond a plain GET (no POST, no field, no
 * variable): such a rule is saved without one. Rows left blank are dropped; a variable that reads as a number is
 * saved as one (`$umur = 23`), unless it was stored as a text. Form fields are saved with a POST only: the checker
 * posts nothing on a GET, so rows the form keeps while GET is chosen (to come back with POST) are not stored.
 */
export function fromRenderDraft(draft: RenderDraft): Record<string, unknown> | undefined {
  const filled = (rows: RenderRow[]) => rows.filter((r) => r.name.trim() !== '' || r.value !== '');
  const body = draft.method === 'POST' ? filled(draft.body) : [];
  const vars = filled(draft.vars);
  if (draft.method !== 'POST' && vars.length === 0) return undefined;
  const out: Record<string, unknown> = {};
  if (draft.method) out.method = draft.method;
  if (body.length > 0) out.body = Object.fromEntries(body.map((r) => [r.name.trim(), r.value]));
  if (vars.length > 0) {
    out.vars = Object.fromEntries(
      vars.map((r) => [r.name.trim(), !r.text && NUMBER.test(r.value.trim()) ? Number(r.value) : r.value]),
    );
  }
  return out;
}

/**
 * For each row of a run whose name another row repeats, the numbers (from 1) of all the rows with that name; rows
 * without one are left out. Names compare as saved: a field's trimmed, a variable's also without its `$`
 * (`$umur` and `umur` are one variable to the checker). Saved, such rows would become one (the last), so the
 * form marks them and refuses the save instead. Posted fields count with a POST only, as only then are they saved.
 */
export function renderDuplicates(draft: RenderDraft): { body: Map<number, number[]>; vars: Map<number, number[]> } {
  const repeated = (rows: RenderRow[], key: (name: string) => string) => {
    const byName = new Map<string, number[]>();
    rows.forEach((row, i) => {
      const name = key(row.name.trim());
      if (name !== '') byName.set(name, [...(byName.get(name) ?? []), i + 1]);
    });
    const out = new Map<number, number[]>();
    for (const numbers of byName.values()) {
      if (numbers.length > 1) for (const n of numbers) out.set(n - 1, numbers);
    }
    return out;
  };
  return {
    body: draft.method === 'POST' ? repeated(draft.body, (name) => name) : new Map(),
    vars: repeated(draft.vars, (name) => name.replace(/^\$/, '')),
  };
}

/** The numbers (from 1) of the rules whose run names a posted field or a variable twice (`renderDuplicates`). */
export function rulesWithDuplicateRows(rules: RuleDraft[]): number[] {
  return rules.flatMap((rule, i) => {
    if (rule.kind !== 'html' || !rule.render) return [];
    const { body, vars } = renderDuplicates(rule.render as RenderDraft);
    return body.size > 0 || vars.size > 0 ? [i + 1] : [];
  });
}

/**
 * The void element (`input`, `img`, `br`…) an HTML rule asks to show a text, or null. Such an element never holds
 * text, so the rule could never pass: the form marks the text as it is typed and refuses the save, as the server
 * refuses the rule (`answerTextVoid`), both by the checker's one list (answer-parsers.ts `voidTag`).
 */
export function textOnVoidElement(rule: RuleDraft): string | null {
  return rule.kind === 'html' && str(rule.text).trim() !== '' ? answerParsers.voidTag(rule.tag) : null;
}

/** The numbers (from 1) of the rules that ask a void element for a text (`textOnVoidElement`). */
export function rulesWithTextOnVoid(rules: RuleDraft[]): number[] {
  return rules.flatMap((rule, i) => (textOnVoidElement(rule) ? [i + 1] : []));
}

/** Whether a workspace holds a `.php` page: its HTML rules then offer how the page is run. */
export const hasPhpPage = (files: { path: string }[]): boolean => files.some((f) => isPhpPage(f.path));

/** A stored rule as a draft (unknown kinds become an HTML rule the admin has to fix). */
export function toDraft(rule: unknown): RuleDraft {
  const record = rule && typeof rule === 'object' ? (rule as Record<string, unknown>) : {};
  const kind = RULE_KINDS.includes(record.kind as RuleKind) ? (record.kind as RuleKind) : 'html';
  const draft: RuleDraft = { ...blankRule(kind), ...record, kind };
  if (kind === 'html' && 'render' in record) {
    const render = toRenderDraft(record.render);
    if (render) draft.render = render;
    else delete draft.render;
  }
  return draft;
}

/** A form text as a text ('' for anything else). */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | string | undefined => {
  const s = str(v).trim();
  if (s === '') return undefined;
  return /^\d+$/.test(s) ? Number(s) : s;
};

/**
 * The draft as sent to the server: blank optional texts (file, attributes, an element's text) dropped, quantity
 * numbers as numbers, `render` as stored.
 */
export function toRule(draft: RuleDraft): Record<string, unknown> {
  const out: Record<string, unknown> = { ...draft };
  for (const key of ['file', 'attributes', 'text']) if (str(out[key]).trim() === '') delete out[key];
  if (draft.kind === 'css') {
    out.selector = (Array.isArray(draft.selector) ? draft.selector : []).map(str).filter((s) => s.trim() !== '');
  }
  if (draft.kind === 'file') delete out.file;
  if (draft.kind === 'behaviour') {
    // A message left blank in both languages is no message: the hint then shows the test's own words alone.
    const message = (draft.message ?? {}) as Record<string, unknown>;
    const kept = Object.fromEntries(
      (['id', 'en'] as const).map((l) => [l, str(message[l]).trim()]).filter(([, v]) => v !== ''),
    );
    if (Object.keys(kept).length > 0) out.message = kept;
    else delete out.message;
  }
  if (draft.kind === 'html' && 'render' in draft) {
    const render = draft.render ? fromRenderDraft(draft.render as RenderDraft) : undefined;
    if (render) out.render = render;
    else delete out.render;
  }
  const quantity = draft.quantity as Record<string, unknown> | undefined;
  if (draft.kind === 'html' && quantity) {
    out.quantity = {
      qty: quantity.qty,
      equalTo: num(quantity.equalTo),
      min: num(quantity.min),
      max: num(quantity.max),
    };
  }
  return out;
}
