/**
 * The pages of a workspace as the preview sees them: its section switcher and links between pages. A Laravel
 * workspace (routes/web.php, docs/decisions/0018-php-runtime.md) has routes instead of files for pages: its GET routes as
 * workers/php/laravel-routes.ts reads them, entry `/`, and links and forms that point into the app.
 */
import { defaultPage, listPages } from '../../sandbox/preview/pages';
import { dirname, isExternalRef, resolveRef } from '../../sandbox/preview/paths';
import type { PreviewFile } from '../../sandbox/preview/types';
import { isLaravelWorkspace, laravelPages } from '../../workers/php/laravel-routes';

/** The pages that can be shown, in workspace order: HTML files and PHP pages; a Laravel workspace's GET routes. */
export function previewPages(files: PreviewFile[]): string[] {
  return isLaravelWorkspace(files) ? laravelPages(files) : listPages(files);
}

/**
 * Whether the page list follows edits of the files' text, not only files added, removed or renamed: a Laravel app's
 * pages are the routes written in routes/web.php, so a route typed there is listed without a reload.
 */
export function pagesFollowEdits(files: PreviewFile[]): boolean {
  return isLaravelWorkspace(files);
}

/** The page shown when the student has not picked one: index.html, else index.php, else the first page; `/` in Laravel. */
export function defaultPreviewPage(files: PreviewFile[]): string | null {
  return isLaravelWorkspace(files) ? '/' : defaultPage(files);
}

/** The address the Laravel app is served at in php-wasm (its `url()`, redirects and `asset()` start with it). */
const LARAVEL_ORIGIN = 'http://localhost';

/**
 * Where a link, form action or redirect on route `currentRoute` of a Laravel app goes: the route path and its
 * query, or null for a link that leaves the app (another host, `mailto:`, an in-page `#hash`). Relative
 * (`produk`), root-relative (`/produk`) and the app's own absolute URLs (`http://localhost/produk`) all count.
 */
export function resolveRouteLink(
  currentRoute: string,
  href: string,
): { path: string; query: Record<string, string> } | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, `${LARAVEL_ORIGIN}${currentRoute.startsWith('/') ? currentRoute : `/${currentRoute}`}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname !== 'localhost') return null;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray `%` stays as written.
  }
  return { path, query: Object.fromEntries(url.searchParams) };
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
