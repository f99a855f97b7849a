/**
 * A help request's status as a badge and its waiting time as text, shared by the learner's panel and the mentor's
 * queue: how long the learner waited for the first answer, or has been waiting so far.
 */
import { useLingui } from '@lingui/react/macro';
import './help-status.css';

export type HelpStatusName = 'open' | 'answered' | 'closed';

export function HelpStatusBadge({ status }: { status: HelpStatusName }) {
  const { t } = useLingui();
  const label = status === 'open' ? t`Menunggu` : status === 'answered' ? t`Dijawab` : t`Ditutup`;
  return <span className={`hp-badge is-${status}`}>{label}</span>;
}

/** A duration in the largest whole unit: minutes under an hour, hours under two days, else days. */
export function useDurationText(): (ms: number) => string {
  const { t } = useLingui();
  return (ms) => {
    const minutes = Math.max(0, Math.floor(ms / 60_000));
    if (minutes < 1) return t`kurang dari 1 menit`;
    if (minutes < 60) return t`${minutes} menit`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return t`${hours} jam`;
    const days = Math.floor(hours / 24);
    return t`${days} hari`;
  };
}

/** "waiting 5 minutes" while open, "answered after 2 hours" once answered, or how long it stayed open when closed. */
export function useWaitingText(): (row: {
  status: HelpStatusName;
  waitingMs: number;
  answeredAt: number | null;
}) => string {
  const { t } = useLingui();
  const duration = useDurationText();
  return (row) => {
    const d = duration(row.waitingMs);
    if (row.status === 'open') return t`menunggu ${d}`;
    if (row.answeredAt !== null) return t`dijawab setelah ${d}`;
    return t`ditutup setelah ${d}`;
  };
}
