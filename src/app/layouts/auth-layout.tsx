/** Guest pages (sign in, sign up, mentor and admin login): a brand panel beside the form card. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { Brand } from './brand';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { MAIN_ID, SkipLink } from './skip-link';

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="kk-shell kk-shell--auth">
      <SkipLink />
      <aside className="kk-auth__aside">
        <Link href={paths.home()} className="kk-topbar__brand">
          <Brand tone="light" size={36} />
        </Link>
        <div className="kk-auth__pitch">
          <h2>
            <Trans>Belajar coding dari nol sampai siap kerja.</Trans>
          </h2>
          <p>
            <Trans>
              HTML, CSS, JavaScript dan PHP dengan slide, video, latihan di code editor dan review dari mentor
              profesional.
            </Trans>
          </p>
          <pre className="kk-auth__code" aria-hidden="true">
            <code>
              <span className="tok-tag">&lt;h1&gt;</span>Halo, dunia!<span className="tok-tag">&lt;/h1&gt;</span>
              {'\n'}
              <span className="tok-key">const</span> mimpi = <span className="tok-str">'developer'</span>;{'\n'}
              <span className="tok-fn">belajar</span>(mimpi); <span className="tok-com">{'// ✓ lulus'}</span>
            </code>
          </pre>
        </div>
        <p className="kk-auth__aside-foot">
          <Trans>Dipercaya ribuan siswa di seluruh Indonesia.</Trans>
        </p>
      </aside>
      <div className="kk-auth__main">
        <div className="kk-auth__bar">
          <LanguageSwitch tone="dark" />
        </div>
        <main className="kk-auth__content" id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
        <Footer compact />
      </div>
    </div>
  );
}
