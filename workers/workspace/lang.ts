/** File names, extensions and languages of the workspace (docs/decisions/0004-data.md). */
import type { FileLang, WorkspaceFile } from './types';

/** What `extFromLang` answers for a language it does not know (docs/decisions/0004-data.md: "an error marker"). */
export const UNKNOWN_LANG_EXT = 'error';

const LANG_BY_EXT: Record<string, FileLang> = {
  html: 'html',
  css: 'css',
  scss: 'css',
  js: 'javascript',
  vue: 'javascript',
  php: 'php',
  laravel: 'php',
};

const EXT_BY_LANG: Record<string, string> = { html: 'html', css: 'css', javascript: 'js', php: 'php' };

const IMAGE_EXTS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'ico', 'bmp', 'avif']);

/** html→html; css, scss→css; js, vue→javascript; php, laravel→php; anything else 'unknown'. */
export function langFromExt(ext: string): FileLang | 'unknown' {
  return LANG_BY_EXT[ext.toLowerCase()] ?? 'unknown';
}

/** The reverse mapping: html, css, javascript→js, php; anything else the error marker. */
export function extFromLang(lang: string): string {
  return EXT_BY_LANG[lang] ?? UNKNOWN_LANG_EXT;
}

/** Whether a file with this extension holds an image (its value is a data URL). */
export function isImageExt(ext: string): boolean {
  return IMAGE_EXTS.has(ext.toLowerCase());
}

/**
 * Splits a full file name at its last dot: `a.b.css` → `a.b` + `css`, `README` → `README` + `''`.
 * A trailing dot starts no extension (`a.` stays whole), so `fileName` always gives the name back.
 */
export function splitFileName(fullName: string): { name: string; ext: string } {
  const dot = fullName.lastIndexOf('.');
  return dot === -1 || dot === fullName.length - 1
    ? { name: fullName, ext: '' }
    : { name: fullName.slice(0, dot), ext: fullName.slice(dot + 1) };
}

/** A file's full name, the inverse of `splitFileName`. */
export function fileName(file: Pick<WorkspaceFile, 'name' | 'ext'>): string {
  return file.ext === '' ? file.name : `${file.name}.${file.ext}`;
}

const hasControlCharacter = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
};

/** Why a name cannot be used, or `null` when it can. */
export function nameProblem(name: string): 'empty-name' | 'invalid-name' | null {
  if (name.trim() === '') return 'empty-name';
  if (name !== name.trim()) return 'invalid-name';
  // path separators, characters file systems reject, control characters
  if (/[/\\:*?"<>|]/.test(name) || hasControlCharacter(name)) return 'invalid-name';
  if (name === '.' || name === '..' || name.endsWith('.') || name.length > 255) return 'invalid-name';
  return null;
}
