/** /restricted: shown to mobile devices (the site is optimised for desktop only), with a way back to the landing page. */
import { Trans } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../ui/button';
import './public-pages.css';

export default function RestrictedScreen() {
  return (
    <main className="kk-restricted">
      <svg viewBox="0 0 120 90" width="160" height="120" aria-hidden="true">
        <rect x="6" y="6" width="90" height="60" rx="6" fill="#39424F" />
        <rect x="12" y="12" width="78" height="48" rx="3" fill="#eef0f3" />
        <path
          d="M36 30l-8 6 8 6M66 30l8 6-8 6"
          fill="none"
          stroke="#6DDA5F"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="40" y="66" width="22" height="8" fill="#39424F" />
        <rect x="28" y="74" width="46" height="5" rx="2.5" fill="#39424F" />
        <rect x="92" y="38" width="22" height="40" rx="4" fill="#fff" stroke="#39424F" strokeWidth="3" />
        <path d="M97 50l12 12M109 50L97 62" stroke="#d64545" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1>
        <Trans>Website ini dioptimalkan untuk desktop</Trans>
      </h1>
      <p>
        <Trans>Buka KelasKoding dari laptop atau komputer untuk belajar dengan code editor, preview dan slide.</Trans>
      </p>
      {/* The landing page is the one page phones may see. */}
      <ButtonLink href={paths.home()} variant="primary">
        <Trans>Kembali ke beranda</Trans>
      </ButtonLink>
    </main>
  );
}
