/**
 * Runs one request in a loaded php-wasm runtime, on the calling thread: writes the workspace into PHP's virtual
 * filesystem under /app (only what changed since the last run), runs the wrapper (wrapper.ts) and reads the
 * response back. After each run it resets the runtime in the background, so functions, classes, globals and
 * `include_once` state never leak into the next run and the next run does not wait for the reset unless it comes
 * at once. Time limits are not enforced here: the host (host.ts) runs the engine in a worker it can end.
 */
import type { PhpError, PhpErrorLevel, PhpFile, PhpRequest, PhpResponse } from './api';
import {
  isLaravelWorkspace,
  LARAVEL_BOOT_FILES,
  LARAVEL_FRONT,
  LARAVEL_LIB_DIR,
  LARAVEL_PRELOAD_CODE,
  LARAVEL_PRELOAD_PAGE,
  LARAVEL_STATE_DIR,
  LARAVEL_STATE_DIRS,
  LARAVEL_WARM_FILES,
  type LaravelBundle,
} from './laravel';
import type { MemoryGuard } from './memory-guard';
import {
  APP_ROOT,
  BODY_FILE,
  IO_DIR,
  META_FILE,
  REQUEST_FILE,
  WRAPPER_CODE,
  type WrapperMeta,
  type WrapperRequest,
} from './wrapper';

/** The parts of Emscripten's FS the engine uses. */
export type PhpFs = {
  writeFile(path: string, data: string): void;
  readFile(path: string, options: { encoding: 'utf8' }): string;
  readdir(path: string): string[];
  isDir(mode: number): boolean;
  stat(path: string): { mode: number };
  unlink(path: string): void;
  mkdirTree(path: string): void;
  analyzePath(path: string): { exists: boolean };
  chdir(path: string): void;
};

/** The parts of php-wasm's `PhpBase` the engine uses (runtime-node.ts, runtime-web.ts make one). */
export type PhpRuntime = {
  /** Emscripten's module: its filesystem, and its memory as bytes (replaced when the memory grows). */
  binary: Promise<{ FS: PhpFs; HEAPU8?: Uint8Array }>;
  run(code: string): Promise<unknown>;
  refresh(): Promise<unknown>;
  addEventListener(type: 'output' | 'error', listener: (event: Event) => void): void;
  /** Checks PHP's memory limit (memory-guard.ts), when the runtime was made with one. */
  memoryGuard?: MemoryGuard;
};

// E_* constants
const E_WARNING = 2;
const E_PARSE = 4;
const E_NOTICE = 8;
const E_USER_WARNING = 512;
const E_USER_NOTICE = 1024;
const E_DEPRECATED = 8192;
const E_USER_DEPRECATED = 16384;

function levelOf(type: number, parse?: boolean): PhpErrorLevel {
  if (parse || type === E_PARSE) return 'parse';
  if (type === E_WARNING || type === E_USER_WARNING) return 'warning';
  if (type === E_NOTICE || type === E_USER_NOTICE) return 'notice';
  if (type === E_DEPRECATED || type === E_USER_DEPRECATED) return 'deprecated';
  return 'fatal';
}

/** A workspace path ('index.php', '/a/b.php', './x.php') as a clean relative path, or null if it leaves the root. */
export function normalizePath(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** An error as the student should see it: a workspace path, no wrapper noise. */
function toPhpError(raw: { type: number; message: string; file: string; line: number; parse?: boolean }): PhpError {
  const message = raw.message.replace(/^PHP Request Startup: /, '');
  const inWorkspace = raw.file.startsWith(`${APP_ROOT}/`);
  const error: PhpError = { message, level: levelOf(raw.type, raw.parse) };
  if (inWorkspace) {
    error.file = raw.file.slice(APP_ROOT.length + 1);
    if (raw.line > 0) error.line = raw.line;
  }
  return error;
}

function parseHeaders(lines: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (name === 'x-powered-by') continue;
    headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

function queryString(query: Record<string, string>): string {
  return new URLSearchParams(query).toString();
}

function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    html: 'text/html; charset=UTF-8',
    htm: 'text/html; charset=UTF-8',
    css: 'text/css',
    js: 'text/javascript',
    json: 'application/json',
    txt: 'text/plain',
    svg: 'image/svg+xml',
  };
  return types[ext] ?? 'application/octet-stream';
}

