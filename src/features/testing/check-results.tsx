/** The playground's check report: one line per answer rule with its verdict, hint and line. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckReport, RuleResult } from '../../../workers/checker/api';
import { useRuleReasonText } from '../../runtime/rule-reason-text';

function ResultLine({ result }: { result: RuleResult }) {
  const { t } = useLingui();
  const reasonText = useRuleReasonText();
  const number = result.index + 1;
  const kind = result.kind.toUpperCase();
  const line = result.line;
  const place = [result.file, line ? t`baris ${line}` : ''].filter(Boolean).join(', ');
  return (
    <li
      className={`kk-testing__result kk-testing__result--${result.passed ? 'pass' : 'fail'}`}
      data-passed={result.passed}
    >
      <span className="kk-testing__result-mark" aria-hidden="true">
        {result.passed ? '✓' : '✗'}
      </span>
      <span>
        {t`Aturan ${number} (${kind})`}: {result.passed ? t`lulus` : t`gagal`} · {reasonText(result.reason)}
        {place ? ` · ${place}` : ''}
      </span>
    </li>
  );
}

export function CheckResults({ report }: { report: CheckReport | null }) {
  if (!report) {
    return (
      <p className="kk-testing__muted">
        <Trans>Belum ada hasil pemeriksaan.</Trans>
      </p>
    );
  }
  const total = report.results.length;
  const passed = report.results.filter((r) => r.passed).length;
  return (
    <div>
      <p className="kk-testing__summary" data-passed={report.passed}>
        {report.passed ? (
          <Trans>
            Semua aturan terpenuhi ({passed}/{total}).
          </Trans>
        ) : (
          <Trans>
            {passed} dari {total} aturan terpenuhi.
          </Trans>
        )}
      </p>
      <ol className="kk-testing__results">
        {report.results.map((result) => (
          <ResultLine key={result.index} result={result} />
        ))}
      </ol>
    </div>
  );
}
