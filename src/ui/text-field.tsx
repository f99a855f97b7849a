/** A labelled input with hint and error text wired up for assistive tech (`aria-invalid`, `aria-describedby`). */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, useFieldControl } from './field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: ReactNode;
  /** Error text shown under the field; marks it invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Element shown at the end of the input (e.g. a show-password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, trailing, id, className, required, ...rest }: TextFieldProps) {
  const control = useFieldControl(id, { error, hint, required });
  return (
    <Field controlId={control.id} label={label} required={required} error={error} hint={hint} className={className}>
      <input className="kk-input" {...control} {...rest} />
      {trailing ? <span className="kk-field__trailing">{trailing}</span> : null}
    </Field>
  );
}
