/**
 * The php-wasm settings shared by the Node and browser builds (runtime-node.ts, runtime-web.ts), so a page
 * renders the same in the student's browser and in the server's re-check. php-wasm 0.1.0 (Apache-2.0), PHP 8.3.
 */
import type { PhpRuntime } from './engine';
import type { MemoryGuard } from './memory-guard';

export const PHP_VERSION = '8.3';

/**
 * The PHP 8.3 binary inside the php-wasm package (the Node and web builds load the same file). Hosts compile it
 * once and hand the compiled module to each runtime they start, so a restart after a runaway script is quick.
 */
export const PHP_WASM_FILE = '846ab4c4d0999f57ac5270940b3820a9b6938633.wasm';

/** Errors are reported as data (wrapper.ts), never printed into the page; no network from a student's script. */
export const PHP_INI = [
  'display_errors=0',
  'display_startup_errors=0',
  'log_errors=0',
  'html_errors=0',
  'error_reporting=E_ALL',
  'output_buffering=0',
  'memory_limit=128M', // not checked by PHP in this build: memory-guard.ts enforces it
  'allow_url_fopen=0',
  'allow_url_include=0',
  'date.timezone=Asia/Jakarta',
].join('\n');

/**
 * Emscripten's hook for instantiating from a module compiled elsewhere (host-node.ts, host-web.ts); `guard`
 * checks the heap's growth against PHP's memory limit (memory-guard.ts).
 */
export function instantiateFrom(module: WebAssembly.Module, guard?: MemoryGuard) {
  return (
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ): Record<string, never> => {
    void WebAssembly.instantiate(module, guard ? guard.wrap(imports) : imports).then((instance) => {
      guard?.attach(instance);
      receive(instance, module);
    });
    return {};
  };
}

/** php-wasm's `PhpBase` constructor, typed as far as the engine needs it. */
export type PhpBaseClass = new (binaryLoader: Promise<unknown>, args: Record<string, unknown>) => PhpRuntime;
