/**
 * The server's copy of the rich-text sanitiser (defence in depth: admin-written descriptions, slide
 * contents and project briefs are cleaned before they are stored, not only when a browser shows them).
 * Same allow-list (`api/contracts/rich-text.ts`) and link rules as the client's DOMPurify set-up in
 * `src/ui/rich-text-sanitize.ts`.
 */
import { createRequire } from 'node:module';
import type sanitizeHtmlType from 'sanitize-html';
import { ALLOWED_ATTR, ALLOWED_TAGS, SAFE_URL } from '../../contracts/rich-text';
import type { LocalizedText } from '../../db/schema';

const options: sanitizeHtmlType.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // DOMPurify's ALLOWED_ATTR holds for every allowed tag, not only links.
  allowedAttributes: { '*': ALLOWED_ATTR },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // Their content is code, not text; every other disallowed tag is dropped and its text kept.
  nonTextTags: ['script', 'style'],
  transformTags: {
    // Attributes keep their places, as DOMPurify's `setAttribute` leaves them.
    a: (tagName, attribs) => {
      const next = { ...attribs };
      const url = next.href?.trim() ?? '';
      if (SAFE_URL.test(url)) next.href = url;
      else delete next.href;
      next.target = '_blank';
      next.rel = 'noopener noreferrer';
      return { tagName, attribs: next };
    },
  },
};

/**
 * sanitize-html (with htmlparser2 and postcss, ~18 MB resident) is loaded at the first admin write that needs it,
 * not at every server start; it is CommonJS, so a synchronous require keeps this function synchronous.
 */
let sanitizer: typeof sanitizeHtmlType | undefined;
function sanitizeHtml(html: string, opts: sanitizeHtmlType.IOptions): string {
  sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtmlType;
  return sanitizer(html, opts);
}

/**
 * Safe HTML for a rich-text field; `''` when only whitespace, line breaks or empty paragraphs remain.
 * Output is written as a browser serialises it (`<br>`, `&nbsp;`), so editor output comes back unchanged.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, options)
    .replace(/<br( [^>]*)? \/>/g, '<br$1>')
    .replace(/\u00a0/g, '&nbsp;');
  const text = clean.replace(/<br\s*\/?>|<\/?(p|div)>|&nbsp;|\s/gi, '');
  return text === '' ? '' : clean;
}

/** Both languages of a `{ id, en }` rich text sanitised; a language left empty is dropped. */
export function sanitizeLocalizedRichText(value: LocalizedText): LocalizedText {
  const out: LocalizedText = {};
  for (const lang of ['id', 'en'] as const) {
    const html = value[lang];
    const clean = html === undefined ? '' : sanitizeRichText(html);
    if (clean !== '') out[lang] = clean;
  }
  return out;
}
