/**
 * `/admin/dashboard`: students, active subscriptions, revenue this month and submissions waiting for
 * review, the students without a mentor whose projects wait, help requests per mentor, a chart of sign-ups and payments per day (30 days) or per week (12 weeks), and revenue per
 * month over the last 12 months.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { RevenueMonth } from '../../../api/contracts/commerce';
import { apiClient, getErrorMessage, read } from '../../api-client';
import { paths } from '../../config/paths';
import { formatNumber, formatRupiah } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { type ChartPoint, DashboardChart } from './dashboard-chart';
import { HelpStatsPanel } from './help-stats-panel';
import { RevenueChart } from './revenue-chart';
import { ReviewFiguresPanel } from './review-figures-panel';
import './admin.css';

type Stats = {
  students: number;
  activeSubscriptions: number;
  revenueThisMonth: number;
  submissionsWaiting: number;
  unassignedWaiting: { total: number; students: { id: number; fullName: string; email: string; waiting: number }[] };
  series: (ChartPoint & { revenue: number })[];
  revenueByMonth: RevenueMonth[];
};

/** Students without a mentor whose projects wait: nobody reviews them until an admin assigns a mentor. */
function UnassignedPanel({ waiting }: { waiting: Stats['unassignedWaiting'] }) {
  return (
    <section className="kk-admin__panel" aria-labelledby="kk-unassigned-title">
      <div className="kk-admin__panel-head">
        <h2 id="kk-unassigned-title">
          <Trans>Siswa tanpa mentor dengan proyek menunggu</Trans>
        </h2>
        {waiting.total > 0 ? (
          <Link href={paths.admin.mentorStudents()}>
            <Trans>Tetapkan mentor</Trans>
          </Link>
        ) : null}
      </div>
      {waiting.total === 0 ? (
        <p className="kk-admin__muted">
          <Trans>Semua siswa yang punya proyek menunggu sudah punya mentor.</Trans>
        </p>
      ) : (
        <>
          <p className="kk-admin__muted">
            <Plural
              value={waiting.total}
              other="# siswa belum punya mentor, jadi proyeknya belum direview siapa pun."
            />
          </p>
          <ul className="kk-admin__unassigned">
            {waiting.students.map((student) => (
              <li key={student.id}>
                <strong>{student.fullName}</strong> <span className="kk-admin__muted">{student.email}</span>{' '}
                <Plural value={student.waiting} other="# proyek menunggu" />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function AdminDashboardScreen() {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const [period, setPeriod] = useState<'day' | 'week'>('day');
  const [stats, setStats] = useState<Stats | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    setError('');
    read(apiClient.api.admin.dashboard.$get({ query: { period } }))
      .then((res) => live && setStats(res.data))
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, [period]);

  const cards = stats
    ? [
        { label: t`Siswa`, value: formatNumber(stats.students) },
        { label: t`Langganan aktif`, value: formatNumber(stats.activeSubscriptions) },
        { label: t`Pendapatan bulan ini`, value: formatRupiah(stats.revenueThisMonth) },
        { label: t`Proyek menunggu review`, value: formatNumber(stats.submissionsWaiting) },
      ]
    : [];

  return (
    <main className="kk-admin">
      <div className="kk-admin__head">
        <div>
          <h1 className="kk-admin__title">
            <Trans>Dasbor</Trans>
          </h1>
          <p className="kk-admin__subtitle">
            <Trans>Ringkasan akademi hari ini.</Trans>
          </p>
        </div>
      </div>
      {error ? (
        <EmptyState title={error} />
      ) : !stats ? (
        <LoadingState />
      ) : (
        <>
          <section className="kk-admin__cards" aria-label={t`Ringkasan`}>
            {cards.map((card) => (
              <div key={card.label} className="kk-admin__card">
                <p className="kk-admin__card-label">{card.label}</p>
                <p className="kk-admin__card-value">{card.value}</p>
              </div>
            ))}
          </section>
          <section className="kk-admin__panel">
            <div className="kk-admin__panel-head">
              <h2>
                <Trans>Pendaftaran dan pembayaran</Trans>
              </h2>
              <fieldset className="kk-admin__toggle">
                <legend className="kk-visually-hidden">
                  <Trans>Periode</Trans>
                </legend>
                <Button
                  size="sm"
                  variant={period === 'day' ? 'secondary' : 'outline'}
                  aria-pressed={period === 'day'}
                  onClick={() => setPeriod('day')}
                >
                  <Trans>Per hari</Trans>
                </Button>
                <Button
                  size="sm"
                  variant={period === 'week' ? 'secondary' : 'outline'}
                  aria-pressed={period === 'week'}
                  onClick={() => setPeriod('week')}
                >
                  <Trans>Per minggu</Trans>
                </Button>
              </fieldset>
            </div>
            <DashboardChart points={stats.series} locale={locale} />
          </section>
          <UnassignedPanel waiting={stats.unassignedWaiting} />
          <HelpStatsPanel />
          <ReviewFiguresPanel />
          <section className="kk-admin__panel" aria-labelledby="kk-revenue-title">
            <div className="kk-admin__panel-head">
              <h2 id="kk-revenue-title">
                <Trans>Pendapatan per bulan</Trans>
              </h2>
              <p className="kk-admin__muted">
                <Trans>
                  12 bulan terakhir: {formatRupiah(stats.revenueByMonth.reduce((sum, m) => sum + m.revenue, 0))}
                </Trans>
              </p>
            </div>
            <RevenueChart points={stats.revenueByMonth} locale={locale} />
          </section>
        </>
      )}
    </main>
  );
}
