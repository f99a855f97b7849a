/** The 2px top progress bar (docs/decisions/0003-product-and-screens.md, docs/decisions/0008-errors-and-limits.md), driven by `beginLoading()` in src/state/ui.ts. */
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { beginLoading, LOADING_BAR, uiState } from '../state/ui';
import './loading-bar.css';

export function LoadingBar() {
  const { loadingBar } = useSnapshot(uiState);
  const { t } = useLingui();
  return (
    <div
      className={['kk-loading-bar', loadingBar.visible ? 'is-visible' : '', loadingBar.failed ? 'is-failed' : ''].join(
        ' ',
      )}
      style={{ height: LOADING_BAR.height }}
      role="progressbar"
      // A progress bar needs a name while it shows (axe: aria-progressbar-name); hidden, it has none to read.
      aria-label={loadingBar.visible ? (loadingBar.failed ? t`Sebagian data gagal dimuat` : t`Memuat data`) : undefined}
      aria-hidden={!loadingBar.visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(loadingBar.percent)}
      data-state={loadingBar.visible ? (loadingBar.failed ? 'failed' : 'loading') : 'idle'}
    >
      <div className="kk-loading-bar__fill" style={{ transform: `scaleX(${loadingBar.percent / 100})` }} />
    </div>
  );
}

/** Keeps the bar running while mounted: the Suspense fallback of a route whose chunk loads. */
export function RouteLoading() {
  useEffect(() => beginLoading(), []);
  return <div className="kk-route-loading" aria-busy="true" />;
}
