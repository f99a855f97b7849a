/**
 * Create / edit form of a student or mentor in a modal: full name, e-mail, phone (digits only),
 * gender, birthday, occupation (students) and password (required on create, optional on edit).
 * Written as the row is read (`{ email, password, detail: { full_name, … } }`), checked before sending with the
 * server's own contracts and messages (api/contracts/admin-people.ts); field errors (`detail.…`) show under their fields.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { mentorCreate, mentorUpdate, studentCreate, studentUpdate } from '../../../api/contracts/admin-people';
import { formErrors } from '../../api-client';
import { citiesOf, useAreas } from '../../state/areas';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { FormModal, useModalForm } from './form-modal';

export type PersonValues = {
  fullName: string;
  email: string;
  phone: string;
  gender: '' | 'male' | 'female';
  birthday: string;
  occupation: string;
  provinceId: string;
  cityId: string;
  password: string;
};

export const emptyPerson: PersonValues = {
  fullName: '',
  email: '',
  phone: '',
  gender: '',
  birthday: '',
  occupation: '',
  provinceId: '',
  cityId: '',
  password: '',
};

export type PersonFormProps = {
  open: boolean;
  title: string;
  initial: PersonValues;
  isNew: boolean;
  withOccupation: boolean;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
};

export function PersonForm({ open, title, initial, isNew, withOccupation, onClose, onSubmit }: PersonFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const form = useModalForm();
  const { errors } = form;
  const { areas, error: areasError } = useAreas();
  const set = (key: keyof PersonValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const cities = useMemo(() => citiesOf(areas, values.provinceId), [areas, values.provinceId]);

  const submit = () => {
    // Written with the names it is read with: `detail { full_name, … }` (docs/architecture.md, Field names).
    const detail: Record<string, string> = {
      full_name: values.fullName,
      phone: values.phone,
      gender: values.gender,
      birthday: values.birthday,
      province_id: values.provinceId,
      city_id: values.cityId,
    };
    if (withOccupation) detail.occupation = values.occupation;
    const body: Record<string, unknown> = { email: values.email, detail };
    if (values.password) body.password = values.password;
    // The rules the server validates the body by (a student has an occupation, a mentor not).
    const schema = withOccupation ? (isNew ? studentCreate : studentUpdate) : isNew ? mentorCreate : mentorUpdate;
    void form.send(formErrors(schema, body), () => onSubmit(body));
  };

  return (
    <FormModal
      open={open}
      title={title}
      form={form}
      submitLabel={<Trans>Simpan</Trans>}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t`Nama lengkap`}
        required
        value={values.fullName}
        onChange={(e) => set('fullName')(e.target.value)}
        error={errors['detail.full_name']}
      />
      <TextField
        label={t`Email`}
        type="email"
        required
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={errors.email}
      />
      <div className="kk-admin__grid2">
        <TextField
          label={t`Nomor telepon`}
          inputMode="numeric"
          value={values.phone}
          onChange={(e) => set('phone')(e.target.value.replace(/\D/g, ''))}
          error={errors['detail.phone']}
        />
        <Select
          label={t`Jenis kelamin`}
          value={values.gender}
          onChange={(e) => set('gender')(e.target.value)}
          options={[
            { value: '', label: t`Tidak diisi` },
            { value: 'male', label: t`Laki-laki` },
            { value: 'female', label: t`Perempuan` },
          ]}
          error={errors['detail.gender']}
        />
        <TextField
          label={t`Tanggal lahir`}
          type="date"
          value={values.birthday}
          onChange={(e) => set('birthday')(e.target.value)}
          error={errors['detail.birthday']}
        />
        {withOccupation ? (
          <TextField
            label={t`Pekerjaan`}
            value={values.occupation}
            onChange={(e) => set('occupation')(e.target.value)}
            error={errors['detail.occupation']}
          />
        ) : null}
      </div>
      <div className="kk-admin__grid2">
        <Select
          label={t`Provinsi`}
          placeholder="Pilih Provinsi"
          value={values.provinceId}
          onChange={(e) => setValues((v) => ({ ...v, provinceId: e.target.value, cityId: '' }))}
          options={(areas ?? []).map((a) => ({ value: a.id, label: a.name }))}
          error={errors['detail.province_id'] ?? errors.provinceId ?? areasError ?? undefined}
        />
        <Select
          label={t`Kota`}
          placeholder="Pilih Kota"
          value={values.cityId}
          onChange={(e) => set('cityId')(e.target.value)}
          options={cities.map((c) => ({ value: c.id, label: c.name }))}
          error={errors['detail.city_id'] ?? errors.cityId}
          disabled={cities.length === 0}
        />
      </div>
      <TextField
        label={isNew ? t`Kata sandi` : t`Kata sandi baru (kosongkan bila tidak diubah)`}
        type="password"
        autoComplete="new-password"
        required={isNew}
        value={values.password}
        onChange={(e) => set('password')(e.target.value)}
        error={errors.password}
      />
    </FormModal>
  );
}
