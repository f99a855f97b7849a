/**
 * Test helper: the Laravel framework bundle (scripts/laravel-bundle.mjs, from Debian's packages with apt), built
 * once when it is missing, for the test files that judge Laravel workspaces with the real runtime (workers/php,
 * the server's check pool, the seeded course). `npm test` builds it before the unit suite (scripts/test-all.mjs);
 * a file run alone builds it here. A lock folder keeps two files run at once from building it together: the
 * second waits for the first. Where apt cannot get the packages the script says so in one line, and the tests
 * then fail with "The Laravel bundle is not built".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const BUNDLE = resolve('node_modules/.cache/kk-laravel/laravel-bundle.json');
const LOCK = resolve('node_modules/.cache/kk-laravel-build.lock');

export async function ensureLaravelBundle(): Promise<void> {
  if (existsSync(BUNDLE)) return;
  mkdirSync(dirname(LOCK), { recursive: true });
  try {
    mkdirSync(LOCK, { recursive: false });
  } catch {
    // Another test file is building it: wait for it (the download takes minutes on a slow link).
    for (let waited = 0; waited < 600 && !existsSync(BUNDLE) && existsSync(LOCK); waited++) {
      await new Promise((done) => setTimeout(done, 1000));
    }
    return;
  }
  try {
    spawnSync(process.execPath, ['scripts/laravel-bundle.mjs'], { stdio: 'inherit' });
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
