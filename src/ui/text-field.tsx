/** A labelled input with hint and error text wired up for assistive tech (`aria-invalid`, `aria-describedby`). */
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './form.css';

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
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['kk-field', error ? 'kk-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="kk-field__label-row">
        <label className="kk-field__label" htmlFor={inputId}>
          {label}
        </label>
        {required ? (
          <span className="kk-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className="kk-field__control">
        <input
          id={inputId}
          className="kk-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...rest}
        />
        {trailing ? <span className="kk-field__trailing">{trailing}</span> : null}
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
