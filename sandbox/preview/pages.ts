/**
 * Which HTML files of a workspace are pages and which one the preview shows first. Kept apart from
 * the builder (and its parse5) so the app's page pickers can use the same rules without loading a
 * parser on the main thread.
 */
import { extname, normalizePath } from './paths';
import type { PreviewFile } from './types';

const HTML_EXTENSIONS = new Set(['html', 'htm']);

export function isHtmlFile(file: PreviewFile): boolean {
  return file.type === 'code' && HTML_EXTENSIONS.has(extname(file.path));
}

/** The page to show: `entry` by its path, else `index.html` at the root, else anywhere, else the first. */
export function pickEntry(htmlFiles: PreviewFile[], entry: string | undefined): PreviewFile | undefined {
  if (entry !== undefined) {
    const wanted = normalizePath(entry);
    return htmlFiles.find((file) => normalizePath(file.path) === wanted);
  }
  const isIndex = (file: PreviewFile) => normalizePath(file.path).toLowerCase() === 'index.html';
  const isAnyIndex = (file: PreviewFile) => /(^|\/)index\.html$/i.test(normalizePath(file.path));
  return htmlFiles.find(isIndex) ?? htmlFiles.find(isAnyIndex) ?? htmlFiles[0];
}

/** The HTML files of a workspace in display order (the preview's section switcher). */
export function listHtmlFiles(files: PreviewFile[]): string[] {
  return files.filter(isHtmlFile).map((file) => normalizePath(file.path));
}

/** The HTML file buildPreview shows when no entry is given, or null without any HTML file. */
export function defaultEntry(files: PreviewFile[]): string | null {
  const page = pickEntry(files.filter(isHtmlFile), undefined);
  return page ? normalizePath(page.path) : null;
}
