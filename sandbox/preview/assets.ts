/** Turning workspace files into inlinable content: data URLs for images and CSS with its references inlined. */
import { dirname, extname, resolveRef } from './paths';
import type { PreviewFile } from './types';

/** Finds a workspace file by its normalised path. */
export type FileLookup = (path: string) => PreviewFile | undefined;

const MIME_BY_EXT: Record<string, string> = { svg: 'image/svg+xml' };

/** A data URL for an image file (its stored value) or a text SVG; null when the file is not an image. */
export function toDataUrl(file: PreviewFile): string | null {
  if (file.type === 'image') return file.value.startsWith('data:') ? file.value : null;
  const mime = MIME_BY_EXT[extname(file.path)];
  return mime ? `data:${mime};charset=utf-8,${encodeURIComponent(file.value)}` : null;
}

const CSS_URL = /url\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|([^)'"\s]*))\s*\)/gi;
const CSS_IMPORT = /@import\s+(?:url\(\s*(["']?)([^"')\s]+)\1\s*\)|(["'])([^"'\n]+)\3)([^;]*);/gi;
const MAX_IMPORT_DEPTH = 8;

function unescapeCss(value: string): string {
  return value.replace(/\\(.)/gs, '$1');
}

function cssString(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\a ')}"`;
}

/** Replaces local `url()` references in `css` (resolved from `baseDir`) by data URLs. */
export function rewriteCssUrls(css: string, baseDir: string, lookup: FileLookup): string {
  return css.replace(CSS_URL, (whole, dq?: string, sq?: string, bare?: string) => {
    const ref = unescapeCss(dq ?? sq ?? bare ?? '');
    const path = resolveRef(baseDir, ref);
    const file = path === null ? undefined : lookup(path);
    const url = file ? toDataUrl(file) : null;
    return url ? `url(${cssString(url)})` : whole;
  });
}

/**
 * The stylesheet at `path` ready to sit in a `<style>`: local `@import`s inlined (a cycle or a missing
 * file leaves the rule as written) and `url()`s resolved from the stylesheet's own folder, as a
 * browser resolves them.
 */
export function inlineStylesheet(css: string, path: string, lookup: FileLookup, seen: string[] = []): string {
  const baseDir = dirname(path);
  const trail = [...seen, path];
  const withImports = css.replace(
    CSS_IMPORT,
    (whole, _q, urlRef?: string, _q2?: string, strRef?: string, media = '') => {
      const target = resolveRef(baseDir, urlRef ?? strRef ?? '');
      const file = target === null ? undefined : lookup(target);
      if (
        !file ||
        target === null ||
        file.type !== 'code' ||
        trail.includes(target) ||
        trail.length > MAX_IMPORT_DEPTH
      ) {
        return whole;
      }
      const inner = inlineStylesheet(file.value, target, lookup, trail);
      const condition = media.trim();
      return condition ? `@media ${condition} {\n${inner}\n}` : inner;
    },
  );
  return rewriteCssUrls(withImports, baseDir, lookup);
}
