/**
 * /mentor/account (?view=profile | info): the mentor's profile (name, email, phone, gender, birthday,
 * province, city, total students) and, under "info", the form to edit it with the rules of docs/decisions/0006-validation.md.
 * The email is shown but cannot be changed here.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { mentorProfileForm } from '../../../api/contracts/mentor';
import { formErrors, getErrorMessage, getFieldErrors } from '../../api-client';
import { paths } from '../../config/paths';
import { DATE_FORMATS, formatDate, formatNumber } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { citiesOf, useAreas } from '../../state/areas';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Select } from '../../ui/select';
import { LoadingState } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { type MentorProfile, type MentorProfileInput, mentorApi } from './mentor-api';
import './mentor.css';

type Field = keyof MentorProfileInput;

function toInput(p: MentorProfile): MentorProfileInput {
  return {
    name: p.name,
    phone: p.phone ?? '',
    gender: p.gender ?? '',
    birthday: p.birthday ?? '',
    provinceId: p.provinceId ?? '',
    cityId: p.cityId ?? '',
  };
}

export default function MentorAccountScreen() {
  const { t } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = new URLSearchParams(search).get('view') === 'info' ? 'info' : 'profile';
  const [profile, setProfile] = useState<{ data: MentorProfile | null; error: string | null }>({
    data: null,
    error: null,
  });

  useEffect(() => {
    mentorApi
      .profile()
      .then((res) => setProfile({ data: res.data, error: null }))
      .catch((error: unknown) => setProfile({ data: null, error: getErrorMessage(error) }));
  }, []);

  if (profile.error) return <EmptyState title={profile.error} />;
  if (!profile.data) return <LoadingState />;

  return (
    <div className="mentor-page ma">
      <header className="mentor-page__head">
        <h1>
          <Trans>Akun saya</Trans>
        </h1>
      </header>
      <div className="rv-tabs ma-tabs" role="tablist" aria-label={t`Akun`}>
        <button
          type="button"
          role="tab"
          aria-selected={view === 'profile'}
          className={view === 'profile' ? 'is-active' : undefined}
          onClick={() => navigate(paths.mentor.account('profile'))}
        >
          <Trans>Profil</Trans>
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={view === 'info'}
          className={view === 'info' ? 'is-active' : undefined}
          onClick={() => navigate(paths.mentor.account('info'))}
        >
          <Trans>Ubah informasi</Trans>
        </button>
      </div>
      {view === 'profile' ? (
        <ProfileCard profile={profile.data} onEdit={() => navigate(paths.mentor.account('info'))} />
      ) : (
        <ProfileForm
          profile={profile.data}
          onSaved={(next) => {
            setProfile({ data: next, error: null });
            navigate(paths.mentor.account('profile'));
          }}
        />
      )}
    </div>
  );
}

function ProfileCard({ profile, onEdit }: { profile: MentorProfile; onEdit: () => void }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const rows: [string, string][] = [
    [t`Nama`, profile.name],
    [t`Email`, profile.email],
    [t`Telepon`, profile.phone ?? '–'],
    [t`Jenis kelamin`, profile.gender === 'male' ? t`Laki-laki` : profile.gender === 'female' ? t`Perempuan` : '–'],
    [t`Tanggal lahir`, profile.birthday ? formatDate(profile.birthday, DATE_FORMATS.short, locale) : '–'],
    [t`Provinsi`, profile.provinceName ?? '–'],
    [t`Kota`, profile.cityName ?? '–'],
  ];
  return (
    <section className="mentor-card ma-card" aria-label={t`Profil`}>
      <div className="ma-summary">
        <div className="mentor-student__avatar" aria-hidden="true">
          {profile.name.slice(0, 1).toUpperCase()}
        </div>
        <div>
          <h2>{profile.name}</h2>
          <p className="mt-muted">{t`Mentor sejak ${formatDate(profile.joinedAt, DATE_FORMATS.short, locale)}`}</p>
        </div>
        <div className="ma-total">
          <strong>{formatNumber(profile.totalStudents)}</strong>
          <span>
            <Trans>Total siswa</Trans>
          </span>
        </div>
      </div>
      <dl className="mentor-facts ma-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" onClick={onEdit}>
        <Trans>Ubah informasi</Trans>
      </Button>
    </section>
  );
}

function ProfileForm({ profile, onSaved }: { profile: MentorProfile; onSaved: (p: MentorProfile) => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState<MentorProfileInput>(() => toInput(profile));
  const [errors, setErrors] = useState<Partial<Record<Field | '_', string>>>({});
  const { areas, error: areasError } = useAreas();
  const [saving, setSaving] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'provinceId' ? { cityId: '' } : {}) }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const cities = citiesOf(areas, values.provinceId);

  // The server's own rules and messages (mentorProfileBody), checked before sending.
  const validate = () => formErrors<Field>(mentorProfileForm, values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    try {
      const res = await mentorApi.saveProfile({ ...values, name: values.name.trim() });
      toast(t`Profil disimpan.`);
      onSaved(res.data);
    } catch (error) {
      const fields = getFieldErrors(error);
      setErrors({ ...fields, _: Object.keys(fields).length === 0 ? getErrorMessage(error) : undefined });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="mentor-card ma-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Ubah informasi`}
    >
      {errors._ ? (
        <p className="mt-error" role="alert">
          {errors._}
        </p>
      ) : null}
      <TextField
        label={t`Nama`}
        required
        value={values.name}
        maxLength={120}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextField label={t`Email`} value={profile.email} readOnly hint={t`Email tidak dapat diubah.`} />
      <TextField
        label={t`Telepon`}
        required
        inputMode="numeric"
        value={values.phone}
        maxLength={20}
        error={errors.phone}
        onChange={(e) => set('phone', e.target.value.replace(/\D+/g, ''))}
      />
      <Select
        label={t`Jenis kelamin`}
        value={values.gender}
        error={errors.gender}
        placeholder={t`Pilih jenis kelamin`}
        options={[
          { value: 'male', label: t`Laki-laki` },
          { value: 'female', label: t`Perempuan` },
        ]}
        onChange={(e) => set('gender', e.target.value)}
      />
      <TextField
        label={t`Tanggal lahir`}
        type="date"
        value={values.birthday}
        error={errors.birthday}
        max={new Date().toISOString().slice(0, 10)}
        onChange={(e) => set('birthday', e.target.value)}
      />
      <Select
        label={t`Provinsi`}
        value={values.provinceId}
        error={errors.provinceId ?? areasError ?? undefined}
        placeholder={t`Pilih Provinsi`}
        options={(areas ?? []).map((a) => ({ value: a.id, label: a.name }))}
        onChange={(e) => set('provinceId', e.target.value)}
      />
      <Select
        label={t`Kota`}
        value={values.cityId}
        error={errors.cityId}
        placeholder={t`Pilih Kota`}
        disabled={!values.provinceId}
        options={cities.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(e) => set('cityId', e.target.value)}
      />
      <div className="rv-actions">
        <Button type="submit" loading={saving}>
          <Trans>Simpan</Trans>
        </Button>
      </div>
    </form>
  );
}
