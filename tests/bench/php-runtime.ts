/**
 * The PHP runtime in Node (docs/decisions/0018-php-runtime.md): the first run (compile the 13 MB binary, start a worker thread, load
 * PHP, run one page) and warm re-runs of a small page, through `runPhp`'s host as the server and tests use it.
 *
 *   node --import tsx tests/bench/php-runtime.ts [--runs 60]
 *
 * Baseline in the same run: a warm `<?php echo 1;` through the same host (the floor of one request: the message
 * to the thread and back, the workspace sync and the wrapper). Target: a warm re-run of the small page ≤ 50 ms.
 */
import { createNodePhpHost } from '../../workers/php/host-node';
import { floorPhpPage, smallPhpPage } from './php-workspace.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 60;
const TARGET_MS = 50;

const small = smallPhpPage;
const floor = floorPhpPage;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] as number;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

const started = performance.now();
const host = createNodePhpHost();
const first = await host.run(small, { path: 'index.php' });
const firstMs = performance.now() - started;
if (!first.body.includes('Mangga')) throw new Error(`unexpected output: ${first.body}`);

// Interleaved, each after a short pause (as between a student's edits, so the background reset has finished).
const page: number[] = [];
const base: number[] = [];
for (let i = 0; i < RUNS; i++) {
  for (const [files, into] of [
    [small, page],
    [floor, base],
  ] as const) {
    await new Promise((r) => setTimeout(r, 30));
    const t = performance.now();
    const response = await host.run(files, { path: 'index.php', query: { i: String(i) } });
    into.push(performance.now() - t);
    if (response.status !== 200) throw new Error(`status ${response.status}`);
  }
}
// Back to back: the next run also waits for the previous run's reset.
const burst: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  await host.run(small, { path: 'index.php' });
  burst.push(performance.now() - t);
}
host.close();

console.log(`PHP in Node (php-wasm 0.1.0, PHP 8.3), ${RUNS} interleaved warm runs`);
console.log(`  first run (compile + thread + PHP start + page): ${fmt(firstMs)}`);
console.log(`  warm small page: median ${fmt(median(page))}, p95 ${fmt(p95(page))}`);
console.log(`  baseline warm <?php echo 1;: median ${fmt(median(base))}, p95 ${fmt(p95(base))}`);
console.log(`  back-to-back small page (waits for the reset): median ${fmt(median(burst))}`);
console.log(`  target: warm small page ≤ ${TARGET_MS} ms → ${median(page) <= TARGET_MS ? 'met' : 'NOT met'}`);
