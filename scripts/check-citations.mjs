#!/usr/bin/env node
/**
 * Comments, test titles and docs must stand alone: the word "issue" with a number points to a tracker a reader of
 * the repository cannot see, so the reason it stood for is lost. Checked on every `npm run lint`: prints each
 * citation with its file and line, then exits 1 when there is any. Say the rule or the reason itself, or link the
 * decision record that holds it (docs/decisions/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** "issue", a space, hyphen or hash, then a number: a tracker entry (any letter case). */
const CITATION = /\bissue[\s-]*#?\d+/gi;
const TEXT = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|css|html|md|sql|sh)$/;
/** Build output, local data, dependencies, translations and the learners' bench workspaces are not ours to word. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  'locales',
  'public',
]);
const SKIPPED_PATHS = new Set(['tests/fixtures']);

/** Every citation in a text: `{ line, excerpt }`, lines counted from 1. */
export function citationsIn(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const m of line.matchAll(CITATION)) found.push({ line: index + 1, excerpt: m[0] });
  });
  return found;
}

/** The files the check reads under `dir`, as paths relative to `base`. */
export function* checkedFiles(dir, base = dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(base, path);
    if (SKIPPED.has(name) || SKIPPED_PATHS.has(rel) || (name.startsWith('.') && name !== '.githooks')) continue;
    if (statSync(path).isDirectory()) yield* checkedFiles(path, base);
    else if (TEXT.test(name) || dir.endsWith('.githooks')) yield rel;
  }
}

/** Every citation under `base`: `{ file, line, excerpt }`. */
export function check(base = root) {
  const found = [];
  for (const file of checkedFiles(base)) {
    for (const hit of citationsIn(readFileSync(join(base, file), 'utf8'))) found.push({ file, ...hit });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = check();
  for (const { file, line, excerpt } of found)
    console.error(`${file}:${line}: "${excerpt}" cites an issue; say the reason, or link a docs/decisions/ record`);
  if (found.length > 0) process.exit(1);
  console.log('No issue citations.');
}
