/** A certificate as a page: who earned what, when, until when, from whom; its QR code leads to its public page. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CertificateView } from '../../../api/contracts/certificates';
import { toLocale } from '../../i18n';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { localizedTitle } from '../../lib/localized';
import { certificatePageUrl } from '../../state/certificates';
import { QrCode } from '../../ui/qr-code';

const isoOf = (ms: number) => new Date(ms).toISOString();

export function CertificatePaper({ certificate }: { certificate: CertificateView }) {
  const { i18n, t } = useLingui();
  const locale = toLocale(i18n.locale);
  const course = localizedTitle(certificate.courseTitle, locale);
  const chapter = certificate.chapterTitle ? localizedTitle(certificate.chapterTitle, locale) : '';
  const date = (ms: number) => formatDate(isoOf(ms), DATE_FORMATS.short, locale);
  return (
    <article className="kk-cert__paper" aria-labelledby="kk-cert-name">
      <p className="kk-cert__brand">KelasKoding</p>
      {certificate.revokedAt ? (
        <p className="kk-cert__revoked" role="status">
          <Trans>Dicabut pada {date(certificate.revokedAt)}</Trans>
          {certificate.revokeReason ? `: ${certificate.revokeReason}` : null}
        </p>
      ) : null}
      <p className="kk-cert__kind">
        {certificate.kind === 'course' ? <Trans>Sertifikat kelulusan kursus</Trans> : <Trans>Lencana bab</Trans>}
      </p>
      <p className="kk-cert__kind">
        <Trans>diberikan kepada</Trans>
      </p>
      <h1 className="kk-cert__name" id="kk-cert-name">
        {certificate.learnerName}
      </h1>
      <p className="kk-cert__title">
        {certificate.kind === 'course' ? (
          <Trans>telah menyelesaikan kursus {course}</Trans>
        ) : (
          <Trans>
            telah menyelesaikan bab {chapter} dari kursus {course}
          </Trans>
        )}
      </p>
      <p className="kk-cert__meta">
        <span>
          <Trans>Diterbitkan</Trans> <strong>{date(certificate.issuedAt)}</strong>
        </span>
        <span>
          <Trans>Berlaku sampai</Trans>{' '}
          <strong>{certificate.expiresAt ? date(certificate.expiresAt) : t`tanpa batas`}</strong>
        </span>
      </p>
      <div className="kk-cert__foot">
        <p className="kk-cert__id">
          <Trans>Periksa keasliannya di</Trans>
          <br />
          {certificatePageUrl(certificate.id)}
        </p>
        <QrCode
          className="kk-cert__qr"
          value={certificatePageUrl(certificate.id)}
          label={t`Kode QR menuju halaman sertifikat ini`}
        />
      </div>
    </article>
  );
}
