import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { buildStamp, isBuildCurrent, markBuilt } from './build-stamp.mjs';

describe('the build stamp npm start compares before building', () => {
  let root: string;
  const inputs = ['src', 'index.html', 'missing-file.json'];
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'kk-stamp-'));
    mkdirSync(join(root, 'src/app'), { recursive: true });
    writeFileSync(join(root, 'src/app/main.tsx'), 'export const a = 1;\n');
    writeFileSync(join(root, 'index.html'), '<!doctype html>');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stays the same when nothing changed, even when files are touched', () => {
    const before = buildStamp(inputs, root);
    utimesSync(join(root, 'src/app/main.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(buildStamp(inputs, root)).toBe(before);
  });

  it('changes with an edited, added or renamed source file and with a file that appears', () => {
    const stamps = new Set([buildStamp(inputs, root)]);
    writeFileSync(join(root, 'src/app/main.tsx'), 'export const a = 2;\n');
    stamps.add(buildStamp(inputs, root));
    writeFileSync(join(root, 'src/app/extra.ts'), 'export {};\n');
    stamps.add(buildStamp(inputs, root));
    rmSync(join(root, 'src/app/extra.ts'));
    writeFileSync(join(root, 'src/app/renamed.ts'), 'export {};\n');
    stamps.add(buildStamp(inputs, root));
    // A Laravel bundle built after the last start is an input that appears.
    writeFileSync(join(root, 'missing-file.json'), '{}');
    stamps.add(buildStamp(inputs, root));
    expect(stamps.size).toBe(5);
  });

  it('ignores tests, which no build reads', () => {
    const before = buildStamp(inputs, root);
    writeFileSync(join(root, 'src/app/main.test.tsx'), 'it("x", () => {});\n');
    expect(buildStamp(inputs, root)).toBe(before);
  });

  it('calls a build current only when its recorded stamp matches', () => {
    const dist = join(root, 'dist');
    mkdirSync(dist);
    const stamp = buildStamp(inputs, root);
    expect(isBuildCurrent(dist, stamp)).toBe(false);
    markBuilt(dist, stamp);
    expect(isBuildCurrent(dist, stamp)).toBe(true);
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    expect(isBuildCurrent(dist, buildStamp(inputs, root))).toBe(false);
  });
});
