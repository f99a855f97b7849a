/**
 * `/admin/subscription`'s grant form: a subscription for a student without a payment (a scholarship, a
 * gift, a make-good), with the reason kept on record. It starts now, or when the student's current
 * subscription for the course ends, as a paid one would.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type AdminSubscriptionResult, grantSubscriptionBody } from '../../../api/contracts/commerce';
import { apiClient, formErrors, numberField, read } from '../../api-client';
import { FormModal, useModalForm } from './form-modal';
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
  const form = useModalForm();
  const { errors } = form;
  const [values, setValues] = useState({ studentId: '', packageId: '', reason: '' });
  const set = (key: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    form.clearError(key);
  };

  const submit = () =>
    void form.send(
      // The server's own rules and messages for the grant (grantSubscriptionBody).
      formErrors(grantSubscriptionBody, {
        studentId: numberField(values.studentId),
        packageId: numberField(values.packageId),
        reason: values.reason,
      }),
      async () => {
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
      },
    );

  return (
    <FormModal
      title={t`Berikan langganan`}
      form={form}
      submitLabel={<Trans>Berikan</Trans>}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </FormModal>
  );
}
