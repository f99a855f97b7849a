/**
 * The landing page rendered to HTML at build time (scripts/prerender-landing.ts), in each interface language, as
 * a signed-out visitor first sees it: the public layout around the landing screen, the same tree the router
 * renders for `/` (router.tsx). On a slow link the visitor reads the page as soon as the document and its styles
 * arrive, instead of after the app's scripts have downloaded and run (docs/decisions/0017-speed-targets.md); the app then renders over it.
 * Built for Node by Vite's SSR build; nothing here runs in the browser.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { LandingLocale } from '../../../api/contracts/landing-page';
import LandingScreen from '../../features/public/landing-screen';
import { LANDING_TITLE } from '../../features/public/landing-title';
import { activateLocale } from '../../i18n';
import { PublicLayout } from '../layouts/public-layout';
import { pageTitle } from '../use-page-title';
import type { RenderedLanding } from './rendered-landing';

export async function renderLanding(locale: LandingLocale): Promise<RenderedLanding> {
  // The app's own catalog loading; `persist: false` leaves cookies alone (there is no document here).
  await activateLocale(locale, false);
  const markup = renderToString(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/">
        <PublicLayout>
          <div className="kk-page">
            <LandingScreen />
          </div>
        </PublicLayout>
      </Router>
    </I18nProvider>,
  );
  return { markup, title: pageTitle(i18n._(LANDING_TITLE)) };
}
