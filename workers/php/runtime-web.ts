/**
 * Loads PHP 8.3 in a browser worker: php-wasm's web build, instantiated from the module the host compiled
 * (host-web.ts), so the binary is downloaded and compiled once per page.
 */
import { PhpBase } from 'php-wasm/PhpBase';
import type { PhpRuntime } from './engine';
import { MemoryGuard } from './memory-guard';
import type { LaravelSetup } from './protocol';
import { instantiateFrom, PHP_INI, PHP_VERSION, type PhpBaseClass } from './runtime';

export function createWebRuntime(module: WebAssembly.Module, libs?: LaravelSetup['libs']): PhpRuntime {
  const Base = PhpBase as unknown as PhpBaseClass;
  const memoryGuard = new MemoryGuard();
  const runtime = new Base(import('php-wasm/php8.3-web.mjs'), {
    version: PHP_VERSION,
    ini: PHP_INI,
    ...(libs?.length ? { sharedLibs: libs } : {}),
    instantiateWasm: instantiateFrom(module, memoryGuard),
  });
  return Object.assign(runtime, { memoryGuard });
}
