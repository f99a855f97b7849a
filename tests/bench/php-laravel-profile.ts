/**
 * Where a Laravel request's time goes (docs/decisions/0018-php-runtime.md), in Node on the calling thread, in CPU time (the machine is
 * shared, so wall time mostly measures the other jobs): the runtime's start step by step, then warm requests from
 * the booted snapshot (engine.ts) against the same requests with the snapshot turned off, as every request ran
 * before it (a reset, then the framework's ~250 files compiled again), in the same run.
 *
 *   node scripts/laravel-bundle.mjs && node --import tsx tests/bench/php-laravel-profile.ts [--runs 10]
 */
import { readFileSync } from 'node:fs';
import { PhpEngine } from '../../workers/php/engine';
import { nodeLaravelSetup } from '../../workers/php/laravel-node';
import { compileNodePhp, createNodeRuntime } from '../../workers/php/runtime-node';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 10;
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] as number;
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`Laravel in php-wasm, Node, CPU time; load at start ${load()}`);
const wall0 = performance.now();
const cpu0 = cpuMs();
let mark = cpuMs();
const step = (label: string) => {
  const now = cpuMs();
  console.log(`  ${label}: ${(now - mark).toFixed(0)} ms`);
  mark = now;
};

const module = await compileNodePhp();
step('compile the binary');
const setup = await nodeLaravelSetup();
step('read and parse the framework bundle');
const php = createNodeRuntime(module, setup.libs);
const engine = await PhpEngine.start(php);
step('start the runtime with mbstring and pdo_sqlite');
engine.mountLaravel(setup.bundle);
step(`write ${Object.keys(setup.bundle.files).length} framework files`);
await engine.warmUpLaravel();
step('boot Laravel (two warm-up requests), snapshot, one checked request');
console.log(`  ready: ${(cpuMs() - cpu0).toFixed(0)} ms CPU (${(performance.now() - wall0).toFixed(0)} ms wall)`);

const routes =
  "<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('/', [App\\Http\\Controllers\\HomeController::class, 'index']);\n";
const controller = (n: number) =>
  `<?php\nnamespace App\\Http\\Controllers;\nclass HomeController extends Controller { public function index() { return view('welcome', ['name' => 'Budi ${n}']); } }\n`;
const view = (n: number) =>
  `<h1>Halo {{ $name }}</h1>@foreach ([1, 2, 3] as $i)<li>{{ $i }}</li>@endforeach<!-- ${n} -->`;
const files = (c: number, v: number) => [
  { path: 'routes/web.php', value: routes },
  { path: 'app/Http/Controllers/HomeController.php', value: controller(c) },
  { path: 'resources/views/welcome.blade.php', value: view(v) },
];
const settle = () => (engine as unknown as { reset: Promise<unknown> }).reset;

/** CPU of one request and the reset after it; the three kinds a student's edits make. */
async function measure(label: string): Promise<void> {
  const kinds = { 'same code': [] as number[], 'edited view': [] as number[], 'edited controller': [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    for (const [kind, ws] of [
      ['same code', files(0, 0)],
      ['edited view', files(0, i + 1)],
      ['edited controller', files(i + 1, i + 1)],
    ] as const) {
      await settle();
      const start = cpuMs();
      const response = await engine.run(ws, { path: '/' });
      await settle();
      kinds[kind].push(cpuMs() - start);
      if (!response.body.includes('<li>3</li>')) throw new Error(`${label}: ${response.body.slice(0, 300)}`);
    }
  }
  console.log(
    `  ${label}: ${Object.entries(kinds)
      .map(([kind, values]) => `${kind} ${median(values).toFixed(0)} ms`)
      .join(', ')} (medians of ${RUNS}, CPU of the request and its reset)`,
  );
}

await measure('warm, from the snapshot');
// Baseline in the same run: the engine without its snapshot resets after each run, as every request did before.
(engine as unknown as { snapshot: Uint8Array | null }).snapshot = null;
await settle();
await php.refresh();
await measure('warm, reset and boot every request (baseline)');
console.log(`load at end ${load()}`);
process.exit(0);
