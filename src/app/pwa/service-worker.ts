/**
 * The app's side of the offline shell (scripts/offline-shell.ts builds the worker): registers the service
 * worker in production builds, files the scripts this page loaded before the worker took control (so the
 * first visit's screens open offline too), and tells the learner when a new version is ready.
 */
import { registerSW } from 'virtual:pwa-register';
import { CHUNK_CACHE } from '../../lib/offline-caches';
import { showUpdateReady } from './update-toast';

/** Same-origin hashed files this page has loaded so far. */
function loadedAssets(): string[] {
  if (typeof performance === 'undefined') return [];
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/** Copies what the page loaded before the worker controlled it into the chunk cache (from the HTTP cache). */
async function cacheLoadedAssets(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CHUNK_CACHE);
  await Promise.all(
    loadedAssets().map(async (path) => {
      if (await cache.match(path)) return;
      await cache.add(path).catch(() => undefined);
    }),
  );
}

/** Registers the service worker (production builds only; the dev server serves unbundled modules). */
export function startServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const update = registerSW({
    // A new version waits until every tab of the app is closed, so it takes effect on the next visit;
    // the learner may also reload now.
    onNeedRefresh: () => showUpdateReady(() => void update(true)),
    onRegisteredSW: () => {
      navigator.serviceWorker.ready.then(cacheLoadedAssets).catch(() => undefined);
    },
  });
}
