/**
 * `npm start`: builds what changed since the last build, then starts the one server process with node alone (it
 * applies migrations, seeds an empty database, serves API and app on one port and prints the URL and demo logins).
 *
 * Each build is skipped when its stamp (scripts/build-stamp.mjs: a hash of the files it is made from) matches the
 * one written after the last build, so a start with nothing changed serves within seconds; while a build runs, a
 * line says which one and how long it has taken. The Laravel framework bundle is made first when it is missing
 * (scripts/laravel-bundle.mjs), so the app built in the same start carries it; the app's stamp covers the bundle,
 * so a bundle made any other way is picked up by the next start (docs/decisions/0024-first-start.md).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildStamp, CLIENT_INPUTS, isBuildCurrent, markBuilt, SERVER_INPUTS } from './build-stamp.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const LARAVEL_BUNDLE = 'node_modules/.cache/kk-laravel/laravel-bundle.json';
/** Written when apt could not get the Laravel packages: later starts try again only after a day, not every time. */
const LARAVEL_UNAVAILABLE = 'node_modules/.cache/kk-laravel/unavailable';
const LARAVEL_RETRY_MS = 24 * 60 * 60 * 1000;

const interactive = process.stdout.isTTY === true;
const say = (line) => process.stdout.write(`[start] ${line}\n`);

/**
 * Runs one build step as a child process, with a progress line: in a terminal it counts the seconds in place,
 * otherwise (a log file, CI) it says when the step starts and ends. Resolves with the exit code.
 */
function step(label, args) {
  const started = Date.now();
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
  if (!interactive) say(`${label} …`);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  let ticker;
  if (interactive) {
    const paint = () => process.stdout.write(`\r\x1b[2K[start] ${label} … ${seconds()}`);
    paint();
    ticker = setInterval(paint, 1000);
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      clearInterval(ticker);
      if (interactive) process.stdout.write('\r\x1b[2K');
      const status = code ?? (signal ? 1 : 0);
      say(status === 0 ? `${label}: done in ${seconds()}` : `${label}: failed (exit ${code ?? signal})`);
      resolve(status);
    });
  });
}

function laravelRecentlyUnavailable() {
  try {
    return Date.now() - Number(readFileSync(LARAVEL_UNAVAILABLE, 'utf8')) < LARAVEL_RETRY_MS;
  } catch {
    return false;
  }
}

async function ensureLaravelBundle() {
  if (existsSync(LARAVEL_BUNDLE) || laravelRecentlyUnavailable()) return;
  const status = await step('Laravel framework bundle (once; apt downloads Debian packages)', [
    'scripts/laravel-bundle.mjs',
  ]);
  // Exit 2: apt could not get the packages (the script said why); the app builds without Laravel previews.
  if (status === 2) {
    mkdirSync(dirname(LARAVEL_UNAVAILABLE), { recursive: true });
    writeFileSync(LARAVEL_UNAVAILABLE, String(Date.now()));
    return;
  }
  if (status !== 0) process.exit(status);
}

async function buildWhenChanged(label, dir, inputs, args) {
  const stamp = buildStamp(inputs);
  if (isBuildCurrent(dir, stamp)) {
    say(`${label}: unchanged since the last build`);
    return;
  }
  const status = await step(label, args);
  if (status !== 0) process.exit(status);
  markBuilt(dir, stamp);
}

await ensureLaravelBundle();
await buildWhenChanged('Building the app (vite)', 'dist', CLIENT_INPUTS, [
  'node_modules/vite/bin/vite.js',
  'build',
  '--logLevel',
  'warn',
]);
await buildWhenChanged('Building the server (esbuild)', 'dist-server', SERVER_INPUTS, ['scripts/build-server.mjs']);
say('Starting the server …');

// Spawned, not run synchronously: a SIGTERM or SIGINT sent to `npm start` is passed on, so the server
// shuts down gracefully (finishes requests in flight, closes the database) and this process exits with it.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/server.mjs'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
