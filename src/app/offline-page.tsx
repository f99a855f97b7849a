/**
 * What a page shows when it could not load because the device is offline (a screen never opened before, whose
 * script the offline shell does not hold yet): a translated notice instead of the 500 page, which comes back by
 * itself when the connection returns.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import '../ui/error-view.css';

export function OfflinePage({ onOnline }: { onOnline: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline]);
  return (
    <main className="kk-error kk-page" data-status="offline">
      <div role="status">
        <h1 className="kk-error__title">
          <Trans>Kamu sedang offline</Trans>
        </h1>
        <p className="kk-error__text">
          <Trans>
            Halaman ini belum pernah dibuka di perangkat ini, jadi perlu koneksi untuk memuatnya. Halaman akan dimuat
            otomatis begitu koneksi kembali.
          </Trans>
        </p>
      </div>
    </main>
  );
}
