/**
 * `checkAnswers` on the fixed small, medium and large workspaces, next to the parse floor (parse5 with
 * source locations + css-tree of the same files) measured in the same run. Targets: medium
 * cold check within 1.3× the parse floor; a re-check after a one-file edit at least 3× faster than cold.
 */
import { parse as parseCss } from 'css-tree';
import { parse as parseHtml } from 'parse5';
import { bench, describe } from 'vitest';
import { checkAnswers, clearCheckerCache } from '../../workers/checker/index';
import { benchFiles, benchRules, editHtml, editStylesheet, SIZES } from './checker-fixtures';

for (const size of SIZES) {
  const files = benchFiles(size);
  const html = files.find((f) => f.path.endsWith('.html'))!.value;
  const css = files.find((f) => f.path.endsWith('.css'))!.value;
  let edit = 0;
  // the machine is shared: longer runs and a warm-up keep the noise down
  const options = { time: size === 'l' ? 3000 : 1500, warmupTime: 300 };

  describe(`checker ${size}`, () => {
    bench(
      'parse floor (parse5 + css-tree)',
      () => {
        parseHtml(html, { sourceCodeLocationInfo: true });
        parseCss(css);
      },
      options,
    );

    bench(
      'checkAnswers cold',
      () => {
        clearCheckerCache();
        checkAnswers(files, benchRules);
      },
      options,
    );

    bench(
      're-check after editing style.css',
      () => {
        checkAnswers(editStylesheet(files, edit++), benchRules);
      },
      { ...options, setup: () => void checkAnswers(files, benchRules) },
    );

    bench(
      're-check after editing index.html',
      () => {
        checkAnswers(editHtml(files, edit++), benchRules);
      },
      { ...options, setup: () => void checkAnswers(files, benchRules) },
    );
  });
}
