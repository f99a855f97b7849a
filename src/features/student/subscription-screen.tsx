/**
 * `/subscription`: the active subscription with its end date and a renewal, a pending payment to
 * resume, the packages on sale each with a buy action (channel dialog, then the gateway's payment
 * page), the student's invoices with their receipts, and earlier subscriptions.
 * `?buy={packageId}&channel={channel}` opens the buy dialog at once (a retry from `/payment/failed`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  type CurrentSubscription,
  PAYMENT_CHANNELS,
  type PaymentChannel,
  type StudentInvoiceRow,
} from '../../../api/contracts/commerce';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { DATE_FORMATS } from '../../lib/format';
import { commerceApi } from '../../state/commerce';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { CheckoutDialog } from './checkout-dialog';
import { InvoiceTable } from './invoice-table';
import { learningApi } from './learning-api';
import type { CoursePackage, Subscription } from './learning-types';
import { useTexts } from './use-texts';
import './subscription.css';
import { accessMonthsLabel } from '../../lib/months';

type Data = {
  current: CurrentSubscription;
  packages: CoursePackage[];
  invoices: StudentInvoiceRow[];
  history: Subscription[];
};

function useSubscriptionData() {
  const [data, setData] = useState<Data | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    let live = true;
    setError(null);
    Promise.all([commerceApi.current(), learningApi.packages(), commerceApi.invoices(), learningApi.subscriptions()])
      .then(([current, packages, invoices, history]) => {
        if (live)
          setData({ current: current.data, packages: packages.data, invoices: invoices.data, history: history.data });
      })
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => load(), [load]);
  return { data, error, reload: load };
}

function channelFrom(value: string | null): PaymentChannel | null {
  return PAYMENT_CHANNELS.find((c) => c.id === value)?.id ?? null;
}

export default function SubscriptionScreen() {
  const { t } = useLingui();
  const { title, date, rupiah } = useTexts();
  const { data, error, reload } = useSubscriptionData();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [buying, setBuying] = useState<{ pkg: CoursePackage; channel: PaymentChannel | null } | null>(null);

  // A retry link opens the dialog of its package once the packages are known.
  useEffect(() => {
    if (!data) return;
    const params = new URLSearchParams(search);
    const pkg = data.packages.find((p) => String(p.id) === params.get('buy'));
    if (pkg) setBuying({ pkg, channel: channelFrom(params.get('channel')) });
  }, [data, search]);

  if (error) {
    return (
      <div className="kk-sub">
        <EmptyState
          title={<Trans>Data langganan tidak dapat dimuat</Trans>}
          description={error}
          action={
            <Button variant="outline" onClick={() => reload()}>
              <Trans>Coba lagi</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  if (!data) return <LoadingState fullPage />;

  const { current, packages, invoices, history } = data;
  const active = current.status === 'active' ? current.current : null;
  const renewal = packages.find((p) => p.id === current.renewalPackageId) ?? null;
  const past = history.filter((s) => !s.is_active);
  const pending = current.pendingInvoice;

  return (
    <div className="kk-sub">
      <h1>
        <Trans>Langganan</Trans>
      </h1>

      {pending ? (
        <div className="kk-sub__pending" role="status">
          <p>
            <Trans>
              Pembayaran {pending.packageName} sebesar {rupiah(pending.amount)} belum selesai.
            </Trans>
          </p>
          <ButtonLink href={`${paths.payment('pending')}?invoice=${encodeURIComponent(pending.invoiceId)}`} size="sm">
            <Trans>Lanjutkan pembayaran</Trans>
          </ButtonLink>
        </div>
      ) : null}

      <section className="kk-sub__card" aria-labelledby="kk-sub-active">
        <h2 id="kk-sub-active">
          <Trans>Langganan aktif</Trans>
        </h2>
        {active ? (
          <>
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
                <dd data-testid="subscription-end">{date(active.end, DATE_FORMATS.dateTime)}</dd>
              </div>
            </dl>
            {renewal ? (
              <div className="kk-sub__renew">
                <p className="kk-sub__muted">
                  <Trans>
                    Perpanjang sekarang: masa langganan baru dimulai tepat saat langganan ini berakhir, jadi tidak ada
                    hari yang hilang.
                  </Trans>
                </p>
                <Button variant="secondary" onClick={() => setBuying({ pkg: renewal, channel: null })}>
                  <Trans>Perpanjang langganan</Trans>
                </Button>
              </div>
            ) : null}
          </>
        ) : current.status === 'expired' && current.current ? (
          <div className="kk-sub__renew">
            <p className="kk-sub__muted">
              <Trans>
                Langganan {current.current.name} kamu berakhir pada {date(current.current.end, DATE_FORMATS.dateTime)}.
                Bab berbayar terkunci lagi sampai kamu berlangganan.
              </Trans>
            </p>
            {renewal ? (
              <Button variant="secondary" onClick={() => setBuying({ pkg: renewal, channel: null })}>
                <Trans>Perpanjang langganan</Trans>
              </Button>
            ) : null}
          </div>
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
          <EmptyState title={<Trans>Belum ada paket yang dijual saat ini.</Trans>} />
        ) : (
          <ul className="kk-sub__packages">
            {packages.map((p) => (
              <li key={p.id} className="kk-sub__package">
                <h3>{p.name}</h3>
                <p className="kk-sub__price">{rupiah(p.price)}</p>
                <p className="kk-sub__muted">
                  {accessMonthsLabel(p.duration_in_month)} · {title(p.course.title)}
                </p>
                <Button block onClick={() => setBuying({ pkg: p, channel: null })} aria-label={t`Beli ${p.name}`}>
                  <Trans>Beli paket</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="kk-sub__card" aria-labelledby="kk-sub-invoices">
        <h2 id="kk-sub-invoices">
          <Trans>Tagihan dan kuitansi</Trans>
        </h2>
        {invoices.length === 0 ? (
          <p className="kk-sub__muted">
            <Trans>Belum ada tagihan. Tagihan muncul di sini setelah kamu memilih paket.</Trans>
          </p>
        ) : (
          <InvoiceTable invoices={invoices} />
        )}
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

      {buying ? (
        <CheckoutDialog
          key={buying.pkg.id}
          pkg={buying.pkg}
          initialChannel={buying.channel}
          onClose={() => {
            setBuying(null);
            // Closing a dialog opened by a retry link also forgets the link, so a reload does not reopen it.
            if (new URLSearchParams(search).has('buy')) navigate(paths.student.subscription(), { replace: true });
          }}
        />
      ) : null}
    </div>
  );
}
