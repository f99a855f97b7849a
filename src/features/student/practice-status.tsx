/** The connection banner of the practice and project screens: offline, and work waiting to be sent. */
import { Plural, Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { uiState } from '../../state/ui';
import { syncState } from './practice-sync';

export function OfflineBanner() {
  const ui = useSnapshot(uiState);
  const sync = useSnapshot(syncState);
  if (ui.online && sync.queued === 0) return null;
  const queued = sync.queued;
  // Online by the browser's word but the last send found no connection: the changes wait, nothing is being sent.
  const sending = ui.online && !sync.unreachable;
  return (
    <div className={`pr-offline${sending ? ' is-syncing' : ''}`} role="status" data-testid="offline-banner">
      {sending ? (
        <Plural value={queued} other="Mengirim # perubahan yang tertunda ke server…" />
      ) : ui.online ? (
        <Plural value={queued} other="Server belum terjangkau. # perubahan menunggu sampai koneksi kembali." />
      ) : (
        <>
          <strong>
            <Trans>Kamu sedang offline.</Trans>
          </strong>{' '}
          <Plural
            value={queued}
            other="Pemeriksaan dan pratinjau tetap berjalan, draf tersimpan di perangkat ini. # perubahan akan dikirim saat koneksi kembali."
          />
        </>
      )}
    </div>
  );
}
