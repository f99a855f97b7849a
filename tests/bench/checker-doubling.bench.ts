/**
 * The doubling benchmark's inputs under vitest bench (`npm run bench`): each kind at two sizes, one
 * double the other, so the summary shows the time ratio of one doubling (target ≤ 2.2×). The full
 * table over five doublings with the parse floor beside it: `node --expose-gc --import tsx
 * tests/bench/checker-doubling.ts`.
 */
import { bench, describe } from 'vitest';
import { coldCheck, DOUBLING_KINDS } from './checker-doubling';

for (const kind of DOUBLING_KINDS) {
  describe(`doubling: ${kind.name}`, () => {
    for (const n of [kind.base * 4, kind.base * 8]) {
      const files = kind.files(n);
      const answers = kind.answers(n);
      bench(`cold check, ${n} units`, () => coldCheck(files, answers), { time: 1000, warmupTime: 200 });
    }
  });
}
