/**
 * `npm run test:e2e`: finds Chromium, builds the app and the server bundle (scripts/e2e-build.mjs), and runs
 * Playwright against that server on a free port with a throw-away database. Extra arguments go to
 * `playwright test`.
 *   E2E_BUILT_DIR=DIR   serves what `node scripts/e2e-build.mjs DIR` built (npm test builds it in the background);
 *   E2E_SKIP_BUILD=1    serves the existing dist/ with the server's TypeScript sources (quick runs by hand).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildForE2e, e2eServerDir } from './e2e-build.mjs';
import { resolveChromium } from './find-chromium.mjs';
import { freePort } from './free-port.mjs';

const chromium = resolveChromium();
const given = process.env.E2E_BUILT_DIR;
const dir = given ?? mkdtempSync(join(tmpdir(), 'kelaskoding-e2e-'));
const cleanUp = () => {
  rmSync(e2eServerDir(dir), { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
};

let staticDir = 'dist';
let serverEntry = '';
if (given) {
  staticDir = join(dir, 'dist');
  serverEntry = join(e2eServerDir(dir), 'server.mjs');
  if (!existsSync(serverEntry)) {
    console.error(`[e2e] Nothing built in ${dir}: run node scripts/e2e-build.mjs ${dir} first.`);
    process.exit(1);
  }
} else if (process.env.E2E_SKIP_BUILD !== '1') {
  // Each run builds into its own folder, so a run never serves a half-written dist/ of another one.
  ({ staticDir, serverEntry } = buildForE2e(dir));
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
    E2E_SERVER_ENTRY: serverEntry,
  },
});
cleanUp();
process.exit(result.status ?? 1);
