/**
 * /mentor/student/:progressId: one of the mentor's students — detail (join date, date of birth,
 * gender), their spaced review, the overview of what they did, and their project submissions (each opens the review).
 */

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { wholePercent } from '../../lib/figures';
import { DATE_FORMATS, formatDate, formatNumber } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { mentorApi, type OverviewRow, type StudentDetail, type StudentSubmission } from './mentor-api';
import './mentor.css';
import { Position, StatusBadge, useMaterialTypeLabel } from './mentor-labels';
import { type MentorColumn, MentorTable } from './mentor-table';
import { StudentReviewPanel } from './student-review-panel';
import { useMentorList } from './use-mentor-list';

export default function MentorStudentScreen() {
  const params = useParams<{ progressId?: string }>();
  const progressId = Number(params.progressId);
  if (!params.progressId || !Number.isSafeInteger(progressId) || progressId < 1) {
    return (
      <div className="mentor-page">
        <EmptyState
          title={<Trans>Pilih siswa dari dashboard</Trans>}
          action={
            <ButtonLink href={paths.mentor.dashboard()}>
              <Trans>Ke dashboard</Trans>
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return <StudentView key={progressId} progressId={progressId} />;
}

function StudentView({ progressId }: { progressId: number }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const typeLabel = useMaterialTypeLabel();
  const [, navigate] = useLocation();
  const [detail, setDetail] = useState<{ data: StudentDetail | null; error: string | null }>({
    data: null,
    error: null,
  });
  const [subs, setSubs] = useState<{ rows: StudentSubmission[]; loading: boolean; error: string | null }>({
    rows: [],
    loading: true,
    error: null,
  });
  const duration = (seconds: number) => {
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.max(hours > 0 ? 0 : 1, Math.floor((seconds % 3600) / 60));
    return hours > 0 ? t`Durasi ${hours} jam ${minutes} menit` : t`Durasi ${minutes} menit`;
  };
  const overview = useMentorList<OverviewRow>((query, signal) => mentorApi.overview(progressId, query, signal), {
    order: { column: 'course', dir: 'asc' },
  });

  useEffect(() => {
    let live = true;
    mentorApi
      .student(progressId)
      .then((res) => live && setDetail({ data: res.data, error: null }))
      .catch((error: unknown) => live && setDetail({ data: null, error: getErrorMessage(error) }));
    mentorApi
      .studentSubmissions(progressId)
      .then((res) => live && setSubs({ rows: res.data, loading: false, error: null }))
      .catch((error: unknown) => live && setSubs({ rows: [], loading: false, error: getErrorMessage(error) }));
    return () => {
      live = false;
    };
  }, [progressId]);

  if (detail.error) {
    return (
      <div className="mentor-page">
        <EmptyState
          title={detail.error}
          action={
            <ButtonLink href={paths.mentor.dashboard()}>
              <Trans>Kembali ke dashboard</Trans>
            </ButtonLink>
          }
        />
      </div>
    );
  }
  if (!detail.data) return <LoadingState />;
  const s = detail.data;

  const overviewColumns: MentorColumn<OverviewRow>[] = [
    {
      key: 'chapter',
      header: t`Bab`,
      render: (r) => (
        <span className="mt-position">
          {r.isTrialChapter ? t`Trial` : t`Bab ${r.chapterOrder}`}
          <small>{r.chapterTitle}</small>
        </span>
      ),
    },
    {
      key: 'topic',
      header: t`Topik`,
      render: (r) => (
        <span className="mt-position">
          {t`Topik ${r.topicOrder}`}
          <small>{r.topicTitle}</small>
        </span>
      ),
    },
    { key: 'type', header: t`Jenis materi`, render: (r) => typeLabel(r.materialType) },
    { key: 'title', header: t`Materi`, render: (r) => r.materialTitle },
    {
      key: 'time',
      header: t`Waktu`,
      render: (r) => (
        <span className="mt-position">
          {formatDate(r.time, DATE_FORMATS.dateTime, locale) || '–'}
          {r.durationSeconds !== null ? <small>{duration(r.durationSeconds)}</small> : null}
        </span>
      ),
    },
    { key: 'percentage', header: t`Persentase topik`, render: (r) => `${wholePercent(r.percentage)}%` },
    {
      key: 'score',
      header: t`Nilai`,
      render: (r) => (r.score === null ? '–' : formatNumber(r.score, Number.isInteger(r.score) ? 0 : 1, locale)),
    },
  ];

  const submissionColumns: MentorColumn<StudentSubmission>[] = [
    { key: 'title', header: t`Judul`, render: (r) => <strong>{r.submissionTitle}</strong> },
    {
      key: 'position',
      header: t`Bab / topik`,
      render: (r) => <Position chapterOrder={r.chapterOrder} isTrial={r.isTrialChapter} topicOrder={r.topicOrder} />,
    },
    { key: 'exam', header: t`Ujian`, render: (r) => (r.isExam ? t`Ya` : t`Tidak`) },
    {
      key: 'start',
      header: t`Tanggal mulai`,
      render: (r) => formatDate(r.startDate, DATE_FORMATS.short, locale) || '–',
    },
    {
      key: 'update',
      header: t`Terakhir diperbarui`,
      render: (r) => formatDate(r.updateDate, DATE_FORMATS.dateTime, locale) || '–',
    },
    { key: 'status', header: t`Status`, render: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'score',
      header: t`Nilai`,
      render: (r) => (r.score === null ? '–' : formatNumber(r.score, Number.isInteger(r.score) ? 0 : 1, locale)),
    },
  ];

  return (
    <div className="mentor-page">
      <nav className="mentor-crumbs" aria-label={t`Navigasi`}>
        <Link href={paths.mentor.dashboard()}>
          <Trans>Dashboard</Trans>
        </Link>{' '}
        / <span>{s.name}</span>
      </nav>
      <section className="mentor-card mentor-student" aria-labelledby="mentor-student-name">
        <div className="mentor-student__avatar" aria-hidden="true">
          {s.name.slice(0, 1).toUpperCase()}
        </div>
        <div>
          <h1 id="mentor-student-name">{s.name}</h1>
          <p className="mt-muted">
            {s.email}
            {s.phone ? ` · ${s.phone}` : ''}
          </p>
        </div>
        <dl className="mentor-facts">
          <div>
            <dt>
              <Trans>Tanggal bergabung</Trans>
            </dt>
            <dd>{formatDate(s.joinDate, DATE_FORMATS.short, locale)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Tanggal lahir</Trans>
            </dt>
            <dd>{s.dateOfBirth ? formatDate(s.dateOfBirth, DATE_FORMATS.short, locale) : '–'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Jenis kelamin</Trans>
            </dt>
            <dd>{s.gender === 'male' ? t`Laki-laki` : s.gender === 'female' ? t`Perempuan` : '–'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Progres</Trans>
            </dt>
            <dd>{wholePercent(s.progress)}%</dd>
          </div>
        </dl>
      </section>

      <StudentReviewPanel progressId={progressId} />

      <section className="mentor-section" aria-labelledby="mentor-submissions-title">
        <h2 id="mentor-submissions-title">
          <Trans>Pengumpulan proyek</Trans>
        </h2>
        <MentorTable
          label={t`Pengumpulan proyek`}
          columns={submissionColumns}
          rows={subs.rows}
          rowKey={(r) => r.id}
          loading={subs.loading}
          error={subs.error}
          onOpen={(r) => navigate(paths.mentor.submission({ progressMaterialId: r.id }))}
          rowLabel={(r) => t`Review ${r.submissionTitle}`}
          empty={<EmptyState title={<Trans>Belum ada proyek yang dikumpulkan</Trans>} />}
        />
      </section>

      <section className="mentor-section" aria-labelledby="mentor-overview-title">
        <h2 id="mentor-overview-title">
          <Trans>Ringkasan belajar</Trans>
        </h2>
        <MentorTable
          label={t`Ringkasan belajar`}
          columns={overviewColumns}
          rows={overview.rows}
          rowKey={(r) => r.progressMaterialId}
          loading={overview.loading}
          error={overview.error}
          paging={{
            start: overview.start,
            length: overview.length,
            filtered: overview.filtered,
            onStart: overview.setStart,
          }}
          empty={<EmptyState title={<Trans>Siswa ini belum memulai materi</Trans>} />}
        />
      </section>
    </div>
  );
}
