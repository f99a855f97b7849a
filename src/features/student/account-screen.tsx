/**
 * `/account` with `?view=profile` (default: the profile summary) or `?view=info` (edit the details).
 * Shows the joined date and the subscription status.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { DATE_FORMATS } from '../../lib/format';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { AccountForm } from './account-form';
import { learningApi } from './learning-api';
import type { StudentProfile } from './learning-types';
import { useTexts } from './use-texts';
import './account.css';

function SubscriptionStatus({ profile }: { profile: StudentProfile }) {
  const { date } = useTexts();
  const current = profile.subscription.current;
  if (profile.subscription.status === 'active' && current) {
    return (
      <Trans>
        Aktif ({current.name}) sampai {date(current.end, DATE_FORMATS.short)}
      </Trans>
    );
  }
  if (profile.subscription.status === 'expired' && current) {
    return <Trans>Berakhir pada {date(current.end, DATE_FORMATS.short)}</Trans>;
  }
  return <Trans>Belum berlangganan (akses percobaan)</Trans>;
}

function ProfileSummary({ profile }: { profile: StudentProfile }) {
  const { date } = useTexts();
  const dash = '—';
  const gender =
    profile.gender === 'male' ? (
      <Trans>Laki-laki</Trans>
    ) : profile.gender === 'female' ? (
      <Trans>Perempuan</Trans>
    ) : (
      dash
    );
  const rows: [ReactNode, ReactNode][] = [
    [<Trans key="n">Nama lengkap</Trans>, profile.fullName],
    [<Trans key="e">Email</Trans>, profile.email],
    [<Trans key="p">Nomor telepon</Trans>, profile.phoneNumber || dash],
    [<Trans key="g">Jenis kelamin</Trans>, gender],
    [<Trans key="b">Tanggal lahir</Trans>, profile.birthday ? date(profile.birthday, DATE_FORMATS.short) : dash],
    [<Trans key="pr">Provinsi</Trans>, profile.provinceName || dash],
    [<Trans key="c">Kota</Trans>, profile.cityName || dash],
    [<Trans key="o">Pekerjaan</Trans>, profile.occupation || dash],
    [<Trans key="j">Bergabung</Trans>, date(profile.joinedDate, DATE_FORMATS.short)],
    [<Trans key="s">Status langganan</Trans>, <SubscriptionStatus key="st" profile={profile} />],
  ];
  return (
    <dl className="kk-account__list">
      {rows.map(([label, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of rows
        <div key={i} className="kk-account__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AccountScreen() {
  const { t } = useLingui();
  const view = new URLSearchParams(useSearch()).get('view') === 'info' ? 'info' : 'profile';
  const [profile, setProfile] = useState<StudentProfile | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    learningApi
      .profile()
      .then((res) => live && setProfile(res.data))
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="kk-account">
      <h1>
        <Trans>Akun saya</Trans>
      </h1>
      <nav className="kk-account__tabs" aria-label={t`Bagian akun`}>
        <Link
          href={paths.student.account('profile')}
          className={view === 'profile' ? 'is-active' : ''}
          aria-current={view === 'profile' ? 'page' : undefined}
        >
          <Trans>Profil</Trans>
        </Link>
        <Link
          href={paths.student.account('info')}
          className={view === 'info' ? 'is-active' : ''}
          aria-current={view === 'info' ? 'page' : undefined}
        >
          <Trans>Ubah data diri</Trans>
        </Link>
      </nav>
      {error ? (
        <EmptyState title={<Trans>Profil tidak dapat dimuat</Trans>} description={error} />
      ) : !profile ? (
        <LoadingState />
      ) : view === 'profile' ? (
        <section className="kk-account__card">
          <ProfileSummary profile={profile} />
        </section>
      ) : (
        <section className="kk-account__card">
          <p className="kk-account__meta">
            <Trans>Bergabung sejak</Trans> <SubscriptionJoined profile={profile} /> ·{' '}
            <SubscriptionStatus profile={profile} />
          </p>
          <AccountForm profile={profile} onSaved={setProfile} />
        </section>
      )}
    </div>
  );
}

function SubscriptionJoined({ profile }: { profile: StudentProfile }) {
  const { date } = useTexts();
  return <>{date(profile.joinedDate, DATE_FORMATS.short)}</>;
}
