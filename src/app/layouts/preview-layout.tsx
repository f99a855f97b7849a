/**
 * An admin's "preview as student" (`/admin/preview`): the student's material screen in the student
 * shell, under a bar that says what this is (nothing is saved) and leads back to the editor.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { Button } from '../../ui/button';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { MAIN_ID, SkipLink } from './skip-link';

export function PreviewLayout({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  // The preview opens from a material's editor; without a page to go back to, the course list.
  const back = () => (window.history.length > 1 ? window.history.back() : navigate(paths.admin.course()));
  return (
    <div className="kk-shell kk-shell--student kk-shell--preview">
      <SkipLink />
      <header className="kk-topbar kk-topbar--app">
        <div className="kk-topbar__inner">
          <span className="kk-topbar__brand">
            <Brand tone="light" />
          </span>
          <p className="kk-preview-bar" role="note">
            <strong>
              <Trans>Pratinjau sebagai siswa</Trans>
            </strong>{' '}
            <Trans>
              Tampilan ini sama dengan yang dilihat siswa; tidak ada progres, kode, atau kiriman yang disimpan.
            </Trans>
          </p>
          <div className="kk-topbar__actions">
            <LanguageSwitch />
            <Button variant="ghost" size="sm" onClick={back}>
              <Trans>Kembali ke editor</Trans>
            </Button>
          </div>
        </div>
      </header>
      <main className="kk-main kk-main--app" id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
