/**
 * Behaviour tests in Chromium: how long a verdict takes once the typing pause is over, for a page with ten behaviour
 * tests, against a baseline measured in the same run: the same page with one empty test (the frame's page load and
 * the round trip alone). Their difference over nine tests is the cost of one test once the page is loaded. Also how
 * long a test that hangs the frame takes to end as a time-out, and that the next check then works.
 *
 *   node tests/bench/behaviour-browser.mjs [--runs 15] [--dist dist]
 *
 * Builds the client into a private temp folder first unless `--dist <folder>` names an existing build.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBenchChromium, root, startBenchServer } from './browser-bench.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const runs = Number(option('--runs', 15));

const page = `<!DOCTYPE html>
<html lang="id"><head><meta charset="UTF-8"><title>Daftar belanja</title></head>
<body>
  <input id="item"><button id="add">Tambah</button><button id="clear">Hapus semua</button>
  <ul id="list"></ul><p id="total">0 barang</p>
  <script>
    const items = [];
    const render = () => {
      document.querySelector('#list').innerHTML = items.map((i) => '<li>' + i + '</li>').join('');
      document.querySelector('#total').textContent = items.length + ' barang';
    };
    document.querySelector('#add').addEventListener('click', () => {
      const value = document.querySelector('#item').value.trim();
      if (value) items.push(value);
      document.querySelector('#item').value = '';
      render();
    });
    document.querySelector('#clear').onclick = () => { items.length = 0; render(); };
  </script>
</body></html>`;

const tenTests = [
  "assert.equal($$('#list li').length, 0);",
  "type('#item', 'susu'); click('#add'); assert.equal($$('#list li').length, 1);",
  "assert.equal($('#list li').textContent, 'susu');",
  "assert.equal($('#item').value, '');",
  "click('#add'); assert.equal($$('#list li').length, 1, 'an empty item is not added');",
  "type('#item', 'roti'); click('#add'); assert.equal($('#total').textContent, '2 barang');",
  "assert.deepEqual($$('#list li').map((li) => li.textContent), ['susu', 'roti']);",
  "click('#clear'); assert.equal($$('#list li').length, 0);",
  "assert.equal($('#total').textContent, '0 barang');",
  "type('#item', '  teh  '); click('#add'); await until(() => $('#list li')); assert.equal($('#list li').textContent, 'teh');",
].map((test) => ({ kind: 'behaviour', test }));

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function runOnce(tab, files, answers) {
  await tab.getByLabel(/JSON/).fill(JSON.stringify({ files, answers }));
  await tab.evaluate(() =>
    document.querySelector('[data-testid="behaviour-verdicts"]')?.setAttribute('data-status', 'read'),
  );
  await tab.getByRole('button', { name: /Jalankan|Run/ }).click();
  const done = tab.locator('[data-testid="behaviour-verdicts"][data-status="done"] [data-reasons]');
  await done.waitFor({ timeout: 60_000 });
  return {
    ms: Number(await done.getAttribute('data-ms')),
    reasons: (await done.getAttribute('data-reasons')).split(','),
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-bench-'));
  const dist = option('--dist', null);
  const staticDir = dist ? resolve(root, dist) : join(dir, 'dist');
  if (!dist) {
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', staticDir, '--emptyOutDir'],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('build failed');
  }
  const { base, stop } = await startBenchServer({ staticDir, dbPath: join(dir, 'bench.db') });
  const browser = await launchBenchChromium();
  try {
    const tab = await browser.newPage();
    await tab.goto(`${base}/testing/behaviour`);
    const files = [{ path: 'index.html', value: page }];
    const baseline = [{ kind: 'behaviour', test: 'return;' }];
    // The frame is made, and chai parsed, on the first run: later runs reuse the frame.
    const first = await runOnce(tab, files, tenTests);
    if (!first.reasons.every((r) => r === 'ok')) throw new Error(`the ten tests do not pass: ${first.reasons}`);
    const ten = [];
    const one = [];
    for (let i = 0; i < runs; i += 1) {
      one.push((await runOnce(tab, files, baseline)).ms);
      ten.push((await runOnce(tab, files, tenTests)).ms);
    }
    const hung = await runOnce(tab, files, [{ kind: 'behaviour', test: 'while (true) {}' }]);
    const after = await runOnce(tab, files, tenTests);
    const perTest = (median(ten) - median(one)) / 9;
    console.log(`behaviour verdict, 10 tests: median ${median(ten)} ms (first run, frame made: ${first.ms} ms)`);
    console.log(`baseline, 1 empty test (page load and round trip): median ${median(one)} ms`);
    console.log(
      `per test once loaded: ${perTest.toFixed(1)} ms; ratio 10 tests / baseline ${(median(ten) / median(one)).toFixed(2)}x`,
    );
    console.log(
      `a hung frame ends as ${hung.reasons} after ${hung.ms} ms; the next check: ${after.reasons.every((r) => r === 'ok') ? 'all ok' : after.reasons} in ${after.ms} ms`,
    );
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
