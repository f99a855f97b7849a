/** Admin area: top bar (greeting, language, Logout → /admin) and the side bar 60px from the top with the eight links. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { authState, displayName, logout } from '../../state/auth';
import { Button } from '../../ui/button';
import { Brand } from './brand';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { MAIN_ID, SkipLink } from './skip-link';

const ICON: Record<string, string> = {
  dashboard: 'M3 3h6v8H3zM11 3h6v5h-6zM11 10h6v7h-6zM3 13h6v4H3z',
  student: 'M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 17c.8-3 3.7-5 7-5s6.2 2 7 5',
  mentor: 'M10 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM4 17c.6-2.8 3-4.5 6-4.5s5.4 1.7 6 4.5M14.5 6.5l2 2 3-3',
  course: 'M3 4h6a2 2 0 0 1 2 2v11a2 2 0 0 0-2-2H3zM17 4h-6a2 2 0 0 0-2 2v11a2 2 0 0 1 2-2h6z',
  subscription: 'M3 6h14v10H3zM3 9h14M6 13h3',
  package: 'M3 6l7-3 7 3v8l-7 3-7-3zM3 6l7 3 7-3M10 9v8',
  payment: 'M10 3v14M13.5 6H8.3a2.3 2.3 0 0 0 0 4.6h3.4a2.3 2.3 0 0 1 0 4.6H6',
  certificates: 'M4 3h12v10H4zM7 7h6M7 10h4M8 13l-1 5 3-2 3 2-1-5',
};

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const { user } = useSnapshot(authState);
  const links = [
    { key: 'dashboard', href: paths.admin.dashboard(), label: t`Dasbor` },
    { key: 'student', href: paths.admin.student(), label: t`Siswa` },
    { key: 'mentor', href: paths.admin.mentor(), label: t`Mentor` },
    { key: 'course', href: paths.admin.course(), label: t`Kursus` },
    { key: 'subscription', href: paths.admin.subscription(), label: t`Langganan` },
    { key: 'package', href: paths.admin.package(), label: t`Paket` },
    { key: 'payment', href: paths.admin.payment(), label: t`Pembayaran` },
    { key: 'certificates', href: paths.admin.certificates(), label: t`Sertifikat` },
  ];
  return (
    <div className="kk-shell kk-shell--admin">
      <SkipLink />
      <header className="kk-topbar kk-topbar--app kk-topbar--fixed">
        <div className="kk-topbar__inner">
          <Link href={paths.admin.dashboard()} className="kk-topbar__brand">
            <Brand tone="light" />
            <span className="kk-topbar__badge">Admin</span>
          </Link>
          <div className="kk-topbar__actions">
            <span className="kk-profile__greeting kk-profile__greeting--plain" data-testid="greeting">
              {t`Halo, ${displayName(user)}`}
            </span>
            <LanguageSwitch />
            <Button
              variant="ghost"
              size="sm"
              className="kk-topbar__logout"
              onClick={() => void logout(() => navigate(paths.admin.login(), { replace: true }))}
            >
              <Trans>Keluar</Trans>
            </Button>
          </div>
        </div>
      </header>
      <nav className="kk-sidebar" aria-label={t`Menu admin`}>
        <ul>
          {links.map((link) => {
            const on = location === link.href || location.startsWith(`${link.href}/`);
            return (
              <li key={link.key}>
                <Link
                  href={link.href}
                  className={on ? 'kk-sidebar__link is-active' : 'kk-sidebar__link'}
                  aria-current={on ? 'page' : undefined}
                >
                  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                    <path
                      d={ICON[link.key]}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.6"
                      strokeLinejoin="round"
                      strokeLinecap="round"
                    />
                  </svg>
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="kk-admin__content">
        <main className="kk-main kk-main--admin" id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
