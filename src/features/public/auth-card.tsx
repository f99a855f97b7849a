/**
 * The card the sign-in and sign-up forms stand in: title, subtitle, the server's message for the whole form (a
 * wrong password, too many attempts, the network) above the fields, and the link to the other form below them.
 * `EmailField` is the account's e-mail address as both forms ask for it, so the browser fills it in either.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../ui/text-field';
import './auth-forms.css';

export function AuthCard({
  title,
  subtitle,
  badge,
  formError,
  footer,
  wide,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  badge?: ReactNode;
  formError: string | null;
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'kk-auth-card kk-auth-card--wide' : 'kk-auth-card'}>
      {badge ? <span className="kk-auth-card__badge">{badge}</span> : null}
      <h1 className="kk-auth-card__title">{title}</h1>
      <p className="kk-auth-card__subtitle">{subtitle}</p>
      {formError ? (
        <div className="kk-alert kk-alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      {children}
      {footer ? <div className="kk-auth-card__footer">{footer}</div> : null}
    </div>
  );
}

export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name'>) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email`}
      type="email"
      name="email"
      autoComplete="email"
      placeholder="nama@email.com"
      {...props}
    />
  );
}
