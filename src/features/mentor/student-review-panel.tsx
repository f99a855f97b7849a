/**
 * The mentor's view of a student's spaced review (docs/decisions/0028-review-insights.md): the streak, the cards due
 * today and the rules or questions the student has failed most, each with how often and how its latest review went.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { StudentReviewOverview } from '../../../api/contracts/review';
import { getErrorMessage } from '../../api-client';
import { formatNumber } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { LoadingState } from '../../ui/spinner';
import { mentorApi } from './mentor-api';

/** The browser's IANA time zone (UTC when it does not say). */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function StudentReviewPanel({ progressId }: { progressId: number }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const [state, setState] = useState<{ data: StudentReviewOverview | null; error: string | null }>({
    data: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    mentorApi
      .studentReview(progressId, browserTimeZone())
      .then((res) => live && setState({ data: res.data, error: null }))
      .catch((error: unknown) => live && setState({ data: null, error: getErrorMessage(error) }));
    return () => {
      live = false;
    };
  }, [progressId]);

  const latest = (passed: boolean | null) =>
    passed === null ? t`Belum diulang` : passed ? t`Berhasil saat diulang` : t`Masih gagal saat diulang`;

  return (
    <section className="mentor-section" aria-labelledby="mentor-review-title" data-testid="mentor-review">
      <h2 id="mentor-review-title">
        <Trans>Ulasan berkala</Trans>
      </h2>
      {state.error ? (
        <p role="alert" className="mentor-card">
          {state.error}
        </p>
      ) : !state.data ? (
        <LoadingState />
      ) : (
        <div className="mentor-card mentor-review">
          <dl className="mentor-facts">
            <div>
              <dt>
                <Trans>Rangkaian belajar</Trans>
              </dt>
              <dd data-testid="mentor-review-streak">
                <Plural value={state.data.streak.days} one="# hari" other="# hari" />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Kartu jatuh tempo hari ini</Trans>
              </dt>
              <dd data-testid="mentor-review-due">{formatNumber(state.data.dueTotal, 0, locale)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Kartu yang sedang diulang</Trans>
              </dt>
              <dd>{formatNumber(state.data.activeCards, 0, locale)}</dd>
            </div>
          </dl>
          <h3 className="mentor-review__subtitle">
            <Trans>Aturan yang paling sering gagal</Trans>
          </h3>
          {state.data.rules.length === 0 ? (
            <p className="mt-muted">
              <Trans>Belum ada kesalahan yang menjadi kartu ulasan.</Trans>
            </p>
          ) : (
            <ol className="mentor-review__rules">
              {state.data.rules.map((rule) => (
                <li key={rule.cardId}>
                  <span className="mentor-review__rule">
                    <strong>{rule.title || t`Tanpa judul`}</strong>
                    {rule.detail ? <code>{rule.detail}</code> : null}
                    <small className="mt-muted">
                      {rule.kind === 'question' ? t`Soal kuis` : t`Aturan latihan`} · {rule.materialTitle}
                    </small>
                  </span>
                  <span className="mentor-review__count">
                    <Plural value={rule.fails} one="gagal # kali" other="gagal # kali" />
                    <small className="mt-muted">
                      {rule.status === 'retired' ? t`Sudah dikuasai` : latest(rule.lastReviewPassed)}
                    </small>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
