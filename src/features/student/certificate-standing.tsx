/** "What is left for your certificate": the chapters done, and the materials still to finish or to be accepted. */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { CertificateStanding } from '../../../api/contracts/certificates';
import { paths } from '../../config/paths';
import { certificatesApi } from '../../state/certificates';
import { ButtonLink } from '../../ui/button';
import { useTexts } from './use-texts';
import './certificates.css';

export function CertificateStandingPanel({ standing }: { standing: CertificateStanding }) {
  const { title } = useTexts();
  const chapterTitle = new Map(standing.chapters.map((c) => [c.chapterId, c.title]));
  const shown = standing.remaining.slice(0, 8);
  return (
    <section className="kk-standing" aria-labelledby="kk-standing-title" data-testid="certificate-standing">
      <h2 id="kk-standing-title">
        <Trans>Yang tersisa untuk sertifikatmu</Trans>
      </h2>
      {standing.earned ? (
        <p>
          <Trans>Semua bab selesai: sertifikat kursusmu sudah diterbitkan.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Bab selesai: {standing.chapters.filter((c) => c.earned).length} dari {standing.chapters.length}. Materi
              tersisa: {standing.remaining.length}.
            </Trans>
          </p>
          <ul className="kk-standing__list">
            {shown.map((m) => (
              <li key={m.materialId}>
                <strong>{title(m.title)}</strong> ({title(chapterTitle.get(m.chapterId) ?? {})}){' — '}
                {m.reason === 'not-reviewed' ? (
                  <Trans>proyek menunggu diterima mentor</Trans>
                ) : (
                  <Trans>belum selesai</Trans>
                )}
              </li>
            ))}
          </ul>
          {standing.remaining.length > shown.length ? (
            <p>
              <Trans>dan {standing.remaining.length - shown.length} materi lainnya.</Trans>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The panel on the learning map: reads where the student stands (issuing what is due) and links to the certificates. */
export function MapCertificateStanding() {
  const [standing, setStanding] = useState<CertificateStanding | null>(null);
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    certificatesApi
      .mine()
      .then((res) => {
        if (!live) return;
        setStanding(res.data.standing);
        setCount(res.data.certificates.filter((c) => c.revokedAt === null).length);
      })
      // The map works without it: the panel is only left out.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!standing) return null;
  return (
    <div className="kk-map__certificates">
      <CertificateStandingPanel standing={standing} />
      <ButtonLink href={paths.student.certificates()} size="sm" variant="outline">
        {count > 0 ? <Trans>Sertifikat saya ({count})</Trans> : <Trans>Sertifikat saya</Trans>}
      </ButtonLink>
    </div>
  );
}
