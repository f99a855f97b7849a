/**
 * /testing/test: the preview and checker playground (docs/decisions/0003-product-and-screens.md testing screens). Pick a sample
 * workspace, edit its files, switch HTML pages; every change is built and checked in the checker
 * worker and shown in the sandboxed preview frame with its console. The e2e sandbox suite drives it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { blockedSubmit, type PreviewMessage } from '../../../sandbox/preview/protocol';
import type { PreviewError, PreviewFile } from '../../../sandbox/preview/types';
import type { Answer, CheckReport } from '../../../workers/checker/api';
import { getCheckerClient } from '../../runtime/checker-client';
import { CheckerTimeoutError } from '../../runtime/checker-errors';
import { usePreviewErrorText } from '../../runtime/preview-error-text';
import { PreviewFrame } from '../../runtime/preview-frame';
import { defaultPreviewPage, previewPages, resolvePreviewLink } from '../../runtime/preview-pages';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { CheckResults } from './check-results';
import { type Fixture, fixtures } from './fixtures';
import { type ConsoleEntry, PreviewConsole } from './preview-console';
import './test-screen.css';

const MAX_CONSOLE = 500;
const RUN_DELAY_MS = 250;

type Preview = { html: string } | { error: PreviewError } | null;
type Status =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; ms: number }
  | { kind: 'failed'; timeout: boolean };

function parseAnswers(text: string): Answer[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'kind' in item)
      ? (value as Answer[])
      : null;
  } catch {
    return null;
  }
}

function useFixtureLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    site: t`Situs beberapa file (CSS, JS, gambar)`,
    security: t`Uji keamanan sandbox`,
    loop: t`Perulangan tak terbatas`,
    links: t`Tautan, formulir dan dialog`,
    'no-html': t`Ruang kerja tanpa HTML`,
  };
}

export default function TestScreen() {
  const { t } = useLingui();
  const previewErrorText = usePreviewErrorText();
  const labels = useFixtureLabels();
  const [fixtureId, setFixtureId] = useState(fixtures[0]?.id ?? '');
  const [files, setFiles] = useState<PreviewFile[]>(fixtures[0]?.files ?? []);
  const [answersText, setAnswersText] = useState(() => JSON.stringify(fixtures[0]?.answers ?? [], null, 2));
  const [activePath, setActivePath] = useState(fixtures[0]?.files[0]?.path ?? '');
  const [entry, setEntry] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<Preview>(null);
  const [report, setReport] = useState<CheckReport | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [consoleEntries, setConsoleEntries] = useState<ConsoleEntry[]>([]);
  const [runKey, setRunKey] = useState(0);
  const formId = useId();
  const runId = useRef(0);
  const nextEntryId = useRef(0);

  const answers = useMemo(() => parseAnswers(answersText), [answersText]);
  const pages = useMemo(() => previewPages(files), [files]);
  const shownPage = entry ?? defaultPreviewPage(files) ?? '';

  const loadFixture = (fixture: Fixture) => {
    setFixtureId(fixture.id);
    setFiles(fixture.files);
    setAnswersText(JSON.stringify(fixture.answers, null, 2));
    setActivePath(fixture.files[0]?.path ?? '');
    setEntry(undefined);
  };

  const addConsole = useCallback((message: ConsoleEntry['message']) => {
    nextEntryId.current += 1;
    const id = nextEntryId.current;
    setConsoleEntries((entries) => [...entries.slice(-(MAX_CONSOLE - 1)), { id, message }]);
  }, []);

  useEffect(() => {
    const id = ++runId.current;
    const timer = setTimeout(async () => {
      setStatus({ kind: 'running' });
      const client = getCheckerClient();
      const started = performance.now();
      const checkFiles = files.map(({ path, value }) => ({ path, value }));
      const [built, checked] = await Promise.allSettled([
        client.buildPreview(files, entry),
        answers ? client.checkAnswers(checkFiles, answers) : Promise.resolve(null),
      ]);
      if (id !== runId.current) return;
      const failure = [built, checked].find((r) => r.status === 'rejected');
      if (built.status === 'fulfilled') {
        setPreview(built.value.ok ? { html: built.value.html } : { error: built.value.error });
      }
      if (checked.status === 'fulfilled') setReport(checked.value);
      if (failure && failure.status === 'rejected') {
        // The client rejects only with checker errors; anything else is reported the same way.
        setStatus({ kind: 'failed', timeout: failure.reason instanceof CheckerTimeoutError });
      } else {
        setStatus({ kind: 'done', ms: Math.round(performance.now() - started) });
      }
    }, RUN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [files, entry, answers]);

  const onMessage = useCallback(
    (message: PreviewMessage) => {
      // Each run of the page starts with 'ready': the console shows the current run only.
      if (message.type === 'ready') {
        setConsoleEntries([]);
        return;
      }
      if (message.type === 'navigate') {
        const target = resolvePreviewLink(shownPage, message.href);
        if (target) setEntry(target);
        return;
      }
      // The playground runs no PHP: every form submission is blocked.
      addConsole(message.type === 'submit' ? blockedSubmit(message) : message);
    },
    [addConsole, shownPage],
  );

  const activeFile = files.find((file) => file.path === activePath);
  const updateFile = (path: string, value: string) =>
    setFiles((current) => current.map((file) => (file.path === path ? { ...file, value } : file)));

  const elapsed = status.kind === 'done' ? status.ms : 0;
  return (
    <main className="kk-testing">
      <header className="kk-testing__head">
        <h1>
          <Trans>Playground pratinjau dan pemeriksa</Trans>
        </h1>
        <p className="kk-testing__muted">
          <Trans>Ubah file ruang kerja; pratinjau dan hasil pemeriksaan diperbarui otomatis di luar utas utama.</Trans>
        </p>
      </header>

      <div className="kk-testing__toolbar">
        <Select
          label={t`Contoh ruang kerja`}
          value={fixtureId}
          options={fixtures.map((fixture) => ({ value: fixture.id, label: labels[fixture.id] ?? fixture.id }))}
          onChange={(event) => {
            const fixture = fixtures.find((f) => f.id === event.target.value);
            if (fixture) loadFixture(fixture);
          }}
        />
        <Select
          label={t`Halaman`}
          value={pages.includes(shownPage) ? shownPage : ''}
          placeholder={pages.length === 0 ? t`Tidak ada halaman HTML` : undefined}
          options={pages.map((page) => ({ value: page, label: page }))}
          onChange={(event) => setEntry(event.target.value)}
          disabled={pages.length === 0}
        />
        <Button variant="secondary" onClick={() => setRunKey((key) => key + 1)}>
          <Trans>Jalankan ulang</Trans>
        </Button>
        <p className="kk-testing__status" role="status">
          {status.kind === 'running' && <Trans>Memeriksa…</Trans>}
          {status.kind === 'done' && <Trans>Diperiksa dalam {elapsed} ms</Trans>}
          {status.kind === 'failed' &&
            (status.timeout ? (
              <Trans>Pemeriksa tidak merespons dan telah dimulai ulang. Coba lagi.</Trans>
            ) : (
              <Trans>Pemeriksa gagal dijalankan dan telah dimulai ulang. Coba lagi.</Trans>
            ))}
        </p>
      </div>

      <div className="kk-testing__grid">
        <section className="kk-testing__panel" aria-label={t`File`}>
          <div className="kk-testing__tabs" role="tablist" aria-label={t`File ruang kerja`}>
            {files.map((file) => (
              <button
                key={file.path}
                type="button"
                role="tab"
                aria-selected={file.path === activePath}
                className="kk-testing__tab"
                onClick={() => setActivePath(file.path)}
              >
                {file.path}
              </button>
            ))}
          </div>
          {activeFile && activeFile.type === 'image' ? (
            <figure className="kk-testing__image">
              <img src={activeFile.value} alt={activeFile.path} />
              <figcaption>
                <Trans>Gambar (data URL), tidak dapat diubah di sini.</Trans>
              </figcaption>
            </figure>
          ) : activeFile ? (
            <div className="kk-testing__editor">
              <label className="kk-testing__label" htmlFor={`${formId}-file`}>
                {activeFile.path}
              </label>
              <textarea
                id={`${formId}-file`}
                value={activeFile.value}
                spellCheck={false}
                onChange={(event) => updateFile(activeFile.path, event.target.value)}
              />
            </div>
          ) : null}
          <div className="kk-testing__editor kk-testing__editor--answers">
            <label className="kk-testing__label" htmlFor={`${formId}-answers`}>
              <Trans>Kunci jawaban (JSON)</Trans>
            </label>
            <textarea
              id={`${formId}-answers`}
              value={answersText}
              spellCheck={false}
              aria-invalid={answers === null}
              onChange={(event) => setAnswersText(event.target.value)}
            />
          </div>
          {answers === null && (
            <p className="kk-testing__error" role="alert">
              <Trans>Kunci jawaban harus berupa array JSON berisi aturan dengan kolom "kind".</Trans>
            </p>
          )}
        </section>

        <section className="kk-testing__panel" aria-label={t`Pratinjau`}>
          {preview && 'error' in preview ? (
            <p className="kk-testing__preview-error" role="alert">
              {previewErrorText(preview.error)}
            </p>
          ) : preview ? (
            <PreviewFrame
              className="kk-testing__frame"
              html={preview.html}
              title={t`Pratinjau halaman`}
              runKey={runKey}
              onMessage={onMessage}
              onUnresponsive={() => addConsole({ type: 'unresponsive' })}
              onNavigatedAway={() => addConsole({ type: 'navigated-away' })}
            />
          ) : (
            <p className="kk-testing__muted">
              <Trans>Menyiapkan pratinjau…</Trans>
            </p>
          )}
          <PreviewConsole entries={consoleEntries} onClear={() => setConsoleEntries([])} />
        </section>

        <section className="kk-testing__panel" aria-label={t`Hasil pemeriksaan`}>
          <h2>
            <Trans>Hasil pemeriksaan</Trans>
          </h2>
          <CheckResults report={report} />
        </section>
      </div>
    </main>
  );
}
