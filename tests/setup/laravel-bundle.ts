/**
 * Vitest's global setup: builds the Laravel framework bundle once, before any test file, when it is missing
 * (scripts/laravel-bundle.mjs, from Debian's packages with apt). Several files judge Laravel workspaces with the
 * real runtime (workers/php, the server's check pool, the seeded course); building it here keeps them from racing
 * to build it at once. Where apt cannot get the packages the script says so in one line and those tests fail
 * with "The Laravel bundle is not built".
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export default function setup(): void {
  if (existsSync(resolve('node_modules/.cache/kk-laravel/laravel-bundle.json'))) return;
  spawnSync(process.execPath, ['scripts/laravel-bundle.mjs'], { stdio: 'inherit' });
}
