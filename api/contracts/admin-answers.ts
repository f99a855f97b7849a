/**
 * The exact shapes of exercise answer rules (docs/decisions/0004-data.md, docs/decisions/0009-checker.md) that an admin may save on a
 * practice task or a project: the five kinds of `workers/checker/api.ts`. JSON-string fields must parse
 * with the checker's own parsers, so a rule that passes is one the checker understands; the contract holds
 * no checker code, its users pass the parsers in (`workers/checker/answer-parsers.ts`).
 * Issue messages are keys of the admin message table (`admin-messages.ts`), translated by the caller.
 */
import { z } from 'zod';
import type { Answer } from '../../workers/checker/api';

/** The checker's parsers of a rule's JSON-string fields: each answers null for a value it cannot use. */
export type AnswerParsers = {
  attributes: (value: unknown) => unknown;
  selectors: (value: unknown) => unknown;
  properties: (value: unknown) => unknown;
  /** The void element (`input`, `img`, `br`…) a rule's tag names, or null: such an element never shows text. */
  voidTag: (tag: unknown) => string | null;
  /** The syntax error of a behaviour test's source (as the body of an async function), or null when it parses. */
  behaviourSyntax: (source: string) => string | null;
};

const text = (max: number) => z.string({ error: 'required' }).max(max, 'tooLong');
const nonEmpty = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong');
const optionalFile = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z.string().trim().max(500, 'tooLong').optional(),
);
const count = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === null ? undefined : v),
  z.number({ error: 'answerQuantityNumber' }).int('answerQuantityNumber').min(0, 'answerQuantityNumber').optional(),
);

const quantity = z
  .object({
    qty: z.enum(['equal', 'min', 'max', 'between'], { error: 'answerQuantityKind' }),
    equalTo: count,
    min: count,
    max: count,
  })
  .superRefine((q, ctx) => {
    const need: Record<typeof q.qty, ('equalTo' | 'min' | 'max')[]> = {
      equal: ['equalTo'],
      min: ['min'],
      max: ['max'],
      between: ['min', 'max'],
    };
    for (const key of need[q.qty]) {
      if (q[key] === undefined) ctx.addIssue({ code: 'custom', message: 'answerQuantityNumber', path: [key] });
    }
    if (q.qty === 'between' && q.min !== undefined && q.max !== undefined && q.min > q.max) {
      ctx.addIssue({ code: 'custom', message: 'answerQuantityOrder', path: ['max'] });
    }
  })
  .transform((q) => {
    // keep only the numbers the kind uses, so a stale `max` does not linger on an `equal` rule
    if (q.qty === 'equal') return { qty: q.qty, equalTo: q.equalTo };
    if (q.qty === 'min') return { qty: q.qty, min: q.min };
    if (q.qty === 'max') return { qty: q.qty, max: q.max };
    return { qty: q.qty, min: q.min, max: q.max };
  });

/** A field name or value of a posted form, or a variable's value, as a rule's `render` gives it. */
const shortText = z.string({ error: 'answerRender' }).max(1000, 'tooLong');

/**
 * An HTML rule's `render` (`PageRender` in workers/checker/api.ts): how its `.php` page is run for it. The one
 * definition of its shape: the answer schemas (`answerRule` in code-views.ts) describe a stored one with it too.
 */
export const pageRender = z
  .object(
    {
      method: z.enum(['GET', 'POST'], { error: 'answerRender' }).optional(),
      // A posted field needs a name: a row with only a value would post nothing the page could read.
      body: z.record(shortText.min(1, 'answerRender'), shortText, { error: 'answerRender' }).optional(),
      vars: z
        .record(
          z.string().regex(/^\$?[A-Za-z_][A-Za-z0-9_]*$/, 'answerRender'),
          z.union([shortText, z.number()], { error: 'answerRender' }),
          { error: 'answerRender' },
        )
        // `$umur` and `umur` are one variable to the checker (renderOf drops the `$`): with both, one value would
        // silently win, so such a run is refused rather than saved with a value the author did not pick.
        .refine((vars) => {
          const names = Object.keys(vars).map((name) => name.replace(/^\$/, ''));
          return new Set(names).size === names.length;
        }, 'answerRenderDuplicate')
        .optional(),
    },
    { error: 'answerRender' },
  )
  .strict();

