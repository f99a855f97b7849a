/**
 * The code screens' documents (docs/decisions/0017-speed-targets.md, api/contracts/screen-documents.ts): after the app's bundle is generated,
 * writes for each code screen a copy of index.html that also preloads what the screen needs before its first verdict:
 * the checker's worker script (as a fetch: worker-script.ts downloads it with progress), the screen's chunk and every
 * chunk it imports, and their styles. Opened on that address, a slow link then carries them beside the entry, instead
 * of after the entry has arrived and run. The compression plugin writes their brotli and gzip copies as for any HTML
 * file; the service worker keeps answering navigations with index.html (what it caches is there already).
 */
import type { Plugin } from 'vite';
import { SCREEN_DOCUMENTS } from '../api/contracts/screen-documents.ts';
import { screenFiles } from './screen-chunks.ts';

/** The module of each screen (as in src/app/routes.tsx), by its address. */
const SCREEN_MODULES: Record<string, string> = {
  '/learning/practice': 'src/features/student/practice-screen.tsx',
  '/learning/submission': 'src/features/student/project-screen.tsx',
};

/** The checker's worker script, which a code screen starts as it opens (src/app/code-screen-warmup.ts). */
const CHECKER_WORKER = /^assets\/checker\.worker-[\w-]+\.js$/;

/**
 * index.html with preloads of `worker` and of the screen's files that the shell does not name already. The
 * `crossorigin` attributes match the requests that use them: the worker script's `fetch()` and Vite's loader, which
 * adds a lazy chunk's module preloads and stylesheets unless the document has them (a stylesheet preload is not one).
 */
export function screenDocument(shell: string, worker: string, files: { scripts: string[]; styles: string[] }): string {
  if (!shell.includes('</head>')) throw new Error('[screen-documents] index.html has no </head>');
  const named = (file: string) => shell.includes(`/${file}"`);
  const links = [
    `<link rel="preload" as="fetch" crossorigin href="/${worker}">`,
    ...files.scripts
      .filter((file) => !named(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...files.styles
      .filter((file) => !named(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return shell.replace(/\s*<\/head>/, () => `\n${links.map((link) => `    ${link}\n`).join('')}  </head>`);
}

export function screenDocuments(): Plugin {
  return {
    name: 'kk-screen-documents',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') throw new Error('[screen-documents] index.html is not in the bundle');
      const worker = Object.keys(bundle).find((fileName) => CHECKER_WORKER.test(fileName));
      if (!worker) throw new Error('[screen-documents] the checker worker is not in the bundle');
      for (const doc of SCREEN_DOCUMENTS) {
        const module = SCREEN_MODULES[doc.path];
        if (!module) throw new Error(`[screen-documents] no screen module for ${doc.path}`);
        this.emitFile({
          type: 'asset',
          fileName: doc.file,
          source: screenDocument(String(shell.source), worker, screenFiles(bundle, module)),
        });
      }
    },
  };
}
