import { describe, expect, it } from 'vitest';
import type { CheckFile, FileAnswer } from '../api';
import { checkAnswers } from '../index';

const files: CheckFile[] = [
  { path: 'index.html', value: '<h1>x</h1>' },
  { path: 'css/style.css', value: 'h1{}' },
  { path: 'assets/img/logo.png', value: 'data:image/png;base64,AAAA' },
  { path: 'README', value: 'notes' },
  { path: 'empty/', value: '' },
  { path: 'docs/drafts/', value: '' },
];
const answer = (a: Partial<FileAnswer>): FileAnswer => ({
  kind: 'file',
  path: '',
  name: '',
  ext: '',
  belongsTo: 'file',
  file: '',
  ...a,
});
const check = (a: Partial<FileAnswer>, list = files) => checkAnswers(list, [answer(a)]).results[0]!;

describe('file rule: files', () => {
  it('finds a file by folder, name and extension', () => {
    expect(check({ path: '', name: 'index', ext: 'html' })).toMatchObject({
      passed: true,
      reason: 'ok',
      file: 'index.html',
    });
    expect(check({ path: 'css', name: 'style', ext: 'css' }).passed).toBe(true);
    expect(check({ path: 'assets/img', name: 'logo', ext: 'png' }).passed).toBe(true);
  });

  it('fails with file-missing naming the expected path', () => {
    expect(check({ path: '', name: 'style', ext: 'css' })).toMatchObject({
      passed: false,
      reason: 'file-missing',
      params: { path: 'style.css', type: 'file' },
    });
    expect(check({ path: 'css', name: 'Style', ext: 'css' }).reason).toBe('file-missing');
  });

  it('accepts folder paths with stray slashes and an extension with a dot', () => {
    expect(check({ path: '/css/', name: 'style', ext: '.css' }).passed).toBe(true);
    expect(check({ path: './assets/img', name: 'logo', ext: 'png' }).passed).toBe(true);
  });

  it('finds a file without an extension', () => {
    expect(check({ name: 'README', ext: '' }).passed).toBe(true);
  });

  it('decides by path, name and ext; file is informational', () => {
    expect(check({ path: 'css', name: 'style', ext: 'css', file: 'wrong/elsewhere.css' }).passed).toBe(true);
  });

  it('does not take a folder for a file', () => {
    expect(check({ name: 'css', ext: '' }).reason).toBe('file-missing');
  });
});

describe('file rule: folders', () => {
  it('finds a folder that holds files, at any depth', () => {
    expect(check({ path: '', name: 'css', belongsTo: 'folder' })).toMatchObject({
      passed: true,
      params: { path: 'css/' },
    });
    expect(check({ path: 'assets', name: 'img', belongsTo: 'folder' }).passed).toBe(true);
    expect(check({ path: '', name: 'assets', belongsTo: 'folder' }).passed).toBe(true);
  });

  it('finds empty folders listed with a trailing slash, and their parents', () => {
    expect(check({ path: '', name: 'empty', belongsTo: 'folder' }).passed).toBe(true);
    expect(check({ path: 'docs', name: 'drafts', belongsTo: 'folder' }).passed).toBe(true);
    expect(check({ path: '', name: 'docs', belongsTo: 'folder' }).passed).toBe(true);
  });

  it('fails with file-missing for a missing folder or a file of that name', () => {
    expect(check({ path: '', name: 'js', belongsTo: 'folder' })).toMatchObject({
      reason: 'file-missing',
      params: { path: 'js/', type: 'folder' },
    });
    expect(check({ path: '', name: 'README', belongsTo: 'folder' }).reason).toBe('file-missing');
    expect(check({ path: 'css', name: 'img', belongsTo: 'folder' }).reason).toBe('file-missing');
  });

  it('treats anything but "file" in belongsTo as a folder rule', () => {
    expect(check({ path: '', name: 'css', belongsTo: 'dir' }).passed).toBe(true);
  });
});

describe('file rule: invalid answers', () => {
  it('fails with invalid-answer for an empty name or non-string fields', () => {
    expect(check({ name: '' }).reason).toBe('invalid-answer');
    expect(check({ name: 'a', path: 3 as unknown as string }).reason).toBe('invalid-answer');
    expect(check({ name: 'a', ext: {} as unknown as string }).reason).toBe('invalid-answer');
  });

  it('fails on an empty workspace', () => {
    expect(check({ name: 'index', ext: 'html' }, []).reason).toBe('file-missing');
  });
});
