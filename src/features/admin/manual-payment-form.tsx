/**
 * `/admin/payment`'s manual payment form: money received outside the gateway (a bank transfer, cash)
 * is recorded as a paid invoice, and its subscription is made exactly as a settlement would make it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  type ManualChannel,
  type ManualPaymentResult,
  manualChannelIds,
  manualPaymentBody,
} from '../../../api/contracts/commerce';
import { apiClient, formErrors, numberField, read } from '../../api-client';
import { channelLabel } from '../../state/payment-texts';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { FormModal, useModalForm } from './form-modal';
import { PackageSelect } from './package-select';
import { StudentPicker } from './student-picker';

/** `datetime-local` value of now, in the browser's time (the field has no zone). */
function localNow(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

export function ManualPaymentForm({
  onClose,
  onRecorded,
}: {
  onClose: () => void;
  onRecorded: (result: ManualPaymentResult) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useModalForm();
  const { errors } = form;
  const [max] = useState(localNow);
  const [values, setValues] = useState({
    studentId: '',
    packageId: '',
    channel: 'transfer' as ManualChannel,
    reference: '',
    paidAt: max,
  });
  const set = (key: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    form.clearError(key);
  };

  const submit = () => {
    // The field is local time; the server wants an instant.
    const paidAt = values.paidAt ? new Date(values.paidAt).toISOString() : undefined;
    void form.send(
      // The server's own rules and messages for a manual payment (manualPaymentBody), on what will be sent.
      formErrors(manualPaymentBody, {
        studentId: numberField(values.studentId),
        packageId: numberField(values.packageId),
        channel: values.channel,
        reference: values.reference,
        paidAt,
      }),
      async () => {
        const res = await read(
          apiClient.api.admin.payments.manual.$post({
            json: {
              studentId: Number(values.studentId),
              packageId: Number(values.packageId),
              channel: values.channel,
              reference: values.reference.trim() || undefined,
              paidAt,
            },
          }),
        );
        onRecorded(res.data);
      },
    );
  };

  return (
    <FormModal
      title={t`Catat pembayaran manual`}
      form={form}
      submitLabel={<Trans>Catat pembayaran</Trans>}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="kk-admin__form-lead">
        <Trans>Pembayaran yang diterima di luar gateway dicatat lunas dan langsung membuat langganannya.</Trans>
      </p>
      <StudentPicker value={values.studentId} onChange={set('studentId')} error={errors.studentId} />
      <PackageSelect value={values.packageId} onChange={set('packageId')} error={errors.packageId} />
      <div className="kk-admin__grid2">
        <Select
          label={t`Metode`}
          required
          value={values.channel}
          onChange={(e) => setValues((v) => ({ ...v, channel: e.target.value as ManualChannel }))}
          options={manualChannelIds.map((id) => ({ value: id, label: channelLabel(i18n, id) }))}
          error={errors.channel}
        />
        <TextField
          label={t`Waktu diterima`}
          type="datetime-local"
          max={max}
          value={values.paidAt}
          onChange={(e) => set('paidAt')(e.target.value)}
          error={errors.paidAt}
        />
      </div>
      <TextField
        label={t`Referensi (opsional)`}
        maxLength={200}
        value={values.reference}
        onChange={(e) => set('reference')(e.target.value)}
        error={errors.reference}
        hint={t`Misalnya nomor bukti transfer.`}
      />
    </FormModal>
  );
}
