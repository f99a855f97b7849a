/** Shown when a list or section has nothing to display; defaults to the spec's 'Data Not Found!'. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './feedback.css';

export type EmptyStateProps = { title?: ReactNode; description?: ReactNode; action?: ReactNode; icon?: ReactNode };

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className="kk-state kk-state--empty">
      <div className="kk-state__icon" aria-hidden="true">
        {icon ?? (
          <svg
            aria-hidden="true"
            viewBox="0 0 48 48"
            width="48"
            height="48"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <rect x="8" y="10" width="32" height="28" rx="4" />
            <path d="M8 20h32M18 29h12" strokeLinecap="round" />
          </svg>
        )}
      </div>
      <p className="kk-state__title">{title ?? <Trans>Data Not Found!</Trans>}</p>
      {description ? <p className="kk-state__text">{description}</p> : null}
      {action}
    </div>
  );
}
