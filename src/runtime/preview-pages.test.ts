import { describe, expect, it } from 'vitest';
import type { PreviewFile } from '../../sandbox/preview/types';
import { defaultPreviewPage, linkQuery, previewPages, resolvePreviewLink, resolveRouteLink } from './preview-pages';

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

  it('lists PHP pages too; index.php is the entry when there is no index.html', () => {
    expect(previewPages([page('index.php'), page('inc/header.php'), page('a.css'), page('about.html')])).toEqual([
      'index.php',
      'inc/header.php',
      'about.html',
    ]);
    expect(defaultPreviewPage([page('about.html'), page('index.php')])).toBe('index.php');
    expect(defaultPreviewPage([page('index.php'), page('index.html')])).toBe('index.html');
    expect(defaultPreviewPage([page('pages/index.php'), page('lib.php')])).toBe('pages/index.php');
    expect(defaultPreviewPage([page('lib.php'), page('b.php')])).toBe('lib.php');
  });

  it('follows links to PHP pages with their query, and a bare query stays on the page', () => {
    expect(resolvePreviewLink('index.php', 'detail.php?id=3')).toBe('detail.php');
    expect(resolvePreviewLink('shop/list.php', '?page=2')).toBe('shop/list.php');
    expect(linkQuery('detail.php?id=3&q=a+b#x')).toEqual({ id: '3', q: 'a b' });
    expect(linkQuery('detail.php')).toEqual({});
  });
});

describe('preview pages of a Laravel workspace', () => {
  const laravel: PreviewFile[] = [
    {
      path: 'routes/web.php',
      type: 'code',
      value:
        "<?php\nRoute::get('/produk', fn () => 1);\nRoute::post('/kirim', fn () => 2);\nRoute::get('/produk/{id}', fn ($id) => $id);",
    },
    { path: 'resources/views/welcome.blade.php', type: 'code', value: '<h1>Hai</h1>' },
    { path: 'index.html', type: 'code', value: '<p>not a page here</p>' },
  ];

  it('lists the GET routes that need no parameter, with / as the entry', () => {
    expect(previewPages(laravel)).toEqual(['/', '/produk']);
    expect(defaultPreviewPage(laravel)).toBe('/');
  });

  it('follows links, actions and redirects that stay in the app as route paths with their query', () => {
    expect(resolveRouteLink('/', '/produk?page=2')).toEqual({ path: '/produk', query: { page: '2' } });
    expect(resolveRouteLink('/produk', 'detail/3')).toEqual({ path: '/detail/3', query: {} });
    expect(resolveRouteLink('/produk', 'http://localhost/kirim#x')).toEqual({ path: '/kirim', query: {} });
    expect(resolveRouteLink('/produk', 'http://localhost')).toEqual({ path: '/', query: {} });
    expect(resolveRouteLink('/a/b', '../c?x=1&x=2')).toEqual({ path: '/c', query: { x: '2' } });
    expect(resolveRouteLink('/', '/halo%20dunia')).toEqual({ path: '/halo dunia', query: {} });
    for (const away of [
      'https://example.com/produk',
      'mailto:a@b.c',
      '#atas',
      'javascript:alert(1)',
      '//evil.test/x',
    ]) {
      expect(resolveRouteLink('/', away)).toBeNull();
    }
  });
});
