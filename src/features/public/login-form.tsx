/**
 * The sign-in form shared by the student, mentor and admin logins: validated before sending with the server's own
 * contract and messages (loginBody), server errors (wrong password, 429) shown above the form, then the role's dashboard.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { loginBody } from '../../../api/contracts/auth';
import { formErrors, getErrorMessage, getFieldErrors } from '../../api-client';
import { dashboardPath } from '../../config/paths';
import { login, type Role } from '../../state/auth';
import { Button } from '../../ui/button';
import { AuthCard, EmailField } from './auth-card';
import { PasswordField } from './password-field';

type Fields = { email: string; password: string };

export type LoginFormProps = {
  userRole: Role;
  title: ReactNode;
  subtitle: ReactNode;
  footer?: ReactNode;
  badge?: ReactNode;
};

export function LoginForm({ userRole, title, subtitle, footer, badge }: LoginFormProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Fields>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Fields) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors<keyof Fields>(loginBody, values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const user = await login(userRole, values.email.trim(), values.password);
      navigate(dashboardPath(user.role), { replace: true });
    } catch (error) {
      setBusy(false);
      const fields = getFieldErrors(error);
      setErrors({ email: fields.email, password: fields.password });
      // The server's message is already in the chosen language (x-locale), 429 included.
      if (!fields.email && !fields.password) setFormError(getErrorMessage(error));
    }
  };

  return (
    <AuthCard title={title} subtitle={subtitle} badge={badge} formError={formError} footer={footer}>
      <form onSubmit={onSubmit} noValidate>
        <EmailField value={values.email} onChange={set('email')} error={errors.email} autoFocus />
        <PasswordField
          label={t`Kata sandi`}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <Button type="submit" size="lg" block loading={busy}>
          <Trans>Masuk</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
