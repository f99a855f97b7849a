/**
 * Answer rules as the admin's rule form edits them. A rule is kept as the loose record it is stored
 * as, so fields the form does not show survive an edit; `toRule` turns the form's texts back into the
 * stored shape before a save (the server validates and checks it).
 */
export type RuleKind = 'html' | 'css' | 'js' | 'file';
/** A rule as edited: the stored fields, with the selector list as one line per selector. */
export type RuleDraft = Record<string, unknown> & { kind: RuleKind };

export const RULE_KINDS: RuleKind[] = ['html', 'css', 'js', 'file'];

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
  }
}

/** A stored rule as a draft (unknown kinds become an HTML rule the admin has to fix). */
export function toDraft(rule: unknown): RuleDraft {
  const record = rule && typeof rule === 'object' ? (rule as Record<string, unknown>) : {};
  const kind = RULE_KINDS.includes(record.kind as RuleKind) ? (record.kind as RuleKind) : 'html';
  return { ...blankRule(kind), ...record, kind };
}

/** A form text as a text ('' for anything else). */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | string | undefined => {
  const s = str(v).trim();
  if (s === '') return undefined;
  return /^\d+$/.test(s) ? Number(s) : s;
};

/** The draft as sent to the server: blank optional texts dropped, quantity numbers as numbers. */
export function toRule(draft: RuleDraft): Record<string, unknown> {
  const out: Record<string, unknown> = { ...draft };
  for (const key of ['file', 'attributes']) if (str(out[key]).trim() === '') delete out[key];
  if (draft.kind === 'css') {
    out.selector = (Array.isArray(draft.selector) ? draft.selector : []).map(str).filter((s) => s.trim() !== '');
  }
  if (draft.kind === 'file') delete out.file;
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
