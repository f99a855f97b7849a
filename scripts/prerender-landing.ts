/**
 * The built landing page (issue 18): after the app's bundle is generated, renders the landing screen in each
 * interface language to HTML (src/app/prerender/landing.tsx, built for Node by a second, SSR-only Vite build) and
 * emits `landing.<locale>.html` beside index.html: the same shell with the page's markup inside #root, its title
 * and language, and links to the landing screen's own styles, so the page paints from the document alone. The
 * server answers `/` with it (api/web.ts); the compression plugin writes its brotli and gzip copies as for any
 * HTML file. The service worker keeps precaching the empty index.html: offline, the app renders the page itself.
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
} from '../api/contracts/landing-page.ts';
import type { RenderedLanding } from '../src/app/prerender/landing.tsx';

const ENTRY = 'src/app/prerender/landing.tsx';
const LANDING_SCREEN = 'src/features/public/landing-screen.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

type ChunkWithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

type LandingFiles = { scripts: string[]; styles: string[] };

/**
 * The landing screen's chunk with the chunks it imports, and their styles, in load order, once each. The app
 * loads that chunk before its first render (main.tsx), so the document preloads it beside the entry.
 */
function landingFiles(bundle: Rollup.OutputBundle): LandingFiles {
  const chunks = Object.values(bundle).filter((output): output is ChunkWithCss => output.type === 'chunk');
  const screen = chunks.find((chunk) => chunk.facadeModuleId === resolve(LANDING_SCREEN));
  if (!screen) throw new Error(`[prerender-landing] no chunk for ${LANDING_SCREEN} in the build`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: LandingFiles = { scripts: [], styles: [] };
  const visit = (chunk: ChunkWithCss) => {
    if (files.scripts.includes(chunk.fileName)) return;
    files.scripts.push(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!files.styles.includes(css)) files.styles.push(css);
  };
  visit(screen);
  return files;
}

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

/** index.html with the page inside #root, its language and title, and the landing screen's files linked. */
export function landingDocument(
  shell: string,
  locale: LandingLocale,
  page: RenderedLanding,
  files: LandingFiles,
): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`[prerender-landing] index.html has no ${ROOT_ELEMENT}`);
  const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // What the shell links already (the entry's own chunks and styles) is not linked twice.
  const missing = (file: string) => !shell.includes(`/${file}"`);
  const links = [
    ...files.styles.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.scripts.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ]
    .map((link) => `    ${link}\n`)
    .join('');
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" class="${PRERENDERED_CLASS}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `${links}  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${page.markup}</div>`);
}

export function prerenderLanding(): Plugin {
  return {
    name: 'kk-prerender-landing',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') throw new Error('[prerender-landing] index.html is not in the bundle');
      const files = landingFiles(bundle);
      const pages = await renderAll();
      for (const locale of LANDING_LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: landingPageFile(locale),
          source: landingDocument(String(shell.source), locale, pages[locale], files),
        });
      }
    },
  };
}
