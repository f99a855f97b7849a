/**
 * Which stylesheets count for a CSS rule, in cascade order (docs/decisions/0009-checker.md): per page, the stylesheets it links
 * (`<link rel=stylesheet>`, each preceded by what it `@import`s) and its `<style>` blocks, in document order. A
 * stylesheet no page uses does not count. A workspace without any HTML page (a CSS-only exercise) has one cascade
 * of all its stylesheets in file order. An answer whose `file` names a stylesheet is judged on that stylesheet (and
 * its imports) alone: the author asked about that file; one naming a page, on that page's cascade.
 */
import type { CheckContext, SourceFile } from './context';
import { normalizePath } from './context';
import type { CssSheet } from './css-sheet';

export type SheetInCascade = { sheet: CssSheet; file: string };
/** The stylesheets one page applies, in order; `page` is null for the CSS-only cascade. */
export type Cascade = { page: string | null; sheets: SheetInCascade[] };

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A link's `href` resolved against the folder of `from` (`../css/a.css?v=1` → `css/a.css`); null when external. */
export function resolveHref(from: string, href: string): string | null {
  const clean = href.trim().replace(/[?#].*$/, '');
  if (clean === '' || EXTERNAL.test(clean)) return null;
  const base = clean.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const segment of clean.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') base.pop();
    else base.push(segment);
  }
  return normalizePath(base.join('/'));
}

/** A stylesheet file with the sheets it imports before it (each file at most once per cascade). */
function withImports(ctx: CheckContext, file: SourceFile, seen: Set<string>, out: SheetInCascade[]): void {
  // An explicit stack instead of recursion: an import chain is as deep as the author makes it.
  const work: Array<{ file: SourceFile; expanded: boolean }> = [{ file, expanded: false }];
  while (work.length > 0) {
    const item = work.pop() as { file: SourceFile; expanded: boolean };
    const sheet = ctx.sheets(item.file)[0];
    if (!sheet) continue;
    if (item.expanded) {
      out.push({ sheet, file: item.file.path });
      continue;
    }
    if (seen.has(item.file.path)) continue;
    seen.add(item.file.path);
    work.push({ file: item.file, expanded: true });
    for (let k = sheet.imports.length - 1; k >= 0; k--) {
      const target = resolveHref(item.file.path, (sheet.imports[k] as { href: string }).href);
      const imported = target === null ? undefined : ctx.byPath.get(target);
      if (imported && imported.lang === 'css' && !seen.has(imported.path))
        work.push({ file: imported, expanded: false });
    }
  }
}

/** The cascade of one HTML page. */
export function pageCascade(ctx: CheckContext, page: SourceFile): Cascade {
  const doc = ctx.html(page);
  const blocks = ctx.sheets(page);
  const sheets: SheetInCascade[] = [];
  const seen = new Set<string>();
  for (const entry of doc.stylesheets) {
    if (entry.kind === 'style') {
      const sheet = blocks[entry.index];
      if (sheet) {
        for (const imported of sheet.imports) {
          const target = resolveHref(page.path, imported.href);
          const file = target === null ? undefined : ctx.byPath.get(target);
          if (file && file.lang === 'css') withImports(ctx, file, seen, sheets);
        }
        sheets.push({ sheet, file: page.path });
      }
    } else {
      const target = resolveHref(page.path, entry.href);
      const file = target === null ? undefined : ctx.byPath.get(target);
      if (file && file.lang === 'css') withImports(ctx, file, seen, sheets);
    }
  }
  return { page: page.path, sheets };
}

/** The cascades a CSS answer is judged on; null when `file` names a missing file or one of another language. */
export function cascadesFor(ctx: CheckContext, file: unknown): Cascade[] | null {
  const scope = ctx.scope(file, ['css', 'html']);
  if (!scope) return null;
  const named = typeof file === 'string' && file.trim() !== '';
  if (named) {
    const only = scope[0] as SourceFile;
    if (only.lang === 'html') return [pageCascade(ctx, only)];
    const sheets: SheetInCascade[] = [];
    withImports(ctx, only, new Set(), sheets);
    return [{ page: null, sheets }];
  }
  const pages = scope.filter((f) => f.lang === 'html');
  if (pages.length > 0) return pages.map((page) => pageCascade(ctx, page));
  const sheets: SheetInCascade[] = [];
  for (const css of scope) {
    const sheet = ctx.sheets(css)[0];
    if (sheet) sheets.push({ sheet, file: css.path });
  }
  return [{ page: null, sheets }];
}
