/** The commit convention the `commit-msg` hook enforces (scripts/commit-message.mjs, CONTRIBUTING.md). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { commitMessageProblems, messageLines } from './commit-message.mjs';

const WHY = '\n\nThe body says why the change is made.\n';

describe('commit messages', () => {
  it('accepts an imperative subject of at most 72 characters with a body', () => {
    expect(commitMessageProblems(`Count sign-in attempts before hashing the password${WHY}`)).toEqual([]);
    expect(commitMessageProblems(`${'A'.repeat(72)}${WHY}`)).toEqual([]);
  });

  it.each([
    ['a subject over 72 characters', `Add ${'x'.repeat(69)}${WHY}`, /73 characters/],
    ['a past tense', `Added the hook${WHY}`, /imperative/],
    ['a gerund', `Adding the hook${WHY}`, /imperative/],
    ['a third person', `Adds the hook${WHY}`, /imperative/],
    ['a lower-case start', `add the hook${WHY}`, /capital/],
    ['a full stop', `Add the hook.${WHY}`, /full stop/],
    ['no body', 'Add the hook\n', /body/],
    ['no blank second line', 'Add the hook\nbecause we need it\n', /second line blank/],
    ['an issue number', `Fix the throttle of ${'issue'} 16${WHY}`, /issue number/],
    ['a hash reference', `Fix the throttle${WHY}See #16.\n`, /issue number/],
    ['an empty message', '# only a comment\n\n', /empty/],
  ])('refuses %s', (_name, message, problem) => {
    expect(commitMessageProblems(message).join('\n')).toMatch(problem);
  });

  it.each([
    "Merge branch 'wt/docs'",
    "Merge branch 'wt/api' into main: hardening of every route, with a subject longer than seventy-two characters",
    'Merge remote-tracking branch origin/main',
    'Revert "Add the hook"',
    'fixup! Add the hook',
  ])('leaves the subjects git writes alone: %s', (subject) => {
    expect(commitMessageProblems(`${subject}\n`)).toEqual([]);
  });

  it('reads the message as git stores it: no comments, nothing past the scissors line', () => {
    const text =
      'Add the hook\n\nWhy.\n# Please enter the commit message\n# ------------------------ >8 ------------------------\ndiff --git a b\n';
    expect(messageLines(text)).toEqual(['Add the hook', '', 'Why.']);
    expect(commitMessageProblems(text)).toEqual([]);
  });

  it('keeps imperatives that look like a past tense', () => {
    expect(commitMessageProblems(`Embed the fonts${WHY}`)).toEqual([]);
    expect(commitMessageProblems(`Speed up the checker${WHY}`)).toEqual([]);
    expect(commitMessageProblems(`Pass the locale through${WHY}`)).toEqual([]);
  });

  it('exits 1 with the problems from the command line, 0 for a good message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'));
    const bad = join(dir, 'bad');
    const good = join(dir, 'good');
    writeFileSync(bad, 'fixed stuff\n');
    writeFileSync(good, `Add the hook${WHY}`);
    const run = (file: string) =>
      spawnSync(process.execPath, ['scripts/commit-message.mjs', file], { encoding: 'utf8' });
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/CONTRIBUTING\.md/);
    expect(run(good).status).toBe(0);
  });
});
