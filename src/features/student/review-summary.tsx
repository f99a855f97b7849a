/**
 * The dashboard's review section: today's cards with a way in, the streak in kind words (a missed day is forgiven,
 * never scolded), the last year of learning by day and the latest finished materials.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../ui/button';
import { LoadingState } from '../../ui/spinner';
import { type ActivityView, type HistoryRow, reviewApi } from './review-api';
import { useTexts } from './use-texts';
import './review.css';

const DAY = 86_400_000;

/** A `YYYY-MM-DD` day in the interface language (the day itself, whatever the device's zone). */
function useDayText() {
  const { locale } = useTexts();
  return (iso: string, month: 'long' | 'short' = 'long') =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'id-ID', {
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.parse(iso));
}

function StreakText({ streak }: { streak: ActivityView['streak'] }) {
  if (streak.days === 0) {
    return (
      <p className="kk-review__streak" data-testid="review-streak">
        <Trans>Mulai rangkaian belajarmu kapan saja: satu materi atau satu kartu sudah cukup.</Trans>
      </p>
    );
  }
  return (
    <p className="kk-review__streak" data-testid="review-streak">
      <strong>
        <Plural value={streak.days} one="# hari belajar berturut-turut" other="# hari belajar berturut-turut" />
      </strong>{' '}
      {streak.forgiven ? (
        <Trans>(satu hari terlewat tidak apa-apa, rangkaianmu tetap berjalan)</Trans>
      ) : streak.activeToday ? (
        <Trans>Kerja bagus hari ini!</Trans>
      ) : (
        <Trans>Belajar sebentar hari ini akan menambahnya.</Trans>
      )}
      {streak.freezes > 0 ? (
        <span className="kk-review__freezes">
          {' '}
          <Plural
            value={streak.freezes}
            one="Kamu punya # jeda yang menjaga rangkaianmu saat berhalangan."
            other="Kamu punya # jeda yang menjaga rangkaianmu saat berhalangan."
          />
        </span>
      ) : null}
    </p>
  );
}

/** The last year by day, weeks as columns; a day's shade grows with its learning actions. */
function Calendar({ activity }: { activity: ActivityView }) {
  const { t } = useLingui();
  const dayText = useDayText();
  const counts = new Map(activity.calendar.map((d) => [d.date, d.count]));
  const today = Date.parse(activity.today);
  const from = Date.parse(activity.from);
  // Start on the Monday of the first week so rows are weekdays.
  const offset = (new Date(from).getUTCDay() + 6) % 7;
  const cells: Array<{ iso: string; count: number } | null> = Array.from({ length: offset }, () => null);
  for (let at = from; at <= today; at += DAY) {
    const iso = new Date(at).toISOString().slice(0, 10);
    cells.push({ iso, count: counts.get(iso) ?? 0 });
  }
  const activeDays = activity.calendar.length;
  return (
    <div className="kk-review__calendar-wrap">
      <div
        className="kk-review__calendar"
        role="img"
        aria-label={t`Kalender belajar: ${activeDays} hari belajar dalam setahun terakhir`}
        data-testid="review-calendar"
      >
        {cells.map((cell, i) =>
          cell ? (
            <span
              key={cell.iso}
              className={`kk-review__day is-l${Math.min(cell.count, 4)}`}
              title={`${dayText(cell.iso, 'short')}: ${cell.count}`}
              data-date={cell.iso}
              data-count={cell.count}
            />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day, fixed in number.
            <span key={`blank-${i}`} className="kk-review__day is-blank" />
          ),
        )}
      </div>
      <p className="kk-review__muted">
        <Plural
          value={activeDays}
          one="# hari belajar dalam setahun terakhir"
          other="# hari belajar dalam setahun terakhir"
        />
      </p>
    </div>
  );
}

function History({ rows }: { rows: HistoryRow[] }) {
  const { title } = useTexts();
  const dayText = useDayText();
  if (rows.length === 0) {
    return (
      <p className="kk-review__muted">
        <Trans>Materi yang kamu selesaikan akan tercatat di sini.</Trans>
      </p>
    );
  }
  return (
    <ol className="kk-review__history" data-testid="review-history">
      {rows.map((row) => (
        <li key={`${row.materialId}-${row.at}`}>
          <time dateTime={row.date}>{dayText(row.date)}</time> <span>{title(row.title)}</span>
        </li>
      ))}
    </ol>
  );
}

export function ReviewSummary() {
  const [activity, setActivity] = useState<ActivityView | null>(null);
  const [history, setHistory] = useState<HistoryRow[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([reviewApi.activity(), reviewApi.history(5)])
      .then(([a, h]) => {
        if (!live) return;
        setActivity(a.data);
        setHistory(h.data);
      })
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="kk-dash__card kk-review" aria-labelledby="kk-dash-review">
      <p className="kk-dash__eyebrow">
        <Trans>Ulasan</Trans>
      </p>
      <h2 id="kk-dash-review">
        <Trans>Ingat yang sudah kamu pelajari</Trans>
      </h2>
      {error ? (
        <p className="kk-dash__error">{error}</p>
      ) : !activity ? (
        <LoadingState label={<Trans>Memuat ulasan…</Trans>} />
      ) : (
        <>
          <p className="kk-review__due" data-testid="review-due">
            {activity.dueToday > 0 ? (
              <Plural
                value={activity.dueToday}
                one="# kartu siap diulas hari ini, dari hal yang dulu sempat keliru."
                other="# kartu siap diulas hari ini, dari hal yang dulu sempat keliru."
              />
            ) : (
              <Trans>Tidak ada kartu untuk diulas hari ini.</Trans>
            )}
          </p>
          {activity.dueToday > 0 ? (
            <ButtonLink href={paths.student.review()} variant="primary">
              <Trans>Mulai ulasan</Trans>
            </ButtonLink>
          ) : null}
          <StreakText streak={activity.streak} />
          <Calendar activity={activity} />
          <h3 className="kk-review__subhead">
            <Trans>Terakhir diselesaikan</Trans>
          </h3>
          <History rows={history} />
        </>
      )}
    </section>
  );
}
