/**
 * The fixed benchmark workspaces (docs/decisions/0009-checker.md), loaded for the checker bench and its figure test.
 * `tests/fixtures/bench` is a verbatim copy of the team's `shared/bench`, kept in the repository so
 * that a clone runs the tests and benchmarks on its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Answer, CheckFile } from '../../workers/checker/api';

export const BENCH_DIR = path.resolve(import.meta.dirname, '../fixtures/bench');
export const SIZES = ['s', 'm', 'l'] as const;
export type BenchSize = (typeof SIZES)[number];

export const benchRules: Answer[] = JSON.parse(readFileSync(path.join(BENCH_DIR, 'rules.json'), 'utf8'));

/** The workspace of one size, in the order the checker reads it. */
export function benchFiles(size: BenchSize): CheckFile[] {
  return ['index.html', 'style.css', 'script.js'].map((name) => ({
    path: name,
    value: readFileSync(path.join(BENCH_DIR, size, name), 'utf8'),
  }));
}

/** The same workspace after a one-file edit: a new declaration appended to `style.css`, unique per call. */
export function editStylesheet(files: CheckFile[], n: number): CheckFile[] {
  return files.map((f) =>
    f.path === 'style.css' ? { path: f.path, value: `${f.value}\n.edit-${n} { color: red; }\n` } : f,
  );
}

/** The same workspace after a one-file edit of `index.html` (a new paragraph), unique per call. */
export function editHtml(files: CheckFile[], n: number): CheckFile[] {
  return files.map((f) =>
    f.path === 'index.html' ? { path: f.path, value: f.value.replace('</main>', `<p>edit ${n}</p></main>`) } : f,
  );
}
