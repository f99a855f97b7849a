#!/usr/bin/env node
/**
 * No import cycles between our modules, checked on every `npm run lint`. A cycle makes the order modules initialise
 * in depend on which one is imported first (a value read before its module ran is `undefined`), and it ties modules
 * that should stand alone. Counts the static imports that stay at run time: `import type` is erased, and a dynamic
 * `import()` loads its module later, once both have initialised. Prints each cycle and exits 1 when there is any.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf } from './check-imports.mjs';
import { sourceFiles } from './source-files.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['src', 'api', 'workers', 'sandbox'];
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The module files of the static, run-time imports in `text`. */
export function runtimeImports(text) {
  const withoutDynamic = text.replace(/\bimport\(\s*['"][^'"]+['"]\s*\)/g, '');
  return importsOf(withoutDynamic)
    .filter(({ typeOnly }) => !typeOnly)
    .map(({ spec }) => spec);
}

/** The file a relative import names, or undefined (a package, or a file that is not ours). */
function resolveImport(fromAbs, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(fromAbs), spec.replace(/\.js$/, ''));
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/**
 * The cycles of a graph (`Map<node, node[]>`): one per strongly connected component of more than one node or with a
 * self-import, given as a path that starts and ends at the same node.
 */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  function visit(node) {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(new Set(component));
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.map((component) => cycleWithin(graph, component));
}

/** One cycle through the component's first node, found breadth-first inside the component. */
function cycleWithin(graph, component) {
  const start = [...component].sort()[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** The import graph of our source files, by repository path. */
export function importGraph(base = root) {
  const graph = new Map();
  for (const top of ROOTS) {
    for (const abs of sourceFiles(join(base, top))) {
      const targets = runtimeImports(readFileSync(abs, 'utf8'))
        .map((spec) => resolveImport(abs, spec))
        .filter((path) => path !== undefined)
        .map((path) => relative(base, path));
      graph.set(relative(base, abs), targets);
    }
  }
  return graph;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findCycles(importGraph());
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`);
  if (cycles.length > 0) {
    console.error(`\n${cycles.length} import cycle(s): move what both sides need into a module of its own.`);
    process.exit(1);
  }
  console.log('No import cycles.');
}
