/** Public pages (landing, terms, intro, payment, 404): top bar with sign-in/sign-up or the user's dashboard, and the footer. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { dashboardPath, paths } from '../../config/paths';
import { authState } from '../../state/auth';
import { ButtonLink } from '../../ui/button';
import { Brand } from './brand';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { MAIN_ID, SkipLink } from './skip-link';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(authState);
  return (
    <div className="kk-shell kk-shell--public">
      <SkipLink />
      <header className="kk-topbar kk-topbar--public">
        <div className="kk-topbar__inner kk-container">
          <Link href={paths.home()} className="kk-topbar__brand">
            <Brand />
          </Link>
          <nav className="kk-topbar__nav" aria-label="Menu">
            <a href="/#fitur" className="kk-topbar__link">
              <Trans>Fitur</Trans>
            </a>
            <a href="/#kurikulum" className="kk-topbar__link">
              <Trans>Kurikulum</Trans>
            </a>
            <a href="/#cerita" className="kk-topbar__link">
              <Trans>Cerita Siswa</Trans>
            </a>
          </nav>
          <div className="kk-topbar__actions">
            <LanguageSwitch tone="dark" />
            {user ? (
              <ButtonLink href={dashboardPath(user.role)} variant="secondary" size="sm">
                <Trans>Ke dasbor</Trans>
              </ButtonLink>
            ) : (
              <>
                <ButtonLink href={paths.signin()} variant="ghost" size="sm">
                  <Trans>Masuk</Trans>
                </ButtonLink>
                <ButtonLink href={paths.signup()} variant="primary" size="sm">
                  <Trans>Daftar Gratis</Trans>
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </header>
      <main className="kk-main kk-main--public" id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
