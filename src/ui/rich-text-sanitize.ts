/**
 * The one sanitiser for rich-text descriptions (admin editor and every place that shows them):
 * DOMPurify with the allow-list of `api/contracts/rich-text.ts` (the server sanitises with the same list);
 * links get `rel="noopener noreferrer"` and only http(s), mailto and relative targets survive.
 */
import DOMPurify from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, SAFE_URL } from '../../api/contracts/rich-text';

let hooked = false;
function ensureHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_URL.test(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
}

/** Safe HTML for a description (empty when only whitespace or empty paragraphs remain). */
export function sanitizeRichText(html: string): string {
  ensureHook();
  // No data-/aria- attributes either (DOMPurify keeps them by default): the server's copy drops them too.
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
  const text = clean.replace(/<br\s*\/?>|<\/?(p|div)>|&nbsp;|\s/gi, '');
  return text === '' ? '' : clean;
}
