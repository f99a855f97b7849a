import { describe, expect, it } from 'vitest';
import { extFromLang, fileName, isImageExt, langFromExt, nameProblem, splitFileName, UNKNOWN_LANG_EXT } from './lang';

describe('languages', () => {
  it('maps extensions to languages', () => {
    expect(langFromExt('html')).toBe('html');
    expect(langFromExt('css')).toBe('css');
    expect(langFromExt('scss')).toBe('css');
    expect(langFromExt('js')).toBe('javascript');
    expect(langFromExt('vue')).toBe('javascript');
    expect(langFromExt('php')).toBe('php');
    expect(langFromExt('laravel')).toBe('php');
    expect(langFromExt('HTML')).toBe('html');
    expect(langFromExt('txt')).toBe('unknown');
    expect(langFromExt('')).toBe('unknown');
  });

  it('maps languages back to extensions, with an error marker for anything else', () => {
    expect(extFromLang('html')).toBe('html');
    expect(extFromLang('css')).toBe('css');
    expect(extFromLang('javascript')).toBe('js');
    expect(extFromLang('php')).toBe('php');
    expect(extFromLang('python')).toBe(UNKNOWN_LANG_EXT);
    expect(extFromLang('unknown')).toBe(UNKNOWN_LANG_EXT);
    expect(extFromLang('')).toBe(UNKNOWN_LANG_EXT);
  });

  it('recognises image extensions', () => {
    expect(isImageExt('PNG')).toBe(true);
    expect(isImageExt('svg')).toBe(true);
    expect(isImageExt('css')).toBe(false);
  });
});

describe('file names', () => {
  it('splits at the last dot', () => {
    expect(splitFileName('style.css')).toEqual({ name: 'style', ext: 'css' });
    expect(splitFileName('jquery.min.js')).toEqual({ name: 'jquery.min', ext: 'js' });
    expect(splitFileName('a.b.c.d')).toEqual({ name: 'a.b.c', ext: 'd' });
    expect(splitFileName('Makefile')).toEqual({ name: 'Makefile', ext: '' });
    expect(splitFileName('.env')).toEqual({ name: '', ext: 'env' });
  });

  it('joins back to the full name', () => {
    for (const full of ['style.css', 'jquery.min.js', 'Makefile', '.env'])
      expect(fileName(splitFileName(full))).toBe(full);
  });

  it('refuses empty names, separators, reserved characters and trailing dots', () => {
    expect(nameProblem('')).toBe('empty-name');
    expect(nameProblem('   ')).toBe('empty-name');
    for (const bad of [
      'a/b',
      'a\\b',
      'a:b',
      'a*b',
      'a?b',
      'a"b',
      'a<b',
      'a>b',
      'a|b',
      'a\u0001b',
      '.',
      '..',
      'name.',
      'x'.repeat(256),
    ]) {
      expect(nameProblem(bad)).toBe('invalid-name');
    }
    for (const good of ['index.html', 'New Folder (2)', 'my file.js', '.env', 'ÜberSeite.html'])
      expect(nameProblem(good)).toBeNull();
  });
});
