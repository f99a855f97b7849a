/**
 * CodeMirror language support per workspace file (docs/decisions/0004-data.md: html; css, scss; js, vue; php, laravel). Each
 * grammar is its own chunk, fetched the first time a file of its language opens: an HTML practice never
 * downloads the PHP grammar. Loaded grammars are kept, so switching back to a file is instant.
 */
import type { Extension } from '@codemirror/state';
import type { FileLang } from '../../workers/workspace/types';

/** A grammar the editor can load; `jsx` is JavaScript with JSX. */
export type LanguageKey = 'html' | 'css' | 'javascript' | 'jsx' | 'php';

const loaders: Record<LanguageKey, () => Promise<Extension>> = {
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  jsx: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true })),
  php: () => import('@codemirror/lang-php').then((m) => m.php()),
};

const loaded = new Map<LanguageKey, Extension>();
const pending = new Map<LanguageKey, Promise<Extension>>();

/** The grammar for a file's `lang` (falling back to its extension); null for files without one. */
export function languageKey(lang: FileLang | 'unknown', ext = ''): LanguageKey | null {
  switch (lang) {
    case 'html':
    case 'css':
    case 'php':
      return lang;
    case 'javascript':
      return ext === 'jsx' ? 'jsx' : 'javascript';
    default:
      return fromExtension(ext);
  }
}

function fromExtension(ext: string): LanguageKey | null {
  switch (ext.toLowerCase()) {
    case 'html':
    case 'htm':
      return 'html';
    case 'css':
    case 'scss':
      return 'css';
    case 'js':
    case 'mjs':
    case 'vue':
      return 'javascript';
    case 'php':
    case 'laravel':
      return 'php';
    default:
      return null;
  }
}

/** The grammar if it is already loaded (or the file has none), else undefined. */
export function loadedLanguage(key: LanguageKey | null): Extension | undefined {
  return key === null ? [] : loaded.get(key);
}

/**
 * Loads a grammar once; a failed download (offline, flaky link) is forgotten so the next call retries,
 * and the editor keeps working as plain text meanwhile.
 */
export function loadLanguage(key: LanguageKey | null): Promise<Extension> {
  const ready = loadedLanguage(key);
  if (ready !== undefined || key === null) return Promise.resolve(ready ?? []);
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[key]().then(
      (extension) => {
        loaded.set(key, extension);
        pending.delete(key);
        return extension;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}
