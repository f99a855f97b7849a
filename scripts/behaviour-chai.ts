/**
 * `virtual:behaviour-chai`: chai as one classic script defining the global `__kkChai`, as text, for the behaviour
 * harness that the browser injects into a learner's page (sandbox/behaviour/harness.ts). The page is written into a
 * sandboxed frame with no network, so chai travels inside it; chai itself ships only as an ES module, which a page's
 * classic script cannot import. Bundled by esbuild once per build.
 */
import { createRequire } from 'node:module';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

const ID = 'virtual:behaviour-chai';
const RESOLVED = `\0${ID}`;

/** chai's browser build as a classic script that sets `globalThis.__kkChai`. */
export function chaiClassicScript(): string {
  const entry = createRequire(import.meta.url).resolve('chai');
  const out = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: '__kkChai',
    minify: true,
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  return out.outputFiles[0]?.text ?? '';
}

export function behaviourChai(): Plugin {
  let source: string | null = null;
  return {
    name: 'kk-behaviour-chai',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      source ??= chaiClassicScript();
      return `export default ${JSON.stringify(source)};`;
    },
  };
}
