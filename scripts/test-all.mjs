/**
 * `npm test`: every suite — lint, typecheck, translation catalogs, unit and API tests, the PostgreSQL tests
 * (on a throw-away cluster, scripts/pg-cluster.mjs, or TEST_DATABASE_URL), end-to-end. Each suite's own output
 * shows; a failing one is named at the end and the exit code is non-zero. Set TEST_SUITES=unit,e2e to run some.
 *
 * The end-to-end build (app, server bundle, and first the Laravel bundle when missing: scripts/e2e-build.mjs)
 * runs in the background from the start: the checks before the unit suite use one core of CI's two, and apt's
 * download of the Laravel packages mostly waits on the network. The unit suite starts once the Laravel bundle
 * is there, since its Laravel test would otherwise build it too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eServerDir } from './e2e-build.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const only = process.env.TEST_SUITES?.split(',').map((s) => s.trim());
const wanted = (name) => !only || only.includes(name);

/** The e2e build in the background: `laravel` settles when its bundle is there, `done` with the exit code. */
function startE2eBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-e2e-'));
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/e2e-build.mjs', dir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let laravelReady;
  const laravel = new Promise((resolve) => {
    laravelReady = resolve;
  });
  child.on('message', (message) => {
    if (message === 'laravel-ready') laravelReady();
  });
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      laravelReady();
      console.log(
        `━━━ e2e build: ${code === 0 ? 'done' : `FAILED (exit ${code ?? signal})`} after ${seconds(started)} s`,
      );
      resolve(code ?? 1);
    });
  });
  const cleanUp = () => {
    child.kill();
    rmSync(e2eServerDir(dir), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  return { dir, laravel, done, cleanUp };
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const e2eBuild = wanted('e2e') && process.env.E2E_SKIP_BUILD !== '1' ? startE2eBuild() : null;
process.on('exit', () => e2eBuild?.cleanUp());

const suites = [
  { name: 'lint', args: ['run', 'lint'] },
  // One program per runtime: slower than `npm run typecheck` (one program), but the only check that code meant for
  // one runtime uses none of another's globals (docs/benchmarks.md, "Type-checking").
  { name: 'typecheck', args: ['run', 'typecheck:runtimes'] },
  { name: 'i18n', args: ['run', 'i18n:check'] },
  { name: 'unit', args: ['run', 'test:unit'], before: async () => e2eBuild?.laravel },
  { name: 'pg', args: ['run', 'test:pg'] },
  {
    name: 'e2e',
    args: ['run', 'test:e2e'],
    // A failed build fails the suite here, with the build's own output above.
    before: async () => (e2eBuild && (await e2eBuild.done) !== 0 ? 'the e2e build failed' : undefined),
    env: e2eBuild ? { E2E_BUILT_DIR: e2eBuild.dir } : {},
  },
];

const failed = [];
let passed = 0;
for (const suite of suites) {
  if (!wanted(suite.name)) continue;
  const blocked = await suite.before?.();
  console.log(`\n━━━ ${suite.name} ━━━`);
  const started = Date.now();
  const result =
    typeof blocked === 'string'
      ? { status: `not run: ${blocked}` }
      : spawnSync(npm, suite.args, { stdio: 'inherit', env: { ...process.env, ...suite.env } });
  if (result.status === 0) {
    passed += 1;
    console.log(`━━━ ${suite.name}: passed in ${seconds(started)} s`);
  } else {
    failed.push(suite.name);
    console.error(`━━━ ${suite.name}: FAILED (${result.status ?? result.signal}) after ${seconds(started)} s`);
  }
}

console.log(`\nsuites: ${passed} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`);
process.exit(failed.length ? 1 : 0);