/**
 * The length of `heap` up to its last non-zero 64 KiB page: WebAssembly memory starts zeroed, so the rest is memory
 * PHP has not touched yet, which a snapshot need not copy.
 */
function usedLength(heap: Uint8Array): number {
  const PAGE = 65536;
  const words = new Uint32Array(heap.buffer, heap.byteOffset, Math.floor(heap.length / 4));
  let end = words.length;
  while (end > 0 && words[end - 1] === 0) end--;
  return Math.min(heap.length, Math.ceil((end * 4) / PAGE) * PAGE);
}

export class PhpEngine {
  /** What is in /app now: path → content. */
  private readonly written = new Map<string, string>();
  /** Files written since the last PHP run that mention `exit`/`die`: the next run's wrapper rewrites them. */
  private readonly toRewrite = new Set<string>();
  private stdout = '';
  /** The reset after the previous run; the next run starts when it is done. */
  private reset: Promise<unknown> = Promise.resolve();
  /** Whether the Laravel bundle is mounted (mountLaravel), and whether the workspace changed since Laravel's last run. */
  private laravel = false;
  private laravelStale = true;
  /**
   * A Laravel runtime's memory with the framework compiled and idle (snapshotLaravel): copied back after each run
   * in place of a reset, so a request compiles only the student's files, not the ~250 framework files it loads.
   */
  private snapshot: Uint8Array | null = null;
  /** The runtime exited (a page went past PHP's memory limit): its worker must be replaced (worker-side.ts). */
  lost = false;

  private constructor(
    private readonly php: PhpRuntime,
    private readonly fs: PhpFs,
    private readonly module: { HEAPU8?: Uint8Array },
  ) {
    php.addEventListener('output', (event) => {
      this.stdout += String((event as CustomEvent).detail ?? '');
    });
  }

  /** Waits for the runtime to load, then makes the engine's folders. */
  static async start(php: PhpRuntime): Promise<PhpEngine> {
    const module = await php.binary;
    module.FS.mkdirTree(APP_ROOT);
    module.FS.mkdirTree(IO_DIR);
    return new PhpEngine(php, module.FS, module);
  }

  /**
   * Runs one small page through the whole path (wrapper, include, output buffer, headers, reset) so that
   * WebAssembly's lazily compiled functions are compiled before a student's first request is timed.
   */
  async warmUp(): Promise<void> {
    await this.run(
      [
        { path: 'index.php', value: '<?php header("X-Warm: 1"); include "b.php"; echo json_encode([$x ?? 0]);' },
        { path: 'b.php', value: '<?php foreach ([1, 2] as $i) { $x = $i; } ?><p><?= htmlspecialchars("a") ?></p>' },
      ],
      { path: 'index.php', method: 'POST', body: { a: '1' } },
    );
    this.sync([]);
    await this.reset;
  }

  /**
   * Starts checking PHP's memory limit, counted from the memory the runtime holds now (after its warm-up, so
   * the framework and the interpreter's own memory are not charged to the student's page).
   */
  armMemoryLimit(): void {
    this.php.memoryGuard?.arm();
  }

  /**
   * Writes the Laravel framework bundle (laravel.ts) beside the workspace, read by every later request of a
   * Laravel workspace; the files stay for the life of the runtime (a reset keeps PHP's filesystem).
   */
  mountLaravel(bundle: LaravelBundle): void {
    const made = new Set<string>();
    const write = (path: string, text: string) => {
      const folder = path.slice(0, path.lastIndexOf('/'));
      if (!made.has(folder)) {
        this.fs.mkdirTree(folder);
        made.add(folder);
      }
      this.fs.writeFile(path, text);
    };
    for (const [path, text] of Object.entries(bundle.files)) write(`${LARAVEL_LIB_DIR}/${path}`, text);
    for (const [path, text] of Object.entries(LARAVEL_BOOT_FILES)) write(path, text);
    for (const dir of LARAVEL_STATE_DIRS) this.fs.mkdirTree(dir);
    this.laravel = true;
  }

