/**
 * The shorthand table is generated from MDN's CSS data (scripts/css-shorthand-table.ts): the committed file must be
 * what the script writes from the installed data, so a data update or a hand edit cannot drift unnoticed.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHORTHANDS } from './css-shorthands.generated';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the generated shorthand table', () => {
  it('matches what the script writes from mdn-data', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/css-shorthand-table.ts', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(out).toContain('matches mdn-data');
  });

  it('holds the shorthands a learner writes, each with its longhands', () => {
    expect(SHORTHANDS['place-items']?.longhands).toEqual(['align-items', 'justify-items']);
    expect(SHORTHANDS['margin-inline']?.longhands).toEqual(['margin-inline-start', 'margin-inline-end']);
    expect(SHORTHANDS.border?.longhands).toHaveLength(12);
    expect(SHORTHANDS['border-block']?.longhands).toEqual([
      'border-block-start-width',
      'border-block-end-width',
      'border-block-start-style',
      'border-block-end-style',
      'border-block-start-color',
      'border-block-end-color',
    ]);
    for (const name of [
      'flex-flow',
      'grid-row',
      'grid-template',
      'column-rule',
      'scroll-padding',
      'offset',
      'inset-block',
    ])
      expect(SHORTHANDS[name]).toBeDefined();
  });
});
