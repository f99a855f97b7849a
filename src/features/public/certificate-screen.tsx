/**
 * `/certificates/{id}`: a certificate anyone can check. The page shows the certificate (printable, in the interface
 * language: switching the language and printing gives the other one), then verifies its credential here in the
 * browser (signature, issuer key, validity dates, revocation status) and states the result plainly. The verifier
 * and its cryptography are a chunk of their own, loaded after the certificate is on screen.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { CertificateView } from '../../../api/contracts/certificates';
import { getErrorMessage, isApiError } from '../../api-client';
import type { Verification } from '../../lib/credentials/verify';
import { certificatesApi } from '../../state/certificates';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { CertificatePaper } from './certificate-paper';
import './certificate.css';

type Check = 'ok' | 'bad' | 'unknown';

function CheckItem({ state, children }: { state: Check; children: ReactNode }) {
  return <li className={`is-${state}`}>{children}</li>;
}

function VerificationPanel({ certificate }: { certificate: CertificateView }) {
  const [result, setResult] = useState<Verification | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setResult(null);
    import('../../lib/credentials/verify')
      .then((m) => m.verifyCertificate(certificate.credential))
      .then((r) => live && setResult(r))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [certificate]);

  if (failed) {
    return (
      <section className="kk-verify" aria-live="polite">
        <p className="kk-verify__verdict is-invalid">
          <Trans>Pemeriksaan tidak dapat dijalankan di peramban ini.</Trans>
        </p>
      </section>
    );
  }
  if (!result) {
    return (
      <section className="kk-verify" aria-live="polite" aria-busy="true">
        <LoadingState label={<Trans>Memeriksa keaslian sertifikat…</Trans>} />
      </section>
    );
  }
  const verdict = result.valid ? (
    <Trans>Sertifikat ini asli dan berlaku.</Trans>
  ) : result.revoked ? (
    <Trans>Sertifikat ini sudah dicabut oleh KelasKoding.</Trans>
  ) : !result.signature || !result.issuer ? (
    <Trans>Sertifikat ini tidak asli: isinya tidak cocok dengan tanda tangan KelasKoding.</Trans>
  ) : result.expired ? (
    <Trans>Sertifikat ini asli, tetapi masa berlakunya sudah habis.</Trans>
  ) : (
    <Trans>Keaslian sertifikat ini belum dapat dipastikan.</Trans>
  );
  return (
    <section className="kk-verify" aria-live="polite" data-testid="verification">
      <p className={result.valid ? 'kk-verify__verdict is-valid' : 'kk-verify__verdict is-invalid'}>{verdict}</p>
      <ul>
        <CheckItem state={result.signature ? 'ok' : 'bad'}>
          {result.signature ? (
            <Trans>Tanda tangan digital cocok dengan isi sertifikat.</Trans>
          ) : (
            <Trans>Tanda tangan digital tidak cocok dengan isi sertifikat.</Trans>
          )}
        </CheckItem>
        <CheckItem state={result.issuer ? 'ok' : 'bad'}>
          {result.issuer ? (
            <Trans>Ditandatangani dengan kunci KelasKoding yang dipublikasikan di situs ini.</Trans>
          ) : (
            <Trans>Penerbitnya bukan KelasKoding di situs ini.</Trans>
          )}
        </CheckItem>
        <CheckItem state={result.expired || result.notYetValid ? 'bad' : 'ok'}>
          {result.expired ? (
            <Trans>Masa berlaku sudah habis.</Trans>
          ) : result.notYetValid ? (
            <Trans>Belum berlaku.</Trans>
          ) : (
            <Trans>Masih dalam masa berlaku.</Trans>
          )}
        </CheckItem>
        <CheckItem state={result.revoked === null ? 'unknown' : result.revoked ? 'bad' : 'ok'}>
          {result.revoked === null ? (
            <Trans>Status pencabutan tidak dapat diperiksa.</Trans>
          ) : result.revoked ? (
            <Trans>Dicabut oleh penerbit.</Trans>
          ) : (
            <Trans>Tidak dicabut.</Trans>
          )}
        </CheckItem>
      </ul>
    </section>
  );
}

export default function CertificateScreen() {
  const { t } = useLingui();
  const { id = '' } = useParams<{ id: string }>();
  const [certificate, setCertificate] = useState<CertificateView | null>(null);
  const [error, setError] = useState<{ notFound: boolean; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    setCertificate(null);
    setError(null);
    certificatesApi
      .byId(id)
      .then((res) => live && setCertificate(res.data))
      .catch((e: unknown) => live && setError({ notFound: isApiError(e, 404), message: getErrorMessage(e) }));
    return () => {
      live = false;
    };
  }, [id]);

  if (error) {
    return (
      <div className="kk-cert">
        <EmptyState
          title={
            error.notFound ? <Trans>Sertifikat tidak ditemukan</Trans> : <Trans>Sertifikat tidak dapat dimuat</Trans>
          }
          description={error.message}
        />
      </div>
    );
  }
  if (!certificate) return <LoadingState fullPage label={t`Memuat sertifikat…`} />;
  return (
    <div className="kk-cert">
      <div className="kk-cert__actions">
        <Button onClick={() => window.print()}>
          <Trans>Cetak atau simpan PDF</Trans>
        </Button>
      </div>
      <CertificatePaper certificate={certificate} />
      <VerificationPanel certificate={certificate} />
    </div>
  );
}
