/** A slim notice while the browser is offline (docs/decisions/0005-behaviour.md: offline status is tracked). */
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { uiState } from '../state/ui';

export function OfflineBanner() {
  const { online } = useSnapshot(uiState);
  if (online) return null;
  return (
    <div className="kk-offline" role="status">
      <Trans>Kamu sedang offline. Perubahan akan dikirim setelah koneksi kembali.</Trans>
    </div>
  );
}
