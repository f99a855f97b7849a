/**
 * The first server Laravel check's latency (docs/decisions/0018-php-runtime.md), with and without the warm-up a practice screen's opening
 * gives the check pool (`warmForPractice`, api/services/practice/practice-check.ts), in the same run: each round starts a
 * fresh pool; "cold" posts the check at once (as every first check did before the warm-up), "warm" opens the
 * practice, waits as a student reading the task would until the pool says Laravel is booted, then posts it.
 * Through the real Hono app on a seeded SQLite file, the Laravel bundle built if missing.
 *
 *   node --import tsx tests/bench/laravel-first-check.ts [--rounds 2]
 */
import { closeCodeChecker, laravelCheckerReady } from '../../api/services/practice/checking/index';
import type { Answer } from '../../workers/checker/api';
import { workspaceFromFiles } from '../../workers/workspace/flatten';
import { createTestApp, jsonRequest } from '../api/helpers';
import { openMaterial, reachTrialMaterial, registerStudent, setOnlyTask } from '../api/practice-helpers';
import { ensureLaravelBundle } from '../setup/laravel-bundle';

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf('--rounds') + 1]) || 2;

const rules: Answer[] = [
  { kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 1 }, file: 'resources/views/produk.blade.php' },
];
const workspace = workspaceFromFiles([
  {
    path: 'routes/web.php',
    value:
      "<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('/produk', fn () => view('produk', ['produk' => ['Apel']]));\n",
  },
  { path: 'resources/views/produk.blade.php', value: '<ul>@foreach ($produk as $p)<li>{{ $p }}</li>@endforeach</ul>' },
]);

await ensureLaravelBundle();
const t = await createTestApp();
const student = await registerStudent(t.app, 'laravel-first-check');
const practice = await reachTrialMaterial(t.app, t.db, student, 'practice');
const pmId = await openMaterial(t.app, student, practice);
await setOnlyTask(t.db, practice.id, rules);
await jsonRequest(t.app, 'PUT', `/api/student/practice/${pmId}/code`, { cookie: student.cookie, body: { workspace } });

async function firstCheck(): Promise<number> {
  const started = performance.now();
  const res = await jsonRequest(t.app, 'POST', `/api/student/practice/${pmId}/check`, {
    cookie: student.cookie,
    body: { workspace },
  });
  const took = performance.now() - started;
  const body = (await res.json()) as { data?: { reports: { passed: boolean }[] } };
  if (res.status !== 200 || !body.data?.reports[0]?.passed) throw new Error(`check failed: ${JSON.stringify(body)}`);
  return took;
}

const load = async () => (await import('node:os')).loadavg()[0]?.toFixed(1);
for (let round = 1; round <= ROUNDS; round++) {
  await closeCodeChecker();
  const cold = await firstCheck();
  await closeCodeChecker();
  const opened = performance.now();
  await jsonRequest(t.app, 'GET', `/api/student/practice/${pmId}`, { cookie: student.cookie });
  while (!laravelCheckerReady()) await new Promise((done) => setTimeout(done, 100));
  const booted = performance.now() - opened;
  const warm = await firstCheck();
  console.log(
    `round ${round}: first check cold ${cold.toFixed(0)} ms, after opening the practice ${warm.toFixed(0)} ms (boot took ${booted.toFixed(0)} ms in the background), load ${await load()}`,
  );
}
await closeCodeChecker();
await t.cleanup();
