/**
 * `/subscription`: the active subscription (start and end), earlier ones, and the packages on sale with
 * their prices (Rp 1.250.000). Buying belongs to a later issue, so packages are shown without a purchase.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '../../api-client';
import { DATE_FORMATS } from '../../lib/format';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { learningApi } from './learning-api';
import type { CoursePackage, Subscription } from './learning-types';
import { useTexts } from './use-texts';
import './subscription.css';

export default function SubscriptionScreen() {
  const { title, date, rupiah } = useTexts();
  const [subscriptions, setSubscriptions] = useState<Subscription[] | null>(null);
  const [packages, setPackages] = useState<CoursePackage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([learningApi.subscriptions(), learningApi.packages()])
      .then(([s, p]) => {
        if (!live) return;
        setSubscriptions(s.data);
        setPackages(p.data);
      })
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, []);

  if (error) {
    return (
      <div className="kk-sub">
        <EmptyState title={<Trans>Data langganan tidak dapat dimuat</Trans>} description={error} />
      </div>
    );
  }
  if (!subscriptions || !packages) return <LoadingState fullPage />;
  const active = subscriptions.find((s) => s.is_active) ?? null;
  const past = subscriptions.filter((s) => !s.is_active);
  return (
    <div className="kk-sub">
      <h1>
        <Trans>Langganan</Trans>
      </h1>
      <section className="kk-sub__card" aria-labelledby="kk-sub-active">
        <h2 id="kk-sub-active">
          <Trans>Langganan aktif</Trans>
        </h2>
        {active ? (
          <dl className="kk-sub__active" data-testid="active-subscription">
            <div>
              <dt>
                <Trans>Paket</Trans>
              </dt>
              <dd>{active.name}</dd>
            </div>
            <div>
              <dt>
                <Trans>Kursus</Trans>
              </dt>
              <dd>{title(active.course.title)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Mulai</Trans>
              </dt>
              <dd>{date(active.start, DATE_FORMATS.dateTime)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Berakhir</Trans>
              </dt>
              <dd>{date(active.end, DATE_FORMATS.dateTime)}</dd>
            </div>
          </dl>
        ) : (
          <p className="kk-sub__muted">
            <Trans>
              Kamu belum berlangganan. Bab percobaan tetap terbuka gratis; pilih paket di bawah untuk membuka semua bab.
            </Trans>
          </p>
        )}
      </section>

      <section aria-labelledby="kk-sub-packages">
        <h2 id="kk-sub-packages">
          <Trans>Paket tersedia</Trans>
        </h2>
        {packages.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="kk-sub__packages">
            {packages.map((p) => (
              <li key={p.id} className="kk-sub__package">
                <h3>{p.name}</h3>
                <p className="kk-sub__price">{rupiah(p.price)}</p>
                <p className="kk-sub__muted">
                  <Trans>
                    {p.duration_in_month} bulan akses · {title(p.course.title)}
                  </Trans>
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="kk-sub__muted">
          <Trans>Pembelian paket akan segera tersedia di halaman ini.</Trans>
        </p>
      </section>

      {past.length > 0 ? (
        <section className="kk-sub__card" aria-labelledby="kk-sub-history">
          <h2 id="kk-sub-history">
            <Trans>Riwayat langganan</Trans>
          </h2>
          <ul className="kk-sub__history">
            {past.map((s) => (
              <li key={s.id}>
                {s.name} · {date(s.start, DATE_FORMATS.short)} – {date(s.end, DATE_FORMATS.short)} · {rupiah(s.price)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
