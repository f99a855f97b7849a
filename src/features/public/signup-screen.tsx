/**
 * /signup: student registration. Every field is checked before sending by the server's own contract and messages
 * (`signupForm`, api/contracts/auth.ts; docs/decisions/0006-validation.md), and the server's field errors are shown
 * on the same fields. Provinces and cities come from /api/areas. The bot check the server configured (ALTCHA by default) gives a token at submit,
 * sent as `botCheck`. On success the student is signed in and meets the robot guide at /intro.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { signupForm } from '../../../api/contracts/auth';
import { ApiError, apiClient, formErrors, getErrorMessage, getFieldErrors, read } from '../../api-client';
import { paths } from '../../config/paths';
import { clearApiCache } from '../../lib/offline-caches';
import { citiesOf, useAreas } from '../../state/areas';
import { adoptUser } from '../../state/auth';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { AuthCard, EmailField } from './auth-card';
import { BotCheckField } from './bot-check/bot-check-field';
import { BotCheckError, type BotCheckHandle } from './bot-check/types';
import { PasswordField } from './password-field';
import { digitsOnly } from './validation';

type Fields = {
  fullName: string;
  email: string;
  password: string;
  phoneNumber: string;
  gender: string;
  birthday: string;
  province: string;
  city: string;
  occupation: string;
};

const EMPTY: Fields = {
  fullName: '',
  email: '',
  password: '',
  phoneNumber: '',
  gender: '',
  birthday: '',
  province: '',
  city: '',
  occupation: '',
};

export default function SignupScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'botCheck', string>>>({});
  const botCheck = useRef<BotCheckHandle>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { areas, error: areasError } = useAreas();
  const cities = useMemo(() => citiesOf(areas, values.province), [areas, values.province]);

  const update = (key: keyof Fields, value: string) => {
    setValues((v) => ({ ...v, [key]: value, ...(key === 'province' ? { city: '' } : {}) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const onInput = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    update(key, key === 'phoneNumber' ? digitsOnly(event.target.value) : event.target.value);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = formErrors<keyof Fields>(signupForm, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    let token: string | undefined;
    try {
      token = await botCheck.current?.token();
    } catch (error) {
      setBusy(false);
      setErrors({ botCheck: error instanceof BotCheckError ? error.message : getErrorMessage(error) });
      return;
    }
    try {
      const body = await read(
        apiClient.api.student.register.$post({
          json: { ...values, fullName: values.fullName.trim(), email: values.email.trim(), botCheck: token },
        }),
      );
      // Someone new on this browser: no cached answers of a previous student may show offline.
      await clearApiCache();
      adoptUser(body, 'student');
      navigate(paths.intro(), { replace: true });
    } catch (error) {
      setBusy(false);
      const fields = getFieldErrors(error);
      // A refused token (used, expired, wrong) cannot be sent again, nor one the server spent before it answered
      // "already registered" (told only after the bot check): the widget starts over.
      if (fields.botCheck || (error instanceof ApiError && error.status === 409)) botCheck.current?.reset();
      if (Object.keys(fields).length > 0) setErrors(fields as Partial<Record<keyof Fields | 'botCheck', string>>);
      else setFormError(getErrorMessage(error));
    }
  };

  const today = new Date().toISOString().slice(0, 10);

  return (
    <AuthCard
      wide
      title={<Trans>Buat akun gratis</Trans>}
      subtitle={<Trans>Mulai dari bab percobaan gratis. Tidak perlu kartu kredit.</Trans>}
      formError={formError}
      footer={
        <Trans>
          Sudah punya akun? <Link href={paths.signin()}>Masuk</Link>
        </Trans>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <div className="kk-form-grid">
          <TextField
            className="kk-field--full"
            label={t`Nama lengkap`}
            name="fullName"
            autoComplete="name"
            value={values.fullName}
            onChange={onInput('fullName')}
            error={errors.fullName}
            required
            autoFocus
          />
          <EmailField value={values.email} onChange={onInput('email')} error={errors.email} required />
          <TextField
            label={t`Nomor telepon`}
            type="tel"
            name="phoneNumber"
            inputMode="numeric"
            autoComplete="tel"
            value={values.phoneNumber}
            onChange={onInput('phoneNumber')}
            error={errors.phoneNumber}
            placeholder="08xxxxxxxxxx"
            required
          />
          <PasswordField
            className="kk-field--full"
            label={t`Kata sandi`}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={onInput('password')}
            error={errors.password}
            hint={t`Minimal 8 karakter.`}
            required
          />
          <div className={errors.gender ? 'kk-field kk-field--invalid' : 'kk-field'}>
            <fieldset className="kk-radio-group" aria-describedby={errors.gender ? 'gender-error' : undefined}>
              <legend>
                <Trans>Jenis kelamin</Trans>
                <span className="kk-field__required" aria-hidden="true">
                  {' '}
                  *
                </span>
              </legend>
              <label className="kk-radio">
                <input
                  type="radio"
                  name="gender"
                  value="male"
                  checked={values.gender === 'male'}
                  onChange={onInput('gender')}
                />
                <Trans>Laki-laki</Trans>
              </label>
              <label className="kk-radio">
                <input
                  type="radio"
                  name="gender"
                  value="female"
                  checked={values.gender === 'female'}
                  onChange={onInput('gender')}
                />
                <Trans>Perempuan</Trans>
              </label>
            </fieldset>
            {errors.gender ? (
              <p id="gender-error" className="kk-field__error" role="alert">
                {errors.gender}
              </p>
            ) : null}
          </div>
          <TextField
            label={t`Tanggal lahir`}
            type="date"
            name="birthday"
            max={today}
            value={values.birthday}
            onChange={onInput('birthday')}
            error={errors.birthday}
            required
          />
          <Select
            label={t`Provinsi`}
            name="province"
            placeholder="Pilih Provinsi"
            value={values.province}
            onChange={onInput('province')}
            options={(areas ?? []).map((a) => ({ value: a.id, label: a.name }))}
            error={errors.province ?? areasError ?? undefined}
            hint={areas === null && !areasError ? t`Memuat daftar provinsi…` : undefined}
            required
          />
          <Select
            label={t`Kota`}
            name="city"
            placeholder="Pilih Kota"
            value={values.city}
            onChange={onInput('city')}
            options={cities.map((c) => ({ value: c.id, label: c.name }))}
            disabled={!values.province}
            error={errors.city}
            required
          />
          <TextField
            className="kk-field--full"
            label={t`Pekerjaan`}
            name="occupation"
            autoComplete="organization-title"
            value={values.occupation}
            onChange={onInput('occupation')}
            error={errors.occupation}
            placeholder={t`Contoh: Mahasiswa`}
            list="kk-occupations"
            required
          />
          <datalist id="kk-occupations">
            <option value={t`Pelajar`} />
            <option value={t`Mahasiswa`} />
            <option value={t`Karyawan`} />
            <option value={t`Wiraswasta`} />
            <option value={t`Guru`} />
            <option value={t`Mencari kerja`} />
          </datalist>
          <BotCheckField ref={botCheck} error={errors.botCheck} />
        </div>
        <p className="kk-auth-card__legal">
          <Trans>
            Dengan mendaftar, kamu menyetujui <Link href={paths.terms()}>Syarat dan Ketentuan</Link> KelasKoding.
          </Trans>
        </p>
        <Button type="submit" size="lg" block loading={busy}>
          <Trans>Daftar</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
