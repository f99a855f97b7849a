/** The pages of a workspace as the preview sees them: its section switcher and links between pages. */
import { defaultEntry, listHtmlFiles } from '../../sandbox/preview/pages';
import { dirname, isExternalRef, resolveRef } from '../../sandbox/preview/paths';
import type { PreviewFile } from '../../sandbox/preview/types';

/** The HTML files that can be shown, in workspace order. */
export function previewPages(files: PreviewFile[]): string[] {
  return listHtmlFiles(files);
}

/** The page shown when the student has not picked one: index.html first, else the first HTML file. */
export function defaultPreviewPage(files: PreviewFile[]): string | null {
  return defaultEntry(files);
}

/** The workspace path a link in `currentPage` points at, or null for an external or empty link. */
export function resolvePreviewLink(currentPage: string, href: string): string | null {
  if (isExternalRef(href)) return null;
  const path = resolveRef(dirname(currentPage), href);
  return path === '' ? null : path;
}
