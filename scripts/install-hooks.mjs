#!/usr/bin/env node
/**
 * `npm install`'s `prepare` step: points git at the repository's hooks (.githooks, the commit convention of
 * CONTRIBUTING.md). It never fails an install: outside the project's own git work tree (a tarball, `npm ci` in a
 * container without .git, a copy inside another repository), without git, or when git refuses, it says nothing and
 * leaves the configuration alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

function git(...args) {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

// Only in the project's own work tree: a copy unpacked inside another repository must not change that one's hooks.
const topLevel = git('rev-parse', '--show-toplevel');
if (existsSync(join(root, '.githooks')) && topLevel !== undefined && realpathSync(topLevel) === realpathSync(root)) {
  if (git('config', '--get', 'core.hooksPath') !== '.githooks') git('config', 'core.hooksPath', '.githooks');
}
