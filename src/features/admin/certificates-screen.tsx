/**
 * `/admin/certificates`: every issued certificate, newest first, searched by learner name or certificate id and
 * filtered by status on the server; revoke one with a reason (its public page shows it within a minute), or re-issue
 * it (the old one is revoked, the new one carries today's name, titles, evidence and the course's expiry).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { type AdminCertificateRow, certificateSettingsBody } from '../../../api/contracts/certificates';
import { STUDENT_COURSE_ID } from '../../../api/contracts/course';
import { formErrors, getErrorMessage, getFieldErrors } from '../../api-client';
import { paths } from '../../config/paths';
import { toLocale } from '../../i18n';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { localizedTitle } from '../../lib/localized';
import { certificatesApi } from '../../state/certificates';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import './admin.css';

type Status = 'all' | 'valid' | 'revoked';
type Action = { kind: 'revoke' | 'reissue'; row: AdminCertificateRow };
const PAGE = 20;

/** How long the course's new certificates stay valid (students follow one course: docs/decisions/0001-one-student-course.md). */
function ExpirySetting() {
  const { t } = useLingui();
  const [months, setMonths] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    certificatesApi
      .settings(STUDENT_COURSE_ID)
      .then((res) => setMonths(res.data.validMonths === null ? '' : String(res.data.validMonths)))
      .catch((e: unknown) => setError(getErrorMessage(e)));
  }, []);
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const value = months.trim() === '' ? null : Number(months);
      // Checked by the route's own contract first: "abc" is not sent as null (no expiry).
      const invalid = formErrors(certificateSettingsBody, { validMonths: value }).validMonths;
      if (invalid) {
        setError(invalid);
        return;
      }
      await certificatesApi.saveSettings(STUDENT_COURSE_ID, value);
      toast(t`Masa berlaku disimpan.`, { variant: 'success' });
    } catch (e) {
      setError(getFieldErrors(e).validMonths ?? getErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="kk-table__toolbar"
      aria-label={t`Masa berlaku sertifikat`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t`Masa berlaku sertifikat baru (bulan)`}
        hint={t`Kosongkan untuk tanpa batas. Sertifikat yang sudah terbit tidak berubah.`}
        inputMode="numeric"
        value={months}
        error={error}
        onChange={(e) => setMonths(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={busy}>
        <Trans>Simpan</Trans>
      </Button>
    </form>
  );
}

function ActionDialog({ action, onClose, onDone }: { action: Action; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      if (action.kind === 'revoke') await certificatesApi.revoke(action.row.id, reason);
      else await certificatesApi.reissue(action.row.id, reason);
      toast(action.kind === 'revoke' ? t`Sertifikat dicabut.` : t`Sertifikat diterbitkan ulang.`, {
        variant: 'success',
      });
      onDone();
    } catch (e) {
      setError(getFieldErrors(e).reason ?? getErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={action.kind === 'revoke' ? t`Cabut sertifikat` : t`Terbitkan ulang sertifikat`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Batal</Trans>
          </Button>
          <Button
            variant={action.kind === 'revoke' ? 'danger' : 'primary'}
            disabled={busy}
            onClick={() => void submit()}
          >
            {action.kind === 'revoke' ? <Trans>Cabut</Trans> : <Trans>Terbitkan ulang</Trans>}
          </Button>
        </>
      }
    >
      <p>
        {action.row.learnerName} · <code>{action.row.id}</code>
      </p>
      <TextField
        label={t`Alasan`}
        value={reason}
        required
        maxLength={500}
        error={error}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}

export default function AdminCertificatesScreen() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [start, setStart] = useState(0);
  const [rows, setRows] = useState<AdminCertificateRow[]>([]);
  const [filtered, setFiltered] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [action, setAction] = useState<Action | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    certificatesApi
      .adminList({ search, status, start, length: PAGE })
      .then((res) => {
        setRows(res.data);
        setFiltered(res.filtered);
        setError(null);
      })
      .catch((e: unknown) => setError(getErrorMessage(e)))
      .finally(() => setLoading(false));
  }, [search, status, start]);
  useEffect(load, [load]);

  const title = (row: AdminCertificateRow) =>
    row.kind === 'course'
      ? t`Sertifikat ${localizedTitle(row.courseTitle, locale)}`
      : t`Lencana ${localizedTitle(row.chapterTitle ?? {}, locale)}`;
  const date = (ms: number) => formatDate(ms, DATE_FORMATS.short, locale);

  return (
    <div className="kk-admin">
      <div className="kk-admin__head">
        <div>
          <h1 className="kk-admin__title">
            <Trans>Sertifikat</Trans>
          </h1>
          <p className="kk-admin__subtitle">
            <Trans>Sertifikat dan lencana yang diterbitkan; cari berdasarkan nama atau ID sertifikat.</Trans>
          </p>
        </div>
      </div>
      <ExpirySetting />
      <div className="kk-table">
        <div className="kk-table__toolbar">
          <input
            type="search"
            className="kk-input kk-table__search"
            placeholder={t`Cari nama atau ID sertifikat`}
            aria-label={t`Cari nama atau ID sertifikat`}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setStart(0);
            }}
          />
          <Select
            label={t`Status`}
            value={status}
            options={[
              { value: 'all', label: t`Semua` },
              { value: 'valid', label: t`Berlaku` },
              { value: 'revoked', label: t`Dicabut` },
            ]}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              setStart(0);
            }}
          />
        </div>
        {error ? <p role="alert">{error}</p> : null}
        <div className="kk-table__scroll">
          <table aria-label={t`Sertifikat yang diterbitkan`} aria-busy={loading || undefined}>
            <thead>
              <tr>
                <th>
                  <Trans>Nama</Trans>
                </th>
                <th>
                  <Trans>Sertifikat</Trans>
                </th>
                <th>
                  <Trans>Diterbitkan</Trans>
                </th>
                <th>
                  <Trans>Status</Trans>
                </th>
                <th>
                  <Trans>Aksi</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="certificate-row">
                  <td>{row.learnerName}</td>
                  <td>
                    <a href={paths.certificate(row.id)} target="_blank" rel="noreferrer">
                      {title(row)}
                    </a>
                  </td>
                  <td>{date(row.issuedAt)}</td>
                  <td>
                    {row.revokedAt ? (
                      <span>
                        <Trans>Dicabut</Trans>
                        {row.revokeReason ? `: ${row.revokeReason}` : null}
                      </span>
                    ) : row.expiresAt && row.expiresAt < Date.now() ? (
                      <Trans>Kedaluwarsa</Trans>
                    ) : (
                      <Trans>Berlaku</Trans>
                    )}
                  </td>
                  <td>
                    {row.revokedAt ? null : (
                      <Button size="sm" variant="danger" onClick={() => setAction({ kind: 'revoke', row })}>
                        <Trans>Cabut</Trans>
                      </Button>
                    )}{' '}
                    <Button size="sm" variant="outline" onClick={() => setAction({ kind: 'reissue', row })}>
                      <Trans>Terbitkan ulang</Trans>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {!loading && rows.length === 0 ? (
          <p>
            <Trans>Tidak ada sertifikat.</Trans>
          </p>
        ) : null}
        <div className="kk-table__toolbar">
          <span>
            <Trans>
              {filtered === 0 ? 0 : start + 1}–{Math.min(start + PAGE, filtered)} dari {filtered}
            </Trans>
          </span>
          <span>
            <Button size="sm" variant="outline" disabled={start === 0} onClick={() => setStart(start - PAGE)}>
              <Trans>Sebelumnya</Trans>
            </Button>{' '}
            <Button
              size="sm"
              variant="outline"
              disabled={start + PAGE >= filtered}
              onClick={() => setStart(start + PAGE)}
            >
              <Trans>Berikutnya</Trans>
            </Button>
          </span>
        </div>
      </div>
      {action ? (
        <ActionDialog
          action={action}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            load();
          }}
        />
      ) : null}
    </div>
  );
}
