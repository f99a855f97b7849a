/** CodeMirror language support per workspace file (spec §3: html; css, scss; js, vue; php, laravel). */
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import type { Extension } from '@codemirror/state';
import type { FileLang } from '../../workers/workspace/types';

/** The language extension for a file's `lang` (falling back to its extension); none for unknown files. */
export function languageFor(lang: FileLang | 'unknown', ext = ''): Extension {
  switch (lang) {
    case 'html':
      return html();
    case 'css':
      return css();
    case 'javascript':
      return javascript({ jsx: ext === 'jsx' });
    case 'php':
      return php();
    default:
      return fromExtension(ext);
  }
}

function fromExtension(ext: string): Extension {
  switch (ext.toLowerCase()) {
    case 'html':
    case 'htm':
      return html();
    case 'css':
    case 'scss':
      return css();
    case 'js':
    case 'mjs':
    case 'vue':
      return javascript();
    case 'php':
    case 'laravel':
      return php();
    default:
      return [];
  }
}
