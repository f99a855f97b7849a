/**
 * The live preview of a submitted project: built by the checker worker (`buildPreview`, design §3.2),
 * wrapped for the sandbox (`toSrcdoc`: CSP, loop guard, frame runtime) and shown in an iframe with
 * `sandbox="allow-scripts"` only, so student code never runs with the app's origin.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toSrcdoc } from '../../../sandbox/preview/document';
import type { PreviewFile } from '../../../sandbox/preview/types';
import { getCheckerClient } from '../../runtime/checker-client';
import { LoadingState } from '../../ui/spinner';

let runs = 0;

export function ReviewPreview({ files, htmlFiles }: { files: PreviewFile[]; htmlFiles: string[] }) {
  const { t } = useLingui();
  const [entry, setEntry] = useState<string>(htmlFiles.includes('index.html') ? 'index.html' : (htmlFiles[0] ?? ''));
  const [state, setState] = useState<{ srcdoc: string | null; error: string | null }>({ srcdoc: null, error: null });

  useEffect(() => {
    let live = true;
    setState({ srcdoc: null, error: null });
    getCheckerClient()
      .buildPreview(files, entry || undefined)
      .then((result) => {
        if (!live) return;
        runs += 1;
        if (result.ok) setState({ srcdoc: toSrcdoc(result.html, { run: runs }), error: null });
        else setState({ srcdoc: null, error: result.error });
      })
      .catch(() => {
        if (live) setState({ srcdoc: null, error: t`Pratinjau tidak dapat dibuat. Coba muat ulang halaman.` });
      });
    return () => {
      live = false;
    };
  }, [files, entry, t]);

  return (
    <div className="rv-preview">
      {htmlFiles.length > 1 ? (
        <label className="mt-filter">
          <span>{t`Halaman`}</span>
          <select className="kk-input kk-select" value={entry} onChange={(event) => setEntry(event.target.value)}>
            {htmlFiles.map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {state.error ? (
        <p className="mt-error" role="alert">
          {state.error}
        </p>
      ) : state.srcdoc === null ? (
        <LoadingState label={<Trans>Menyiapkan pratinjau…</Trans>} />
      ) : (
        <iframe
          className="rv-preview__frame"
          title={t`Pratinjau proyek`}
          sandbox="allow-scripts"
          srcDoc={state.srcdoc}
        />
      )}
    </div>
  );
}
