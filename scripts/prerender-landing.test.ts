/**
 * The built landing document (scripts/prerender-landing.ts, docs/decisions/0017-speed-targets.md): on a slow link it must paint from the
 * document alone, so the rules its markup needs are written in and no modulepreload shares the connection with it,
 * while the app's entry still loads and Vite's loader still finds the styles it would otherwise fetch again.
 */
import { describe, expect, it } from 'vitest';
import { documentElements, mayMatch, usedStyles } from './landing-styles';
import { landingDocument } from './prerender-landing';

// The shape Vite writes index.html in.
const shell = `<!doctype html>
<html lang="id">
  <head>
    <title>KelasKoding</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/i18n-B.js">
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const assets: Record<string, string> = {
  'assets/index-D.css': '.kk-btn{font-weight:600}.kk-table{border:0}',
  'assets/landing-screen-E.css': '.kk-hero__title{letter-spacing:-.02em}',
};
const readAsset = (file: string) => {
  const css = assets[file];
  if (css === undefined) throw new Error(`no ${file}`);
  return css;
};
const page = {
  markup: '<main><h1 class="kk-hero__title">Jadi web developer</h1><a class="kk-btn">Daftar</a></main>',
  title: 'Beranda · KelasKoding',
};

describe('the built landing document', () => {
  const html = landingDocument(shell, 'id', page, ['assets/index-D.css', 'assets/landing-screen-E.css'], readAsset);

  it('holds the page, its title and language, and keeps the entry script', () => {
    expect(html).toContain(`<div id="root">${page.markup}</div>`);
    expect(html).toContain('<title>Beranda · KelasKoding</title>');
    expect(html).toContain('<html lang="id" class="kk-prerendered kk-static-page"');
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" crossorigin src="/assets/index-A.js">',
    ]);
  });

  it('writes in the rules of the shell’s and the landing screen’s styles that the page uses, in order, once each, and drops the modulepreloads', () => {
    expect(html).not.toContain('modulepreload');
    const styles = [...html.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)].map((m) => [m[1], m[2]]);
    expect(styles).toEqual([
      ['/assets/index-D.css', '.kk-btn{font-weight:600}'],
      ['/assets/landing-screen-E.css', '.kk-hero__title{letter-spacing:-.02em}'],
    ]);
    // No stylesheet link is left (a preload scanner fetches even a disabled one): the app links the whole sheets.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it('refuses a stylesheet that would close its style element', () => {
    const closing = (file: string) => (file.endsWith('index-D.css') ? 'a{}</style><script>' : readAsset(file));
    expect(() => landingDocument(shell, 'en', page, [], closing)).toThrow('</style');
  });
});

describe('the rules the landing page uses', () => {
  const elements = documentElements(
    '<!doctype html><html lang="id" class="kk-prerendered"><head><title>t</title></head><body><div id="root">' +
      '<div class="kk-page"><a class="kk-btn kk-btn--primary" href="/signup" aria-current="page">Daftar</a>' +
      '<svg viewBox="0 0 24 24"><path d="M0 0"/></svg></div></div></body></html>',
  );

  it('drops a selector only when a part of it asks for what no element has', () => {
    for (const selector of [
      '.kk-btn',
      '.kk-btn.kk-btn--primary:hover',
      '.kk-btn:focus-visible',
      'a.kk-btn::after',
      '.kk-prerendered .kk-page',
      'html',
      'body > #root',
      ':root',
      '*',
      '[aria-current="page"]',
      '[href^="/sign"]',
      'svg path',
      '.kk-btn:not(.kk-btn--ghost)',
      ':is(.kk-nothing, .kk-btn)',
    ]) {
      expect(mayMatch(selector, elements), selector).toBe(true);
    }
    for (const selector of [
      '.kk-table',
      '.kk-btn.kk-btn--ghost',
      'a.kk-page',
      '.kk-page input',
      '#kk-main',
      '[aria-expanded]',
      '[aria-current="step"]',
      'html[lang="en"] .kk-btn',
    ]) {
      expect(mayMatch(selector, elements), selector).toBe(false);
    }
  });

  it('keeps media queries, state rules and used keyframes, and drops what is left empty or unused', () => {
    const css = [
      ':root{--kk-c:#111}',
      'html,body{margin:0}',
      '.kk-btn,.kk-table{color:red}',
      '.kk-btn:hover{color:blue}',
      '@media (max-width:600px){.kk-btn{padding:0}.kk-table{display:block}}',
      '@media print{.kk-table{display:none}}',
      '@keyframes kk-fade-in{from{opacity:0}to{opacity:1}}',
      '@keyframes kk-spin{to{transform:rotate(1turn)}}',
      '.kk-page{animation:kk-fade-in .5s ease both}',
      '.kk-spinner{animation:kk-spin 1s linear infinite}',
      '.kk-prerendered .kk-page{animation:none}',
    ].join('');
    expect(usedStyles(css, elements)).toBe(
      [
        ':root{--kk-c:#111}',
        'html,body{margin:0}',
        '.kk-btn{color:red}',
        '.kk-btn:hover{color:blue}',
        '@media (max-width:600px){.kk-btn{padding:0}}',
        '@keyframes kk-fade-in{from{opacity:0}to{opacity:1}}',
        '.kk-page{animation:kk-fade-in .5s ease both}',
        '.kk-prerendered .kk-page{animation:none}',
      ].join(''),
    );
  });
});
