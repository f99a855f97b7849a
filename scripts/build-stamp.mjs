/**
 * The build stamp `npm start` keeps beside each build (dist/.build-stamp, dist-server/.build-stamp): a SHA-256 of
 * every file the build reads from the project (path and content), so a start with nothing changed since the last
 * build skips it, and any edit, pulled commit, `npm install` or newly built Laravel bundle builds again
 * (docs/decisions/0024-first-start.md). Content, not modification times: a checkout or a copy that touches every
 * file without changing one builds nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Tests, benchmarks and specs are never bundled: editing one builds nothing. */
const NOT_BUILT = /\.(test|bench|spec)\.(ts|tsx|mts|mjs|js)$/;

/** Every file under `path` (or `path` itself), sorted, without node_modules and dot folders. */
function* inputFiles(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const child = join(path, name);
    if (statSync(child).isDirectory()) yield* inputFiles(child);
    else if (!NOT_BUILT.test(name)) yield child;
  }
}

/** The stamp of `inputs` (folders and files, relative to `root`): missing ones count as absent, which a stamp tells apart. */
export function buildStamp(inputs, root = process.cwd()) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const absolute = join(root, input);
    hash.update(`${input}${existsSync(absolute) ? '' : ' (absent)'}\0`);
    for (const file of inputFiles(absolute)) {
      hash.update(`${relative(root, file)}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** Whether `dir` holds a build made from inputs with this stamp. */
export function isBuildCurrent(dir, stamp) {
  try {
    return readFileSync(join(dir, '.build-stamp'), 'utf8').trim() === stamp;
  } catch {
    return false;
  }
}

/** Records that `dir` was built from inputs with this stamp (written last, so a build cut short never looks current). */
export function markBuilt(dir, stamp) {
  writeFileSync(join(dir, '.build-stamp'), `${stamp}\n`);
}

const SHARED = [
  'api',
  'src',
  'workers',
  'sandbox',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
];

/** What the server bundle is made from (scripts/build-server.mjs bundles api/ and what it imports). */
export const SERVER_INPUTS = [...SHARED, 'scripts/build-server.mjs'];

/** What the app is made from, the Laravel bundle included: building it later builds the app again on the next start. */
export const CLIENT_INPUTS = [
  ...SHARED,
  'public',
  'locales',
  'scripts',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'node_modules/.cache/kk-laravel/laravel-bundle.json',
];
