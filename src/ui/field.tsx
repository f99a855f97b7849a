/**
 * The frame every labelled form control shares: label with required mark, the control, a hint and an error
 * text, wired for assistive tech. `useFieldControl` gives the control its id and `aria-*` attributes.
 */
import { type ReactNode, useId } from 'react';
import './form.css';

const errorIdOf = (controlId: string) => `${controlId}-error`;
const hintIdOf = (controlId: string) => `${controlId}-hint`;

/** The id (`id` or a generated one) and the `aria-*` attributes of a field's control. */
export function useFieldControl(
  id: string | undefined,
  { error, hint, required }: { error?: ReactNode; hint?: ReactNode; required?: boolean | undefined },
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const describedBy =
    [error ? errorIdOf(controlId) : '', hint ? hintIdOf(controlId) : ''].filter(Boolean).join(' ') || undefined;
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  } as const;
}

export type FieldProps = {
  /** The id of the control inside (from `useFieldControl`). */
  controlId: string;
  label: ReactNode;
  required?: boolean | undefined;
  /** Error text shown under the control; marks the field invalid and hides the hint. */
  error?: ReactNode;
  hint?: ReactNode;
  className?: string | undefined;
  /** Class of the box around the control; `kk-field__control` by default. */
  controlClassName?: string;
  children: ReactNode;
};

export function Field({
  controlId,
  label,
  required,
  error,
  hint,
  className,
  controlClassName = 'kk-field__control',
  children,
}: FieldProps) {
  return (
    <div className={['kk-field', error ? 'kk-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="kk-field__label-row">
        <label className="kk-field__label" htmlFor={controlId}>
          {label}
        </label>
        {required ? (
          <span className="kk-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className={controlClassName}>{children}</div>
      {hint && !error ? (
        <p id={hintIdOf(controlId)} className="kk-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorIdOf(controlId)} className="kk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
