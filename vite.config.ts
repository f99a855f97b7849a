import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { CROSS_ORIGIN_ISOLATION_HEADERS } from './api/lib/cross-origin-isolation.ts';
import { behaviourChai } from './scripts/behaviour-chai.ts';
import { codeScreenChunks } from './scripts/code-screen-chunks.ts';
import { laravelBundleAsset } from './scripts/laravel-asset.ts';
import { offlineShell } from './scripts/offline-shell.ts';
import { precompressedWasm } from './scripts/precompressed-wasm.ts';
import { prerenderLanding } from './scripts/prerender-landing.ts';
import { screenDocuments } from './scripts/screen-documents.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // Brotli and gzip copies beside each text file, served by api/web.ts to browsers that accept them: learners on
    // slow or metered links download a third of the bytes. Source maps are fetched only by developer tools.
    // The offline app shell: a service worker (Workbox) and the web app manifest (scripts/offline-shell.ts, src/app/pwa/).
    ...offlineShell(),
    // The landing page as HTML in each language, painted before the app's scripts arrive (docs/decisions/0017-speed-targets.md).
    prerenderLanding(),
    // The code screens' documents, which preload what their first verdict needs (docs/decisions/0017-speed-targets.md).
    screenDocuments(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
    // The PHP runtime's .wasm and a Laravel worker's extensions (.so) (docs/decisions/0018-php-runtime.md): the same copies, made once and cached.
    precompressedWasm(),
    // Debian's Laravel framework, packed by scripts/laravel-bundle.mjs, fetched only by Laravel workspaces.
    laravelBundleAsset(),
    // chai as text for the behaviour tests' sandboxed frame, which has no network to load it from.
    behaviourChai(),
  ],
  worker: {
    format: 'es',
    // php-wasm's Emscripten build (the PHP worker, docs/decisions/0018-php-runtime.md) uses direct eval for its JS bridge: expected, not news.
    rolldownOptions: { checks: { eval: false, bundlerTimings: false, pluginTimings: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // The checker worker carries parse5, css-tree and acorn (≈ 0.5 MB); it loads only on code screens.
    chunkSizeWarningLimit: 1024,
    // Plugin timing reports are noise in `npm start` and CI logs; the build takes seconds.
    rolldownOptions: {
      checks: { bundlerTimings: false, pluginTimings: false },
      // What only the code screens load comes in one chunk, not ~30 small ones (docs/decisions/0017-speed-targets.md).
      output: { codeSplitting: { groups: [codeScreenChunks()] } },
    },
  },
  server: {
    // `npm run dev`: Vite serves the client, the API runs beside it and is proxied.
    proxy: { '/api': `http://localhost:${apiPort}` },
    headers: CROSS_ORIGIN_ISOLATION_HEADERS,
  },
  preview: { headers: CROSS_ORIGIN_ISOLATION_HEADERS },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'workers/**/*.test.ts',
      'sandbox/**/*.test.ts',
      'api/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/setup-test-env.ts'],
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that left one core idle for the
    // whole suite (189 s). Two files at a time use both; the suite's tests each open their own database.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // Each worker keeps its modules between test files instead of loading them again for every file: the
    // suite took a third of the CPU time (156 s against 355 s, same load) and passes shuffled. Tests open their
    // own databases and apps, and the setup file runs again for every file.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    benchmark: {
      include: ['tests/bench/**/*.bench.ts'],
    },
  },
});
