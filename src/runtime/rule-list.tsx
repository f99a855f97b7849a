/**
 * The checklist of a task's answer rules with a passed/failed mark and, for a failing rule, the hint the
 * learner reads. One component for the student's practice and project screens and the admin's rule
 * try-out, so an author sees exactly the verdicts and hints a student will.
 */
import { Trans, useLingui } from '@lingui/react/macro';
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
