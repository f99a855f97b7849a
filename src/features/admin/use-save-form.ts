/**
 * The saving state of an inline admin form that stores straight to the API: `save` runs the request, then
 * toasts `done` and hands the result on, or shows the server's field errors and toasts its message.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { type FieldErrors, getErrorMessage, getFieldErrors } from '../../api-client';
import { toast } from '../../ui/toast';

export function useSaveForm() {
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async <T>(request: () => Promise<T>, done: MessageDescriptor, onDone: (result: T) => void) => {
    setSaving(true);
    setErrors({});
    try {
      const result = await request();
      toast.success(i18n._(done));
      onDone(result);
    } catch (error) {
      setErrors(getFieldErrors(error));
      toast.error(getErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return { errors, saving, save };
}
