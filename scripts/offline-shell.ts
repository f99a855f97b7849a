/**
 * Build configuration of the offline app shell (vite-plugin-pwa, Workbox's generateSW): what the service
 * worker precaches, what it caches as it goes, and the web app manifest.
 *
 * - Precached at install: only the shell the landing page loads anyway (index.html, the scripts and styles
 *   it references, both language catalogs, the icons). The editor, the checker worker and every screen are
 *   not: a visitor of the landing page downloads none of them (tests/e2e/shell/pages.spec.ts).
 * - Cached on first use: every hashed file under /assets/ (screens, editor, grammars, the checker worker
 *   and preview runtime), cache-first, since a hashed name never changes its content.
 * - The student's own API reads (`GET /api/student/...`), network-first: always fresh online, the last
 *   answer offline, so a signed-in student reopens the app and their practice without a connection.
 *   The app empties that cache at sign-in and sign-out (src/lib/offline-caches.ts), so nobody sees another's.
 * - Navigations get index.html (the app routes on the client), except /api (server pages and JSON).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_CACHE, CHUNK_CACHE } from '../src/lib/offline-cache-names.ts';

export function offlineShell(): Plugin[] {
  let outDir = resolve('dist');
  const outDirOf: Plugin = {
    name: 'kk-offline-shell-out-dir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    outDirOf,
    ...VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'KelasKoding',
        short_name: 'KelasKoding',
        description: 'Belajar HTML, CSS, JavaScript dan PHP dengan latihan langsung di browser.',
        lang: 'id',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#F6F8FA',
        theme_color: '#39424F',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
        // Of the hashed files, only the shell: what index.html references, and the language catalogs.
        manifestTransforms: [
          async (entries) => {
            const shell = await readFile(join(outDir, 'index.html'), 'utf8');
            const manifest = entries.filter(
              (entry) =>
                !entry.url.startsWith('assets/') ||
                shell.includes(`/${entry.url}`) ||
                /^assets\/messages-[\w-]+\.js$/.test(entry.url),
            );
            return { manifest, warnings: [] };
          },
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The first visit's page is controlled at once, so the screens it opens next are cached as they load.
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: CHUNK_CACHE, expiration: { maxEntries: 400, purgeOnQuotaError: true } },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/student/'),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: API_CACHE,
              expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
  ];
}
