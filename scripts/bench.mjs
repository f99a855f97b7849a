/**
 * `npm run bench`: the Vitest benchmarks (tests/bench/*.bench.ts), then the API-speed script against the bare
 * server (tests/bench/api-speed.mjs, docs/decisions/0017-speed-targets.md), then a short load and failure run (tests/bench/load.mjs,
 * 20 students for 10 s per configuration; `node tests/bench/load.mjs --students 200 --seconds 60` is the full one),
 * each against a baseline measured in the same run. With arguments,
 * only Vitest runs with them (`npm run bench -- tests/bench/checker.bench.ts`). The Playwright benchmarks
 * (keystroke.mjs, slow-link.mjs) build and drive the app in Chromium and are run on their own (docs/benchmarks.md).
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const run = (file, list) => spawnSync(process.execPath, [file, ...list], { stdio: 'inherit' }).status ?? 1;

const vitest = run('node_modules/vitest/vitest.mjs', ['bench', '--run', ...args]);
if (vitest !== 0 || args.length > 0) process.exit(vitest);
const apiSpeed = run('tests/bench/api-speed.mjs', []);
if (apiSpeed !== 0) process.exit(apiSpeed);
process.exit(run('tests/bench/load.mjs', []));
