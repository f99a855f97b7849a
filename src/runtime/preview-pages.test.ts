import { describe, expect, it } from 'vitest';
import type { PreviewFile } from '../../sandbox/preview/types';
import { defaultPreviewPage, previewPages, resolvePreviewLink } from './preview-pages';

const page = (path: string): PreviewFile => ({ path, value: '', type: 'code' });

describe('preview pages', () => {
  it('lists HTML pages in workspace order and picks index.html first', () => {
    const files = [page('about.html'), page('css/a.css'), page('index.html')];
    expect(previewPages(files)).toEqual(['about.html', 'index.html']);
    expect(defaultPreviewPage(files)).toBe('index.html');
    expect(defaultPreviewPage([page('a.css')])).toBeNull();
  });

  it.each([
    ['index.html', 'pages/about.html', 'pages/about.html'],
    ['pages/about.html', '../index.html', 'index.html'],
    ['pages/about.html', './team.html#top', 'pages/team.html'],
    ['pages/about.html', '/index.html?x=1', 'index.html'],
  ])('resolves a link in %s to %s', (current, href, expected) => {
    expect(resolvePreviewLink(current, href)).toBe(expected);
  });

  it.each(['https://example.com/a.html', '//cdn.example.com/a.html', 'mailto:a@b.c', '', '#top'])(
    'gives null for %j',
    (href) => {
      expect(resolvePreviewLink('index.html', href)).toBeNull();
    },
  );
});
