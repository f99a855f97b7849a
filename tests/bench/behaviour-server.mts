/**
 * `node --import tsx tests/bench/behaviour-server.mts [rounds]`: the server's re-check of behaviour rules
 * (workers/behaviour/quickjs.ts), warm: ten tests on a counter page, next to the same page with one empty test,
 * interleaved in the same run. The total is held against the target of 50 ms for ten tests; the difference is what
 * the tests cost once the page is loaded. Between checks the engine readies its next guest runtime (as it does
 * between learners' checks), so each round waits for that before it is timed.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { buildPreview } from '../../sandbox/preview/build';
import type { BehaviourTest } from '../../workers/behaviour/api';
import { runBehaviourPage, warmBehaviourEngine } from '../../workers/behaviour/quickjs';
import { previewFilesOf } from '../../workers/runners/behaviour-runner';

const files = previewFilesOf([
  {
    path: 'index.html',
    value: `<!DOCTYPE html>
<html lang="id">
  <head><meta charset="UTF-8" /><title>Penghitung</title></head>
  <body>
    <p>Jumlah klik: <span id="count">0</span></p>
    <button id="tambah">Tambah</button>
    <button id="reset">Reset</button>
    <script src="js/app.js"></script>
  </body>
</html>
`,
  },
  {
    path: 'js/app.js',
    value: `let n = 0;
const count = document.getElementById('count');
document.getElementById('tambah').addEventListener('click', () => {
  n++;
  count.textContent = n;
  console.log('count:', n);
});
document.getElementById('reset').onclick = () => {
  n = 0;
  count.textContent = n;
};
`,
  },
]);

const built = buildPreview(files);
if (!built.ok) throw new Error(`the bench page does not build: ${built.error}`);
const pageHtml = built.html;

const tenTests: BehaviourTest[] = [
  "assert.equal($('#count').textContent, '0');",
  "click('#tambah'); assert.equal($('#count').textContent, '1');",
  "click('#tambah'); click('#tambah'); assert.equal($('#count').textContent, '3');",
  "assert.include(logs, 'count: 3');",
  "click('#reset'); assert.equal($('#count').textContent, '0');",
  "assert.lengthOf($$('button'), 2);",
  "click($('#tambah')); await until(() => $('#count').textContent === '1', 500);",
  "await wait(50); assert.equal($('#count').textContent, '1');",
  "assert.match($('p').textContent, /Jumlah klik: 1/);",
  "click('#reset'); assert.strictEqual(Number($('#count').textContent), 0);",
].map((test, index) => ({ index, test }));

await warmBehaviourEngine();

const rounds = Number(process.argv[2] ?? 40);
const times = { baseline: [] as number[], ten: [] as number[] };

async function timed(tests: BehaviourTest[]): Promise<number> {
  await nextTurn();
  await nextTurn();
  const started = performance.now();
  const outcomes = await runBehaviourPage(pageHtml, tests);
  const ms = performance.now() - started;
  if (!outcomes.every((o) => o.passed)) throw new Error(`a bench test failed: ${JSON.stringify(outcomes)}`);
  return ms;
}

for (let round = 0; round < rounds; round++) {
  times.baseline.push(await timed([{ index: 0, test: '' }]));
  times.ten.push(await timed(tenTests));
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const baseline = median(times.baseline);
const ten = median(times.ten);
console.log(`behaviour re-check, warm, median of ${rounds} rounds`);
console.log(`  baseline (page + one empty test): ${baseline.toFixed(1)} ms`);
console.log(`  ten tests:                        ${ten.toFixed(1)} ms (target ≤ 50 ms)`);
console.log(`  per test once loaded:             ${((ten - baseline) / 9).toFixed(2)} ms`);
process.exitCode = ten <= 50 ? 0 : 1;
