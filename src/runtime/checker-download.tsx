/**
 * What the checklist says while the checker's script is still downloading (worker-script.ts): on a slow
 * link that can take many seconds, and a bare "checking…" would look stuck. Says nothing once it is there.
 */
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { workerScriptState } from './worker-script';

export function CheckerDownload() {
  const snap = useSnapshot(workerScriptState);
  if (snap.status !== 'loading' && snap.status !== 'retrying') return null;
  const kilobytes = Math.round(snap.received / 1024);
  const percent = snap.total > 0 ? Math.min(100, Math.floor((snap.received / snap.total) * 100)) : null;
  return (
    <p className="kk-checker-download" role="status">
      {snap.status === 'retrying' ? (
        <Trans>Koneksi terputus saat memuat pemeriksa kode. Mencoba lagi…</Trans>
      ) : percent !== null ? (
        <Trans>Memuat pemeriksa kode… {percent}%</Trans>
      ) : (
        <Trans>Memuat pemeriksa kode… {kilobytes} KB</Trans>
      )}
    </p>
  );
}
