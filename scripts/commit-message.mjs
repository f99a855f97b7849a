#!/usr/bin/env node
/**
 * The commit convention of CONTRIBUTING.md, checked by the `commit-msg` hook (.githooks/commit-msg): a subject of
 * at most 72 characters in the imperative, a blank line, then a body that says why. Merges, reverts and
 * fixup!/squash! commits keep the subject git writes for them. Prints each problem and exits 1 when there is any.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SUBJECT_MAX = 72;

/** Subjects git writes itself; the convention does not apply to them. */
const GENERATED = /^(Merge |Revert "|fixup! |squash! |amend! )/;

/** First words that end like a past tense or a gerund but are imperatives. */
const IMPERATIVE_EXCEPTIONS = new Set([
  'bring',
  'embed',
  'shed',
  'ping',
  'string',
  'seed',
  'speed',
  'need',
  'feed',
  'alias',
  'bias',
]);

/** A citation of a tracker entry: the reason belongs in the message itself (CONTRIBUTING.md). */
const TRACKER_CITATION = /\bissue\s*#?\d+|(^|\s)#\d+\b/i;

/** The message as git will store it: without comment lines and without what follows the scissors line. */
export function messageLines(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const scissors = lines.findIndex((line) => /^# -+ >8 -+$/.test(line));
  const kept = (scissors === -1 ? lines : lines.slice(0, scissors)).filter((line) => !line.startsWith('#'));
  while (kept.length > 0 && kept[kept.length - 1].trim() === '') kept.pop();
  while (kept.length > 0 && kept[0].trim() === '') kept.shift();
  return kept;
}

/** Every way the message breaks the convention, as sentences; empty when it keeps it. */
export function commitMessageProblems(text) {
  const lines = messageLines(text);
  if (lines.length === 0) return ['The message is empty.'];
  const subject = lines[0];
  if (GENERATED.test(subject)) return [];
  const problems = [];
  if (subject.length > SUBJECT_MAX)
    problems.push(`The subject has ${subject.length} characters; keep it to ${SUBJECT_MAX}.`);
  const first = subject.split(/\s/)[0] ?? '';
  if (!/^[A-Z]/.test(first)) problems.push('Start the subject with a capital letter, as a command: "Add …".');
  const word = first.toLowerCase().replace(/[^a-z]/g, '');
  if (!IMPERATIVE_EXCEPTIONS.has(word) && (/[^e]ed$/.test(word) || /ing$/.test(word) || /(es|[^su]s)$/.test(word)))
    problems.push(`Write the subject in the imperative ("Add", "Fix"), not "${first}".`);
  if (/[.:]$/.test(subject)) problems.push('End the subject without a full stop or colon.');
  if (lines.length > 1 && lines[1].trim() !== '')
    problems.push('Leave the second line blank, between subject and body.');
  if (!lines.slice(1).some((line) => line.trim() !== ''))
    problems.push('Add a body, after a blank line, that says why the change is made.');
  if (TRACKER_CITATION.test(lines.join('\n')))
    problems.push('Say the reason instead of citing an issue number; link a decision record if one holds it.');
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/commit-message.mjs <commit message file>');
    process.exit(2);
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(`Commit message (see CONTRIBUTING.md):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    console.error('Your message is kept in .git/COMMIT_EDITMSG.');
    process.exit(1);
  }
}
