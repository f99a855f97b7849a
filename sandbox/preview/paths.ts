/** Path helpers for the preview builder: workspace paths are relative, with no leading slash. */

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** True for references the preview never inlines: `https:`, `data:`, `mailto:`, `//host/…`. */
export function isExternalRef(ref: string): boolean {
  const trimmed = ref.trim();
  return SCHEME.test(trimmed) || trimmed.startsWith('//');
}

/** `'css/style.css'` → `'css'`; a root file gives `''`. */
export function dirname(path: string): string {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
}

/** Normalises a workspace path: no leading `./` or `/`, backslashes as slashes, `.`/`..` folded. */
export function normalizePath(path: string): string {
  return resolveRef('', path) ?? '';
}

/**
 * Resolves `ref` (as written in a document) against the folder `baseDir`, the way a browser resolves
 * a relative URL: `../`, `./` and a leading `/` (from the workspace root) are honoured, query and
 * hash are dropped, percent escapes are decoded. Gives null for external or empty references.
 */
export function resolveRef(baseDir: string, ref: string): string | null {
  let value = ref.trim();
  if (value === '' || isExternalRef(value)) return null;
  value = value.replace(/[?#].*$/s, '').replace(/\\/g, '/');
  if (value === '') return null;
  try {
    value = decodeURIComponent(value);
  } catch {
    // A stray `%` is kept literally, as a browser would keep it in a file name.
  }
  const parts = value.startsWith('/') ? [] : baseDir.split('/').filter(Boolean);
  for (const segment of value.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return parts.join('/');
}

/** Lower-cased extension without the dot, `''` when there is none. */
export function extname(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const at = name.lastIndexOf('.');
  return at <= 0 ? '' : name.slice(at + 1).toLowerCase();
}
