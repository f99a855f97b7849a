/**
 * A modal on the native `<dialog>` (focus is trapped and restored by the browser, Escape closes).
 * Controlled by `open`; `onClose` fires on Escape, the close button and a click on the backdrop.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './overlay.css';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Do not close on backdrop click (e.g. while a request runs). */
  dismissible?: boolean;
};

export function Modal({ open, onClose, title, children, footer, size = 'md', dismissible = true }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useLingui();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> already handles through onCancel.
    <dialog
      ref={ref}
      className={`kk-modal kk-modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className="kk-modal__panel">
          <header className="kk-modal__header">
            <h2 id={titleId} className="kk-modal__title">
              {title}
            </h2>
            {dismissible ? (
              <button type="button" className="kk-modal__close" onClick={onClose} aria-label={t`Tutup`}>
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            ) : null}
          </header>
          {children ? <div className="kk-modal__body">{children}</div> : null}
          {footer ? <footer className="kk-modal__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
