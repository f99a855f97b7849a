/** Small shared displays of the mentor area: chapter/topic position, submission status, material type. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmissionStatus } from './mentor-api';
import '../../ui/form.css';
import './mentor.css';

/** "Trial · Topik 2" or "Bab 3 · Topik 1"; a dash when the student has not started. */
export function Position({
  chapterOrder,
  isTrial,
  topicOrder,
}: {
  chapterOrder: number | null;
  isTrial: boolean;
  topicOrder: number | null;
}) {
  if (chapterOrder === null || topicOrder === null) return <span className="mt-muted">–</span>;
  return isTrial ? (
    <Trans>Trial · Topik {topicOrder}</Trans>
  ) : (
    <Trans>
      Bab {chapterOrder} · Topik {topicOrder}
    </Trans>
  );
}

export function useStatusLabel() {
  const { t } = useLingui();
  return (status: SubmissionStatus) =>
    status === 'new' ? t`Baru` : status === 'in review' ? t`Sedang direview` : t`Sudah direview`;
}

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  const label = useStatusLabel();
  return <span className={`mt-status mt-status--${status.replace(' ', '-')}`}>{label(status)}</span>;
}

/** Material types as users know them: anything beginning with `submission` is a project (docs/decisions/0008-errors-and-limits.md). */
export function useMaterialTypeLabel() {
  const { t } = useLingui();
  return (relation: string) => {
    if (relation.startsWith('submission')) return t`Proyek`;
    switch (relation) {
      case 'slide':
        return t`Slide`;
      case 'video':
        return t`Video`;
      case 'quiz':
        return t`Kuis`;
      case 'practice':
        return t`Latihan`;
      default:
        return relation;
    }
  };
}
