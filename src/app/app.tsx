/** The root: Lingui provider, router, loading bar, offline notice, toasts and the confirm dialog host. */
import { I18nProvider } from '@lingui/react';
import { i18n } from '../i18n';
import { ConfirmHost } from '../ui/confirm-dialog';
import { Toaster } from '../ui/toast';
import { LoadingBar } from './loading-bar';
import { OfflineBanner } from './offline-banner';
import { LinkPrefetch } from './prefetch';
import { AppRouter } from './router';

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <LoadingBar />
      <OfflineBanner />
      <LinkPrefetch />
      <AppRouter />
      <Toaster />
      <ConfirmHost />
    </I18nProvider>
  );
}
