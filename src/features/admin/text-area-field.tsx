/** A labelled textarea in the shared field frame (label, hint, error, `aria-*`), styled like `TextField`. */
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, useFieldControl } from '../../ui/field';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, id, className, required, ...rest }: TextAreaFieldProps) {
  const control = useFieldControl(id, { error, hint, required });
  return (
    <Field controlId={control.id} label={label} required={required} error={error} hint={hint}>
      <textarea
        className={['kk-input kk-admin__textarea', className ?? ''].filter(Boolean).join(' ')}
        {...control}
        {...rest}
      />
    </Field>
  );
}
