/**
 * `/submissions`: the student's submitted projects with status, score and mentor feedback (searchable,
 * paged on the server). Opening one shows its code read-only with the mentor's line comments beside
 * the lines, and its live preview.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { createWorkspace } from '../../../workers/workspace';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { practiceApi, type SubmissionCode, type SubmissionRow } from './practice-api';
import { PreviewPane } from './practice-preview';
import { syncQueue } from './practice-sync';
import { StatusBadge } from './submissions-status';
import { useTexts } from './use-texts';
import './practice.css';
import './submissions.css';

const CodeViewer = lazy(() => import('../../editor/code-viewer').then((m) => ({ default: m.CodeViewer })));

const PAGE = 10;
/** Shown for a submission without files; one object, so the preview is not rebuilt on every render. */
const NO_FILES = createWorkspace();

function SubmissionDetail({ progressMaterialId, onClose }: { progressMaterialId: number; onClose: () => void }) {
  const { t } = useLingui();
  const { title, date } = useTexts();
  const [state, setState] = useState<{ data: SubmissionCode | null; error: string | null }>({
    data: null,
    error: null,
  });
  const [tab, setTab] = useState<'code' | 'preview'>('code');

  useEffect(() => {
    let live = true;
    setState({ data: null, error: null });
    practiceApi.submissionCode(progressMaterialId).then(
      ({ data }) => live && setState({ data, error: null }),
      (error: unknown) => live && setState({ data: null, error: getErrorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [progressMaterialId]);

  if (state.error) {
    return (
      <section className="sb-detail">
        <p role="alert" className="pr-task__error">
          {state.error}
        </p>
        <Button variant="outline" onClick={onClose}>
          <Trans>Tutup</Trans>
        </Button>
      </section>
    );
  }
  const data = state.data;
  if (!data) return <LoadingState label={<Trans>Memuat kode…</Trans>} />;
  const files = data.files ?? NO_FILES;
  const comments = data.comments.map((c) => ({
    path: c.path,
    line: c.line,
    body: c.body,
    author: c.mentorName,
    date: date(new Date(c.createdAt).toISOString(), 'd F y / h:i'),
  }));
  const general = comments.filter((c) => c.path === null);
  const heading = title(data.title);

  return (
    <section className="sb-detail" aria-label={t`Kode submission ${heading}`}>
      <header className="sb-detail__head">
        <h2>{heading}</h2>
        <StatusBadge status={data.status} />
        {data.score !== null && data.status === 'reviewed' && (
          <span className="sb-detail__score">
            <Trans>Nilai: {data.score}</Trans>
          </span>
        )}
        <Button variant="outline" size="sm" onClick={onClose}>
          <Trans>Tutup</Trans>
        </Button>
      </header>
      {(data.feedback || general.length > 0) && (
        <div className="sb-feedback">
          <strong>
            <Trans>Masukan mentor</Trans>
          </strong>
          {data.feedback && <p>{data.feedback}</p>}
          {general.map((c) => (
            <p key={`${c.date}-${c.body}`}>
              <em>{c.author}</em> ({c.date}): {c.body}
            </p>
          ))}
        </div>
      )}
      <div className="sb-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'code'} onClick={() => setTab('code')}>
          <Trans>Kode</Trans> {data.comments.length > 0 && `(${data.comments.length})`}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'preview'} onClick={() => setTab('preview')}>
          <Trans>Pratinjau</Trans>
        </button>
      </div>
      <div className="sb-detail__body">
        {tab === 'code' ? (
          <Suspense fallback={<LoadingState label={<Trans>Memuat editor…</Trans>} />}>
            <CodeViewer files={files.files} comments={comments} label={t`Kode yang dikirim`} />
          </Suspense>
        ) : (
          <div className="sb-preview">
            <PreviewPane workspace={files} title={t`Pratinjau submission`} />
          </div>
        )}
      </div>
    </section>
  );
}

export default function SubmissionsScreen() {
  const { t } = useLingui();
  const { title, date } = useTexts();
  const search = useSearch();
  const [, navigate] = useLocation();
  const openParam = Number(new URLSearchParams(search).get('progressMaterialId') ?? '');
  const openId = Number.isSafeInteger(openParam) && openParam > 0 ? openParam : null;
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [start, setStart] = useState(0);
  const [list, setList] = useState<{ rows: SubmissionRow[]; total: number; filtered: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Sends practice work still queued from an earlier visit.
  useEffect(() => {
    syncQueue();
  }, []);

  useEffect(() => {
    let live = true;
    setError(null);
    practiceApi.submissions({ search: applied, start, length: PAGE }).then(
      (res) => live && setList({ rows: res.data, total: res.total, filtered: res.filtered }),
      (e: unknown) => {
        if (!live) return;
        setList({ rows: [], total: 0, filtered: 0 });
        setError(getErrorMessage(e));
      },
    );
    return () => {
      live = false;
    };
  }, [applied, start]);

  const open = (id: number | null) =>
    navigate(id === null ? paths.student.submissions() : `${paths.student.submissions()}?progressMaterialId=${id}`);
  const page = Math.floor(start / PAGE) + 1;
  const pages = list ? Math.max(1, Math.ceil(list.filtered / PAGE)) : 1;

  return (
    <div className="sb-page">
      <header className="sb-page__head">
        <h1>
          <Trans>Proyek saya</Trans>
        </h1>
        <form
          className="sb-search"
          onSubmit={(event) => {
            event.preventDefault();
            setStart(0);
            setApplied(query.trim());
          }}
        >
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`Cari judul proyek`}
            aria-label={t`Cari judul proyek`}
          />
          <Button type="submit" variant="outline" size="sm">
            <Trans>Cari</Trans>
          </Button>
        </form>
      </header>
      {error && (
        <p role="alert" className="pr-task__error">
          {error}
        </p>
      )}
      {!list ? (
        <LoadingState />
      ) : list.rows.length === 0 ? (
        <EmptyState
          title={applied ? <Trans>Tidak ada submission yang cocok.</Trans> : <Trans>Belum ada submission.</Trans>}
          description={
            applied ? undefined : <Trans>Proyek yang kamu kirim dari peta belajar akan muncul di sini.</Trans>
          }
          action={
            <ButtonLink href={paths.student.learning()} variant="primary">
              <Trans>Ke peta belajar</Trans>
            </ButtonLink>
          }
        />
      ) : (
        <>
          <table className="sb-table">
            <thead>
              <tr>
                <th>
                  <Trans>Proyek</Trans>
                </th>
                <th>
                  <Trans>Bab / Topik</Trans>
                </th>
                <th>
                  <Trans>Dikirim</Trans>
                </th>
                <th>
                  <Trans>Status</Trans>
                </th>
                <th>
                  <Trans>Nilai</Trans>
                </th>
                <th>
                  <Trans>Masukan mentor</Trans>
                </th>
                <th>
                  <span className="sb-sr">
                    <Trans>Aksi</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.progressMaterialId} className={openId === row.progressMaterialId ? 'is-open' : undefined}>
                  <td>{title(row.title)}</td>
                  <td>
                    {row.isTrialChapter ? (
                      <Trans>
                        Bab Percobaan {row.chapterOrder} · Topik {row.topicOrder}
                      </Trans>
                    ) : (
                      <Trans>
                        Bab {row.chapterOrder} · Topik {row.topicOrder}
                      </Trans>
                    )}
                  </td>
                  <td>{row.submittedAt ? date(new Date(row.submittedAt).toISOString(), 'd M y') : '-'}</td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td>{row.status === 'reviewed' && row.score !== null ? row.score : '-'}</td>
                  <td className="sb-table__feedback">
                    {row.feedback ?? (row.commentCount > 0 ? plural(row.commentCount, { other: '# komentar' }) : '-')}
                  </td>
                  <td>
                    <Button variant="outline" size="sm" onClick={() => open(row.progressMaterialId)}>
                      <Trans>Lihat kode</Trans>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav className="sb-pager" aria-label={t`Halaman`}>
              <Button variant="outline" size="sm" disabled={start === 0} onClick={() => setStart(start - PAGE)}>
                <Trans>Sebelumnya</Trans>
              </Button>
              <span>
                <Trans>
                  Halaman {page} dari {pages}
                </Trans>
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setStart(start + PAGE)}>
                <Trans>Berikutnya</Trans>
              </Button>
            </nav>
          )}
        </>
      )}
      {openId !== null && <SubmissionDetail progressMaterialId={openId} onClose={() => open(null)} />}
    </div>
  );
}
