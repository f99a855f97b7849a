/** The playground's check report: one line per answer rule with its verdict, hint and line. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckReport, RuleResult } from '../../../workers/checker/api';

function useReasonText() {
  const { t } = useLingui();
  return (reason: string): string => {
    switch (reason) {
      case 'ok':
        return t`Sesuai`;
      case 'missing-tag':
        return t`Tag tidak ditemukan`;
      case 'missing-close-tag':
        return t`Tag penutup tidak ada`;
      case 'attribute-mismatch':
        return t`Atribut tidak sesuai`;
      case 'quantity':
        return t`Jumlah elemen tidak sesuai`;
      case 'missing-rule':
        return t`Aturan CSS tidak ditemukan`;
      case 'property-mismatch':
        return t`Properti CSS tidak sesuai`;
      case 'js-not-found':
        return t`Kode JavaScript tidak ditemukan`;
      case 'file-missing':
        return t`File atau folder tidak ditemukan`;
      case 'invalid-answer':
        return t`Kunci jawaban tidak valid`;
      default:
        return reason;
    }
  };
}

function ResultLine({ result }: { result: RuleResult }) {
  const { t } = useLingui();
  const reasonText = useReasonText();
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
