/**
 * Loads PHP 8.3 for Node (tests, benchmarks, the server's check pool): php-wasm's Node build, which reads the
 * same .wasm binary as the browser build from node_modules. With a compiled module it skips the compile.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PhpBase } from 'php-wasm/PhpBase';
import type { PhpRuntime } from './engine';
import { MemoryGuard } from './memory-guard';
import type { LaravelSetup } from './protocol';
import { instantiateFrom, PHP_INI, PHP_VERSION, PHP_WASM_FILE, type PhpBaseClass } from './runtime';

/** `libs`: shared libraries to load at start (a Laravel worker's extensions, laravel.ts), as file URLs. */
export function createNodeRuntime(module?: WebAssembly.Module, libs?: LaravelSetup['libs']): PhpRuntime {
  const Base = PhpBase as unknown as PhpBaseClass;
  const memoryGuard = module ? new MemoryGuard() : undefined;
  const runtime = new Base(import('php-wasm/php8.3-node.mjs'), {
    version: PHP_VERSION,
    ini: PHP_INI,
    ...(libs?.length ? { sharedLibs: libs } : {}),
    ...(module ? { instantiateWasm: instantiateFrom(module, memoryGuard) } : {}),
  });
  return Object.assign(runtime, { memoryGuard });
}

/** Compiles the PHP binary from node_modules (about 13 MB). */
export async function compileNodePhp(): Promise<WebAssembly.Module> {
  const path = createRequire(import.meta.url).resolve(`php-wasm/${PHP_WASM_FILE}`);
  return WebAssembly.compile(await readFile(path));
}
