/**
 * Real notifications in the top bar (any role): a bell with the unread count, a panel with the latest
 * entries (a click marks one read and opens its link), "mark all read", and "see more" opening the full
 * paged list. Refreshes quietly on route changes, on window focus and every 30 s while the tab is visible.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { NotificationItem, NotificationList } from '../../../api/contracts/mentor';
import { apiClient, idOf, quietApiClient, read, toQuery } from '../../api-client';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import './live-notifications.css';

const POLL_MS = 30_000;
const PANEL_SIZE = 6;
const PAGE_SIZE = 20;

export type LiveNotificationsProps = {
  /** Called after each refresh (the mentor bar uses it to update the Submission red dot). */
  onRefresh?: () => void;
};

export function LiveNotifications({ onRefresh }: LiveNotificationsProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const [list, setList] = useState<NotificationList | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const onRefreshRef = useRef(onRefresh);
  onRefreshRef.current = onRefresh;

  const refresh = useCallback(() => {
    read(quietApiClient.api.notifications.$get({ query: toQuery({ length: PANEL_SIZE }) }))
      .then(setList)
      .catch(() => undefined);
    onRefreshRef.current?.();
  }, []);

  // A route change refreshes and restarts the 30 s count, so a poll never lands right after it; a hidden
  // tab is not polled (focusing it again refreshes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change is a reason to refresh
  useEffect(() => {
    refresh();
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') refresh();
    }, POLL_MS);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [refresh, location]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const activate = async (item: NotificationItem) => {
    setOpen(false);
    setAll(false);
    if (item.readAt === null) {
      await read(quietApiClient.api.notifications[':id'].read.$put({ param: { id: idOf(item.id) } })).catch(
        () => undefined,
      );
      refresh();
    }
    if (item.link) navigate(item.link);
  };

  const readAll = async () => {
    await read(quietApiClient.api.notifications['read-all'].$put()).catch(() => undefined);
    refresh();
  };

  const unread = list?.unread ?? 0;
  return (
    <div ref={rootRef} className="kk-notif">
      <button
        ref={buttonRef}
        type="button"
        className="kk-icon-btn"
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
        {/* The name is built from the content, so it holds the count on screen ("Notifikasi 6 baru"). */}
        <span className="kk-visually-hidden">{t`Notifikasi`}</span>
        {unread > 0 ? (
          <>
            {' '}
            <span className="kk-notif__badge">{unread > 99 ? '99+' : unread}</span>
            <span className="kk-visually-hidden"> {t`baru`}</span>
          </>
        ) : null}
      </button>
      {open ? (
        <section id={panelId} className="kk-notif__panel" aria-label={t`Daftar notifikasi`}>
          <header className="kk-notif__head kk-notif__head--row">
            <span>
              <Trans>Notifikasi</Trans>
              {unread > 0 ? <span className="kk-notif__new">{t`${unread} baru`}</span> : null}
            </span>
            {unread > 0 ? (
              <button type="button" className="kk-notif__link" onClick={() => void readAll()}>
                <Trans>Tandai semua dibaca</Trans>
              </button>
            ) : null}
          </header>
          <div className="kk-notif__body">
            {!list || list.data.length === 0 ? (
              <p className="kk-notif__empty">
                <Trans>Belum ada notifikasi</Trans>
              </p>
            ) : (
              <NotificationEntries items={list.data} locale={locale} onActivate={(item) => void activate(item)} />
            )}
          </div>
          <footer className="kk-notif__foot">
            <button
              type="button"
              className="kk-notif__link"
              onClick={() => {
                setOpen(false);
                setAll(true);
              }}
            >
              <Trans>Lihat semua</Trans>
            </button>
          </footer>
        </section>
      ) : null}
      {all ? (
        <AllNotifications
          locale={locale}
          onClose={() => setAll(false)}
          onActivate={(item) => void activate(item)}
          onReadAll={readAll}
        />
      ) : null}
    </div>
  );
}

function NotificationEntries({
  items,
  locale,
  onActivate,
}: {
  items: NotificationItem[];
  locale: 'id' | 'en';
  onActivate: (item: NotificationItem) => void;
}) {
  return (
    <ul className="kk-notif__list">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={item.readAt === null ? 'kk-notif__item is-unread' : 'kk-notif__item'}
            onClick={() => onActivate(item)}
          >
            <strong>{item.title}</strong>
            <span>{item.body}</span>
            <small>{formatDate(item.createdAt, DATE_FORMATS.dateTime, locale)}</small>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The full list in a dialog, 20 a page. */
function AllNotifications({
  locale,
  onClose,
  onActivate,
  onReadAll,
}: {
  locale: 'id' | 'en';
  onClose: () => void;
  onActivate: (item: NotificationItem) => void;
  onReadAll: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [start, setStart] = useState(0);
  const [tick, setTick] = useState(0);
  const [list, setList] = useState<NotificationList | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    void tick;
    let live = true;
    read(apiClient.api.notifications.$get({ query: toQuery({ start, length: PAGE_SIZE }) }))
      .then((res) => live && setList(res))
      .catch(() => live && setError(true));
    return () => {
      live = false;
    };
  }, [start, tick]);

  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  const page = Math.floor(start / PAGE_SIZE) + 1;
  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans>Semua notifikasi</Trans>}
      size="md"
      footer={
        <div className="kk-notif__modal-foot">
          <Button
            variant="outline"
            size="sm"
            disabled={!list || list.unread === 0}
            onClick={() => void onReadAll().then(() => setTick((n) => n + 1))}
          >
            <Trans>Tandai semua dibaca</Trans>
          </Button>
          <span>
            <Button
              variant="ghost"
              size="sm"
              disabled={page <= 1}
              onClick={() => setStart(start - PAGE_SIZE)}
              aria-label={t`Halaman sebelumnya`}
            >
              ‹
            </Button>
            <Trans>
              Halaman {page} dari {pages}
            </Trans>
            <Button
              variant="ghost"
              size="sm"
              disabled={page >= pages}
              onClick={() => setStart(start + PAGE_SIZE)}
              aria-label={t`Halaman berikutnya`}
            >
              ›
            </Button>
          </span>
        </div>
      }
    >
      {error ? (
        <p role="alert">
          <Trans>Notifikasi tidak dapat dimuat.</Trans>
        </p>
      ) : !list ? (
        <p>
          <Trans>Memuat…</Trans>
        </p>
      ) : list.data.length === 0 ? (
        <p className="kk-notif__empty">
          <Trans>Belum ada notifikasi</Trans>
        </p>
      ) : (
        <NotificationEntries items={list.data} locale={locale} onActivate={onActivate} />
      )}
    </Modal>
  );
}
