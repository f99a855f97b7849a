/**
 * The status banners of the practice and project screens: offline and work waiting to be sent, and the draft chosen
 * on opening or one this device could not keep.
 */
import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { DraftChoice } from '../../state/drafts';
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

/**
 * Which copy the screen opened (a newer draft of this device, or the server's), and a warning while drafts cannot be
 * saved here. The two screens say what the server's copy is, so they give those texts.
 */
export function DraftNotice({
  notice,
  draftError,
  restoredLocal,
  restoredServer,
  onDismiss,
}: {
  notice: DraftChoice['notice'];
  draftError: boolean;
  restoredLocal: ReactNode;
  restoredServer: ReactNode;
  onDismiss: () => void;
}) {
  if (!notice && !draftError) return null;
  return (
    <div className="pr-notice" role="status">
      {notice === 'restored-local' && <span>{restoredLocal}</span>}
      {notice === 'restored-server' && <span>{restoredServer}</span>}
      {draftError && (
        <span className="pr-notice__warn">
          <Trans>Draf tidak dapat disimpan di perangkat ini (penyimpanan penuh atau diblokir).</Trans>
        </span>
      )}
      {notice && (
        <button type="button" onClick={onDismiss}>
          <Trans>Tutup</Trans>
        </button>
      )}
    </div>
  );
}
