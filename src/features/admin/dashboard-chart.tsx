/** A hand-written SVG chart of sign-ups and paid payments per period (grouped bars, y grid, x labels). */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../lib/format';

export type ChartPoint = { start: string; signups: number; payments: number };

const W = 900;
const H = 260;
const PAD = { top: 16, right: 12, bottom: 36, left: 36 };

function niceMax(value: number): number {
  if (value <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / step) * step;
}

export function DashboardChart({ points, locale }: { points: readonly ChartPoint[]; locale: 'id' | 'en' }) {
  const { t } = useLingui();
  const max = niceMax(Math.max(0, ...points.map((p) => Math.max(p.signups, p.payments))));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const band = innerW / Math.max(1, points.length);
  const bar = Math.max(2, Math.min(14, band / 2 - 2));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(max * f));
  const labelEvery = Math.ceil(points.length / 10);

  return (
    <figure style={{ margin: 0 }}>
      <svg className="kk-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t`Grafik pendaftaran dan pembayaran`}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e6eb" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fill="#5d6775">
              {v}
            </text>
          </g>
        ))}
        {points.map((p, i) => {
          const x = PAD.left + i * band + band / 2;
          return (
            <g key={p.start}>
              <rect x={x - bar - 1} y={y(p.signups)} width={bar} height={y(0) - y(p.signups)} fill="#6dda5f" rx="2">
                <title>{plural(p.signups, { other: `${p.start}: # pendaftar` })}</title>
              </rect>
              <rect x={x + 1} y={y(p.payments)} width={bar} height={y(0) - y(p.payments)} fill="#39424f" rx="2">
                <title>{plural(p.payments, { other: `${p.start}: # pembayaran` })}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text x={x} y={H - PAD.bottom + 16} textAnchor="middle" fill="#5d6775">
                  {formatDate(`${p.start}T00:00:00Z`, 'd M', locale)}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#c9cfd7" />
      </svg>
      <figcaption className="kk-chart__legend">
        <span>
          <span className="kk-chart__swatch" style={{ background: '#6dda5f' }} />
          {t`Pendaftar baru`}
        </span>
        <span>
          <span className="kk-chart__swatch" style={{ background: '#39424f' }} />
          {t`Pembayaran lunas`}
        </span>
      </figcaption>
    </figure>
  );
}
