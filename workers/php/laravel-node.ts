/**
 * The Laravel framework bundle and extensions in Node (docs/decisions/0018-php-runtime.md): read from where scripts/laravel-bundle.mjs leaves
 * the bundle and from node_modules, for the Laravel host's worker threads (host-node.ts) and the server's check
 * pool (api/services/practice/checking/check-loop.ts), which renders Laravel routes on its own thread.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LaravelUnavailable } from './host';
import { LARAVEL_LIBS, type LaravelBundle } from './laravel';
import type { LaravelSetup } from './protocol';

/** Where scripts/laravel-bundle.mjs leaves the framework bundle (never committed). */
export const LARAVEL_BUNDLE_FILE = resolvePath('node_modules/.cache/kk-laravel/laravel-bundle.json');

/** The bundle and the extensions' libraries from node_modules; rejects when the bundle has not been built. */
export async function nodeLaravelSetup(bundleFile = LARAVEL_BUNDLE_FILE): Promise<LaravelSetup> {
  let text: string;
  try {
    text = await readFile(bundleFile, 'utf8');
  } catch {
    throw new LaravelUnavailable(
      `The Laravel bundle is not built: run node scripts/laravel-bundle.mjs (${bundleFile})`,
    );
  }
  const require = createRequire(import.meta.url);
  const libs = LARAVEL_LIBS.map((lib) => ({
    name: lib.name,
    url: pathToFileURL(require.resolve(`${lib.pkg}/${lib.name}`)).href,
    ini: lib.ini,
  }));
  return { bundle: JSON.parse(text) as LaravelBundle, libs };
}
