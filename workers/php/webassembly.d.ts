/**
 * The WebAssembly JavaScript API as Node provides it, for the Node type program (tsconfig.node.json): TypeScript
 * declares it only in its DOM and WebWorker libraries, and @types/node 20 not at all, so without this the PHP
 * runtime's Node side (runtime-node.ts, memory-guard.ts, the server's check loop) could not name a module or a
 * memory. Only what our code uses, written as lib.dom.d.ts declares it so the shared files check the same in every
 * program; the browser and worker programs take the library's own declarations and leave this file out.
 */
declare namespace WebAssembly {
  type BufferSource = ArrayBufferView | ArrayBuffer;

  interface Instance {
    readonly exports: Exports;
  }
  var Instance: {
    prototype: Instance;
    new (module: Module, importObject?: Imports): Instance;
  };

  interface Memory {
    readonly buffer: ArrayBuffer;
    grow(delta: number): number;
  }
  var Memory: {
    prototype: Memory;
    new (descriptor: MemoryDescriptor): Memory;
  };
  interface MemoryDescriptor {
    initial: number;
    maximum?: number;
    shared?: boolean;
  }

  // biome-ignore lint/suspicious/noEmptyInterface: an opaque compiled module, as lib.dom.d.ts declares it.
  interface Module {}
  var Module: {
    prototype: Module;
    new (bytes: BufferSource): Module;
  };

  interface Global {
    value: unknown;
    valueOf(): unknown;
  }
  interface Table {
    readonly length: number;
    get(index: number): unknown;
  }

  interface WebAssemblyInstantiatedSource {
    instance: Instance;
    module: Module;
  }

  // biome-ignore lint/complexity/noBannedTypes: any host function, as lib.dom.d.ts declares an export.
  type ExportValue = Function | Global | Memory | Table;
  type Exports = Record<string, ExportValue>;
  type ImportValue = ExportValue | number;
  type ModuleImports = Record<string, ImportValue>;
  type Imports = Record<string, ModuleImports>;

  function compile(bytes: BufferSource): Promise<Module>;
  function instantiate(bytes: BufferSource, importObject?: Imports): Promise<WebAssemblyInstantiatedSource>;
  function instantiate(moduleObject: Module, importObject?: Imports): Promise<Instance>;
}
