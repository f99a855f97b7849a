/**
 * A labelled native select. With `placeholder`, an empty first option is shown disabled (spec §5:
 * 'Pilih Provinsi', 'Pilih Kota', 'Please select pre-set code'), so it cannot be chosen back.
 */
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import './form.css';

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
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['kk-field', error ? 'kk-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="kk-field__label-row">
        <label className="kk-field__label" htmlFor={selectId}>
          {label}
        </label>
        {required ? (
          <span className="kk-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className="kk-field__control kk-field__control--select">
        <select
          id={selectId}
          className="kk-input kk-select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
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
      </div>
      {hint && !error ? (
        <p id={hintId} className="kk-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="kk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
