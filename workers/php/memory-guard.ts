/**
 * PHP's `memory_limit`, enforced from outside PHP. php-wasm 0.1.0 starts PHP with `USE_ZEND_ALLOC=0` (Zend's
 * memory manager off, `memory_get_usage()` is 0), so PHP never checks its limit: a script that asks for 1 GB got
 * it after seconds of growing WebAssembly memory, and one that grows without end reached the 4 GB wall, where PHP
 * prints "Out of memory" and exits, killing the runtime. This guard wraps Emscripten's `emscripten_resize_heap`
 * import: once armed, growing the heap past the runtime's size at that moment plus PHP's limit is refused, and the
 * page's file and line are read from PHP (`zend_get_executed_filename`/`_lineno`) at that moment. PHP then fails
 * the allocation and exits; the engine answers the request with PHP's own message for this fatal error and the
 * host replaces the worker (host.ts), so the next request runs in a fresh runtime.
 */

/** PHP's memory_limit (runtime.ts PHP_INI says the same, for `ini_get`). */
export const PHP_MEMORY_LIMIT_BYTES = 128 * 1024 * 1024;

export type MemoryOverrun = { message: string; file?: string; line?: number };

type Imports = WebAssembly.Imports & { env?: Record<string, WebAssembly.ImportValue> };

export class MemoryGuard {
  private memory: WebAssembly.Memory | null = null;
  private exports: WebAssembly.Exports | null = null;
  private limit = Number.POSITIVE_INFINITY;
  /** Set when a run went past the limit; the runtime has exited then and must be replaced. */
  overrun: MemoryOverrun | null = null;

  /** Emscripten's imports with the heap growth checked; the same object when the build imports no such hook. */
  wrap(imports: WebAssembly.Imports): WebAssembly.Imports {
    const env = (imports as Imports).env;
    const grow = env?.emscripten_resize_heap;
    if (!env || typeof grow !== 'function') return imports;
    if (env.memory instanceof WebAssembly.Memory) this.memory = env.memory;
    const resize = (requested: number): number => {
      const size = requested >>> 0;
      if (size > this.limit) {
        this.overrun ??= this.describe(size);
        return 0;
      }
      return (grow as (size: number) => number)(requested);
    };
    // Emscripten passes one object as `env` and `wasi_snapshot_preview1`: both get the checked hook.
    const checked: Record<string, WebAssembly.ImportValue> = { ...env, emscripten_resize_heap: resize };
    const out: Record<string, unknown> = { ...imports, env: checked };
    if ((imports as Record<string, unknown>).wasi_snapshot_preview1 === env) out.wasi_snapshot_preview1 = checked;
    return out as WebAssembly.Imports;
  }

  /** The instance, for reading PHP's current file and line when the limit is hit. */
  attach(instance: WebAssembly.Instance): void {
    this.exports = instance.exports;
    if (!this.memory && instance.exports.memory instanceof WebAssembly.Memory) this.memory = instance.exports.memory;
  }

  /** From now on PHP may grow the heap by PHP_MEMORY_LIMIT_BYTES past its present size, no further. */
  arm(): void {
    if (this.memory) this.limit = this.memory.buffer.byteLength + PHP_MEMORY_LIMIT_BYTES;
  }

  private describe(requested: number): MemoryOverrun {
    const current = this.memory?.buffer.byteLength ?? 0;
    const overrun: MemoryOverrun = {
      message: `Allowed memory size of ${PHP_MEMORY_LIMIT_BYTES} bytes exhausted (tried to allocate ${Math.max(0, requested - current)} bytes)`,
    };
    try {
      const filename = this.exports?.zend_get_executed_filename;
      const lineno = this.exports?.zend_get_executed_lineno;
      if (typeof filename === 'function' && typeof lineno === 'function' && this.memory) {
        const pointer = (filename as () => number)() >>> 0;
        const line = (lineno as () => number)();
        const file = pointer ? readCString(this.memory, pointer) : '';
        if (file && file !== '[no active file]') overrun.file = file;
        if (line > 0) overrun.line = line;
      }
    } catch {
      // PHP's position is a courtesy: the message stands without it.
    }
    return overrun;
  }
}

function readCString(memory: WebAssembly.Memory, pointer: number): string {
  const bytes = new Uint8Array(memory.buffer);
  let end = pointer;
  while (end < bytes.length && bytes[end] !== 0 && end - pointer < 4096) end++;
  return new TextDecoder().decode(bytes.subarray(pointer, end));
}
