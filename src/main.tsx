/** Browser entry: theme, locale, session check, then the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { STATIC_PAGE_CLASS } from '../api/contracts/landing-page';
import { App } from './app/app';
import { reloadAfterChunkError } from './app/chunk-reload';
import { linkFullStyles } from './app/full-styles';
import { startServiceWorker } from './app/pwa/service-worker';
import { routes } from './app/routes';
import { initI18n } from './i18n';
import { loadUser, ROLES, storedRole } from './state/auth';
import './ui/shared-styles';
import './app/layouts/layouts.css';

// Vite reports failed preloads of lazy chunks here; reload (at most once a minute) instead of failing. Offline a
// reload would only end on the browser's own error page: the failure goes on to the page's error boundary, which
// says the page needs the connection and loads it when the connection returns (app/offline-page.tsx).
window.addEventListener('vite:preloadError', (event) => {
  if (navigator.onLine && reloadAfterChunkError()) event.preventDefault();
});

// The built landing page's whole stylesheets, linked before anything loads a screen (app/full-styles.ts); elsewhere
// there are none to link.
const fullStyles = linkFullStyles();

void loadUser();
startServiceWorker();

/**
 * The screen the page opens on starts loading at once, beside the session check, instead of after the first render
 * and the check: its chunk, and what its route starts (routes.tsx `start`), unless its layout needs a role other than
 * the one remembered in the cookie (its guard would send the visitor elsewhere).
 */
function startCurrentScreen(): void {
  const route = routes.find((entry) => entry.path === window.location.pathname);
  if (!route) return;
  const need = route.layout === 'preview' ? 'admin' : route.layout;
  if ((ROLES as readonly string[]).includes(need) && storedRole() !== need) return;
  // What the route starts first: its small imports (the reads, the checker's client) then settle before the screen's
  // chunk, whose evaluation is a long task on a slow device.
  route.start?.();
  route.screen.preload().catch(() => undefined);
}
startCurrentScreen();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The built landing page arrives with its markup inside #root (src/app/prerender). Its screen's chunk loads before
 * the first render, so the app renders the same page over it instead of a loading state for a moment, and so do the
 * full stylesheets, of which the page carries only the rules its own markup needs (app/full-styles.ts).
 */
function prerenderedScreen(): Promise<unknown> {
  if (!root?.firstElementChild) return Promise.resolve();
  return Promise.all([fullStyles, routes.find((route) => route.path === window.location.pathname)?.screen.preload()]);
}

Promise.all([initI18n().catch((error: unknown) => console.error('[I18N]', error)), prerenderedScreen()])
  .catch(() => undefined)
  .finally(() => {
    // The built page lays out its lower sections only near the viewport; the app's page is laid out whole, as the
    // elements it renders are new (a section's remembered size would not carry over to them).
    document.documentElement.classList.remove(STATIC_PAGE_CLASS);
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
