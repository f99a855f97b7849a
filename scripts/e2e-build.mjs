/**
 * Builds what the end-to-end suite serves: the app (vite) and the server bundle `npm start` runs
 * (scripts/build-server.mjs), so the specs drive the same server JavaScript a user starts, not the TypeScript
 * sources through a loader. Before the app, the Laravel framework bundle is made when it is missing
 * (scripts/laravel-bundle.mjs), so the app carries it as CI's unit suite would have left it.
 *
 *   node scripts/e2e-build.mjs DIR   builds into DIR/dist and the server into node_modules/.cache/kk-e2e/<name of DIR>
 *
 * `npm test` starts this in the background while the single-threaded checks run (scripts/test-all.mjs): it
 * reports `laravel-ready` over IPC once the Laravel bundle exists, so the unit suite's Laravel test never builds
 * it at the same time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const LARAVEL_BUNDLE = resolve('node_modules/.cache/kk-laravel/laravel-bundle.json');

/** Where the server bundle of the e2e build in `dir` goes: inside the project, so its packages resolve. */
export function e2eServerDir(dir) {
  return join('node_modules/.cache/kk-e2e', basename(dir));
}

function run(args, what) {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[e2e-build] ${what} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`[e2e-build] ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds the app into `dir/dist` and the server bundle; returns their paths. */
export function buildForE2e(dir, { onLaravelReady } = {}) {
  if (!existsSync(LARAVEL_BUNDLE)) {
    // Exit 2: apt could not get the packages (said in one line); the app then builds without Laravel.
    const laravel = spawnSync(process.execPath, ['scripts/laravel-bundle.mjs'], { stdio: 'inherit' });
    if (laravel.status !== 0 && laravel.status !== 2) process.exit(laravel.status ?? 1);
  }
  onLaravelReady?.();
  const staticDir = join(dir, 'dist');
  run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'], 'app');
  const serverDir = e2eServerDir(dir);
  run(['scripts/build-server.mjs', '--outdir', serverDir], 'server');
  return { staticDir, serverEntry: join(serverDir, 'server.mjs') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/e2e-build.mjs DIR');
    process.exit(64);
  }
  buildForE2e(dir, { onLaravelReady: () => process.send?.('laravel-ready') });
}
