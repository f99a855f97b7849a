import { parse as parseCss } from 'css-tree';
import { parse } from 'parse5';
import { test } from 'vitest';
import { benchFiles, benchRules, editStylesheet } from '../../tests/bench/checker-fixtures';
import { parseHtmlDoc } from './html-doc';
import { parseCssSheet } from './css-sheet';
import { checkAnswers, clearCheckerCache } from './index';
test('prof', () => {
  for (const size of ['m', 'l'] as const) {
  const files = benchFiles(size);
  const html = files[0]!.value, css = files[1]!.value;
  const fns: Record<string, () => void> = {
    floor: () => { parse(html, { sourceCodeLocationInfo: true }); parseCss(css); },
    p5: () => { parse(html, { sourceCodeLocationInfo: true }); },
    doc: () => { parseHtmlDoc(html); },
    sheet: () => { parseCssSheet(css); },
    cold: () => { clearCheckerCache(); checkAnswers(files, benchRules); },
    recheck: (() => { let k = 0; return () => { checkAnswers(editStylesheet(files, k++), benchRules); }; })(),
  };
  const times: Record<string, number[]> = {};
  const n = size === 'l' ? 20 : 150;
  for (let i = 0; i < n; i++) for (const [k, f] of Object.entries(fns)) { const s = performance.now(); f(); (times[k] ??= []).push(performance.now() - s); }
  const med = Object.fromEntries(Object.entries(times).map(([k, t]) => { t.sort((a, b) => a - b); return [k, +t[Math.floor(t.length / 2)]!.toFixed(3)]; }));
  console.log('RES', size, JSON.stringify(med), 'cold/floor', (med.cold! / med.floor!).toFixed(2), 'cold/recheck', (med.cold! / med.recheck!).toFixed(2));
  }
});
