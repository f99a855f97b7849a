/**
 * Toasts (docs/decisions/0008-errors-and-limits.md): `toast(message)` shows a success toast by default; toasts queued together
 * appear 1000 ms apart. Each stays for `duration` ms (default 4000) and can be dismissed.
 * Mount `<Toaster />` once (the app shell does).
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';
import './overlay.css';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';
export type ToastOptions = { variant?: ToastVariant; duration?: number };
type Toast = { id: number; message: ReactNode; variant: ToastVariant };

/** Spacing between queued toasts (docs/decisions/0008-errors-and-limits.md). */
export const TOAST_SPACING_MS = 1000;
const DEFAULT_DURATION = 4000;

export const toastState = proxy<{ items: Toast[] }>({ items: [] });

let nextId = 1;
let lastShownAt = Number.NEGATIVE_INFINITY;

/** Dismisses one toast. */
export function dismissToast(id: number): void {
  const index = toastState.items.findIndex((item) => item.id === id);
  if (index >= 0) toastState.items.splice(index, 1);
}

/** Queues a toast; returns its id. */
export function toast(message: ReactNode, options: ToastOptions = {}): number {
  const id = nextId++;
  const now = Date.now();
  const showAt = Math.max(now, lastShownAt + TOAST_SPACING_MS);
  lastShownAt = showAt;
  const item: Toast = {
    id,
    message: typeof message === 'object' && message !== null ? ref(message) : message,
    variant: options.variant ?? 'success',
  };
  const show = () => {
    toastState.items.push(item);
    setTimeout(() => dismissToast(id), options.duration ?? DEFAULT_DURATION);
  };
  if (showAt <= now) show();
  else setTimeout(show, showAt - now);
  return id;
}

/** Shorthands per variant. */
toast.success = (message: ReactNode, options?: Omit<ToastOptions, 'variant'>) =>
  toast(message, { ...options, variant: 'success' });
toast.error = (message: ReactNode, options?: Omit<ToastOptions, 'variant'>) =>
  toast(message, { ...options, variant: 'error' });
toast.info = (message: ReactNode, options?: Omit<ToastOptions, 'variant'>) =>
  toast(message, { ...options, variant: 'info' });
toast.warning = (message: ReactNode, options?: Omit<ToastOptions, 'variant'>) =>
  toast(message, { ...options, variant: 'warning' });

const ICONS: Record<ToastVariant, string> = {
  success: 'M4 9l3.5 3.5L14 6',
  error: 'M5 5l8 8M13 5l-8 8',
  info: 'M9 8v5M9 5v.5',
  warning: 'M9 5v5M9 12.5v.5',
};

/** The live region that shows the toasts. */
export function Toaster() {
  const { items } = useSnapshot(toastState);
  const { t } = useLingui();
  return (
    <section className="kk-toaster" aria-label={t`Notifikasi`}>
      {items.map((item) => (
        <div
          key={item.id}
          className={`kk-toast kk-toast--${item.variant}`}
          role={item.variant === 'error' ? 'alert' : 'status'}
          aria-live={item.variant === 'error' ? 'assertive' : 'polite'}
        >
          <svg className="kk-toast__icon" viewBox="0 0 18 18" width="18" height="18" aria-hidden="true">
            <path
              d={ICONS[item.variant]}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <div className="kk-toast__message">{item.message as ReactNode}</div>
          <button type="button" className="kk-toast__close" onClick={() => dismissToast(item.id)} aria-label={t`Tutup`}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
