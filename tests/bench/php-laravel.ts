/**
 * Laravel in the Apache-2.0 PHP runtime, in Node (docs/decisions/0018-php-runtime.md): what a Laravel workspace costs. Prints the sizes
 * a browser would download (the framework bundle and the two extensions, brotli), the first request (compile the
 * binary, start a worker, load mbstring and pdo_sqlite, mount the bundle, boot Laravel once, then the page) and
 * warm requests of a closure route with a Blade view, a controller route and an Eloquent route on SQLite.
 *
 *   node scripts/laravel-bundle.mjs && node --import tsx tests/bench/php-laravel.ts [--runs 20]
 *
 * Baseline in the same run: a warm plain `<?php echo 1;` page through a plain PHP host (one request's floor).
 * Budget (docs/decisions/0018-php-runtime.md): runtime and framework ≤ 5 MB compressed, ready ≤ 3 s, warm re-runs ≤ 300 ms.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants } from 'node:zlib';
import { createNodeLaravelHost, createNodePhpHost, LARAVEL_BUNDLE_FILE } from '../../workers/php/host-node';
import { LARAVEL_LIBS } from '../../workers/php/laravel';
import { PHP_WASM_FILE } from '../../workers/php/runtime';
import { floorPhpPage } from './php-workspace.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] as number;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const br = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;

const require = createRequire(import.meta.url);
const bundle = readFileSync(LARAVEL_BUNDLE_FILE);
const runtime = readFileSync(require.resolve(`php-wasm/${PHP_WASM_FILE}`));
const libs = LARAVEL_LIBS.map((lib) => readFileSync(require.resolve(`${lib.pkg}/${lib.name}`)));
const sizes = {
  runtime: br(runtime),
  bundle: br(bundle),
  libs: libs.reduce((sum, lib) => sum + br(lib), 0),
};
const libsRaw = libs.reduce((sum, lib) => sum + lib.length, 0);

const workspace = [
  {
    path: 'routes/web.php',
    value: `<?php
use App\\Http\\Controllers\\UserController;
use App\\Models\\Note;
use Illuminate\\Support\\Facades\\Route;
use Illuminate\\Support\\Facades\\Schema;
Route::get('/', fn () => view('welcome', ['name' => 'Budi']));
Route::get('/users/{id}', [UserController::class, 'show']);
Route::get('/notes', function () {
    Schema::create('notes', function ($t) { $t->id(); $t->string('title'); $t->timestamps(); });
    Note::create(['title' => 'Halo']);
    return Note::pluck('title')->implode(',');
});
`,
  },
  {
    path: 'app/Http/Controllers/UserController.php',
    value: `<?php
namespace App\\Http\\Controllers;
class UserController extends Controller { public function show(int $id) { return view('user', ['id' => $id]); } }
`,
  },
  {
    path: 'app/Models/Note.php',
    value: `<?php
namespace App\\Models;
class Note extends \\Illuminate\\Database\\Eloquent\\Model { protected $fillable = ['title']; }
`,
  },
  {
    path: 'resources/views/welcome.blade.php',
    value: '<h1>Halo {{ $name }}</h1>@foreach ([1, 2, 3] as $i)<li>{{ $i }}</li>@endforeach',
  },
  { path: 'resources/views/user.blade.php', value: '<p>User {{ $id }}</p>' },
];

const started = performance.now();
const host = createNodeLaravelHost({ timeoutMs: 30_000 });
await host.warm();
const readyMs = performance.now() - started;
const firstStart = performance.now();
const first = await host.run(workspace, { path: '/' });
const firstMs = performance.now() - firstStart;
if (!first.body.includes('Halo Budi')) throw new Error(`unexpected output: ${first.body.slice(0, 300)}`);

const plain = createNodePhpHost();
await plain.warm();
const routes = { '/': [] as number[], '/users/7': [] as number[], '/notes': [] as number[] };
const base: number[] = [];
for (let i = 0; i < RUNS; i++) {
  for (const path of Object.keys(routes) as (keyof typeof routes)[]) {
    await new Promise((r) => setTimeout(r, 30));
    const t = performance.now();
    const response = await host.run(workspace, { path });
    routes[path].push(performance.now() - t);
    if (response.status !== 200)
      throw new Error(`${path}: status ${response.status} ${JSON.stringify(response.errors)}`);
  }
  await new Promise((r) => setTimeout(r, 30));
  const t = performance.now();
  await plain.run(floorPhpPage, { path: 'index.php' });
  base.push(performance.now() - t);
}
host.close();
plain.close();

const total = sizes.runtime + sizes.bundle + sizes.libs;
console.log(
  `Laravel 8.83 (Debian) in php-wasm 0.1.0 (Apache-2.0, PHP 8.3) with mbstring and pdo_sqlite, Node, ${RUNS} warm runs`,
);
console.log(
  `  download (brotli q9): runtime ${mb(sizes.runtime)}, framework bundle ${mb(sizes.bundle)} (${mb(bundle.length)} raw), ` +
    `extensions ${mb(sizes.libs)} (${mb(libsRaw)} raw); total ${mb(total)} (budget 5 MB)`,
);
console.log(`  ready (compile + worker + extensions + bundle mount + one Laravel boot): ${fmt(readyMs)}`);
console.log(`  first request of a new workspace (views compiled): ${fmt(firstMs)}`);
for (const [path, values] of Object.entries(routes)) {
  console.log(`  warm ${path}: median ${fmt(median(values))}, p95 ${fmt(p95(values))}`);
}
console.log(`  baseline warm <?php echo 1; (plain host): median ${median(base).toFixed(1)} ms`);
process.exit(0);
