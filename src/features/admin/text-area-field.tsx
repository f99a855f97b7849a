/** A labelled textarea with its error text wired up for assistive tech, styled like `TextField`. */
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import '../../ui/form.css';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, id, className, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={['kk-field', error ? 'kk-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="kk-field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={['kk-input kk-admin__textarea', className ?? ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {hint && !error ? (
        <p id={`${inputId}-hint`} className="kk-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="kk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
