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

/** A PHP page of the workspace (docs/decisions/0018-php-runtime.md): the preview shows what it renders. */
export function isPhpPage(file: PreviewFile): boolean {
  return file.type === 'code' && extname(file.path) === 'php';
}

/** True for a path the preview shows by running PHP. */
export function isPhpPath(path: string): boolean {
  return extname(path) === 'php';
}

/** The pages of a workspace in display order: its HTML files and its PHP pages. */
export function listPages(files: PreviewFile[]): string[] {
  return files.filter((file) => isHtmlFile(file) || isPhpPage(file)).map((file) => normalizePath(file.path));
}

/**
 * The page shown when none is picked: the builder's HTML entry (index.html first) when the workspace has an
 * HTML page at the root or an index.html anywhere; else `index.php` at the root, else anywhere; else the first
 * HTML page; else the first PHP page; null without pages.
 */
export function defaultPage(files: PreviewFile[]): string | null {
  const html = files.filter(isHtmlFile).map((file) => normalizePath(file.path));
  const php = files.filter(isPhpPage).map((file) => normalizePath(file.path));
  const lower = (path: string) => path.toLowerCase();
  return (
    html.find((p) => lower(p) === 'index.html') ??
    html.find((p) => /(^|\/)index\.html$/.test(lower(p))) ??
    php.find((p) => lower(p) === 'index.php') ??
    php.find((p) => /(^|\/)index\.php$/.test(lower(p))) ??
    html[0] ??
    php[0] ??
    null
  );
}
