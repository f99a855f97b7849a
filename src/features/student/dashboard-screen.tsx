/**
 * `/dashboard`: greeting, the course with progress percentage, score and last learning date, the next
 * material in one click, the subscription state and what the free trial includes.
 */

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { wholePercent } from '../../lib/figures';
import { DATE_FORMATS } from '../../lib/format';
import { authState, displayName } from '../../state/auth';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { RichTextView } from '../../ui/rich-text-view';
import { LoadingState } from '../../ui/spinner';
import { learningApi } from './learning-api';
import type { CourseDetail, MaterialCounts, Subscription } from './learning-types';
import { MaterialKind } from './material-kind';
import { ReviewSummary } from './review-summary';
import { useLearning } from './use-learning';
import { useTexts } from './use-texts';
import './progress-bar.css';
import './dashboard.css';

function TrialIncludes({ counts }: { counts: MaterialCounts }) {
  const items = (['slide', 'video', 'quiz', 'practice', 'project'] as const).filter((k) => (counts[k] ?? 0) > 0);
  return (
    <ul className="kk-dash__includes">
      {items.map((k) => (
        <li key={k}>
          <strong>{counts[k]}</strong> <MaterialKind relation={k === 'project' ? 'submission' : k} />
        </li>
      ))}
    </ul>
  );
}

export default function DashboardScreen() {
  const { t } = useLingui();
  const auth = useSnapshot(authState);
  const { status, error, meta, reload } = useLearning();
  const { title, description, date, daysAgo, number } = useTexts();
  const [course, setCourse] = useState<CourseDetail | null>(null);
  const [subscription, setSubscription] = useState<Subscription | null | undefined>(undefined);
  const [sideError, setSideError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([learningApi.course(), learningApi.subscriptions()])
      .then(([c, s]) => {
        if (!live) return;
        setCourse(c.data);
        setSubscription(s.data[0] ?? null);
      })
      .catch((e: unknown) => live && setSideError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, []);

  const name = displayName(auth.user);
  if ((status === 'idle' || status === 'loading') && !meta) return <LoadingState fullPage />;
  if (status === 'error' && !meta) {
    return (
      <div className="kk-dash">
        <EmptyState
          title={<Trans>Dasbor tidak dapat dimuat</Trans>}
          description={error ?? undefined}
          action={
            <Button variant="primary" onClick={() => void reload()}>
              <Trans>Coba lagi</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  const progress = meta?.progress;
  const next = meta?.next_material ?? null;
  return (
    <div className="kk-dash">
      <h1 className="kk-dash__greeting">
        <Trans>Halo, {name}!</Trans>
      </h1>
      <div className="kk-dash__grid">
        <section className="kk-dash__card kk-dash__course" aria-labelledby="kk-dash-course">
          <p className="kk-dash__eyebrow">
            <Trans>Kursus kamu</Trans>
          </p>
          <h2 id="kk-dash-course">{course ? title(course.title) : <Trans>Memuat kursus…</Trans>}</h2>
          {course ? <RichTextView className="kk-dash__muted" html={description(course.description)} /> : null}
          {progress ? (
            <>
              <div className="kk-dash__stats">
                <div>
                  <span className="kk-dash__stat-label">
                    <Trans>Progres</Trans>
                  </span>
                  <span className="kk-dash__stat" data-testid="dashboard-percentage">
                    {number(wholePercent(progress.percentage))}%
                  </span>
                </div>
                <div>
                  <span className="kk-dash__stat-label">
                    <Trans>Nilai rata-rata</Trans>
                  </span>
                  <span className="kk-dash__stat" data-testid="dashboard-score">
                    {number(progress.score, Number.isInteger(progress.score) ? 0 : 1)}
                  </span>
                </div>
                <div>
                  <span className="kk-dash__stat-label">
                    <Trans>Terakhir belajar</Trans>
                  </span>
                  <span className="kk-dash__stat kk-dash__stat--small">
                    {progress.last_learning_date ? (
                      <>
                        {date(progress.last_learning_date, DATE_FORMATS.dateTime)}
                        <small>{daysAgo(progress.last_learning_date)}</small>
                      </>
                    ) : (
                      <Trans>Belum mulai</Trans>
                    )}
                  </span>
                </div>
              </div>
              <progress
                className="kk-progress kk-dash__bar"
                max={100}
                value={progress.percentage}
                aria-label={t`Progres kursus`}
              />
              <p className="kk-dash__muted">
                <Trans>
                  {meta?.finished_materials ?? 0} dari {meta?.total_materials ?? 0} materi selesai · bergabung{' '}
                  {date(progress.join_date, DATE_FORMATS.short)}
                </Trans>
              </p>
            </>
          ) : null}
          <div className="kk-dash__actions">
            {next ? (
              <ButtonLink href={paths.student.learningMaterial(next.relation, next.id)} variant="primary" size="lg">
                <Trans>Lanjutkan: {title(next.title)}</Trans>
              </ButtonLink>
            ) : meta?.trial_finished && !meta.subscribed ? (
              <ButtonLink href={paths.student.subscription()} variant="primary" size="lg">
                <Trans>Berlangganan untuk melanjutkan</Trans>
              </ButtonLink>
            ) : null}
            <ButtonLink href={paths.student.learning()} variant="outline">
              <Trans>Lihat peta belajar</Trans>
            </ButtonLink>
          </div>
        </section>

        <section className="kk-dash__card" aria-labelledby="kk-dash-sub">
          <p className="kk-dash__eyebrow">
            <Trans>Langganan</Trans>
          </p>
          <h2 id="kk-dash-sub">
            {subscription === undefined ? (
              <Trans>Memuat…</Trans>
            ) : subscription?.is_active ? (
              <Trans>Aktif</Trans>
            ) : subscription ? (
              <Trans>Sudah berakhir</Trans>
            ) : (
              <Trans>Paket percobaan</Trans>
            )}
          </h2>
          {subscription ? (
            <p className="kk-dash__muted" data-testid="dashboard-subscription">
              {subscription.name} · {date(subscription.start, DATE_FORMATS.short)} –{' '}
              {date(subscription.end, DATE_FORMATS.short)}
            </p>
          ) : subscription === null ? (
            <p className="kk-dash__muted">
              <Trans>Kamu sedang memakai akses percobaan gratis.</Trans>
            </p>
          ) : null}
          {!subscription?.is_active ? (
            <ButtonLink href={paths.student.subscription()} variant="secondary">
              <Trans>Lihat paket</Trans>
            </ButtonLink>
          ) : null}
          {sideError ? <p className="kk-dash__error">{sideError}</p> : null}
        </section>

        <ReviewSummary />

        {course ? (
          <section className="kk-dash__card" aria-labelledby="kk-dash-trial">
            <p className="kk-dash__eyebrow">
              <Trans>Gratis untuk semua siswa</Trans>
            </p>
            <h2 id="kk-dash-trial">
              <Trans>Isi bab percobaan</Trans>
            </h2>
            <p className="kk-dash__muted">{course.trial.chapters.map((c) => title(c.title)).join(', ')}</p>
            <TrialIncludes counts={course.trial.materials} />
            <p className="kk-dash__muted">
              <Trans>
                Dengan berlangganan, <Plural value={course.chapters.paid} other="# bab lainnya" /> dengan{' '}
                <Plural value={course.paid.total} other="# materi" /> terbuka.
              </Trans>
            </p>
            {meta?.trial_finished ? (
              <p className="kk-dash__muted">
                <Trans>Bab percobaan sudah kamu selesaikan.</Trans>
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
