/** The import-cycle check of `npm run lint` (scripts/check-cycles.mjs). */
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { findCycles, importGraph, runtimeImports } from './check-cycles.mjs';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('import cycles', () => {
  it('finds a cycle of three modules, as a path back to its start', () => {
    const cycles = findCycles(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }));
    expect(cycles).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('finds a module that imports itself, and each separate cycle once', () => {
    const cycles = findCycles(graphOf({ a: ['a'], b: ['c'], c: ['b'], e: [] }));
    expect(cycles.map((cycle: string[]) => cycle.join(' '))).toEqual(['a a', 'b c b']);
  });

  it('finds none in a graph without one', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('counts the imports that stay at run time: not `import type`, not dynamic `import()`', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export { d } from './d';",
      "const e = () => import('./e');",
    ].join('\n');
    expect(runtimeImports(text)).toEqual(['./a', './d']);
  });

  it('finds none in the repository', () => {
    const graph = importGraph();
    expect(graph.get('api/app.ts')).toContain('api/lib/router.ts');
    expect(findCycles(graph)).toEqual([]);
  });
});
