/**
 * The checklist of a task's answer rules with a passed/failed mark and, for a failing rule, the hint the
 * learner reads. One component for the student's practice and project screens and the admin's rule
 * try-out, so an author sees exactly the verdicts and hints a student will.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Answer, RuleResult } from '../../workers/checker/api';
import { describeAnswer, ruleHint } from './rule-hints';
import './rule-list.css';

type Props = {
  answers: Answer[];
  /** The checker's results; null while the first check runs. */
  results: RuleResult[] | null;
  /** The list's accessible name (default "Syarat tugas"). */
  label?: string;
};

export function RuleList({ answers, results, label }: Props) {
  const { t, i18n } = useLingui();
  return (
    <ul className="kk-rules" aria-label={label ?? t`Syarat tugas`}>
      {answers.map((answer, index) => {
        const result = results?.find((r) => r.index === index);
        // A behaviour rule waits for its run (after a typing pause) while the static rules already have a verdict.
        const status =
          !result || result.reason === 'behaviour-pending' ? 'pending' : result.passed ? 'passed' : 'failed';
        const hint = result ? ruleHint(i18n, result, answer) : null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; their order is fixed.
          <li key={index} className={`kk-rule is-${status}`} data-status={status}>
            <span className="kk-rule__icon" aria-hidden="true">
              {status === 'passed' ? '✓' : status === 'failed' ? '✗' : '…'}
            </span>
            <span className="kk-rule__body">
              <span className="kk-rule__what">{describeAnswer(i18n, answer)}</span>
              <span className="kk-rule__status">
                {status === 'passed' ? (
                  <Trans>Lulus</Trans>
                ) : status === 'failed' ? (
                  <Trans>Belum lulus</Trans>
                ) : (
                  <Trans>Memeriksa…</Trans>
                )}
              </span>
              {hint && <span className="kk-rule__hint">{hint}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What a screen reader hears of a check: one sentence once every rule has its verdict (behaviour rules included),
 * and again only when that sentence changes. The checklist itself is not a live region: it changes on every
 * keystroke and, for behaviour rules, twice per check.
 */
export function VerdictAnnouncement({ results }: { results: RuleResult[] | null }) {
  const { t } = useLingui();
  const settled = results?.every((r) => r.reason !== 'behaviour-pending') ?? false;
  const passed = results?.filter((r) => r.passed).length ?? 0;
  const total = results?.length ?? 0;
  const sentence = !settled
    ? ''
    : passed === total
      ? t`Semua syarat terpenuhi.`
      : t`${passed} dari ${total} syarat terpenuhi.`;
  // Held while a check runs, so the region does not empty and announce the same sentence again afterwards.
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (sentence) setSpoken(sentence);
  }, [sentence]);
  return (
    <p className="kk-visually-hidden" role="status" data-testid="verdict-announcement">
      {spoken}
    </p>
  );
}
