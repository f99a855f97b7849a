/**
 * The built landing page (docs/decisions/0017-speed-targets.md): after the app's bundle is generated, renders the landing screen in each
 * interface language to HTML (src/app/prerender/landing.tsx, built for Node by a second, SSR-only Vite build) and
 * emits `landing.<locale>.html` beside index.html: the same shell with the page's markup inside #root, its title
 * and language, and its styles written in (without the modulepreload links), so the page paints from the document
 * alone. The server answers `/` with it (api/web.ts); the compression plugin writes its brotli and gzip copies as
 * for any HTML file. The service worker keeps precaching the empty index.html: offline, the app renders the page itself.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import {
  LANDING_LOCALES,
  type LandingLocale,
  landingPageFile,
  PRERENDERED_CLASS,
  STATIC_PAGE_CLASS,
} from '../api/contracts/landing-page.ts';
import type { RenderedLanding } from '../src/app/prerender/rendered-landing.ts';
import { documentElements, type ElementFacts, usedStyles } from './landing-styles.ts';
import { screenFiles } from './screen-chunks.ts';

const ENTRY = 'src/app/prerender/landing.tsx';
const LANDING_SCREEN = 'src/features/public/landing-screen.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The styles of the landing screen's chunk and of the chunks it imports, in load order, once each (main.tsx loads
 * that chunk before its first render).
 */
function landingStyles(bundle: Rollup.OutputBundle): string[] {
  return screenFiles(bundle, LANDING_SCREEN).styles;
}

/** A built file's text, by its name in the bundle. */
type ReadAsset = (fileName: string) => string;

/** Inside the project, so that the SSR build's imports of react, wouter … resolve to its node_modules. */
const WORK_DIR = resolve('node_modules/.cache/kk-prerender');

/** Renders the page in every language with the SSR build of ENTRY (in a throw-away folder). */
async function renderAll(): Promise<Record<LandingLocale, RenderedLanding>> {
  await mkdir(WORK_DIR, { recursive: true });
  const outDir = await mkdtemp(join(WORK_DIR, 'build-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
      build: {
        ssr: ENTRY,
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        rolldownOptions: { checks: { bundlerTimings: false, pluginTimings: false } },
      },
    });
    const { renderLanding } = (await import(pathToFileURL(join(outDir, 'landing.js')).href)) as {
      renderLanding: (locale: LandingLocale) => Promise<RenderedLanding>;
    };
    const pages: Partial<Record<LandingLocale, RenderedLanding>> = {};
    // One at a time: the app's i18n is one global instance.
    for (const locale of LANDING_LOCALES) pages[locale] = await renderLanding(locale);
    return pages as Record<LandingLocale, RenderedLanding>;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
const MODULE_PRELOAD_LINK = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * A stylesheet written into the document, so that the first paint waits for no other request (on a slow link each
 * stylesheet costs round trips of its own, and HTTP/1.1's six connections per host are shared with the scripts):
 * only its rules that can match the page (landing-styles.ts); the rest would be bytes to download and selectors to
 * match at CPU speed before the first paint. The `<style>` element carries the sheet's address and no link does:
 * Chromium's preload scanner fetches even a `disabled` stylesheet link, ahead of the entry script. The app links
 * the whole sheet there before it loads any screen (src/app/full-styles.ts), so it arrives with the app, and Vite's
 * loader, which adds a lazy chunk's styles unless a stylesheet link with that address is in the document, finds it.
 */
function inlineStyle(file: string, readAsset: ReadAsset, elements: ElementFacts[]): string {
  const css = usedStyles(readAsset(file), elements);
  if (/<\/style/i.test(css)) throw new Error(`[prerender-landing] ${file} contains "</style"`);
  // A sheet none of whose rules the page uses (a dialog's, a spinner's) leaves an empty element with its address.
  return `<style data-href="/${file}">${css.trim()}</style>`;
}

/**
 * index.html with the page inside #root, its language and title, and the styles it needs written in: the rules of
 * the shell's and the landing screen's own stylesheets that can match the page. The modulepreload links are left
 * out: on a slow link their downloads share the connection with the document, and the page is readable without any
 * script; the entry (a module script, so deferred) still starts at once and loads what it imports, and the app then
 * renders over the page. (Starting the entry only after the first contentful paint instead was measured on a quiet
 * machine, 26 Nov 2026: no earlier paint, and the app rendered ~0.45 s later; docs/benchmarks-history.md, The app on
 * a slow link.)
 */
export function landingDocument(
  shell: string,
  locale: LandingLocale,
  rendered: RenderedLanding,
  styles: string[],
  readAsset: ReadAsset,
): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`[prerender-landing] index.html has no ${ROOT_ELEMENT}`);
  const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const page = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" class="${PRERENDERED_CLASS} ${STATIC_PAGE_CLASS}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`)
    .replace(MODULE_PRELOAD_LINK, '')
    // Function replacers: a `$` in the markup or the styles is text, not a replacement pattern.
    .replace(ROOT_ELEMENT, () => `<div id="root">${rendered.markup}</div>`);
  // The rules are judged against the whole document as it will be: the page's markup, <html> with its class, <body>.
  const elements = documentElements(page);
  // What the shell links already (the entry's own styles) is not written twice.
  const own = styles
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `    ${inlineStyle(file, readAsset, elements)}\n`)
    .join('');
  return page
    .replace(STYLESHEET_LINK, (_link, file: string) => inlineStyle(file, readAsset, elements))
    .replace('</head>', () => `${own}  </head>`);
}

export function prerenderLanding(): Plugin {
  return {
    name: 'kk-prerender-landing',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') throw new Error('[prerender-landing] index.html is not in the bundle');
      const styles = landingStyles(bundle);
      const readAsset: ReadAsset = (fileName) => {
        const asset = bundle[fileName];
        if (asset?.type !== 'asset') throw new Error(`[prerender-landing] ${fileName} is not in the bundle`);
        return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      };
      const pages = await renderAll();
      for (const locale of LANDING_LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: landingPageFile(locale),
          source: landingDocument(String(shell.source), locale, pages[locale], styles, readAsset),
        });
      }
    },
  };
}
