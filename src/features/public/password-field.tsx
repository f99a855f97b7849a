/** A password input with a show/hide toggle. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField, type TextFieldProps } from '../../ui/text-field';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="kk-auth-form__reveal"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t`Sembunyikan kata sandi` : t`Tampilkan kata sandi`}
          aria-pressed={visible}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible ? null : <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" />}
          </svg>
        </button>
      }
    />
  );
}
