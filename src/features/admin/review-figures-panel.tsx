/**
 * The admin dashboard's review figures (docs/decisions/0028-review-insights.md): per rule or quiz question, most
 * failed first and a page at a time, how many learners failed it first, reviewed it and recovered after review (a
 * rule many fail and few recover from may be an unclear task); and the first-retry pass rate of cards retried in
 * the review against questions retried in a retaken quiz before any review.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { FirstRetryRate, ReviewFigures } from '../../../api/contracts/review';
import { apiClient, getErrorMessage, read, toQuery } from '../../api-client';
import { formatNumber } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { Button } from '../../ui/button';

const PAGE = 10;

export function ReviewFiguresPanel() {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const [start, setStart] = useState(0);
  const [figures, setFigures] = useState<ReviewFigures | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    read(apiClient.api.admin.dashboard.review.$get({ query: toQuery({ start, length: PAGE }) }))
      .then((res) => live && setFigures(res.data))
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, [start]);

  const rateLabel = (rate: FirstRetryRate) =>
    rate.group === 'reviewed'
      ? rate.kind === 'question'
        ? t`Soal kuis, diulang di ulasan`
        : t`Aturan latihan, diulang di ulasan`
      : t`Soal kuis, diulang di kuis tanpa ulasan`;
  const percent = (passed: number, of: number) =>
    of === 0 ? '–' : `${formatNumber(Math.round((passed / of) * 100), 0, locale)}%`;

  return (
    <section className="kk-admin__panel" aria-labelledby="kk-review-figures-title" data-testid="review-figures">
      <div className="kk-admin__panel-head">
        <h2 id="kk-review-figures-title">
          <Trans>Ulasan berkala per aturan</Trans>
        </h2>
      </div>
      {error ? (
        <p role="alert">{error}</p>
      ) : !figures ? (
        <p className="kk-admin__muted" aria-live="polite">
          <Trans>Memuat…</Trans>
        </p>
      ) : (
        <>
          <h3 className="kk-admin__review-subtitle">
            <Trans>Lulus pada percobaan ulang pertama</Trans>
          </h3>
          <table className="kk-admin__help-table" data-testid="review-rates">
            <caption className="kk-visually-hidden">{t`Lulus pada percobaan ulang pertama`}</caption>
            <thead>
              <tr>
                <th scope="col" className="kk-admin__help-cell">
                  <Trans>Percobaan ulang pertama</Trans>
                </th>
                <th scope="col" className="kk-admin__help-cell">
                  <Trans>Kartu</Trans>
                </th>
                <th scope="col" className="kk-admin__help-cell">
                  <Trans>Lulus</Trans>
                </th>
                <th scope="col" className="kk-admin__help-cell">
                  <Trans>Tingkat lulus</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.rates.map((rate) => (
                <tr key={`${rate.group}-${rate.kind}`}>
                  <th scope="row" className="kk-admin__help-cell">
                    {rateLabel(rate)}
                  </th>
                  <td className="kk-admin__help-cell">{formatNumber(rate.retried, 0, locale)}</td>
                  <td className="kk-admin__help-cell">{formatNumber(rate.passed, 0, locale)}</td>
                  <td className="kk-admin__help-cell">{percent(rate.passed, rate.retried)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="kk-admin__review-subtitle">
            <Trans>Aturan yang paling sering gagal</Trans>
          </h3>
          {figures.total === 0 ? (
            <p className="kk-admin__muted">
              <Trans>Belum ada kesalahan yang menjadi kartu ulasan.</Trans>
            </p>
          ) : (
            <>
              <table className="kk-admin__help-table" data-testid="review-rules">
                <caption className="kk-visually-hidden">{t`Aturan yang paling sering gagal`}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="kk-admin__help-cell">
                      <Trans>Aturan atau soal</Trans>
                    </th>
                    <th scope="col" className="kk-admin__help-cell">
                      <Trans>Gagal pertama kali</Trans>
                    </th>
                    <th scope="col" className="kk-admin__help-cell">
                      <Trans>Sudah diulang</Trans>
                    </th>
                    <th scope="col" className="kk-admin__help-cell">
                      <Trans>Pulih setelah ulasan</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {figures.rules.map((row) => (
                    <tr key={row.sourceKey}>
                      <th scope="row" className="kk-admin__help-cell kk-admin__review-rule">
                        <strong>{row.title || t`Tanpa judul`}</strong>
                        {row.detail ? <code>{row.detail}</code> : null}
                        <small className="kk-admin__muted">
                          {row.kind === 'question' ? t`Soal kuis` : t`Aturan latihan`} · {row.materialTitle}
                        </small>
                      </th>
                      <td className="kk-admin__help-cell">{formatNumber(row.failedFirst, 0, locale)}</td>
                      <td className="kk-admin__help-cell">{formatNumber(row.reviewed, 0, locale)}</td>
                      <td className="kk-admin__help-cell">
                        {formatNumber(row.recovered, 0, locale)} ({percent(row.recovered, row.failedFirst)})
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {figures.total > PAGE ? (
                <nav className="kk-admin__review-pages" aria-label={t`Halaman aturan`}>
                  <Button size="sm" variant="outline" disabled={start === 0} onClick={() => setStart(start - PAGE)}>
                    <Trans>Sebelumnya</Trans>
                  </Button>
                  <span className="kk-admin__muted">
                    {t`${formatNumber(start + 1, 0, locale)}–${formatNumber(Math.min(start + PAGE, figures.total), 0, locale)} dari ${formatNumber(figures.total, 0, locale)}`}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={start + PAGE >= figures.total}
                    onClick={() => setStart(start + PAGE)}
                  >
                    <Trans>Berikutnya</Trans>
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}
