/**
 * Brotli and gzip copies of the build's WebAssembly files (the PHP runtime and the extensions a Laravel worker
 * loads as .so side modules, docs/decisions/0018-php-runtime.md), cached across builds.
 * The PHP binary is 13 MB and never changes between builds, but brotli at its best setting takes minutes on a
 * busy machine; so each copy is made once per binary and kept under node_modules/.cache by content hash.
 * The other text files are compressed by vite-plugin-compression2 (vite.config.ts) as before.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const CACHE_DIR = resolve('node_modules/.cache/kk-precompressed-wasm');
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const path = join(CACHE_DIR, key);
  try {
    return await readFile(path);
  } catch {
    const made = await make();
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(path, made);
    return made;
  }
}

export function precompressedWasm(): Plugin {
  return {
    name: 'kk-precompressed-wasm',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !/\.(wasm|so)$/.test(fileName)) continue;
        const source = Buffer.from(output.source);
        const hash = createHash('sha256').update(source).digest('hex');
        const [br, gz] = await Promise.all([
          cached(`${hash}.br`, () =>
            brotli(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
          ),
          cached(`${hash}.gz`, () => gzipAsync(source, { level: 9 })),
        ]);
        this.emitFile({ type: 'asset', fileName: `${fileName}.br`, source: br });
        this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: gz });
      }
    },
  };
}
