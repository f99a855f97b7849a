/**
 * /mentor/submission/list: the review queue of the mentor's students' projects, oldest first, with
 * how long each has waited; filters by status and chapter, name search, 10 a page.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { DATE_FORMATS, daysSince, formatDate } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { ChapterFilter } from './chapter-filter';
import { mentorApi, type SubmissionRow } from './mentor-api';
import './mentor.css';
import { Position, StatusBadge, useStatusLabel } from './mentor-labels';
import { type MentorColumn, MentorTable } from './mentor-table';
import { StudentSearch } from './student-search';
import { refreshSubmissionDot } from './submission-dot';
import { useMentorList } from './use-mentor-list';

export default function MentorSubmissionListScreen() {
  const { t } = useLingui();
  // How long a project has waited, in whole days as the spec counts them (24-hour units, rounded up).
  const waitingLabel = (r: SubmissionRow) => {
    const waited = daysSince(r.submittedAt ?? r.lastUpdate);
    return waited === null ? t`Menunggu sejak hari ini` : plural(waited, { other: 'Menunggu # hari' });
  };
  const locale = useFormatLocale();
  const statusLabel = useStatusLabel();
  const [, navigate] = useLocation();
  const list = useMentorList<SubmissionRow>(mentorApi.submissions, {
    order: { column: 'submittedAt', dir: 'asc' },
    filters: { status: 'new', chapterId: '' },
  });

  // Keep the red dot in step with what this screen shows.
  useEffect(() => {
    if (!list.loading) refreshSubmissionDot();
  }, [list.loading]);

  const columns: MentorColumn<SubmissionRow>[] = [
    { key: 'name', header: t`Nama siswa`, sortKey: 'name', render: (r) => <strong>{r.name}</strong> },
    {
      key: 'title',
      header: t`Proyek`,
      render: (r) => (
        <span className="mt-position">
          {r.submissionTitle}
          <small>{r.topicTitle}</small>
        </span>
      ),
    },
    {
      key: 'position',
      header: t`Bab / topik`,
      sortKey: 'chapterOrder',
      render: (r) => <Position chapterOrder={r.chapterOrder} isTrial={r.isTrialChapter} topicOrder={r.topicOrder} />,
    },
    {
      key: 'submitted',
      header: t`Dikumpulkan`,
      sortKey: 'submittedAt',
      render: (r) => (
        <span className="mt-position">
          {formatDate(r.lastUpdate, DATE_FORMATS.dateTime, locale)}
          {r.status !== 'reviewed' ? <small className="mt-waiting">{waitingLabel(r)}</small> : null}
        </span>
      ),
    },
    { key: 'status', header: t`Status`, sortKey: 'status', render: (r) => <StatusBadge status={r.status} /> },
  ];

  return (
    <div className="mentor-page">
      <header className="mentor-page__head">
        <div>
          <h1>
            <Trans>Antrean review proyek</Trans>
          </h1>
          <p className="mt-muted">
            <Trans>Proyek terlama ada di atas. Buka satu untuk mulai mereview.</Trans>
          </p>
        </div>
      </header>
      <div className="mt-toolbar">
        <StudentSearch value={list.search} onChange={list.setSearch} />
        <label className="mt-filter">
          <span>{t`Status`}</span>
          <select
            className="kk-input kk-select"
            value={list.filters.status ?? ''}
            onChange={(event) => list.setFilter('status', event.target.value)}
          >
            <option value="">{t`Semua status`}</option>
            <option value="new">{statusLabel('new')}</option>
            <option value="in review">{statusLabel('in review')}</option>
            <option value="reviewed">{statusLabel('reviewed')}</option>
          </select>
        </label>
        <ChapterFilter value={list.filters.chapterId ?? ''} onChange={(v) => list.setFilter('chapterId', v)} />
      </div>
      <MentorTable
        label={t`Antrean proyek`}
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.progressMaterialId}
        loading={list.loading}
        error={list.error}
        order={list.order}
        onOrder={list.setOrder}
        onOpen={(r) => navigate(paths.mentor.submission({ progressMaterialId: r.progressMaterialId }))}
        rowLabel={(r) => t`Review proyek ${r.submissionTitle} dari ${r.name}`}
        paging={{ start: list.start, length: list.length, filtered: list.filtered, onStart: list.setStart }}
        empty={<p className="mt-empty">{t`Tidak ada proyek dengan status ini. Kerja bagus!`}</p>}
      />
    </div>
  );
}
