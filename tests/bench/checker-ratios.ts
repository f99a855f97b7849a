/**
 * The checker's benchmark ratios, measured robustly on a busy machine: the parse floor, a cold check
 * and a re-check after a one-file edit run interleaved, round after round, and medians are compared.
 * Run: `node --import tsx tests/bench/checker-ratios.ts` (prints one line per workspace size).
 * `npm run bench` (tests/bench/checker.bench.ts) measures the same tasks with vitest bench.
 */
import { parse as parseCss } from 'css-tree';
import { parse as parseHtml } from 'parse5';
import { checkAnswers, clearCheckerCache } from '../../workers/checker/index';
import { benchFiles, benchRules, editHtml, editStylesheet, SIZES } from './checker-fixtures';

const ROUNDS = { s: 400, m: 120, l: 20 } as const;

for (const size of SIZES) {
  const files = benchFiles(size);
  const html = files.find((f) => f.path.endsWith('.html'))!.value;
  const css = files.find((f) => f.path.endsWith('.css'))!.value;
  let edit = 0;
  const tasks: Record<string, () => void> = {
    floor: () => {
      parseHtml(html, { sourceCodeLocationInfo: true });
      parseCss(css);
    },
    cold: () => {
      clearCheckerCache();
      checkAnswers(files, benchRules);
    },
    recheckCss: () => {
      checkAnswers(editStylesheet(files, edit++), benchRules);
    },
    recheckHtml: () => {
      checkAnswers(editHtml(files, edit++), benchRules);
    },
  };
  const times: Record<string, number[]> = {};
  for (let round = -3; round < ROUNDS[size]; round++) {
    for (const [name, task] of Object.entries(tasks)) {
      if (name.startsWith('recheck')) checkAnswers(files, benchRules);
      const start = performance.now();
      task();
      const elapsed = performance.now() - start;
      if (round < 0) continue;
      const list = times[name] ?? [];
      list.push(elapsed);
      times[name] = list;
    }
  }
  const median = (name: string): number => {
    const list = [...(times[name] ?? [])].sort((a, b) => a - b);
    return list[Math.floor(list.length / 2)] ?? Number.NaN;
  };
  const [floor, cold, recheckCss, recheckHtml] = ['floor', 'cold', 'recheckCss', 'recheckHtml'].map(median) as [
    number,
    number,
    number,
    number,
  ];
  const ms = (v: number) => `${v.toFixed(2)} ms (${(1000 / v).toFixed(1)} ops/s)`;
  console.log(
    `${size}: floor ${ms(floor)} · cold ${ms(cold)} · re-check after style.css edit ${ms(recheckCss)} · after index.html edit ${ms(recheckHtml)} · cold/floor ${(cold / floor).toFixed(2)} · cold/re-check(css) ${(cold / recheckCss).toFixed(1)}× · cold/re-check(html) ${(cold / recheckHtml).toFixed(1)}×`,
  );
}
