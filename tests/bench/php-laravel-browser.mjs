/**
 * Laravel in Chromium (docs/decisions/0018-php-runtime.md), on the built app: the first request of a Laravel workspace (download the PHP
 * binary, the framework bundle and the mbstring and pdo_sqlite extensions, compile, start the Laravel worker with
 * its boot, run the page) and warm requests of a Blade page and an Eloquent route, through the app's own browser
 * host (workers/php/host-web.ts, `webLaravelHost`) as the preview uses it.
 *
 *   node scripts/laravel-bundle.mjs && npx vite build && node tests/bench/php-laravel-browser.mjs [--runs 10]
 *
 * Baseline in the same run: a warm plain `<?php echo 1;` page through the plain host (`webPhpHost`).
 * Budget (docs/decisions/0018-php-runtime.md): ready within 3 s, warm re-runs within 300 ms.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBenchChromium, root, startBenchServer } from './browser-bench.mjs';
import { floorPhpPage } from './php-workspace.mjs';

const args = process.argv.slice(2);
const dist = resolve(root, args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist');
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 10;

const workspace = [
  {
    path: 'routes/web.php',
    value: `<?php
use App\\Models\\Note;
use Illuminate\\Support\\Facades\\Route;
use Illuminate\\Support\\Facades\\Schema;
Route::get('/', fn () => view('welcome', ['name' => 'Budi']));
Route::get('/pdo', function () {
    $pdo = new PDO('sqlite::memory:');
    return implode(',', [extension_loaded('pdo_sqlite') ? 'pdo_sqlite' : 'none', $pdo->query('select 41 + 1')->fetchColumn()]);
});
Route::get('/notes', function () {
    Schema::create('notes', function ($t) { $t->id(); $t->string('title'); $t->timestamps(); });
    Note::create(['title' => 'Halo']);
    return Note::pluck('title')->implode(',');
});
`,
  },
  {
    path: 'app/Models/Note.php',
    value: `<?php
namespace App\\Models;
class Note extends \\Illuminate\\Database\\Eloquent\\Model { protected $fillable = ['title']; }
`,
  },
  { path: 'resources/views/welcome.blade.php', value: '<h1>Halo {{ mb_strtoupper($name) }}</h1>' },
];

const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-laravel-bench-'));
const { base, stop } = await startBenchServer({ staticDir: dist, dbPath: join(dir, 'bench.db') });
let browser;
try {
  browser = await launchBenchChromium();
  const page = await browser.newPage();
  const downloaded = [];
  page.on('response', (response) => {
    if (/laravel-bundle|\.so$|\.wasm$/.test(response.url())) downloaded.push(response.url().split('/').pop());
  });
  await page.goto(`${base}/`);
  const hostFile = readdirSync(join(dist, 'assets')).find((f) => /^host-web-.*\.js$/.test(f));
  const result = await page.evaluate(
    async ({ file, workspace, floor, runs }) => {
      const { webLaravelHost, webPhpHost } = await import(`/assets/${file}`);
      const host = webLaravelHost();
      const t0 = performance.now();
      const first = await host.run(workspace, { path: '/' });
      const firstMs = performance.now() - t0;
      const pdo = await host.run(workspace, { path: '/pdo' });
      const notes = await host.run(workspace, { path: '/notes' });
      const plain = webPhpHost();
      await plain.run(floor, { path: 'index.php' });
      const home = [];
      const eloquent = [];
      const baseline = [];
      for (let i = 0; i < runs; i++) {
        for (const [run, into] of [
          [() => host.run(workspace, { path: '/' }), home],
          [() => host.run(workspace, { path: '/notes' }), eloquent],
          [() => plain.run(floor, { path: 'index.php' }), baseline],
        ]) {
          await new Promise((r) => setTimeout(r, 30));
          const t = performance.now();
          await run();
          into.push(performance.now() - t);
        }
      }
      return { first, pdo, notes, firstMs, home, eloquent, baseline };
    },
    { file: hostFile, workspace, floor: floorPhpPage, runs: RUNS },
  );
  if (!result.first.body.includes('Halo BUDI') || result.pdo.body !== 'pdo_sqlite,42' || result.notes.body !== 'Halo') {
    throw new Error(`unexpected output: ${JSON.stringify([result.first, result.pdo, result.notes]).slice(0, 900)}`);
  }
  const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  const p95 = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length * 0.95)];
  const fmt = (ms) => `${ms.toFixed(0)} ms`;
  console.log(`Laravel in Chromium (php-wasm 0.1.0, PHP 8.3, mbstring + pdo_sqlite, a Web Worker), ${RUNS} warm runs`);
  console.log(`  downloaded: ${[...new Set(downloaded)].join(', ')}`);
  console.log(`  first request (downloads + compile + worker + Laravel boot + page): ${fmt(result.firstMs)}`);
  console.log(`  warm Blade page: median ${fmt(median(result.home))}, p95 ${fmt(p95(result.home))}`);
  console.log(`  warm Eloquent route: median ${fmt(median(result.eloquent))}, p95 ${fmt(p95(result.eloquent))}`);
  console.log(`  baseline warm <?php echo 1; (plain host): median ${median(result.baseline).toFixed(1)} ms`);
} finally {
  await browser?.close();
  await stop();
  rmSync(dir, { recursive: true, force: true });
}
