/**
 * `npm test`: every suite, one after another — lint, typecheck, translation catalogs, unit and API
 * tests, the PostgreSQL tests (on a throw-away cluster, scripts/pg-cluster.mjs, or TEST_DATABASE_URL),
 * end-to-end. Each suite's own output shows; a failing one is named at the end and the exit
 * code is non-zero. Set TEST_SUITES=unit,e2e to run some of them.
 */
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const suites = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'i18n', args: ['run', 'i18n:check'] },
  { name: 'unit', args: ['run', 'test:unit'] },
  { name: 'pg', args: ['run', 'test:pg'] },
  { name: 'e2e', args: ['run', 'test:e2e'] },
];

const only = process.env.TEST_SUITES?.split(',').map((s) => s.trim());
const failed = [];
let passed = 0;
for (const suite of suites) {
  if (only && !only.includes(suite.name)) continue;
  console.log(`\n━━━ ${suite.name} ━━━`);
  const started = Date.now();
  const result = spawnSync(npm, suite.args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`━━━ ${suite.name}: passed in ${seconds} s`);
  } else {
    failed.push(suite.name);
    console.error(`━━━ ${suite.name}: FAILED (exit ${result.status ?? result.signal}) after ${seconds} s`);
  }
}

console.log(`\nsuites: ${passed} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`);
process.exit(failed.length ? 1 : 0);
