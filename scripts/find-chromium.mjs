/**
 * Finds a Chromium for Playwright: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own.
 * When none is there it installs one where it can (apt-get as root; `playwright install chromium`
 * elsewhere) or stops with one line saying what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

function playwrightOwn() {
  try {
    const out = execFileSync(
      process.execPath,
      ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return out && existsSync(out) ? out : null;
  } catch {
    return null;
  }
}

function found() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    process.exit(1);
  }
  if (existsSync(debianChromium)) return debianChromium;
  return playwrightOwn();
}

function tryInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("[e2e] No Chromium found: installing Debian's chromium with apt-get…");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (update.status === 0 && install.status === 0 && existsSync(debianChromium)) return debianChromium;
  }
  console.log('[e2e] Trying `playwright install chromium`…');
  const pw = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'], {
    stdio: 'inherit',
  });
  if (pw.status === 0) return playwrightOwn();
  return null;
}

export function resolveChromium() {
  const path = found() ?? tryInstall();
  if (!path) {
    console.error(
      'No Chromium for the end-to-end tests: install one (Debian: `apt-get install chromium`) or set CHROMIUM_PATH to its executable.',
    );
    process.exit(1);
  }
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(resolveChromium());