  /**
   * Boots Laravel in the runtime and keeps a copy of its memory (snapshotLaravel), then runs a route, a controller,
   * a collection and a Blade view through the whole path, for the same reason as warmUp.
   */
  async warmUpLaravel(): Promise<void> {
    await this.snapshotLaravel();
    const response = await this.run(
      [
        {
          path: 'routes/web.php',
          value:
            "<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('/', [App\\Http\\Controllers\\WarmController::class, 'show']);",
        },
        {
          path: 'app/Http/Controllers/WarmController.php',
          value:
            "<?php\nnamespace App\\Http\\Controllers;\nclass WarmController extends Controller { public function show() { return view('warm', ['items' => collect(['x'])->map(fn ($a) => mb_strtolower($a))]); } }",
        },
        { path: 'resources/views/warm.blade.php', value: '@foreach ($items as $i)<p>{{ $i }}</p>@endforeach' },
      ],
      { path: '/' },
    );
    if (response.status !== 200 || response.body !== '<p>x</p>') {
      const why =
        response.errors[0]?.message ??
        `status ${response.status} ${JSON.stringify(response.headers)} ${response.body.slice(0, 200)}`;
      throw new Error(`Laravel did not boot: ${why}`);
    }
    this.sync([]);
    await this.reset;
  }

  /**
   * php-wasm has no OPcache, and a reset forgets every compiled class, so each request compiled the ~250 framework
   * files it loads again (about 90% of a warm request's CPU time, docs/benchmarks.md). Instead the runtime boots Laravel once
   * through two warm-up requests (laravel.ts LARAVEL_PRELOAD_CODE) and its WebAssembly memory is copied: PHP's
   * whole state, compiled classes included, sits in that memory, and between runs nothing of PHP's runs, so copying
   * it back gives every request the same idle, booted interpreter. The filesystem lives outside that memory and
   * stays. Without access to the memory (a build that hides it) requests reset as before.
   */
  private async snapshotLaravel(): Promise<void> {
    await this.reset.catch(() => undefined);
    await this.takeSnapshot();
  }

  /** snapshotLaravel's work, on a runtime that is idle and freshly reset. */
  private async takeSnapshot(): Promise<void> {
    this.sync(LARAVEL_WARM_FILES);
    for (const dir of ['views', 'sessions']) this.emptyDir(`${LARAVEL_STATE_DIR}/${dir}`);
    this.stdout = '';
    await this.php.run(LARAVEL_PRELOAD_CODE);
    const page = this.read(LARAVEL_PRELOAD_PAGE) || this.stdout;
    this.remove(LARAVEL_PRELOAD_PAGE);
    this.stdout = '';
    this.sync([]);
    this.laravelStale = true;
    if (!page.includes('<p>x</p>') || !page.includes('name')) {
      this.reset = this.php.refresh();
      throw new Error(`Laravel did not boot: ${page.slice(0, 300)}`);
    }
    const heap = this.module.HEAPU8;
    if (!heap) {
      this.reset = this.php.refresh();
      return;
    }
    this.snapshot = heap.slice(0, usedLength(heap));
  }

  /** Copies the snapshot back into PHP's memory (grown memory past it is cleared, as fresh memory is). */
  private restoreSnapshot(): void {
    const heap = this.module.HEAPU8;
    const snapshot = this.snapshot;
    if (!heap || !snapshot) return;
    heap.set(snapshot);
    if (heap.length > snapshot.length) heap.fill(0, snapshot.length);
  }