/**
 * An HTML rule's `text` (workers/checker/api.ts): a text the matching element must show. A blank one asks nothing
 * and is dropped, as the checker reads it; anything but a text is refused, not coerced.
 */
const elementText = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z.string({ error: 'answerText' }).trim().max(1000, 'tooLong').optional(),
);

/** The schema of a task's or project's rule list, checking JSON-string fields with `parse`. */
export function answerRulesSchema(parse: AnswerParsers): z.ZodType<Answer[]> {
  const htmlAnswer = z
    .object({
      kind: z.literal('html'),
      tag: nonEmpty(100).refine((t) => /^<?\/?[a-zA-Z][a-zA-Z0-9-]*\/?>?$/.test(t), 'answerTag'),
      attributes: z
        .string()
        .max(5000, 'tooLong')
        .optional()
        .refine((v) => parse.attributes(v) !== null, 'answerAttributes'),
      closeTag: z.boolean().optional(),
      quantity: quantity.nullish().transform((q) => q ?? undefined),
      file: optionalFile,
      render: pageRender.nullish().transform((r) => r ?? undefined),
      text: elementText,
    })
    .superRefine((rule, ctx) => {
      // A void element's text is always empty: the rule would fail every page, the reference solution's included.
      const tag = rule.text === undefined ? null : parse.voidTag(rule.tag);
      if (tag) ctx.addIssue({ code: 'custom', message: 'answerTextVoid', path: ['text'], params: { tag } });
    });

  const cssAnswer = z.object({
    kind: z.literal('css'),
    selector: z
      .array(z.string().max(500, 'tooLong'))
      .max(50)
      .refine((list) => parse.selectors(list) !== null, 'answerSelector'),
    properties: text(5000).refine((v) => parse.properties(v) !== null, 'answerProperties'),
    file: optionalFile,
  });

  const jsAnswer = z.object({
    kind: z.literal('js'),
    jsAnswer: nonEmpty(5000).refine((v) => /[^\s.*+?^${}()|[\]\\/]/.test(v), 'answerJs'),
    file: optionalFile,
  });

  const behaviourMessage = z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .object({
        id: z.string().trim().max(1000, 'tooLong').optional(),
        en: z.string().trim().max(1000, 'tooLong').optional(),
      })
      .optional(),
  );
  const behaviourAnswer = z.object({
    kind: z.literal('behaviour'),
    test: nonEmpty(20_000).superRefine((source, ctx) => {
      const error = parse.behaviourSyntax(source);
      if (error) ctx.addIssue({ code: 'custom', message: 'answerBehaviour', params: { error } });
    }),
    message: behaviourMessage,
  });

  const fileAnswer = z
    .object({
      kind: z.literal('file'),
      path: z
        .string()
        .trim()
        .max(500, 'tooLong')
        .default('')
        .refine((p) => !p.startsWith('/') && !p.includes('..'), 'answerPath'),
      name: nonEmpty(200).refine((n) => !n.includes('/'), 'answerPath'),
      ext: z.string().trim().max(20, 'tooLong').default(''),
      belongsTo: z.string().trim().max(20, 'tooLong').default('file'),
      file: z.string().trim().max(500, 'tooLong').optional(),
    })
    .transform((a) => {
      const folder = a.path.replace(/\/+$/, '');
      const ext = a.ext.replace(/^\.+/, '');
      const own = a.belongsTo === 'file' && ext !== '' ? `${a.name}.${ext}` : a.name;
      return { ...a, path: folder, ext, file: a.file || (folder === '' ? own : `${folder}/${own}`) };
    });

  /** One answer rule of any kind; an unknown `kind` reports `answerKind`. */
  const answerRule = z.discriminatedUnion('kind', [htmlAnswer, cssAnswer, jsAnswer, fileAnswer, behaviourAnswer], {
    error: 'answerKind',
  });

  /** The rule list of a task or project (at most 100). */
  return z.array(answerRule).max(100, 'tooLong') as unknown as z.ZodType<Answer[]>;
}
