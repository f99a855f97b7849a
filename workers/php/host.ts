/**
 * Runs PHP requests in a worker it can end (docs/decisions/0012-patterns.md example 3): one request at a time, each raced against
 * a time limit (1 s). A request over the limit has its worker terminated and gets a `timeout` error as its
 * response; a fresh worker is started at once from the already compiled module, so the runtime is usable
 * again. The worker itself comes from a factory (host-node.ts: worker_threads, host-web.ts: a Web Worker).
 */
import { PHP_TIME_LIMIT_MS, type PhpFile, type PhpRequest, type PhpResponse } from './api';
import type { FromPhpWorker, LaravelSetup, ToPhpWorker } from './protocol';

export type PhpThread = {
  post(message: ToPhpWorker): void;
  terminate(): void;
  /** Node: let an idle thread not keep the process alive. */
  setBusy?(busy: boolean): void;
};
export type PhpThreadFactory = (
  onMessage: (message: FromPhpWorker) => void,
  onCrash: (detail: string) => void,
) => PhpThread;

export type PhpHostOptions = {
  spawn: PhpThreadFactory;
  /** Compiles the PHP binary; called once (again only after a failure). */
  compile: () => Promise<WebAssembly.Module>;
  /** Per-request limit in ms (default 1000). */
  timeoutMs?: number;
  /** How long a fresh worker may take to start PHP once it has the compiled binary (default 30 s). */
  startTimeoutMs?: number;
  /** Keep a second worker started and idle, so the runtime is back at once after a runaway script (default false). */
  keepSpare?: boolean;
  /** A Laravel host: loads the framework bundle and extensions once and hands them to each worker it starts. */
  laravel?: () => Promise<LaravelSetup>;
};

/** The worker could not start PHP, or crashed: not the student's fault, so it rejects. */
export class PhpRuntimeError extends Error {
  override readonly name: string = 'PhpRuntimeError';
}

/**
 * This build or server has no Laravel framework bundle (scripts/laravel-bundle.mjs could not get it): Laravel
 * workspaces fall back to structure rules (`checkAnswers` without rendering: file rules hold, rules on `.php`
 * files fail), and the preview says so in the student's language.
 */
export class LaravelUnavailable extends PhpRuntimeError {
  override readonly name = 'LaravelUnavailable';
}

/** True for `LaravelUnavailable`, also from another copy of this module (by name). */
export function isLaravelUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'LaravelUnavailable';
}

type Live = { thread: PhpThread; ready: Promise<void>; pending: Map<number, (message: FromPhpWorker) => void> };

export function timeoutResponse(limitMs: number): PhpResponse {
  const seconds = limitMs / 1000;
  return {
    status: 500,
    headers: { 'content-type': 'text/html; charset=UTF-8' },
    body: '',
    errors: [
      {
        level: 'timeout',
        message: `Maximum execution time of ${seconds} second${seconds === 1 ? '' : 's'} exceeded`,
      },
    ],
  };
}

