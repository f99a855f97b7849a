/**
 * /testing/behaviour: the behaviour-test playground. An author (or the end-to-end suite, which runs the browser/server
 * agreement table through it) pastes a workspace and its rules as JSON, runs them, and reads each rule's verdict as
 * the browser reaches it: the page built in the checker worker, the tests run in the hidden behaviour frame.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Answer, CheckFile, CheckReport } from '../../../workers/checker/api';
import { checkWorkspace } from '../../runtime/check-workspace';
import { checkerErrorText } from '../../runtime/checker-error-text';
import { RuleList } from '../../runtime/rule-list';
import { Button } from '../../ui/button';
import './test-screen.css';

const SAMPLE = JSON.stringify(
  {
    files: [
      {
        path: 'index.html',
        value:
          '<button id="tambah">+</button> <span id="n">0</span>\n<script>\nlet n = 0;\ndocument.querySelector("#tambah").onclick = () => { n++; document.querySelector("#n").textContent = n; };\n</script>',
      },
    ],
    answers: [{ kind: 'behaviour', test: "click('#tambah');\nassert.equal($('#n').textContent, '1');" }],
  },
  null,
  2,
);

type Input = { files: CheckFile[]; answers: Answer[] };

/** The pasted JSON as a workspace and rules, or null when it is not one. */
function parseInput(text: string): Input | null {
  try {
    const value = JSON.parse(text) as Partial<Input>;
    const files = Array.isArray(value.files)
      ? value.files.filter((f): f is CheckFile => typeof f?.path === 'string' && typeof f?.value === 'string')
      : null;
    return files && Array.isArray(value.answers) ? { files, answers: value.answers } : null;
  } catch {
    return null;
  }
}

type Run =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; report: CheckReport; input: Input; ms: number };

export default function BehaviourTestingScreen() {
  const { t } = useLingui();
  const fieldId = useId();
  const [text, setText] = useState(SAMPLE);
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    const input = parseInput(text);
    if (!input) {
      const shape = '{ "files": [...], "answers": [...] }';
      setError(t`Isi harus JSON berbentuk ${shape}.`);
      return;
    }
    setError(null);
    setRun({ status: 'running' });
    const started = performance.now();
    try {
      const report = await checkWorkspace(input.files, input.answers, { behaviour: true });
      setRun({ status: 'done', report, input, ms: Math.round(performance.now() - started) });
    } catch (failure) {
      setRun({ status: 'idle' });
      setError(checkerErrorText(failure));
    }
  };

  return (
    <main className="kk-testing">
      <h1>
        <Trans>Uji perilaku</Trans>
      </h1>
      <label htmlFor={fieldId}>
        <Trans>Workspace dan aturan (JSON)</Trans>
      </label>
      <textarea
        id={fieldId}
        className="kk-testing__json"
        rows={16}
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p>
        <Button type="button" onClick={start} disabled={run.status === 'running'}>
          <Trans>Jalankan</Trans>
        </Button>
      </p>
      {error ? (
        <p role="alert" className="kk-testing__error">
          {error}
        </p>
      ) : null}
      <output aria-live="polite" data-status={run.status} data-testid="behaviour-verdicts">
        {run.status === 'running' ? <Trans>Menjalankan…</Trans> : null}
        {run.status === 'done' ? (
          <>
            <p data-reasons={run.report.results.map((r) => r.reason).join(',')} data-ms={run.ms}>
              {run.report.passed ? <Trans>Semua aturan lulus</Trans> : <Trans>Ada aturan yang belum lulus</Trans>}{' '}
              {(() => {
                const ms = run.ms;
                return <Trans>({ms} ms)</Trans>;
              })()}
            </p>
            <RuleList answers={run.input.answers} results={run.report.results} />
          </>
        ) : null}
      </output>
    </main>
  );
}
