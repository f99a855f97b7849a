/**
 * `/certificates`: the student's certificates and badges (opening the page issues what they have earned), each with
 * its public page (printable in both languages, checked by anyone), the credential as JSON, a QR code, the link to
 * copy, and LinkedIn's "Add to profile" filled in; then what is left for the course certificate.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { CertificateView, StudentCertificates } from '../../../api/contracts/certificates';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { DATE_FORMATS } from '../../lib/format';
import { certificatePageUrl, certificatesApi } from '../../state/certificates';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { QrCode } from '../../ui/qr-code';
import { LoadingState } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { CertificateStandingPanel } from './certificate-standing';
import { useTexts } from './use-texts';
import './certificates.css';

/** LinkedIn's "Add to profile" address for a certification, filled in from the certificate. */
function linkedInUrl(certificate: CertificateView, name: string): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name,
    organizationName: 'KelasKoding',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificatePageUrl(certificate.id),
    certId: certificate.id,
  });
  if (certificate.expiresAt) {
    const expires = new Date(certificate.expiresAt);
    params.set('expirationYear', String(expires.getUTCFullYear()));
    params.set('expirationMonth', String(expires.getUTCMonth() + 1));
  }
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

function downloadJson(certificate: CertificateView) {
  const blob = new Blob([JSON.stringify(certificate.credential, null, 2)], { type: 'application/ld+json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `kelaskoding-${certificate.kind}-${certificate.id}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

function CertificateCard({ certificate }: { certificate: CertificateView }) {
  const { t } = useLingui();
  const { title, date } = useTexts();
  const course = title(certificate.courseTitle);
  const name =
    certificate.kind === 'course'
      ? t`Sertifikat ${course}`
      : t`Lencana ${title(certificate.chapterTitle ?? {})} (${course})`;
  const link = certificatePageUrl(certificate.id);
  const copy = () =>
    void navigator.clipboard
      .writeText(link)
      .then(() => toast(t`Tautan disalin.`, { variant: 'success' }))
      .catch(() => toast(t`Tautan tidak dapat disalin.`, { variant: 'error' }));
  return (
    <li className="kk-certs__card" data-testid="certificate-card">
      <div className="kk-certs__body">
        <p className="kk-certs__kind">
          {certificate.kind === 'course' ? <Trans>Sertifikat kursus</Trans> : <Trans>Lencana bab</Trans>}
          {certificate.revokedAt ? (
            <span className="kk-certs__revoked">
              {' '}
              · <Trans>Dicabut</Trans>
              {certificate.revokeReason ? `: ${certificate.revokeReason}` : null}
            </span>
          ) : null}
        </p>
        <h2 className="kk-certs__name">{name}</h2>
        <p className="kk-certs__dates">
          <Trans>Diterbitkan {date(new Date(certificate.issuedAt).toISOString(), DATE_FORMATS.short)}</Trans>
          {certificate.expiresAt ? (
            <>
              {' · '}
              <Trans>berlaku sampai {date(new Date(certificate.expiresAt).toISOString(), DATE_FORMATS.short)}</Trans>
            </>
          ) : null}
        </p>
        <p className="kk-certs__link">
          <a href={link}>{link}</a>
        </p>
        <div className="kk-certs__actions">
          <ButtonLink href={paths.certificate(certificate.id)} size="sm">
            <Trans>Lihat dan cetak</Trans>
          </ButtonLink>
          <Button size="sm" variant="outline" onClick={() => downloadJson(certificate)}>
            <Trans>Unduh JSON</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={copy}>
            <Trans>Salin tautan</Trans>
          </Button>
          <ButtonLink
            href={linkedInUrl(certificate, name)}
            size="sm"
            variant="outline"
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Tambahkan ke profil LinkedIn</Trans>
          </ButtonLink>
        </div>
      </div>
      <QrCode className="kk-certs__qr" value={link} label={t`Kode QR menuju halaman sertifikat ini`} />
    </li>
  );
}

export default function CertificatesScreen() {
  const [data, setData] = useState<StudentCertificates | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    certificatesApi
      .mine()
      .then((res) => live && setData(res.data))
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, []);

  if (error) return <EmptyState title={<Trans>Sertifikat tidak dapat dimuat</Trans>} description={error} />;
  if (!data) return <LoadingState fullPage />;
  return (
    <div className="kk-certs kk-container">
      <h1>
        <Trans>Sertifikat saya</Trans>
      </h1>
      {data.certificates.length === 0 ? (
        <EmptyState
          title={<Trans>Belum ada sertifikat</Trans>}
          description={<Trans>Selesaikan satu bab untuk mendapat lencana pertamamu.</Trans>}
        />
      ) : (
        <ul className="kk-certs__list">
          {data.certificates.map((c) => (
            <CertificateCard key={c.id} certificate={c} />
          ))}
        </ul>
      )}
      {data.standing ? <CertificateStandingPanel standing={data.standing} /> : null}
    </div>
  );
}