export class PhpHost {
  private module: Promise<WebAssembly.Module> | null = null;
  private laravelSetup: Promise<LaravelSetup> | null = null;
  private live: Live | null = null;
  private spare: Live | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PhpHostOptions) {}

  /** Runs one request; requests run in the order they were made. */
  run(files: PhpFile[], request: PhpRequest): Promise<PhpResponse> {
    const job = this.queue.then(() => this.runNow(files, request));
    this.queue = job.catch(() => undefined);
    return job;
  }

  /** Starts PHP now (compile and start a worker) so the first request does not wait for it. */
  warm(): Promise<void> {
    return this.ensure().ready;
  }

  /** Ends the worker; later calls reject. */
  close(): void {
    this.closed = true;
    this.live?.thread.terminate();
    this.spare?.thread.terminate();
    this.live = null;
    this.spare = null;
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? PHP_TIME_LIMIT_MS;
  }

  private laravel(): Promise<LaravelSetup | undefined> {
    const load = this.options.laravel;
    if (!load) return Promise.resolve(undefined);
    if (!this.laravelSetup) {
      this.laravelSetup = load();
      this.laravelSetup.catch(() => {
        this.laravelSetup = null;
      });
    }
    return this.laravelSetup;
  }

  private compiled(): Promise<WebAssembly.Module> {
    if (!this.module) {
      this.module = this.options.compile();
      this.module.catch(() => {
        this.module = null;
      });
    }
    return this.module;
  }

  /** The worker that takes requests: the running one, else the spare, else a new one. */
  private ensure(): Live {
    if (this.closed) throw new PhpRuntimeError('The PHP runtime is closed');
    if (this.live) return this.live;
    const live = this.spare ?? this.spawnLive();
    this.spare = null;
    this.live = live;
    if (this.options.keepSpare) {
      // The spare starts once this one is ready, so the two never compete for the first start.
      live.ready.then(
        () => {
          if (!this.closed && !this.spare && this.live === live) this.spare = this.spawnLive();
        },
        () => undefined,
      );
    }
    return live;
  }

  private spawnLive(): Live {
    const pending = new Map<number, (message: FromPhpWorker) => void>();
    let settleStart: { resolve: () => void; reject: (error: Error) => void } | null = null;
    const ready = new Promise<void>((resolve, reject) => {
      settleStart = { resolve, reject };
    });
    const fail = (error: Error) => {
      settleStart?.reject(error);
      for (const answer of pending.values()) answer({ type: 'failed', message: error.message });
      pending.clear();
      if (this.live === live) this.live = null;
      if (this.spare === live) this.spare = null;
      live.thread.terminate();
    };
    const thread = this.options.spawn(
      (message) => {
        if (message.type === 'ready') settleStart?.resolve();
        else if (message.type === 'failed') fail(new PhpRuntimeError(message.message));
        else pending.get(message.id)?.(message);
      },
      (detail) => fail(new PhpRuntimeError(detail)),
    );
    const live: Live = { thread, ready, pending };
    // The start limit counts from when the worker has the compiled binary: the download before it may be slow.
    const limit = this.options.startTimeoutMs ?? 30_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    ready.then(
      () => clearTimeout(timer),
      () => clearTimeout(timer),
    );
    Promise.all([this.compiled(), this.laravel()]).then(
      ([module, laravel]) => {
        timer = setTimeout(() => fail(new PhpRuntimeError('PHP did not start in time')), limit);
        thread.post(laravel ? { type: 'start', module, laravel } : { type: 'start', module });
      },
      (error: unknown) =>
        fail(
          error instanceof PhpRuntimeError
            ? error
            : new PhpRuntimeError(error instanceof Error ? error.message : String(error)),
        ),
    );
    thread.setBusy?.(true);
    ready.then(
      () => thread.setBusy?.(false),
      () => undefined,
    );
    return live;
  }

  private async runNow(files: PhpFile[], request: PhpRequest): Promise<PhpResponse> {
    const live = this.ensure();
    await live.ready;
    const id = this.nextId++;
    live.thread.setBusy?.(true);
    try {
      return await new Promise<PhpResponse>((resolve, reject) => {
        // A runaway script, or one whose runtime exited: end its worker and start the next one now, from the
        // compiled module, before the next request is sent.
        const replace = () => {
          if (this.live === live) this.live = null;
          live.thread.terminate();
          if (!this.closed) this.ensure().ready.catch(() => undefined);
        };
        const timer = setTimeout(() => {
          live.pending.delete(id);
          replace();
          resolve(timeoutResponse(this.timeoutMs));
        }, this.timeoutMs);
        live.pending.set(id, (message) => {
          clearTimeout(timer);
          live.pending.delete(id);
          if (message.type === 'done' && message.restart) replace();
          if (message.type === 'done') resolve(message.response);
          else if (message.type === 'error' || message.type === 'failed') reject(new PhpRuntimeError(message.message));
        });
        live.thread.post({ type: 'run', id, files, request });
      });
    } finally {
      if (this.live === live) live.thread.setBusy?.(false);
    }
  }
}
