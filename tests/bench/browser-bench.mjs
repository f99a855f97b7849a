/**
 * What the Chromium benchmarks (keystroke, slow link, PHP in the browser) share: the real server on a free
 * port with a throw-away database serving a given build, and a headless Debian Chromium. One place, so the
 * three measure the same server started the same way.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { resolveChromium } from '../../scripts/find-chromium.mjs';
import { freePort } from '../../scripts/free-port.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function waitForHealth(base, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/**
 * Starts the server on `staticDir` and `dbPath` (sign-up needs no bot check: the benchmarks create their
 * student over HTTP) and resolves once it answers. `stop()` ends it and waits for its exit.
 */
export async function startBenchServer({ staticDir, dbPath }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbPath,
      NODE_ENV: 'test',
      STATIC_DIR: staticDir,
      BOT_CHECK: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** Headless Chromium as the e2e suite finds it. */
export function launchBenchChromium() {
  return chromium.launch({
    executablePath: resolveChromium(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}
