/** Student area: top bar with links to the dashboard, learning map, projects and subscription, notifications, language and profile menu; the bar floats on the slide screen. */
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { Brand } from './brand';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { LiveNotifications } from './live-notifications';
import { ProfileMenu } from './profile-menu';
import { MAIN_ID, SkipLink } from './skip-link';

/** Work queued offline (code saves, finished practices) is sent from any student screen, not only the editor. */
function useOfflineQueueSync() {
  useEffect(() => {
    import('../../features/student/practice-sync')
      .then((sync) => sync.syncQueue())
      .catch(() => {
        // A failed chunk load is handled by the chunk-reload guard; the queue stays in IndexedDB meanwhile.
      });
  }, []);
}

export function StudentLayout({ children }: { children: ReactNode }) {
  useOfflineQueueSync();
  const [location] = useLocation();
  const onSlide = location === '/learning/slide';
  const navClass = (href: string) => (location === href ? 'kk-topbar__link is-active' : 'kk-topbar__link');
  const current = (href: string) => (location === href ? ('page' as const) : undefined);
  return (
    <div className={onSlide ? 'kk-shell kk-shell--student kk-shell--slide' : 'kk-shell kk-shell--student'}>
      <SkipLink />
      <header className={onSlide ? 'kk-topbar kk-topbar--app kk-topbar--floating' : 'kk-topbar kk-topbar--app'}>
        <div className="kk-topbar__inner">
          <Link href={paths.student.dashboard()} className="kk-topbar__brand">
            <Brand tone="light" />
          </Link>
          <nav className="kk-topbar__nav" aria-label="Menu">
            <Link
              href={paths.student.dashboard()}
              className={navClass(paths.student.dashboard())}
              aria-current={current(paths.student.dashboard())}
            >
              <Trans>Dasbor</Trans>
            </Link>
            <Link
              href={paths.student.learning()}
              className={navClass(paths.student.learning())}
              aria-current={current(paths.student.learning())}
            >
              <Trans>Peta belajar</Trans>
            </Link>
            <Link
              href={paths.student.submissions()}
              className={navClass(paths.student.submissions())}
              aria-current={current(paths.student.submissions())}
            >
              <Trans>Proyek saya</Trans>
            </Link>
            <Link
              href={paths.student.certificates()}
              className={navClass(paths.student.certificates())}
              aria-current={current(paths.student.certificates())}
            >
              <Trans>Sertifikat</Trans>
            </Link>
            <Link
              href={paths.student.subscription()}
              className={navClass(paths.student.subscription())}
              aria-current={current(paths.student.subscription())}
            >
              <Trans>Langganan</Trans>
            </Link>
          </nav>
          <div className="kk-topbar__actions">
            <LiveNotifications />
            <LanguageSwitch />
            <ProfileMenu accountPath={paths.student.account()} afterLogout={paths.home()} />
          </div>
        </div>
      </header>
      <main className="kk-main kk-main--app" id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      {onSlide ? null : <Footer />}
    </div>
  );
}
