/**
 * The live preview of a submitted project: built by the checker worker (`buildPreview`, docs/decisions/0010-preview-and-workspace.md)
 * and shown through H2's sandboxed `PreviewFrame` (`sandbox="allow-scripts"` only, CSP, loop guard),
 * so student code never runs with the app's origin. Links between the project's pages switch the
 * page; console output and errors are listed under the frame.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PreviewMessage } from '../../../sandbox/preview/protocol';
import type { PreviewFile } from '../../../sandbox/preview/types';
import { getCheckerClient } from '../../runtime/checker-client';
import { useFrameStoppedText, usePreviewErrorText } from '../../runtime/preview-error-text';
import { PreviewFrame } from '../../runtime/preview-frame';
import { defaultPreviewPage, previewPages, resolvePreviewLink } from '../../runtime/preview-pages';
import { LoadingState } from '../../ui/spinner';

type LogLine = { id: number; level: string; text: string };
const MAX_LOG = 50;

export function ReviewPreview({ files }: { files: PreviewFile[] }) {
  const { t } = useLingui();
  const previewErrorText = usePreviewErrorText();
  const stoppedText = useFrameStoppedText();
  // Console messages re-render this often; the page list only changes with the files.
  const pages = useMemo(() => previewPages(files), [files]);
  const [entry, setEntry] = useState<string>(() => defaultPreviewPage(files) ?? '');
  const [state, setState] = useState<{ html: string | null; error: string | null }>({ html: null, error: null });
  const [runKey, setRunKey] = useState(0);
  const [log, setLog] = useState<LogLine[]>([]);
  const logSeq = useRef(0);
  const addLog = (level: string, text: string) => {
    const id = ++logSeq.current;
    setLog((prev) => [...prev, { id, level, text }].slice(-MAX_LOG));
  };

  useEffect(() => {
    let live = true;
    setState({ html: null, error: null });
    setLog([]);
    getCheckerClient()
      .buildPreview(files, entry || undefined)
      .then((result) => {
        if (!live) return;
        if (result.ok) setState({ html: result.html, error: null });
        else setState({ html: null, error: previewErrorText(result.error) });
      })
      .catch(() => {
        if (live) setState({ html: null, error: t`Pratinjau tidak dapat dibuat. Coba muat ulang halaman.` });
      });
    return () => {
      live = false;
    };
  }, [files, entry, t, previewErrorText]);

  // PreviewFrame always calls the latest handler, so it needs no memoising.
  const onMessage = (message: PreviewMessage) => {
    if (message.type === 'console') addLog(message.level, message.args.join(' '));
    else if (message.type === 'error')
      addLog('error', `${message.message}${message.file ? ` (${message.file}:${message.line ?? '?'})` : ''}`);
    else if (message.type === 'loop')
      addLog('error', t`Perulangan dihentikan karena berjalan terlalu lama (baris ${message.line}).`);
    else if (message.type === 'navigate') {
      const target = resolvePreviewLink(entry, message.href);
      if (target && pages.includes(target)) setEntry(target);
    }
  };

  return (
    <div className="rv-preview">
      <div className="rv-preview__bar">
        {pages.length > 1 ? (
          <label className="mt-filter">
            <span>{t`Halaman`}</span>
            <select className="kk-input kk-select" value={entry} onChange={(event) => setEntry(event.target.value)}>
              {pages.map((path) => (
                <option key={path} value={path}>
                  {path}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="button" className="rv-preview__rerun" onClick={() => setRunKey((n) => n + 1)}>
          <Trans>Jalankan ulang</Trans>
        </button>
      </div>
      {state.error ? (
        <p className="mt-error" role="alert">
          {state.error}
        </p>
      ) : state.html === null ? (
        <LoadingState label={<Trans>Menyiapkan pratinjau…</Trans>} />
      ) : (
        <PreviewFrame
          className="rv-preview__frame"
          html={state.html}
          title={t`Pratinjau proyek`}
          runKey={runKey}
          onMessage={onMessage}
          onUnresponsive={() => addLog('error', stoppedText)}
        />
      )}
      {log.length > 0 ? (
        <ol className="rv-console" aria-label={t`Konsol pratinjau`}>
          {log.map((line) => (
            <li key={line.id} className={`is-${line.level}`}>
              {line.text}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
