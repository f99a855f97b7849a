/**
 * The admin dashboard's revenue per month: a hand-written SVG bar chart (the same look as the sign-up
 * chart beside it) with compact Rupiah ticks, plus the exact figures in a table screen readers read
 * (the picture alone would only say "a chart").
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';

/** One calendar month: `month` is `YYYY-MM`, `revenue` the paid total in Rupiah, `payments` how many were paid. */
export type RevenuePoint = { month: string; revenue: number; payments: number };

const W = 900;
const H = 240;
const PAD = { top: 16, right: 12, bottom: 36, left: 72 };

function niceMax(value: number): number {
  if (value <= 0) return 1_000_000;
  const step = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / step) * step;
}

/** `1500000` → `1,5 jt` (id) or `1.5M` (en): short enough for an axis, exact figures are in the table. */
function compact(value: number, locale: 'id' | 'en'): string {
  const units: [number, string, string][] = [
    [1e9, ' M', 'B'],
    [1e6, ' jt', 'M'],
    [1e3, ' rb', 'K'],
  ];
  for (const [size, id, en] of units) {
    if (value >= size) {
      const n = Math.round((value / size) * 10) / 10;
      return locale === 'id' ? `${formatNumber(n, Number.isInteger(n) ? 0 : 1)}${id}` : `${n}${en}`;
    }
  }
  return formatNumber(value);
}

const monthDate = (month: string) => `${month}-01T00:00:00`;

export function RevenueChart({ points, locale }: { points: readonly RevenuePoint[]; locale: 'id' | 'en' }) {
  const { t } = useLingui();
  const max = niceMax(Math.max(0, ...points.map((p) => p.revenue)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const band = innerW / Math.max(1, points.length);
  const bar = Math.max(4, Math.min(36, band * 0.6));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => max * f);

  return (
    <figure style={{ margin: 0 }}>
      <svg className="kk-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t`Grafik pendapatan per bulan`}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e6eb" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fill="#5d6775">
              {compact(v, locale)}
            </text>
          </g>
        ))}
        {points.map((p, i) => {
          const x = PAD.left + i * band + band / 2;
          const label = formatDate(monthDate(p.month), 'M y', locale);
          return (
            <g key={p.month}>
              <rect x={x - bar / 2} y={y(p.revenue)} width={bar} height={y(0) - y(p.revenue)} fill="#6dda5f" rx="2">
                <title>{`${label}: ${formatRupiah(p.revenue)}`}</title>
              </rect>
              <text x={x} y={H - PAD.bottom + 16} textAnchor="middle" fill="#5d6775">
                {label}
              </text>
            </g>
          );
        })}
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#c9cfd7" />
      </svg>
      {/* Hidden by a wrapper, not on the table: a table box grows to its rows whatever its width and height say,
          and the page then scrolled past its footer by the table's height. */}
      <div className="kk-visually-hidden">
        <table>
          <caption>
            <Trans>Pendapatan per bulan</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Bulan</Trans>
              </th>
              <th scope="col">
                <Trans>Pendapatan</Trans>
              </th>
              <th scope="col">
                <Trans>Pembayaran lunas</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.month}>
                <th scope="row">{formatDate(monthDate(p.month), 'F y', locale)}</th>
                <td>{formatRupiah(p.revenue)}</td>
                <td>{formatNumber(p.payments)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
