/**
 * The PHP runtime in Chromium (docs/decisions/0018-php-runtime.md), on the built app: the first run (download the 13 MB binary,
 * compressed, compile it, start the PHP worker with its warm-up, run a page) and warm re-runs of a small page,
 * through the app's own browser host (workers/php/host-web.ts) as the practice screen uses it.
 *
 *   node tests/bench/php-browser.mjs [--dist dist] [--runs 40]
 *
 * Serves `--dist` (default dist/, run `npx vite build` first) with the real server on a free port and a throw-away
 * database. Baseline in the same run: a warm `<?php echo 1;` through the same host. Target: a warm re-run of the
 * small page ≤ 50 ms.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBenchChromium, root, startBenchServer } from './browser-bench.mjs';
import { floorPhpPage, smallPhpPage } from './php-workspace.mjs';

const args = process.argv.slice(2);
const dist = resolve(root, args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist');
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 40;
const TARGET_MS = 50;

const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-php-bench-'));
const { base, stop } = await startBenchServer({ staticDir: dist, dbPath: join(dir, 'bench.db') });
let browser;
try {
  browser = await launchBenchChromium();
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  const hostFile = readdirSync(join(dist, 'assets')).find((f) => /^host-web-.*\.js$/.test(f));
  const result = await page.evaluate(
    async ({ file, small, floor, runs }) => {
      const { webPhpHost } = await import(`/assets/${file}`);
      const host = webPhpHost();
      const t0 = performance.now();
      const first = await host.run(small, { path: 'index.php' });
      const firstMs = performance.now() - t0;
      if (!first.body.includes('Mangga')) throw new Error(`unexpected output ${first.body}`);
      const page = [];
      const baseline = [];
      for (let i = 0; i < runs; i++) {
        for (const [files, into] of [
          [small, page],
          [floor, baseline],
        ]) {
          await new Promise((r) => setTimeout(r, 30));
          const t = performance.now();
          await host.run(files, { path: 'index.php', query: { i: String(i) } });
          into.push(performance.now() - t);
        }
      }
      return { firstMs, page, baseline };
    },
    { file: hostFile, small: smallPhpPage, floor: floorPhpPage, runs: RUNS },
  );
  const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  const p95 = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length * 0.95)];
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(`PHP in Chromium (php-wasm 0.1.0, PHP 8.3, a Web Worker), ${RUNS} interleaved warm runs`);
  console.log(`  first run (download + compile + worker + PHP start + page): ${fmt(result.firstMs)}`);
  console.log(`  warm small page: median ${fmt(median(result.page))}, p95 ${fmt(p95(result.page))}`);
  console.log(
    `  baseline warm <?php echo 1;: median ${fmt(median(result.baseline))}, p95 ${fmt(p95(result.baseline))}`,
  );
  console.log(`  target: warm small page ≤ ${TARGET_MS} ms → ${median(result.page) <= TARGET_MS ? 'met' : 'NOT met'}`);
} finally {
  await browser?.close();
  await stop();
  rmSync(dir, { recursive: true, force: true });
}
