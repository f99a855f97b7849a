/** The "new version" notice: the update applies on the next visit, or now with one click. */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from '../../ui/toast';

/** Shows the notice for a while; `reloadNow` activates the new version and reloads the page. */
export function showUpdateReady(reloadNow: () => void): void {
  toast.info(
    <span className="kk-update-toast">
      {i18n._(msg`Versi baru KelasKoding sudah siap dan dipakai saat kamu membukanya lagi.`)}{' '}
      <button type="button" className="kk-update-toast__reload" onClick={reloadNow}>
        {i18n._(msg`Muat ulang sekarang`)}
      </button>
    </span>,
    { duration: 15_000 },
  );
}
