/**
 * The built landing document (scripts/prerender-landing.ts, issue 18): on a slow link it must paint from the
 * document alone, so its styles are written in and no modulepreload shares the connection with it, while the app's
 * entry still loads and Vite's loader still finds the styles it would otherwise fetch again.
 */
import { describe, expect, it } from 'vitest';
import { landingDocument } from '../../scripts/prerender-landing';

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
  'assets/index-D.css': '.kk-btn{font-weight:600}',
  'assets/landing-screen-E.css': '.kk-hero__title{letter-spacing:-.02em}',
};
const readAsset = (file: string) => {
  const css = assets[file];
  if (css === undefined) throw new Error(`no ${file}`);
  return css;
};
const page = { markup: '<main><h1>Jadi web developer</h1></main>', title: 'Beranda · KelasKoding' };

describe('the built landing document', () => {
  const html = landingDocument(shell, 'id', page, ['assets/index-D.css', 'assets/landing-screen-E.css'], readAsset);

  it('holds the page, its title and language, and keeps the entry script', () => {
    expect(html).toContain('<div id="root"><main><h1>Jadi web developer</h1></main></div>');
    expect(html).toContain('<title>Beranda · KelasKoding</title>');
    expect(html).toContain('<html lang="id" class="kk-prerendered"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
  });

  it('writes in the shell’s and the landing screen’s styles, in order, once each, and drops the modulepreloads', () => {
    expect(html).not.toContain('modulepreload');
    const styles = [...html.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)].map((m) => [m[1], m[2]]);
    expect(styles).toEqual([
      ['/assets/index-D.css', '.kk-btn{font-weight:600}'],
      ['/assets/landing-screen-E.css', '.kk-hero__title{letter-spacing:-.02em}'],
    ]);
    // Every stylesheet link left is disabled (neither fetched nor applied), for Vite's loader to find.
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-D.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/landing-screen-E.css" disabled>',
    ]);
  });

  it('refuses a stylesheet that would close its style element', () => {
    const closing = (file: string) => (file.endsWith('index-D.css') ? 'a{}</style><script>' : readAsset(file));
    expect(() => landingDocument(shell, 'en', page, [], closing)).toThrow('</style');
  });
});
