/**
 * The admin's forms in a modal. `useModalForm` checks the fields first by the server's own rules (`formErrors`
 * with the contract), then sends them; a refusal shows the server's field errors under their fields and its
 * message on top when no field carries it. `FormModal` is the dialog around such a form: cancel, submit and
 * that message, with the submit button disabled while the request runs.
 */
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { type FieldErrors, getErrorMessage, getFieldErrors } from '../../api-client';
import { Button } from '../../ui/button';
import { Modal, type ModalProps } from '../../ui/modal';

export function useModalForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  /** Shows `local` (the errors found before sending) or, when there are none, runs `request`. */
  const send = async (local: FieldErrors, request: () => Promise<unknown>) => {
    setErrors(local);
    setFormError('');
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      await request();
    } catch (error) {
      setErrors(getFieldErrors(error));
      setFormError(getErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  /** A field the admin has just filled no longer shows the error of the last attempt. */
  const clearError = (key: string) =>
    setErrors((e) => {
      if (!e[key]) return e;
      const { [key]: _filled, ...rest } = e;
      return rest;
    });

  return { errors, formError, setFormError, saving, send, clearError };
}

export type ModalFormState = Pick<ReturnType<typeof useModalForm>, 'errors' | 'formError' | 'saving'>;

type FormModalProps = {
  title: ReactNode;
  form: ModalFormState;
  submitLabel: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  open?: boolean;
  size?: ModalProps['size'];
  danger?: boolean;
  children: ReactNode;
};

export function FormModal({
  title,
  form,
  submitLabel,
  onSubmit,
  onClose,
  open = true,
  size,
  danger,
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!form.saving}
      size={size}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={form.saving}>
            <Trans>Batal</Trans>
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : undefined} loading={form.saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        {form.formError && Object.keys(form.errors).length === 0 ? (
          <p className="kk-admin__form-error" role="alert">
            {form.formError}
          </p>
        ) : null}
        {children}
      </form>
    </Modal>
  );
}
