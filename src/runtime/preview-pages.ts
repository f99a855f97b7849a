/** The pages of a workspace as the preview sees them: its section switcher and links between pages. */
import { defaultPage, listPages } from '../../sandbox/preview/pages';
import { dirname, isExternalRef, resolveRef } from '../../sandbox/preview/paths';
import type { PreviewFile } from '../../sandbox/preview/types';

/** The pages that can be shown, in workspace order: HTML files and PHP pages. */
export function previewPages(files: PreviewFile[]): string[] {
  return listPages(files);
}

/** The page shown when the student has not picked one: index.html, else index.php, else the first page. */
export function defaultPreviewPage(files: PreviewFile[]): string | null {
  return defaultPage(files);
}

/** The workspace path a link in `currentPage` points at, or null for an external or empty link. */
export function resolvePreviewLink(currentPage: string, href: string): string | null {
  if (isExternalRef(href)) return null;
  // `?page=2` stays on the current page with a new query, as in a browser.
  if (href.trim().startsWith('?')) return currentPage === '' ? null : currentPage;
  const path = resolveRef(dirname(currentPage), href);
  return path === '' ? null : path;
}

/** The query of a link (`list.php?page=2` → `{ page: '2' }`); repeated names keep the last value, as PHP does. */
export function linkQuery(href: string): Record<string, string> {
  const at = href.indexOf('?');
  if (at < 0) return {};
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(href.slice(at + 1).replace(/#.*$/s, ''))) query[name] = value;
  return query;
}
