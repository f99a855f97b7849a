/** /admin: admin login. */
import { Trans } from '@lingui/react/macro';
import { LoginForm } from './login-form';

export default function AdminLoginScreen() {
  return (
    <LoginForm
      userRole="admin"
      badge={<Trans>Admin</Trans>}
      title={<Trans>Masuk sebagai admin</Trans>}
      subtitle={<Trans>Kelola kursus, mentor, siswa dan pembayaran.</Trans>}
    />
  );
}
