/**
 * The editable profile of the account screen: full name, phone (digits only, at least 11), gender,
 * birthday, province and city (cities of the chosen province from `/api/areas`), occupation. Checked before sending
 * with the server's own contract and messages (`profileBody`); the server's field messages are shown under the fields.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import { profileBody } from '../../../api/contracts/student';
import { formErrors, getErrorMessage, getFieldErrors } from '../../api-client';
import { citiesOf, useAreas } from '../../state/areas';
import { loadUser } from '../../state/auth';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { learningApi } from './learning-api';
import type { StudentProfile } from './learning-types';

type FormValues = {
  fullName: string;
  phoneNumber: string;
  gender: string;
  birthday: string;
  province: string;
  city: string;
  occupation: string;
};

function valuesOf(p: StudentProfile): FormValues {
  return {
    fullName: p.fullName,
    phoneNumber: p.phoneNumber ?? '',
    gender: p.gender ?? '',
    birthday: p.birthday ?? '',
    province: p.province ?? '',
    city: p.city ?? '',
    occupation: p.occupation ?? '',
  };
}

export function AccountForm({ profile, onSaved }: { profile: StudentProfile; onSaved: (p: StudentProfile) => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState<FormValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { areas: provinces, error: areasError } = useAreas();
  const [saving, setSaving] = useState(false);

  const cities = useMemo(() => citiesOf(provinces, values.province), [provinces, values.province]);
  const set = (key: keyof FormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const { [key]: _, ...rest } = e;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(profileBody, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const res = await learningApi.updateProfile({
        fullName: values.fullName.trim(),
        phoneNumber: values.phoneNumber.trim(),
        gender: values.gender || null,
        birthday: values.birthday || null,
        province: values.province || null,
        city: values.city || null,
        occupation: values.occupation.trim() || null,
      });
      onSaved(res.data);
      setValues(valuesOf(res.data));
      toast(t`Profil berhasil disimpan.`);
      void loadUser('student');
    } catch (error) {
      const fields = getFieldErrors(error);
      setErrors(fields);
      toast(getErrorMessage(error), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="kk-account__form" onSubmit={submit} noValidate>
      <TextField
        label={<Trans>Nama lengkap</Trans>}
        required
        value={values.fullName}
        onChange={(e) => set('fullName', e.target.value)}
        error={errors.fullName}
        autoComplete="name"
        maxLength={120}
      />
      <TextField
        label={<Trans>Email</Trans>}
        value={profile.email}
        readOnly
        disabled
        hint={<Trans>Email tidak dapat diubah.</Trans>}
      />
      <TextField
        label={<Trans>Nomor telepon</Trans>}
        required
        value={values.phoneNumber}
        onChange={(e) => set('phoneNumber', e.target.value.replace(/\D+/g, ''))}
        error={errors.phoneNumber}
        inputMode="numeric"
        autoComplete="tel"
        maxLength={20}
      />
      <Select
        label={<Trans>Jenis kelamin</Trans>}
        value={values.gender}
        placeholder={t`Pilih jenis kelamin`}
        options={[
          { value: 'male', label: t`Laki-laki` },
          { value: 'female', label: t`Perempuan` },
        ]}
        onChange={(e) => set('gender', e.target.value)}
        error={errors.gender}
      />
      <TextField
        label={<Trans>Tanggal lahir</Trans>}
        type="date"
        value={values.birthday}
        max={new Date().toISOString().slice(0, 10)}
        onChange={(e) => set('birthday', e.target.value)}
        error={errors.birthday}
      />
      <Select
        label={<Trans>Provinsi</Trans>}
        value={values.province}
        placeholder={t`Pilih Provinsi`}
        options={(provinces ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(e) => {
          setValues((v) => ({ ...v, province: e.target.value, city: '' }));
          setErrors((er) => ({ ...er, province: '', city: '' }));
        }}
        error={errors.province || areasError || undefined}
      />
      <Select
        label={<Trans>Kota</Trans>}
        value={values.city}
        placeholder={t`Pilih Kota`}
        options={cities.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(e) => set('city', e.target.value)}
        disabled={!values.province}
        error={errors.city || undefined}
      />
      <TextField
        label={<Trans>Pekerjaan</Trans>}
        value={values.occupation}
        onChange={(e) => set('occupation', e.target.value)}
        error={errors.occupation}
        maxLength={120}
      />
      <div className="kk-account__actions">
        <Button type="submit" variant="primary" loading={saving}>
          <Trans>Simpan perubahan</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setValues(valuesOf(profile));
            setErrors({});
          }}
          disabled={saving}
        >
          <Trans>Batalkan</Trans>
        </Button>
      </div>
    </form>
  );
}
