/** /mentor: mentor login. */
import { Trans } from '@lingui/react/macro';
import { LoginForm } from './login-form';

export default function MentorLoginScreen() {
  return (
    <LoginForm
      userRole="mentor"
      badge={<Trans>Mentor</Trans>}
      title={<Trans>Masuk sebagai mentor</Trans>}
      subtitle={<Trans>Pantau progres siswa dan review project mereka.</Trans>}
    />
  );
}
