/**
 * A labelled native select. With `placeholder`, an empty first option is shown disabled (docs/decisions/0006-validation.md:
 * 'Pilih Provinsi', 'Pilih Kota', 'Please select pre-set code'), so it cannot be chosen back.
 */
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, useFieldControl } from './field';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  required,
  value,
  defaultValue,
  ...rest
}: SelectProps) {
  const control = useFieldControl(id, { error, hint, required });
  return (
    <Field
      controlId={control.id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
      controlClassName="kk-field__control kk-field__control--select"
    >
      <select
        className="kk-input kk-select"
        {...control}
        {...(value !== undefined
          ? { value }
          : { defaultValue: defaultValue ?? (placeholder !== undefined ? '' : undefined) })}
        {...rest}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
