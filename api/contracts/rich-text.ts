/**
 * The rich-text allow-list, written once for both sanitisers: the browser's (DOMPurify, `src/ui/rich-text-sanitize.ts`)
 * and the server's (sanitize-html, `api/services/content/rich-text.ts`), which cleans descriptions, slide contents and project
 * briefs before they are stored.
 */

/** Inline and list markup a description may keep; anything else is dropped with its text kept. */
export const ALLOWED_TAGS = ['p', 'br', 'div', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'code', 'pre'];
/** Attributes any allowed tag may keep (no `data-*`, no `aria-*`, no `style`). */
export const ALLOWED_ATTR = ['href', 'target', 'rel'];
/** Hrefs a link may keep: http(s), mailto, site-relative and fragments. */
export const SAFE_URL = /^(?:https?:|mailto:|\/|#)/i;
