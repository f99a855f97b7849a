/**
 * The checker's doubling benchmark (docs/decisions/0009-checker.md "Cost"): each kind of input a learner can
 * grow (a long CSS value, many declarations, deep HTML nesting, long JS, many elements) is doubled
 * several times and a cold `checkAnswers` is timed at every size; a linear checker takes about 2× per
 * doubling (target ≤ 2.2×). The parse floor of the same files (parse5 with locations, css-tree, acorn's
 * tokenizer) is timed in the same run as the baseline, so library cost and machine noise show beside
 * the checker's. Sizes run interleaved, round after round, and medians are compared.
 *
 * Run: `node --expose-gc --import tsx tests/bench/checker-doubling.ts` (one table per kind; `--rounds N`
 * to change the 7 rounds, `--kind TEXT` for the kinds whose name holds TEXT; with `--expose-gc` a collection runs before each timing). `npm run bench` runs `checker-doubling.bench.ts`, the same inputs under vitest bench.
 */
import { pathToFileURL } from 'node:url';
import { tokenizer } from 'acorn';
import { parse as parseCss } from 'css-tree';
import { parse as parseHtml } from 'parse5';
import type { Answer, CheckFile } from '../../workers/checker/api';
import { checkAnswers, clearCheckerCache } from '../../workers/checker/index';

export type DoublingKind = {
  name: string;
  /** The unit count at the first size; each step doubles it. */
  base: number;
  files: (n: number) => CheckFile[];
  answers: (n: number) => Answer[];
};

const page = (body: string, head = '<link rel="stylesheet" href="style.css">') =>
  `<!doctype html>\n<html><head>${head}</head><body>\n${body}\n</body></html>\n`;

const shadow = (n: number) => Array.from({ length: n }, (_, i) => `0 0 ${i % 9}px #12345${i % 10}`).join(', ');

/** The inputs, each a workspace of n units with rules that read all of it. */
export const DOUBLING_KINDS: DoublingKind[] = [
  {
    name: 'long CSS value (box-shadow list, bytes)',
    base: 800,
    files: (n) => [
      { path: 'index.html', value: page('<div class="box">x</div>') },
      { path: 'style.css', value: `.box {\n  color: red;\n  box-shadow: ${shadow(n)};\n}\n` },
    ],
    answers: (n) => [
      { kind: 'css', selector: ['.box'], properties: JSON.stringify({ 'box-shadow': shadow(n) }) },
      { kind: 'css', selector: ['.box'], properties: JSON.stringify({ color: 'blue' }) },
    ],
  },
  {
    name: 'many declarations (rules)',
    base: 500,
    files: (n) => [
      { path: 'index.html', value: page('<p class="c0">x</p>') },
      {
        path: 'style.css',
        value: Array.from(
          { length: n },
          (_, i) => `.c${i} { color: #${(i % 4096).toString(16).padStart(3, '0')}; margin: ${i % 7}px 0; }`,
        ).join('\n'),
      },
    ],
    answers: (n) => [
      { kind: 'css', selector: ['.c0'], properties: JSON.stringify({ 'margin-top': '0' }) },
      { kind: 'css', selector: [`.c${n - 1}`], properties: JSON.stringify({ margin: `${(n - 1) % 7}px 0` }) },
      { kind: 'css', selector: ['.missing'], properties: '{}' },
    ],
  },
  {
    name: 'deep HTML nesting (levels)',
    base: 1000,
    files: (n) => [
      { path: 'index.html', value: page(`${'<div class="d">'.repeat(n)}<span>deep</span>${'</div>'.repeat(n)}`) },
      { path: 'style.css', value: '.d { padding: 1px; }' },
    ],
    answers: () => [
      { kind: 'html', tag: 'span', closeTag: true },
      { kind: 'html', tag: 'div', attributes: JSON.stringify({ class: ['d'] }), quantity: { qty: 'min', min: 1 } },
      { kind: 'html', tag: 'section' },
    ],
  },
  {
    name: 'long JS (statements)',
    base: 1000,
    files: (n) => [
      { path: 'index.html', value: page('<button onclick="go()">go</button>', '<script src="script.js"></script>') },
      {
        path: 'script.js',
        value: Array.from({ length: n }, (_, i) => `let v${i} = a${i % 10} * ${i} + "s${i}"; // note ${i}`).join('\n'),
      },
    ],
    answers: (n) => [
      { kind: 'js', jsAnswer: `let v${n - 1} = a${(n - 1) % 10} * ${n - 1} + 's${n - 1}'` },
      { kind: 'js', jsAnswer: 'alert("not there")' },
    ],
  },
  {
    name: 'many elements (paragraphs)',
    base: 1000,
    files: (n) => [
      {
        path: 'index.html',
        value: page(
          Array.from(
            { length: n },
            (_, i) => `<p class="item i${i}" data-n="${i}" style="color: red; margin: 0">Item ${i}</p>`,
          ).join('\n'),
        ),
      },
      { path: 'style.css', value: '.item { color: red; }' },
    ],
    answers: () => [
      { kind: 'html', tag: 'p', attributes: JSON.stringify({ class: ['item'] }), quantity: { qty: 'min', min: 2 } },
      { kind: 'html', tag: 'p', attributes: JSON.stringify({ style: { 'margin-top': '0' } }), closeTag: true },
      { kind: 'html', tag: 'p', attributes: JSON.stringify({ 'data-n': 'none' }) },
    ],
  },
];