  /**
   * Brings the runtime back to its clean state after a run, in the background: the snapshot when there is one,
   * else php-wasm's reset. `refreshed`: the run already reset the runtime (a page that ended early).
   * Copying memory back after a reset would not do: the reset closes files the snapshot's PHP still holds.
   */
  private resetAfterRun(refreshed: boolean): Promise<unknown> {
    if (!this.snapshot) return refreshed ? Promise.resolve() : this.php.refresh();
    // A page that ended early left PHP's files closed (its random source among them) while the snapshot still
    // refers to them: the runtime, reset already, boots and takes its snapshot again.
    if (refreshed) return this.takeSnapshot();
    // After the response has been handed back: the copy takes tens of milliseconds.
    return new Promise((done) => setTimeout(done, 0)).then(() => this.restoreSnapshot());
  }

  /** Runs `request` against `files`; see api.ts. */
  async run(files: PhpFile[], request: PhpRequest): Promise<PhpResponse> {
    await this.reset.catch(() => undefined);
    const present = this.sync(files);
    if (this.laravel && isLaravelWorkspace(files)) return this.runLaravel(present, request);
    const path = normalizePath(request.path ?? '');
    if (path === null || path === '' || !present.has(path)) {
      return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not Found', errors: [] };
    }
    if (!/\.php$/i.test(path)) {
      return {
        status: 200,
        headers: { 'content-type': contentTypeOf(path) },
        body: present.get(path) ?? '',
        errors: [],
      };
    }
    return this.runScript(`${APP_ROOT}/${path}`, `/${path}`, `/${path}`, request);
  }

  /**
   * A Laravel workspace: a file under `public/` is served as it is; every other path goes through Laravel's
   * router (our front controller, laravel.ts). Compiled views and the session start afresh when the code changed.
   */
  private async runLaravel(present: Map<string, string>, request: PhpRequest): Promise<PhpResponse> {
    const path = normalizePath(request.path ?? '') ?? '';
    const asset = `public/${path}`;
    if (path !== '' && present.has(asset) && !/\.php$/i.test(asset)) {
      return {
        status: 200,
        headers: { 'content-type': contentTypeOf(asset) },
        body: present.get(asset) ?? '',
        errors: [],
      };
    }
    if (this.laravelStale) {
      for (const dir of ['views', 'sessions']) this.emptyDir(`${LARAVEL_STATE_DIR}/${dir}`);
      this.laravelStale = false;
    }
    return this.runScript(LARAVEL_FRONT, '/index.php', `/${path}`, request);
  }

  private emptyDir(dir: string): void {
    if (!this.fs.analyzePath(dir).exists) return;
    for (const name of this.fs.readdir(dir)) {
      if (name === '.' || name === '..') continue;
      if (!this.fs.isDir(this.fs.stat(`${dir}/${name}`).mode)) this.fs.unlink(`${dir}/${name}`);
    }
  }

