/** Mentor area: Dasbor, Materi, Proyek siswa (red dot), Bantuan (requests waiting), notifications, language, profile; no footer on /mentor/submission. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { refreshSubmissionDot } from '../../features/mentor/submission-dot';
import { mentorBarState } from '../../state/ui';
import { Brand } from './brand';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { LiveNotifications } from './live-notifications';
import { ProfileMenu } from './profile-menu';
import { MAIN_ID, SkipLink } from './skip-link';

export function MentorLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { submissionDot, helpWaiting } = useSnapshot(mentorBarState);
  const active = (prefix: string) => location === prefix || location.startsWith(`${prefix}/`);
  const cls = (on: boolean) => (on ? 'kk-topbar__link is-active' : 'kk-topbar__link');
  return (
    <div className="kk-shell kk-shell--mentor">
      <SkipLink />
      <header className="kk-topbar kk-topbar--app">
        <div className="kk-topbar__inner">
          <Link href={paths.mentor.dashboard()} className="kk-topbar__brand">
            <Brand tone="light" />
          </Link>
          <nav className="kk-topbar__nav" aria-label="Menu">
            <Link
              href={paths.mentor.dashboard()}
              className={cls(active('/mentor/dashboard') || active('/mentor/student'))}
            >
              <Trans>Dasbor</Trans>
            </Link>
            <Link href={paths.mentor.material()} className={cls(active('/mentor/material'))}>
              <Trans>Materi</Trans>
            </Link>
            <Link href={paths.mentor.submissionList()} className={cls(active('/mentor/submission'))}>
              <Trans>Proyek siswa</Trans>
              {submissionDot ? <span className="kk-dot" role="img" aria-label="•" /> : null}
            </Link>
            <Link href={paths.mentor.help()} className={cls(active('/mentor/help'))}>
              <Trans>Bantuan</Trans>
              {helpWaiting > 0 ? (
                <span className="kk-count" data-testid="help-waiting">
                  <span className="kk-visually-hidden">
                    <Trans>menunggu:</Trans>
                  </span>{' '}
                  {helpWaiting}
                </span>
              ) : null}
            </Link>
          </nav>
          <div className="kk-topbar__actions">
            {/* Each refresh of the notifications also keeps the red dot on "Proyek siswa" current. */}
            <LiveNotifications onRefresh={refreshSubmissionDot} />
            <LanguageSwitch />
            <ProfileMenu accountPath={paths.mentor.account()} afterLogout={paths.mentor.login()} />
          </div>
        </div>
      </header>
      <main className="kk-main kk-main--app" id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      {location === '/mentor/submission' ? null : <Footer />}
    </div>
  );
}
