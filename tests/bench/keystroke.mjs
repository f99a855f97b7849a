/**
 * Keystroke → updated verdict, in Chromium, on the built app.
 *
 *   node tests/bench/keystroke.mjs [--keys 120] [--dist dist]
 *
 * Builds the client into a private temp folder first (other work may be rebuilding `dist/`), unless
 * `--dist <folder>` names an existing build to serve.
 * Starts the real server on a free port with a throw-away seeded database, turns the trial chapter's
 * practice into the medium benchmark workspace (tests/fixtures/bench/m, a copy of shared/bench, with its rules.json as its
 * one task), signs a fresh student in, opens /learning/practice and types a new letter each time, so
 * every check parses a text the checker has not cached. Each keystroke is timed from the keydown
 * event's timestamp to the `kk:verdict` performance mark the practice screen sets when the new verdict
 * has been rendered. Baseline in the same run: keydown → CodeMirror's own DOM update (the
 * editor alone, no checking). Target: median verdict latency under one frame (16 ms).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchDist, launchBenchChromium, openTrialPracticeAs, root, startBenchServer } from './browser-bench.mjs';

const benchDir = resolve(root, 'tests/fixtures/bench');
const args = process.argv.slice(2);
const KEYS = Number(args[args.indexOf('--keys') + 1]) || 120;
const WARMUP = 15;
const TARGET_MS = 16;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p95: quantile(s, 0.95), min: s[0], max: s[s.length - 1] };
};
const fmt = (n) => `${n.toFixed(2)} ms`;

function benchWorkspace() {
  const file = (name, ext, lang) => ({
    id: `FL-bench-${name}`,
    name,
    ext,
    lang,
    path: `${name}.${ext}`,
    type: 'code',
    value: readFileSync(join(benchDir, 'm', `${name}.${ext}`), 'utf8'),
  });
  return {
    files: [file('index', 'html', 'html'), file('style', 'css', 'css'), file('script', 'js', 'javascript')],
    activeFile: 'FL-bench-index',
    activeFolder: null,
    openedFiles: ['FL-bench-index'],
    copied: null,
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-bench-'));
  const staticDir = benchDist(args, dir);
  const dbPath = join(dir, 'bench.db');
  const answers = JSON.parse(readFileSync(join(benchDir, 'rules.json'), 'utf8'));
  const { base, stop } = await startBenchServer({ staticDir, dbPath });
  let browser;
  try {
    browser = await launchBenchChromium();
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1600, height: 900 },
      locale: 'id-ID',
    });
    const page = await context.newPage();

    const materialId = await openTrialPracticeAs(page, { base, dbPath, workspace: benchWorkspace(), answers });
    await page.goto(`/learning/practice?materialId=${materialId}`);
    // Without isolation the verdict travels as a worker message, which Chromium holds back until the
    // keystroke's frame is drawn (workers/checker/shared-reply.ts).
    const isolated = await page.evaluate(() => globalThis.crossOriginIsolated === true);
    await page.locator('[data-check-seq]:not([data-check-seq="0"])').waitFor({ timeout: 30_000 });
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');

    await page.evaluate(() => {
      const kk = { keys: [], verdicts: [], echoes: [], starts: [], dones: [] };
      window.__kk = kk;
      document.addEventListener('keydown', (e) => kk.keys.push(e.timeStamp), true);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'kk:verdict') kk.verdicts.push(entry.startTime);
          else if (entry.name === 'kk:check-start') kk.starts.push(entry.startTime);
          else if (entry.name === 'kk:check-done') kk.dones.push(entry.startTime);
        }
      }).observe({ type: 'mark' });
      new MutationObserver(() => kk.echoes.push(performance.now())).observe(document.querySelector('.cm-content'), {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    const verdictLatencies = [];
    const editorLatencies = [];
    const parts = { send: [], worker: [], render: [] };
    for (let i = 0; i < KEYS + WARMUP; i += 1) {
      // A new character each time: every keystroke gives a text the checker has not seen (no cache hit).
      const key = 'abcdefghijklmnopqrstuvwxyz'[i % 26];
      await page.keyboard.press(key);
      const sample = await page.evaluate(async () => {
        const kk = window.__kk;
        const at = kk.keys[kk.keys.length - 1];
        const deadline = performance.now() + 5000;
        while (!kk.verdicts.some((v) => v >= at) && performance.now() < deadline) {
          await new Promise((r) => setTimeout(r, 1));
        }
        const verdict = kk.verdicts.find((v) => v >= at);
        const echo = kk.echoes.find((v) => v >= at);
        const start = kk.starts.find((v) => v >= at);
        const done = kk.dones.find((v) => v >= at);
        return {
          verdict: verdict === undefined ? null : verdict - at,
          echo: echo === undefined ? null : echo - at,
          send: start === undefined ? null : start - at,
          worker: start === undefined || done === undefined ? null : done - start,
          render: done === undefined || verdict === undefined ? null : verdict - done,
        };
      });
      if (sample.verdict === null) throw new Error(`no verdict after keystroke ${i}`);
      if (i >= WARMUP) {
        verdictLatencies.push(sample.verdict);
        if (sample.echo !== null) editorLatencies.push(sample.echo);
        for (const k of Object.keys(parts)) if (sample[k] !== null) parts[k].push(sample[k]);
      }
      await page.waitForTimeout(40);
    }

    const v = summary(verdictLatencies);
    const e = summary(editorLatencies);
    const files = ['index.html', 'style.css', 'script.js'].map((f) => readFileSync(join(benchDir, 'm', f)).length);
    console.log(
      `\nKeystroke → verdict, medium workspace (${files.map((b) => `${(b / 1024).toFixed(1)} KB`).join(' + ')}), 11 rules, ${verdictLatencies.length} keystrokes`,
    );
    console.log(
      `  verdict (keydown → kk:verdict mark)   median ${fmt(v.median)}  p95 ${fmt(v.p95)}  min ${fmt(v.min)}  max ${fmt(v.max)}`,
    );
    console.log(`  baseline: editor only (keydown → DOM) median ${fmt(e.median)}  p95 ${fmt(e.p95)}`);
    console.log(`  checking + UI on top of the editor    median ${fmt(v.median - e.median)}`);
    const part = (k) => fmt(summary(parts[k]).median);
    console.log(
      `  breakdown (medians): keydown → check sent ${part('send')}, worker round trip ${part('worker')}, render ${part('render')}`,
    );
    console.log(`  page cross-origin isolated (verdicts through shared memory): ${isolated ? 'yes' : 'NO'}`);
    const ok = v.median < TARGET_MS;
    console.log(`  target: median < ${TARGET_MS} ms → ${ok ? 'met' : 'NOT met'}\n`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser?.close();
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
