/**
 * "Continue" after a material is finished: the next material in course order when it is open; the
 * subscription page when the trial is done and the next chapter needs a subscription; else the map.
 */
import { Trans } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../ui/button';
import type { MaterialLink } from './learning-types';

export function NextStep({ next, trialFinished }: { next: MaterialLink | null; trialFinished: boolean }) {
  if (next?.is_unlock) {
    return (
      <ButtonLink href={paths.student.learningMaterial(next.relation, next.id)} variant="primary">
        <Trans>Lanjut ke materi berikutnya</Trans>
      </ButtonLink>
    );
  }
  if (trialFinished || next) {
    return (
      <>
        {trialFinished ? (
          <p className="kk-material__notice">
            <Trans>Selamat, kamu telah menyelesaikan bab percobaan! Berlangganan untuk membuka bab berikutnya.</Trans>
          </p>
        ) : null}
        <ButtonLink href={paths.student.subscription()} variant="primary">
          <Trans>Lihat paket berlangganan</Trans>
        </ButtonLink>
      </>
    );
  }
  return (
    <ButtonLink href={paths.student.learning()} variant="secondary">
      <Trans>Kembali ke peta belajar</Trans>
    </ButtonLink>
  );
}
