#!/usr/bin/env node
/**
 * No endpoint written by hand in the client: screens reach the API through the typed client (`src/api-client`,
 * Hono's `hc<AppType>`), so a renamed route or a changed field is a type error. This check, run by `npm run lint`,
 * prints every string in src/ (tests exempt) that starts with `/api/` outside the client module and exits 1 when
 * there is any. A file may be let off only with a reason in `ALLOWED`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { sourceFiles } from './source-files.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
/** The client module itself: the one place that knows the API's base path. */
const CLIENT = 'src/api-client/';

/** Files let off, each with its reason. */
const ALLOWED = {
  'src/features/testing/fixtures.ts':
    'student content of the sandbox playground: a sample page that tries to reach the API from the preview frame',
};

/** Each hand-written endpoint in `text` (a quote or backtick right before `/api/`): `{ line, text }`. */
export function endpointStrings(text) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    // A comment may name a route; code may not.
    const code = line.replace(/^\s*(\*|\/\/|\/\*\*?).*$/, '').replace(/\s\/\/.*$/, '');
    for (const m of code.matchAll(/['"`](\/api\/[^'"`]*)/g)) found.push({ line: index + 1, text: m[1] });
  });
  return found;
}

export function check() {
  const problems = [];
  for (const abs of sourceFiles(join(root, 'src'))) {
    const file = relative(root, abs).split('\\').join('/');
    if (file.startsWith(CLIENT) || file in ALLOWED) continue;
    for (const { line, text } of endpointStrings(readFileSync(abs, 'utf8'))) problems.push(`${file}:${line}: ${text}`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const problems = check();
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} endpoint(s) written by hand: call the typed client (src/api-client, apiClient.api.…).`,
    );
    process.exit(1);
  }
  console.log('No hand-written endpoints in src/.');
}
