/**
 * Where a Laravel request's time goes (issue 15 §5), in Node on the calling thread: the engine's own steps
 * (runtime start, bundle mount, refresh, one request) and, inside PHP, the front controller's phases.
 *   node --import tsx tests/bench/php-laravel-profile.ts [--runs 10]
 */
import { readFileSync } from 'node:fs';
import { PhpEngine } from '../../workers/php/engine';
import { LARAVEL_BOOT_FILES, LARAVEL_FRONT } from '../../workers/php/laravel';
import { nodeLaravelSetup } from '../../workers/php/laravel-node';
import { compileNodePhp, createNodeRuntime } from '../../workers/php/runtime-node';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 10;
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] as number;
const t0 = performance.now();
let cpuMark = process.cpuUsage();
const lap = (label: string, since: number) => {
  const c = process.cpuUsage(cpuMark);
  cpuMark = process.cpuUsage();
  console.log(`  ${label}: ${(performance.now() - since).toFixed(0)} ms wall, ${((c.user + c.system) / 1000).toFixed(0)} ms cpu`);
};
console.log(`load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
const cpu0 = process.cpuUsage();
let t = performance.now();
const module = await compileNodePhp();
lap('compile binary', t);
t = performance.now();
const setup = await nodeLaravelSetup();
lap('read bundle JSON', t);
t = performance.now();
const php = createNodeRuntime(module, setup.libs);
const engine = await PhpEngine.start(php);
lap('runtime start (with extensions)', t);
t = performance.now();
engine.mountLaravel(setup.bundle);
lap(`mount ${Object.keys(setup.bundle.files).length} files`, t);
t = performance.now();
await engine.warmUpLaravel();
lap('first Laravel boot (warm-up)', t);
lap('ready total', t0);
const ws = [
  { path: 'routes/web.php', value: "<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('/', fn () => view('welcome', ['name' => 'Budi']));\n" },
  { path: 'resources/views/welcome.blade.php', value: '<h1>Halo {{ $name }}</h1>@foreach ([1, 2, 3] as $i)<li>{{ $i }}</li>@endforeach' },
];
const same: number[] = [];
const changed: number[] = [];
for (let i = 0; i < RUNS; i++) {
  let c = process.cpuUsage();
  const r = await engine.run(ws, { path: '/' });
  c = process.cpuUsage(c);
  same.push((c.user + c.system) / 1000);
  if (!r.body.includes('Halo Budi')) throw new Error(r.body.slice(0, 400) + JSON.stringify(r.errors));
  const ws2 = [ws[0]!, { ...ws[1]!, value: `${ws[1]!.value}<!-- ${i} -->` }];
  c = process.cpuUsage();
  await engine.run(ws2, { path: '/' });
  await (engine as unknown as { reset: Promise<unknown> }).reset;
  c = process.cpuUsage(c);
  changed.push((c.user + c.system) / 1000);
}
console.log(`  warm CPU (run + reset) same code: median ${median(same).toFixed(0)} ms; changed view: median ${median(changed).toFixed(0)} ms`);
// Inside PHP: phases of one request, files included.
const fs = (engine as unknown as { fs: { writeFile(p: string, d: string): void } }).fs;
const front = LARAVEL_BOOT_FILES[LARAVEL_FRONT]!
  .replace("require '/usr/share/php/kk-autoload.php';", "$GLOBALS['kkT'] = [['start', hrtime(true)]];\nrequire '/usr/share/php/kk-autoload.php';\n$GLOBALS['kkT'][] = ['autoload map', hrtime(true)];")
  .replace('$kernel = $app->make', "$GLOBALS['kkT'][] = ['app object', hrtime(true)];\n$kernel = $app->make")
  .replace('$response = $kernel->handle($request);', "$GLOBALS['kkT'][] = ['kernel+request', hrtime(true)];\n$response = $kernel->handle($request);");
fs.writeFile(LARAVEL_FRONT, front);
const probe = await engine.run(
  [
    ...ws,
    {
      path: 'routes/web.php',
      value: "<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('/', fn () => json_encode(['files' => count(get_included_files()), 't' => array_map(fn ($m) => [$m[0], round(($m[1] - $GLOBALS['kkT'][0][1]) / 1e6)], array_merge($GLOBALS['kkT'], [['route action', hrtime(true)]])), 'app' => app()->hasBeenBootstrapped(), 'opcache' => function_exists('opcache_get_status'), 'ext' => get_loaded_extensions()]));\n",
    },
  ],
  { path: '/' },
);
console.log(`  probe: ${probe.body.slice(0, 900)}`);
console.log(JSON.stringify(probe.errors));
const cpu = process.cpuUsage(cpu0);
console.log(`  cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms over wall ${(performance.now() - t0).toFixed(0)} ms`);
console.log(`load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
process.exit(0);
