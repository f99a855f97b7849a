/** A bell button with a panel; without entries it says there are no notifications yet. */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export type NotificationsPopoverProps = {
  /** Unread count for the badge (hidden at 0). */
  count?: number;
  /** Panel content; the empty text when absent. */
  children?: ReactNode;
  footer?: ReactNode;
};

export function NotificationsPopover({ count = 0, children, footer }: NotificationsPopoverProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="kk-notif">
      <button
        ref={buttonRef}
        type="button"
        className="kk-icon-btn"
        aria-label={count > 0 ? t`Notifikasi (${count} baru)` : t`Notifikasi`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {count > 0 ? <span className="kk-notif__badge">{count > 99 ? '99+' : count}</span> : null}
      </button>
      {open ? (
        <section id={panelId} className="kk-notif__panel" aria-label={t`Notifikasi`}>
          <header className="kk-notif__head">
            <Trans>Notifikasi</Trans>
          </header>
          <div className="kk-notif__body">
            {children ?? (
              <p className="kk-notif__empty">
                <Trans>Belum ada notifikasi</Trans>
              </p>
            )}
          </div>
          {footer ? <footer className="kk-notif__foot">{footer}</footer> : null}
        </section>
      ) : null}
    </div>
  );
}
