/**
 * Serves the Laravel framework bundle (docs/decisions/0018-php-runtime.md) as a build asset: when scripts/laravel-bundle.mjs has built it
 * into node_modules/.cache/kk-laravel/, the build emits it under a content-hashed name in /assets/ with its
 * brotli and gzip copies (served by api/web.ts like every asset, cached by the browser and the offline shell as
 * immutable), and `__KK_LARAVEL_BUNDLE__` names its URL for the browser's Laravel worker (host-web.ts); without a
 * bundle it is null and a Laravel workspace's preview says so. Only a Laravel workspace fetches it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const CACHE_DIR = resolve('node_modules/.cache/kk-laravel');
const BUNDLE = `${CACHE_DIR}/laravel-bundle.json`;

export function laravelBundleAsset(): Plugin {
  const present = existsSync(BUNDLE);
  const hash = present ? createHash('sha256').update(readFileSync(BUNDLE)).digest('hex').slice(0, 12) : '';
  const fileName = `assets/laravel-bundle-${hash}.json`;
  return {
    name: 'kk-laravel-bundle',
    config: () => ({ define: { __KK_LARAVEL_BUNDLE__: JSON.stringify(present ? `/${fileName}` : null) } }),
    generateBundle() {
      if (!present) return;
      this.emitFile({ type: 'asset', fileName, source: readFileSync(BUNDLE) });
      for (const suffix of ['.br', '.gz']) {
        if (existsSync(BUNDLE + suffix))
          this.emitFile({ type: 'asset', fileName: fileName + suffix, source: readFileSync(BUNDLE + suffix) });
      }
    },
  };
}
