/** The checker's verdict on each of the project's rules, run in the browser's checker worker. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Answer, CheckFile, CheckReport } from '../../../workers/checker/api';
import { checkWorkspace } from '../../runtime/check-workspace';
import { useRuleReasonText } from '../../runtime/rule-reason-text';
import { LoadingState } from '../../ui/spinner';

/** A short human description of what a rule asks. */
function describeRule(rule: Answer): string {
  switch (rule.kind) {
    case 'html': {
      const attrs = rule.attributes && rule.attributes !== '{}' ? ` ${rule.attributes}` : '';
      return `<${rule.tag}>${attrs}${rule.file ? ` · ${rule.file}` : ''}`;
    }
    case 'css':
      return `${rule.selector.join(', ')} ${rule.properties}${rule.file ? ` · ${rule.file}` : ''}`;
    case 'js':
      return `${rule.jsAnswer}${rule.file ? ` · ${rule.file}` : ''}`;
    case 'behaviour':
      return rule.message?.id || rule.message?.en || rule.test;
    case 'file':
      return rule.belongsTo === 'file'
        ? `${rule.path ? `${rule.path}/` : ''}${rule.name}.${rule.ext}`
        : `${rule.path ? `${rule.path}/` : ''}${rule.name}/`;
  }
}

export function RuleResults({ files, rules }: { files: CheckFile[]; rules: Answer[] }) {
  const { t } = useLingui();
  const [report, setReport] = useState<{ data: CheckReport | null; error: string | null }>({ data: null, error: null });

  useEffect(() => {
    if (rules.length === 0) return;
    let live = true;
    // Behaviour rules run the submitted page, as the server's re-check did.
    checkWorkspace(files, rules, { behaviour: true })
      .then((data) => live && setReport({ data, error: null }))
      .catch(() => live && setReport({ data: null, error: t`Pemeriksaan otomatis gagal dijalankan.` }));
    return () => {
      live = false;
    };
  }, [files, rules, t]);

  const reasonText = useRuleReasonText();

  if (rules.length === 0) {
    return (
      <p className="mt-muted">
        <Trans>Proyek ini tidak memiliki aturan pemeriksaan otomatis.</Trans>
      </p>
    );
  }
  if (report.error) {
    return (
      <p className="mt-error" role="alert">
        {report.error}
      </p>
    );
  }
  if (!report.data) return <LoadingState label={<Trans>Memeriksa…</Trans>} />;
  const passed = report.data.results.filter((r) => r.passed).length;
  return (
    <div className="rv-rules">
      <p className={report.data.passed ? 'rv-rules__sum is-pass' : 'rv-rules__sum is-fail'}>
        <Trans>
          {passed} dari {report.data.results.length} aturan terpenuhi
        </Trans>
      </p>
      <ol>
        {report.data.results.map((result) => {
          const rule = rules[result.index];
          return (
            <li key={result.index} className={result.passed ? 'is-pass' : 'is-fail'}>
              <span aria-hidden="true">{result.passed ? '✓' : '✗'}</span>
              <div>
                <code>{rule ? describeRule(rule) : result.kind}</code>
                <small>
                  {reasonText(result.reason)}
                  {result.file ? ` · ${result.file}` : ''}
                  {result.line ? ` · ${t`baris ${result.line}`}` : ''}
                </small>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
