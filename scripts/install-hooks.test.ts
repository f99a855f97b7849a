/**
 * `npm install`'s `prepare` step (scripts/install-hooks.mjs): sets git's hooks folder inside a work tree, and
 * never fails an install outside one (a clean `npm ci` without .git).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A copy of the project's skeleton the script sees as its root. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'install-hooks-'));
  mkdirSync(join(dir, 'scripts'));
  mkdirSync(join(dir, '.githooks'));
  copyFileSync('scripts/install-hooks.mjs', join(dir, 'scripts/install-hooks.mjs'));
  return dir;
}

const install = (dir: string) =>
  spawnSync(process.execPath, [join(dir, 'scripts/install-hooks.mjs')], { cwd: dir, encoding: 'utf8' });
const git = (dir: string, ...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });

describe('install-hooks', () => {
  it('succeeds and writes nothing outside a git work tree', () => {
    const dir = project();
    const run = install(dir);
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
  });

  it('leaves alone a repository the project was copied into', () => {
    const outer = mkdtempSync(join(tmpdir(), 'install-hooks-outer-'));
    expect(git(outer, 'init', '-q').status).toBe(0);
    const dir = join(outer, 'kelaskoding');
    mkdirSync(join(dir, 'scripts'), { recursive: true });
    mkdirSync(join(dir, '.githooks'));
    copyFileSync('scripts/install-hooks.mjs', join(dir, 'scripts/install-hooks.mjs'));
    expect(install(dir).status).toBe(0);
    expect(git(outer, 'config', '--get', 'core.hooksPath').status).toBe(1);
  });

  it("points a work tree's hooks at .githooks", () => {
    const dir = project();
    expect(git(dir, 'init', '-q').status).toBe(0);
    expect(install(dir).status).toBe(0);
    expect(git(dir, 'config', '--get', 'core.hooksPath').stdout.trim()).toBe('.githooks');
  });
});
