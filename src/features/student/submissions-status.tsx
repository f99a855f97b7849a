/** A submission's status as a coloured badge: new, in review, reviewed. */
import { Trans } from '@lingui/react/macro';
import type { SubmissionStatus } from './practice-api';
import './submissions.css';

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span className={`sb-status sb-status--${status.replace(' ', '-')}`} data-status={status}>
      {status === 'new' ? (
        <Trans>Baru</Trans>
      ) : status === 'in review' ? (
        <Trans>Sedang direview</Trans>
      ) : (
        <Trans>Sudah direview</Trans>
      )}
    </span>
  );
}
