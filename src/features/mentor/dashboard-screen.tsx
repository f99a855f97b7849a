/** /mentor/dashboard: the mentor's students, searchable, filterable by chapter, sortable, 10 a page. */

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { wholePercent } from '../../lib/figures';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { ChapterFilter } from './chapter-filter';
import { mentorApi, type StudentRow } from './mentor-api';
import './mentor.css';
import { Position } from './mentor-labels';
import { type MentorColumn, MentorTable } from './mentor-table';
import { StudentSearch } from './student-search';
import { useMentorList } from './use-mentor-list';

export default function MentorDashboardScreen() {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const [, navigate] = useLocation();
  const list = useMentorList<StudentRow>(mentorApi.students, {
    order: { column: 'name', dir: 'asc' },
    filters: { chapterId: '' },
  });

  const columns: MentorColumn<StudentRow>[] = [
    { key: 'name', header: t`Nama`, sortKey: 'name', render: (r) => <strong>{r.name}</strong> },
    {
      key: 'start',
      header: t`Tanggal mulai`,
      sortKey: 'startDate',
      render: (r) => formatDate(r.startDate, DATE_FORMATS.short, locale) || '–',
    },
    {
      key: 'last',
      header: t`Terakhir belajar`,
      sortKey: 'lastLearning',
      render: (r) => formatDate(r.lastLearning, DATE_FORMATS.dateTime, locale) || '–',
    },
    {
      key: 'progress',
      header: t`Progres`,
      sortKey: 'progress',
      render: (r) => (
        <span className="mt-progress">
          <span className="mt-progress__bar" aria-hidden="true">
            <span style={{ width: `${Math.min(100, Math.max(0, r.progress))}%` }} />
          </span>
          {wholePercent(r.progress)}%
        </span>
      ),
    },
    {
      key: 'position',
      header: t`Bab / topik saat ini`,
      sortKey: 'chapterOrder',
      render: (r) => (
        <span className="mt-position">
          <Position chapterOrder={r.chapterOrder} isTrial={r.isTrialChapter} topicOrder={r.topicOrder} />
          {r.topicTitle ? <small>{r.topicTitle}</small> : null}
        </span>
      ),
    },
    { key: 'phone', header: t`Telepon`, sortKey: 'phone', render: (r) => r.phone || '–' },
  ];

  return (
    <div className="mentor-page">
      <header className="mentor-page__head">
        <div>
          <h1>
            <Trans>Siswa saya</Trans>
          </h1>
          <p className="mt-muted">
            <Plural value={list.total} other="# siswa dibimbing oleh Anda" />
          </p>
        </div>
      </header>
      <div className="mt-toolbar">
        <StudentSearch value={list.search} onChange={list.setSearch} />
        <ChapterFilter value={list.filters.chapterId ?? ''} onChange={(v) => list.setFilter('chapterId', v)} />
      </div>
      <MentorTable
        label={t`Daftar siswa`}
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.studentId}
        loading={list.loading}
        error={list.error}
        order={list.order}
        onOrder={list.setOrder}
        onOpen={(r) => {
          if (r.progressId !== null) navigate(paths.mentor.student(r.progressId));
        }}
        canOpen={(r) => r.progressId !== null}
        rowLabel={(r) => t`Buka ${r.name}`}
        paging={{ start: list.start, length: list.length, filtered: list.filtered, onStart: list.setStart }}
      />
    </div>
  );
}