  /** Runs one PHP script through the wrapper: `script` in the VFS, as `scriptName`, for the URI path `uriPath`. */
  private async runScript(
    script: string,
    scriptName: string,
    uriPath: string,
    request: PhpRequest,
  ): Promise<PhpResponse> {
    const query = request.query ?? {};
    const qs = queryString(query);
    const wrapperRequest: WrapperRequest = {
      script,
      scriptName,
      method: request.method === 'POST' ? 'POST' : 'GET',
      get: { ...query },
      post: request.method === 'POST' ? { ...(request.body ?? {}) } : {},
      uri: `${uriPath}${qs ? `?${qs}` : ''}`,
      queryString: qs,
      rewrite: [...this.toRewrite].map((file) => `${APP_ROOT}/${file}`),
    };
    this.toRewrite.clear();
    this.fs.writeFile(REQUEST_FILE, JSON.stringify(wrapperRequest));
    this.remove(META_FILE);
    this.remove(BODY_FILE);
    this.stdout = '';
    try {
      await this.php.run(WRAPPER_CODE);
      let meta = this.readJson<WrapperMeta>(META_FILE);
      const ended = !meta;
      if (!meta) {
        // The page ended early (`exit`, `dd()`, a fatal error that bailed out of the wrapper): the wrapper's
        // shutdown function writes the response when the runtime is reset, so this run waits for the reset. The
        // restarted PHP loads a Laravel runtime's extensions from './': the page's folder is left first.
        this.fs.chdir('/');
        await this.php.refresh();
        // An `exit` the wrapper could not rewrite (inside `eval`) ends the embed SAPI's script without shutdown
        // functions: what was printed is the page, the headers it set are lost.
        meta = this.readJson<WrapperMeta>(META_FILE) ?? { headers: [], status: 200, errors: [] };
      }
      const response = this.response(meta, this.stdout + this.read(BODY_FILE));
      this.reset = this.resetAfterRun(ended);
      return response;
    } catch (error) {
      const overrun = this.php.memoryGuard?.overrun;
      if (overrun) {
        // Past PHP's memory limit: PHP has exited, so the page's buffered output is gone; the error is PHP's own.
        this.lost = true;
        const fatal: PhpError = { message: overrun.message, level: 'fatal' };
        const where = overrun.file
          ? toPhpError({ type: 1, message: '', file: overrun.file, line: overrun.line ?? 0 })
          : null;
        if (where?.file) fatal.file = where.file;
        if (where?.line) fatal.line = where.line;
        return { status: 500, headers: { 'content-type': 'text/html; charset=UTF-8' }, body: '', errors: [fatal] };
      }
      // The runtime itself failed: a reset, and a Laravel runtime boots and takes its snapshot again.
      const laravel = this.snapshot !== null;
      this.snapshot = null;
      this.fs.chdir('/');
      this.reset = this.php.refresh().then(() => (laravel ? this.takeSnapshot() : undefined));
      throw error;
    }
  }

  private response(meta: WrapperMeta, body: string): PhpResponse {
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=UTF-8',
      ...parseHeaders(meta.headers),
    };
    let status = typeof meta.status === 'number' ? meta.status : 200;
    if (headers.location && status === 200) status = 302;
    return { status, headers, body, errors: meta.errors.map(toPhpError) };
  }

  /**
   * Makes /app hold exactly `files`; answers the present files by clean path. PHP files written that mention
   * `exit` or `die` wait in `toRewrite` for the next run's wrapper (wrapper.ts).
   */
  private sync(files: PhpFile[]): Map<string, string> {
    const present = new Map<string, string>();
    for (const file of Array.isArray(files) ? files : []) {
      if (!file || typeof file.path !== 'string' || typeof file.value !== 'string') continue;
      const path = normalizePath(file.path);
      if (!path) continue;
      if (file.path.endsWith('/')) {
        this.fs.mkdirTree(`${APP_ROOT}/${path}`);
        continue;
      }
      present.set(path, file.value);
    }
    for (const path of this.written.keys()) {
      if (!present.has(path)) {
        this.laravelStale = true;
        this.remove(`${APP_ROOT}/${path}`);
        this.written.delete(path);
        this.toRewrite.delete(path);
      }
    }
    for (const [path, value] of present) {
      if (this.written.get(path) === value) continue;
      const slash = path.lastIndexOf('/');
      if (slash > 0) this.fs.mkdirTree(`${APP_ROOT}/${path.slice(0, slash)}`);
      try {
        this.fs.writeFile(`${APP_ROOT}/${path}`, value);
        this.written.set(path, value);
        this.laravelStale = true;
        if (/\.php$/i.test(path) && /\b(?:exit|die)\b/i.test(value)) this.toRewrite.add(path);
        else this.toRewrite.delete(path);
      } catch {
        // a path that is also a folder in this workspace: PHP simply cannot include it
        present.delete(path);
      }
    }
    return present;
  }

  private remove(path: string): void {
    if (this.fs.analyzePath(path).exists) this.fs.unlink(path);
  }

  private read(path: string): string {
    return this.fs.analyzePath(path).exists ? this.fs.readFile(path, { encoding: 'utf8' }) : '';
  }

  private readJson<T>(path: string): T | null {
    const text = this.read(path);
    if (!text) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }
}
