/**
 * `/admin/subscription`'s grant form: a subscription for a student without a payment (a scholarship, a
 * gift, a make-good), with the reason kept on record. It starts now, or when the student's current
 * subscription for the course ends, as a paid one would.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { type AdminSubscriptionResult, grantSubscriptionBody } from '../../../api/contracts/commerce';
import {
  apiClient,
  type FieldErrors,
  formErrors,
  getErrorMessage,
  getFieldErrors,
  numberField,
  read,
} from '../../api-client';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { PackageSelect } from './package-select';
import { StudentPicker } from './student-picker';
import { TextAreaField } from './text-area-field';

export function GrantSubscriptionForm({
  onClose,
  onGranted,
}: {
  onClose: () => void;
  onGranted: (result: AdminSubscriptionResult) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const [values, setValues] = useState({ studentId: '', packageId: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field the admin has just filled no longer shows the error of the last attempt.
    setErrors((e) => {
      if (!e[key]) return e;
      const { [key]: _filled, ...rest } = e;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules and messages for the grant (grantSubscriptionBody).
    const local: FieldErrors = formErrors(grantSubscriptionBody, {
      studentId: numberField(values.studentId),
      packageId: numberField(values.packageId),
      reason: values.reason,
    });
    setErrors(local);
    setFormError('');
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      const res = await read(
        apiClient.api.admin.subscriptions.grant.$post({
          json: {
            studentId: Number(values.studentId),
            packageId: Number(values.packageId),
            reason: values.reason.trim(),
          },
        }),
      );
      onGranted(res.data);
    } catch (error) {
      setErrors(getFieldErrors(error));
      setFormError(getErrorMessage(error));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!saving}
      title={t`Berikan langganan`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            <Trans>Batal</Trans>
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            <Trans>Berikan</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        {formError && Object.keys(errors).length === 0 ? (
          <p className="kk-admin__form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <p className="kk-admin__form-lead">
          <Trans>
            Langganan tanpa pembayaran. Dimulai sekarang, atau saat langganan siswa untuk kursus itu berakhir.
          </Trans>
        </p>
        <StudentPicker value={values.studentId} onChange={set('studentId')} error={errors.studentId} />
        <PackageSelect value={values.packageId} onChange={set('packageId')} error={errors.packageId} />
        <TextAreaField
          label={t`Alasan`}
          required
          maxLength={500}
          rows={3}
          value={values.reason}
          onChange={(e) => set('reason')(e.target.value)}
          error={errors.reason}
          hint={t`Misalnya: beasiswa, hadiah lomba, kompensasi gangguan.`}
        />
      </form>
    </Modal>
  );
}