/** The parse floor of a workspace: each file parsed once by the library the checker builds on. */
export function parseFloor(files: CheckFile[]): void {
  for (const file of files) {
    if (file.path.endsWith('.html')) parseHtml(file.value, { sourceCodeLocationInfo: true });
    else if (file.path.endsWith('.css')) parseCss(file.value, { positions: true });
    else if (file.path.endsWith('.js')) for (const _ of tokenizer(file.value, { ecmaVersion: 'latest' }));
  }
}

/** A cold check: caches emptied first, as after a reload. */
export function coldCheck(files: CheckFile[], answers: Answer[]): void {
  clearCheckerCache();
  checkAnswers(files, answers);
}

const DOUBLINGS = 5;
/** One cold check slower than this stops the doubling of that kind (a quadratic input would stall). */
const BUDGET_MS = 4000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** `global.gc` when node runs with `--expose-gc`: a collection before each timing keeps GC pauses out. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

function time(work: () => void): number {
  collect();
  const start = performance.now();
  work();
  return performance.now() - start;
}

function run(rounds: number, only: string | undefined): void {
  console.log(`checker doubling benchmark: ${rounds} rounds, medians in ms, node ${process.version}`);
  const worst: string[] = [];
  for (const kind of DOUBLING_KINDS) {
    if (only && !kind.name.includes(only)) continue;
    const sizes = Array.from({ length: DOUBLINGS + 1 }, (_, i) => kind.base * 2 ** i);
    const inputs = sizes.map((n) => ({ n, files: kind.files(n), answers: kind.answers(n) }));
    const check: number[][] = inputs.map(() => []);
    const floor: number[][] = inputs.map(() => []);
    let usable = inputs.length;
    for (let round = -1; round < rounds; round++) {
      for (let i = 0; i < usable; i++) {
        const input = inputs[i]!;
        const c = time(() => coldCheck(input.files, input.answers));
        const f = time(() => parseFloor(input.files));
        if (c > BUDGET_MS) usable = i + 1;
        if (round < 0) continue;
        check[i]!.push(c);
        floor[i]!.push(f);
      }
    }
    console.log(`\n${kind.name}`);
    console.log('  units      KB   check ms  ×/doubling   floor ms  ×/doubling  check/floor');
    for (let i = 0; i < usable; i++) {
      const input = inputs[i]!;
      const kb = input.files.reduce((sum, file) => sum + file.value.length, 0) / 1024;
      const c = median(check[i]!);
      const f = median(floor[i]!);
      const cr = i === 0 ? '' : `${(c / median(check[i - 1]!)).toFixed(2)}×`;
      const fr = i === 0 ? '' : `${(f / median(floor[i - 1]!)).toFixed(2)}×`;
      console.log(
        `  ${String(input.n).padStart(6)} ${kb.toFixed(0).padStart(7)} ${c.toFixed(2).padStart(10)} ${cr.padStart(11)} ${f.toFixed(2).padStart(10)} ${fr.padStart(11)} ${(c / f).toFixed(2).padStart(12)}`,
      );
    }
    if (usable < inputs.length) console.log(`  stopped: one check took over ${BUDGET_MS} ms`);
    // the mean ratio per doubling from the second size up (the first is dominated by fixed costs)
    const last = usable - 1;
    const mean = (series: number[][]) => (median(series[last]!) / median(series[1]!)) ** (1 / (last - 1));
    const stopped = usable < inputs.length ? ' (stopped early)' : '';
    worst.push(`${kind.name}: check ${mean(check).toFixed(2)}×, floor ${mean(floor).toFixed(2)}×${stopped}`);
  }
  console.log(`\nmean ratio per doubling, second to largest size (target ≤ 2.2×):\n  ${worst.join('\n  ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  run(Math.max(1, Number(option('--rounds')) || 7), option('--kind'));
}
