/** Grammars load per language on first use and are kept; files without a grammar are plain text at once. */
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { languageKey, loadedLanguage, loadLanguage } from './languages';

describe('languageKey', () => {
  it('maps a file to its grammar by lang, then by extension', () => {
    expect(languageKey('html')).toBe('html');
    expect(languageKey('javascript', 'jsx')).toBe('jsx');
    expect(languageKey('unknown', 'SCSS')).toBe('css');
    expect(languageKey('unknown', 'vue')).toBe('javascript');
    expect(languageKey('unknown', 'laravel')).toBe('php');
    expect(languageKey('unknown', 'png')).toBeNull();
  });
});

describe('loadLanguage', () => {
  it('loads a grammar once and then has it at hand', async () => {
    expect(loadedLanguage('php')).toBeUndefined();
    const [first, second] = await Promise.all([loadLanguage('php'), loadLanguage('php')]);
    expect(first).toBe(second);
    expect(loadedLanguage('php')).toBe(first);
    // A real language: a state with it names the language at the document start.
    const state = EditorState.create({ doc: '<?php echo 1;', extensions: first });
    expect(state.languageDataAt('commentTokens', 0).length).toBeGreaterThan(0);
  });

  it('gives files without a grammar plain text at once', async () => {
    expect(loadedLanguage(null)).toEqual([]);
    await expect(loadLanguage(null)).resolves.toEqual([]);
  });
});
