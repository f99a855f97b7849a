/** Ends a running subscription now (`POST /api/admin/subscriptions/{id}/end`), with an optional reason kept on record. */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { SubscriptionRow } from '../../../api/contracts/admin-rows';
import { apiClient, getErrorMessage, idOf, read } from '../../api-client';
import { formatDate } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
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
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      await read(
        apiClient.api.admin.subscriptions[':id'].end.$post({
          param: { id: idOf(row.id) },
          json: { reason: reason.trim() || undefined },
        }),
      );
      onEnded();
    } catch (e) {
      setError(getErrorMessage(e));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!saving}
      size="sm"
      title={t`Akhiri langganan`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            <Trans>Batal</Trans>
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={saving}>
            <Trans>Akhiri sekarang</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <p>
          <Trans>
            Langganan {row.name} milik {row.studentName} (berakhir {formatDate(row.end, 'd M y', locale)}) akan berakhir
            sekarang, dan bab berbayarnya langsung terkunci.
          </Trans>
        </p>
        {error ? (
          <p className="kk-admin__form-error" role="alert">
            {error}
          </p>
        ) : null}
        <TextAreaField
          label={t`Alasan (opsional)`}
          maxLength={500}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </form>
    </Modal>
  );
}
