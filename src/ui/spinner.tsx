/** Loading indicators: an inline spinner and a centred block with a label. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './feedback.css';

/** A spinning ring, `currentColor`, hidden from assistive tech (pair it with text). */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className="kk-spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

/** A centred spinner with a label, announced politely; use while a screen or section loads. */
export function LoadingState({ label, fullPage = false }: { label?: ReactNode; fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'kk-state kk-state--page' : 'kk-state'} role="status" aria-live="polite">
      <Spinner size={32} />
      <p className="kk-state__text">{label ?? <Trans>Memuat…</Trans>}</p>
    </div>
  );
}
