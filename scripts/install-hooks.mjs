#!/usr/bin/env node
/**
 * `npm install`'s `prepare` step: points git at the repository's hooks (.githooks, the commit convention of
 * CONTRIBUTING.md). It never fails an install: outside a git work tree (a tarball, `npm ci` in a container without
 * .git), without git, or when git refuses, it says nothing and leaves the configuration alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

function git(...args) {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

if (existsSync(join(root, '.githooks')) && git('rev-parse', '--is-inside-work-tree') === 'true') {
  if (git('config', '--get', 'core.hooksPath') !== '.githooks') git('config', 'core.hooksPath', '.githooks');
}
