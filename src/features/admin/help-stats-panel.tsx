/** The admin dashboard's help requests per mentor: how many their students asked, how many wait, the median first answer. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { HelpMentorStats } from '../../../api/contracts/help';
import { apiClient, getErrorMessage, read } from '../../api-client';
import { formatNumber } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useDurationText } from '../../ui/help-status';

export function HelpStatsPanel() {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const duration = useDurationText();
  const [rows, setRows] = useState<HelpMentorStats[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    read(apiClient.api.admin['help-stats'].$get())
      .then((res) => live && setRows(res.data))
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="kk-admin__panel" aria-labelledby="kk-help-stats-title">
      <div className="kk-admin__panel-head">
        <h2 id="kk-help-stats-title">
          <Trans>Permintaan bantuan per mentor</Trans>
        </h2>
      </div>
      {error ? (
        <p role="alert">{error}</p>
      ) : !rows ? null : rows.length === 0 ? (
        <p className="kk-admin__muted">
          <Trans>Belum ada permintaan bantuan.</Trans>
        </p>
      ) : (
        <table className="kk-admin__help-table">
          <caption className="kk-visually-hidden">{t`Permintaan bantuan per mentor`}</caption>
          <thead>
            <tr>
              <th scope="col" className="kk-admin__help-cell">
                <Trans>Mentor</Trans>
              </th>
              <th scope="col" className="kk-admin__help-cell">
                <Trans>Permintaan</Trans>
              </th>
              <th scope="col" className="kk-admin__help-cell">
                <Trans>Menunggu</Trans>
              </th>
              <th scope="col" className="kk-admin__help-cell">
                <Trans>Dijawab</Trans>
              </th>
              <th scope="col" className="kk-admin__help-cell">
                <Trans>Median jawaban pertama</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.mentorId}>
                <td className="kk-admin__help-cell">{row.mentorName}</td>
                <td className="kk-admin__help-cell">{formatNumber(row.requests, 0, locale)}</td>
                <td className="kk-admin__help-cell">{formatNumber(row.open, 0, locale)}</td>
                <td className="kk-admin__help-cell">{formatNumber(row.answered, 0, locale)}</td>
                <td className="kk-admin__help-cell">
                  {row.medianFirstAnswerMs === null ? '–' : duration(row.medianFirstAnswerMs)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
