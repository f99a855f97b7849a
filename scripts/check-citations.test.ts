/** Lint refuses comments, test titles and docs that cite a tracker entry (scripts/check-citations.mjs). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { check, citationsIn } from './check-citations.mjs';

// Written in two parts so that this file does not cite anything itself.
const ISSUE = 'issue';

describe('citation check', () => {
  it.each([
    [`// the router (${ISSUE} 18): faster`, `${ISSUE} 18`],
    [` * ${ISSUE.toUpperCase()} #7 scale target`, `${ISSUE.toUpperCase()} #7`],
    [`-- keys (${ISSUE}-15)`, `${ISSUE}-15`],
    [`it('keeps the policy (${ISSUE} #16)', …)`, `${ISSUE} #16`],
  ])('finds a citation in %s', (line, excerpt) => {
    expect(citationsIn(`first line\n${line}\n`)).toEqual([{ line: 2, excerpt }]);
  });

  it.each([
    'the issues of a mentor, 16 in all',
    'an issue with the cache: 3 retries',
    'see docs/decisions/0017-speed-targets.md',
    'tissue-18',
  ])('leaves alone %s', (line) => {
    expect(citationsIn(line)).toEqual([]);
  });

  it('reads source, docs and SQL, and skips dependencies and build output', () => {
    const dir = mkdtempSync(join(tmpdir(), 'citations-'));
    for (const folder of ['api', 'docs', 'node_modules/x', 'dist']) mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, 'api/a.ts'), `/** Speed (${ISSUE} 18). */\n`);
    writeFileSync(join(dir, 'docs/b.md'), `Text.\n\nMore (${ISSUE} 15).\n`);
    writeFileSync(join(dir, 'api/c.sql'), `-- keys (${ISSUE} 16)\n`);
    writeFileSync(join(dir, 'node_modules/x/d.js'), `// ${ISSUE} 1\n`);
    writeFileSync(join(dir, 'dist/e.js'), `// ${ISSUE} 2\n`);
    expect(
      check(dir)
        .map((hit: { file: string; line: number }) => `${hit.file}:${hit.line}`)
        .sort(),
    ).toEqual(['api/a.ts:1', 'api/c.sql:1', 'docs/b.md:3']);
  });

  it('finds none in the repository', () => {
    expect(check()).toEqual([]);
  });
});
