/**
 * The live preview of a submitted project: built by the preview worker (`buildPreview`, docs/decisions/0010-preview-and-workspace.md)
 * and shown through H2's sandboxed `PreviewFrame` (`sandbox="allow-scripts"` only, CSP, loop guard),
 * so student code never runs with the app's origin. Pages are run as in the student's preview
 * (src/runtime/use-preview-page.ts): `.php` pages in the browser's PHP worker (docs/decisions/0018-php-runtime.md), links and form
 * submissions between the project's pages, redirects. Console output, PHP's errors and the page's errors are
 * listed under the frame.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { blockedSubmit, type PreviewMessage } from '../../../sandbox/preview/protocol';
import type { PreviewFile } from '../../../sandbox/preview/types';
import { isFatal } from '../../../workers/php/api';
import { getCheckerClient } from '../../runtime/checker-client';
import { useBuildErrorText, useFrameStoppedText, usePhpErrorText } from '../../runtime/preview-error-text';
import { PreviewFrame } from '../../runtime/preview-frame';
import { defaultPreviewPage, previewPages } from '../../runtime/preview-pages';
import { usePreviewPage } from '../../runtime/use-preview-page';
import { LoadingState } from '../../ui/spinner';

type LogLine = { id: number; level: string; text: string };
const MAX_LOG = 50;

export function ReviewPreview({ files }: { files: PreviewFile[] }) {
  const { t } = useLingui();
  const buildErrorText = useBuildErrorText();
  const stoppedText = useFrameStoppedText();
  const phpErrorText = usePhpErrorText();
  // Console messages re-render this often; the page list only changes with the files.
  const pages = useMemo(() => previewPages(files), [files]);
  const defaultPage = useMemo(() => defaultPreviewPage(files), [files]);
  const [runKey, setRunKey] = useState(0);
  const [log, setLog] = useState<LogLine[]>([]);
  const logSeq = useRef(0);
  const line = (level: string, text: string): LogLine => ({ id: ++logSeq.current, level, text });
  const addLog = (level: string, text: string) => setLog((prev) => [...prev, line(level, text)].slice(-MAX_LOG));
  const { shown, built, pick, follow } = usePreviewPage({
    files,
    pages,
    defaultPage,
    runKey,
    // The screen's checker worker is already running (its rule results); a second worker would only add a start.
    builder: getCheckerClient(),
    // Each page shown starts a fresh console, with the errors of the PHP run behind it.
    onShown: (php) =>
      setLog((php?.errors ?? []).map((error) => line(isFatal(error) ? 'error' : 'warn', phpErrorText(error)))),
  });
  const error = buildErrorText(built, t`Pratinjau tidak dapat dibuat. Coba muat ulang halaman.`);

  // PreviewFrame always calls the latest handler, so it needs no memoising.
  const onMessage = (received: PreviewMessage) => {
    const message = follow(received);
    if (!message) return;
    if (message.type === 'console') addLog(message.level, message.args.join(' '));
    else if (message.type === 'error')
      addLog('error', `${message.message}${message.file ? ` (${message.file}:${message.line ?? '?'})` : ''}`);
    else if (message.type === 'loop')
      addLog('error', t`Perulangan dihentikan karena berjalan terlalu lama (baris ${message.line}).`);
    else if (message.type === 'submit') {
      const blocked = blockedSubmit(message);
      const target = blocked.type === 'blocked' ? blocked.target : message.action;
      addLog('warn', t`Diblokir di pratinjau: ${target}`);
    }
  };

  return (
    <div className="rv-preview">
      <div className="rv-preview__bar">
        {pages.length > 1 ? (
          <label className="mt-filter">
            <span>{t`Halaman`}</span>
            <select className="kk-input kk-select" value={shown} onChange={(event) => pick(event.target.value)}>
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
      {error ? (
        <p className="mt-error" role="alert">
          {error}
        </p>
      ) : built.html === null ? (
        <LoadingState label={<Trans>Menyiapkan pratinjau…</Trans>} />
      ) : (
        <PreviewFrame
          className="rv-preview__frame"
          html={built.html}
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
