/**
 * `npm run test:e2e`: finds Chromium, builds the app into a private folder, and runs Playwright against the real server
 * on a free port with a throw-away database. Extra arguments go to `playwright test`;
 * E2E_SKIP_BUILD=1 serves the existing dist/ instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveChromium } from './find-chromium.mjs';
import { freePort } from './free-port.mjs';

const chromium = resolveChromium();
const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-e2e-'));
// Each run builds into its own folder, so a run never serves a half-written dist/ of another one.
let staticDir = 'dist';
if (process.env.E2E_SKIP_BUILD !== '1') {
  staticDir = join(dir, 'dist');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) {
    console.error('[e2e] The app did not build.');
    rmSync(dir, { recursive: true, force: true });
    process.exit(build.status ?? 1);
  }
}
const port = await freePort();
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    E2E_DATABASE_URL: join(dir, 'e2e.db'),
    E2E_STATIC_DIR: staticDir,
  },
});
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
