/** Ends a running subscription now (`POST /api/admin/subscriptions/{id}/end`), with an optional reason kept on record. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubscriptionRow } from '../../../api/contracts/admin-rows';
import { apiClient, idOf, read } from '../../api-client';
import { formatDate } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { FormModal, useModalForm } from './form-modal';
import { TextAreaField } from './text-area-field';

export function EndSubscriptionDialog({
  row,
  onClose,
  onEnded,
}: {
  row: SubscriptionRow;
  onClose: () => void;
  onEnded: () => void;
}) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const form = useModalForm();
  const [reason, setReason] = useState('');

  const submit = () =>
    void form.send({}, async () => {
      await read(
        apiClient.api.admin.subscriptions[':id'].end.$post({
          param: { id: idOf(row.id) },
          json: { reason: reason.trim() || undefined },
        }),
      );
      onEnded();
    });

  return (
    <FormModal
      title={t`Akhiri langganan`}
      size="sm"
      danger
      form={form}
      submitLabel={<Trans>Akhiri sekarang</Trans>}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        <Trans>
          Langganan {row.name} milik {row.studentName} (berakhir {formatDate(row.end, 'd M y', locale)}) akan berakhir
          sekarang, dan bab berbayarnya langsung terkunci.
        </Trans>
      </p>
      <TextAreaField
        label={t`Alasan (opsional)`}
        maxLength={500}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={form.errors.reason}
      />
    </FormModal>
  );
}
