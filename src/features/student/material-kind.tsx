/** The translated label of a material type: a relation beginning with `submission` shows as "project" (docs/decisions/0008-errors-and-limits.md). */
import { Trans } from '@lingui/react/macro';
import type { MaterialRelation } from './learning-types';

export function MaterialKind({ relation }: { relation: MaterialRelation }) {
  if (relation.startsWith('submission')) return <Trans>Proyek</Trans>;
  switch (relation) {
    case 'slide':
      return <Trans>Slide</Trans>;
    case 'video':
      return <Trans>Video</Trans>;
    case 'quiz':
      return <Trans>Kuis</Trans>;
    default:
      return <Trans>Latihan</Trans>;
  }
}
