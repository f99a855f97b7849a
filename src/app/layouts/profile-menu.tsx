/** The signed-in user's dropdown: greeting by name, Profile, Account Setting, Logout. */
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { withQuery } from '../../config/paths';
import { authState, displayName, logout } from '../../state/auth';
import { DropdownMenu } from '../../ui/dropdown-menu';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Greets the user and offers the account links; `accountPath` is the role's account page, `afterLogout` where logout lands. */
export function ProfileMenu({ accountPath, afterLogout }: { accountPath: string; afterLogout: string }) {
  const { t } = useLingui();
  const { user } = useSnapshot(authState);
  const [, navigate] = useLocation();
  const name = displayName(user);
  return (
    <DropdownMenu
      className="kk-profile"
      triggerClassName="kk-profile__trigger"
      trigger={
        <>
          <span className="kk-avatar" aria-hidden="true">
            {initials(name)}
          </span>
          <span className="kk-profile__greeting" data-testid="greeting">
            {t`Halo, ${name}`}
          </span>
          <svg viewBox="0 0 12 8" width="10" height="8" aria-hidden="true">
            <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </>
      }
      header={
        <div className="kk-profile__header">
          <strong>{name}</strong>
          {user?.email ? <span>{String(user.email)}</span> : null}
        </div>
      }
      items={[
        { key: 'profile', label: t`Profil`, href: withQuery(accountPath, { view: 'profile' }) },
        { key: 'account', label: t`Pengaturan Akun`, href: withQuery(accountPath, { view: 'info' }) },
        {
          key: 'logout',
          label: t`Keluar`,
          danger: true,
          onSelect: () => void logout(() => navigate(afterLogout, { replace: true })),
        },
      ]}
    />
  );
}
