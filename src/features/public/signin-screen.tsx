/** /signin: student login. */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { LoginForm } from './login-form';

export default function SigninScreen() {
  return (
    <LoginForm
      userRole="student"
      title={<Trans>Masuk ke KelasKoding</Trans>}
      subtitle={<Trans>Lanjutkan belajar dari materi terakhirmu.</Trans>}
      footer={
        <Trans>
          Belum punya akun? <Link href={paths.signup()}>Daftar gratis</Link>
        </Trans>
      }
    />
  );
}
